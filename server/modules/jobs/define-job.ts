import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '#server/deps.ts';
import type { jobs } from './schema.ts';

export type JobRow = typeof jobs.$inferSelect;

/** What a job's handler receives besides its payload. */
export interface JobContext {
  /** The process's shared dependencies (database, configuration, realtime events…). */
  deps: JobDeps;
  job: JobRow;
  /** 1 on the first run, 2 on the first retry… */
  attempt: number;
  log: FastifyBaseLogger;
}

/** The dependencies a job may use: the app's, without the HTTP-only parts. */
export type JobDeps = Pick<AppDeps, 'config' | 'db' | 'log' | 'events'>;

/**
 * A kind of background work. `run` must be safe to run again after a failure or a crash (a job
 * is retried, and a runner that died mid-way leaves it to be run again): do the work in one
 * transaction, or check what is already done.
 */
export interface JobDefinition<P = unknown> {
  /** Stable name, stored in the rows: '<module>.<what>', e.g. 'orders.expire-unpaid'. */
  name: string;
  run(payload: P, context: JobContext): Promise<void>;
  /** Runs before it is marked failed; 5 unless given. */
  maxAttempts?: number;
  /** Retry n waits baseMs · 2^(n−1), at most maxMs; 10 s and 1 h unless given. */
  backoff?: { baseMs: number; maxMs: number };
  /** A recurring job: the runner keeps one pending run of it, `minutes` after the last one ended. */
  every?: { minutes: number };
}

export const DEFAULT_MAX_ATTEMPTS = 5;
export const DEFAULT_BACKOFF = { baseMs: 10_000, maxMs: 60 * 60_000 };

/** Declares a job (typed payload); the module lists it in its api.ts and app.ts registers it. */
export function defineJob<P>(definition: JobDefinition<P>): JobDefinition<P> {
  return definition;
}

/** How long retry `attempt` (1 = the first retry after the first failure) waits. */
export function backoffMs(definition: Pick<JobDefinition, 'backoff'>, failedAttempts: number): number {
  const { baseMs, maxMs } = definition.backoff ?? DEFAULT_BACKOFF;
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, failedAttempts - 1));
}

/** The key that keeps one pending run of a recurring job. */
export const recurringKey = (name: string) => `every:${name}`;
