import { and, eq, sql } from 'drizzle-orm';
import type { Job } from '#lib/contracts/jobs.ts';
import type { Actor } from '#server/access/actor.ts';
import type { Db } from '#server/db/client.ts';
import { conflict, notFound } from '#server/errors.ts';
import { recordAudit } from '#server/modules/audit/api.ts';
import { requireJobsAdmin } from './policy.ts';
import { jobs } from './schema.ts';
import { jobView } from './views.ts';

/**
 * An admin runs a failed job again (feature 53): pending at once, with its attempts reset; its
 * last error stays until it runs. Only failed jobs (409 otherwise); a job whose key another
 * pending job holds meanwhile is 409 too (that one will do the work).
 */
export async function retryJob(db: Db, actor: Actor, id: number): Promise<Job> {
  requireJobsAdmin(actor);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update');
    if (!row) throw notFound('job_not_found', 'background.jobNotFound');
    if (row.state !== 'failed') throw conflict('job_not_retryable', 'background.jobNotRetryable');
    if (row.key) {
      const [holder] = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.key, row.key), eq(jobs.state, 'pending')))
        .limit(1);
      if (holder) {
        throw conflict('job_already_pending', 'background.jobAlreadyPending', {
          details: { job_id: holder.id },
        });
      }
    }
    const [retried] = await tx
      .update(jobs)
      .set({
        state: 'pending',
        attempts: 0,
        run_at: sql`now()`,
        finished_at: null,
        updated_at: sql`now()`,
      })
      .where(eq(jobs.id, id))
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'retry',
      entity: 'background_jobs',
      entityId: id,
      before: { state: row.state, attempts: row.attempts, last_error: row.last_error },
      after: { state: 'pending', attempts: 0 },
    });
    return jobView(retried!);
  });
}
