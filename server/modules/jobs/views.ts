import type { Job } from '#lib/contracts/jobs.ts';
import type { JobRow } from './define-job.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A job row as the admin calls answer it. */
export function jobView(row: JobRow): Job {
  return {
    id: row.id,
    name: row.name,
    state: row.state,
    payload: row.payload,
    key: row.key,
    attempts: row.attempts,
    max_attempts: row.max_attempts,
    last_error: row.last_error,
    run_at: row.run_at.toISOString(),
    locked_by: row.locked_by,
    locked_at: iso(row.locked_at),
    finished_at: iso(row.finished_at),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
