import { eq } from 'drizzle-orm';
import type { Job } from '#lib/contracts/jobs.ts';
import type { Actor } from '#server/access/actor.ts';
import type { Db } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import { requireJobsAdmin } from './policy.ts';
import { jobs } from './schema.ts';
import { jobView } from './views.ts';

/** One job with its payload and last error (feature 53). */
export async function showJob(db: Db, actor: Actor, id: number): Promise<Job> {
  requireJobsAdmin(actor);
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  if (!row) throw notFound('job_not_found', 'background.jobNotFound');
  return jobView(row);
}
