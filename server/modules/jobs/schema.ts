import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { JOB_STATES } from '#lib/contracts/jobs.ts';
import { id, timestamps } from '#server/db/columns.ts';

/**
 * Background work as rows (docs/decisions/0012-jobs-and-realtime-events.md): a runner claims the
 * oldest due pending job with FOR UPDATE SKIP LOCKED, runs it, and marks it done, schedules a
 * retry with backoff, or marks it failed with the last error once it has no attempt left.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    /** Which handler runs it (a job definition's name, e.g. 'orders.expire-unpaid'). */
    name: text('name').notNull(),
    payload: jsonb('payload').notNull().default({}),
    /** Where it is in its life: waiting (maybe for a retry), being run, finished, given up. */
    state: text('state', { enum: JOB_STATES }).notNull().default('pending'),
    /** Not before this time (a retry's backoff moves it later). */
    run_at: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    max_attempts: integer('max_attempts').notNull().default(5),
    last_error: text('last_error'),
    /**
     * At most one pending job per key (one expiry per order, one next run of a recurring job):
     * enqueueing a key that is already pending does nothing.
     */
    key: text('key'),
    /** Which runner holds it, since when (a runner that died is found by its old lock). */
    locked_by: text('locked_by'),
    locked_at: timestamp('locked_at', { withTimezone: true, mode: 'date' }),
    finished_at: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (t) => [
    index('jobs_due_idx').on(t.run_at, t.id).where(sql`${t.state} = 'pending'`),
    index('jobs_state_idx').on(t.state, t.id.desc().nullsFirst()),
    index('jobs_name_idx').on(t.name, t.id.desc().nullsFirst()),
    index('jobs_running_idx').on(t.locked_at).where(sql`${t.state} = 'running'`),
    uniqueIndex('jobs_pending_key_unique').on(t.key).where(sql`${t.state} = 'pending'`),
    check('jobs_attempts_range', sql`${t.attempts} >= 0 and ${t.max_attempts} >= 1`),
  ],
);
