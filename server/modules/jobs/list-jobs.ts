import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Job, listJobsQuery } from '#lib/contracts/jobs.ts';
import { type PageMeta, pageMeta } from '#lib/pagination.ts';
import type { Actor } from '#server/access/actor.ts';
import type { Db } from '#server/db/client.ts';
import { requireJobsAdmin } from './policy.ts';
import { jobs } from './schema.ts';
import { jobView } from './views.ts';

/** Background jobs for the admin panel, newest first, by state and name (feature 53). */
export async function listJobs(
  db: Db,
  actor: Actor,
  limit: number,
  query: z.output<typeof listJobsQuery>,
): Promise<{ data: Job[]; meta: PageMeta }> {
  requireJobsAdmin(actor);
  const conditions: SQL[] = [];
  if (query.state) conditions.push(eq(jobs.state, query.state));
  if (query.name) conditions.push(eq(jobs.name, query.name));
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await db
    .select()
    .from(jobs)
    .where(where)
    .orderBy(desc(jobs.id))
    .limit(limit)
    .offset((query.page - 1) * limit);
  const [total] = await db.select({ total: count() }).from(jobs).where(where);
  return { data: rows.map(jobView), meta: pageMeta(query.page, limit, total?.total ?? 0) };
}
