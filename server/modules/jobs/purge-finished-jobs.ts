import { and, eq, lt, or, sql } from 'drizzle-orm';
import { defineJob } from './define-job.ts';
import { jobs } from './schema.ts';

/** Done jobs are kept a week, failed ones a month (for the admin panel), then deleted. */
export const purgeFinishedJobs = defineJob<Record<string, never>>({
  name: 'jobs.purge-finished',
  every: { minutes: 60 },
  async run(_payload, { deps, log }) {
    const deleted = await deps.db
      .delete(jobs)
      .where(
        or(
          and(eq(jobs.state, 'done'), lt(jobs.finished_at, sql`now() - interval '7 days'`)),
          and(eq(jobs.state, 'failed'), lt(jobs.finished_at, sql`now() - interval '30 days'`)),
        ),
      )
      .returning({ id: jobs.id });
    if (deleted.length > 0) log.info({ deleted: deleted.length }, 'finished jobs purged');
  },
});
