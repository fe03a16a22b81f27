import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { DEFAULT_MAX_ATTEMPTS, type JobDefinition } from './define-job.ts';
import { jobs } from './schema.ts';

export interface EnqueueOptions<P> {
  payload: P;
  /** Run this long from now (the database's clock); at once unless given. */
  delayMs?: number;
  /**
   * At most one pending job per key: enqueueing a key that is already pending does nothing and
   * answers the pending job (its time and payload stay as they were). A key whose job is running
   * or finished may be enqueued again.
   */
  key?: string;
  maxAttempts?: number;
}

/**
 * Adds a job. Pass the transaction of the change that needs it (an order placed → its expiry),
 * so the job exists exactly when the change commits. Answers the job's id and whether this call
 * created it (false: a pending job already had the key).
 */
export async function enqueueJob<P>(
  tx: Tx,
  definition: Pick<JobDefinition<P>, 'name' | 'maxAttempts'>,
  options: EnqueueOptions<P>,
): Promise<{ id: number; created: boolean }> {
  const delay = Math.max(0, Math.round(options.delayMs ?? 0));
  // The pending job that holds the key may be claimed between our insert and our look-up: try again.
  for (let round = 0; round < 3; round++) {
    const [created] = await tx
      .insert(jobs)
      .values({
        name: definition.name,
        payload: (options.payload ?? {}) as object,
        run_at: sql`now() + ${delay} * interval '1 millisecond'`,
        key: options.key ?? null,
        max_attempts: options.maxAttempts ?? definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      })
      .onConflictDoNothing({ target: jobs.key, where: sql`state = 'pending'` })
      .returning({ id: jobs.id });
    if (created) return { id: created.id, created: true };
    const [pending] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.key, options.key!), eq(jobs.state, 'pending')))
      .limit(1);
    if (pending) return { id: pending.id, created: false };
  }
  throw new Error(`Could not enqueue job ${definition.name} with key ${options.key}`);
}
