import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { backoffMs, type JobDefinition, type JobDeps, type JobRow, recurringKey } from './define-job.ts';
import { enqueueJob } from './enqueue-job.ts';
import { jobs } from './schema.ts';

export interface JobRunnerOptions {
  deps: JobDeps;
  definitions: JobDefinition<never>[];
  /** How often an idle runner looks for due jobs; 1 s unless given. */
  pollMs?: number;
  /** A running job whose runner has held it this long is taken to be abandoned; 10 min unless given. */
  stalledAfterMs?: number;
  /** Names this runner in the rows (host, process, random part) unless given. */
  workerId?: string;
}

export interface JobRunner {
  readonly workerId: string;
  /** Makes sure every recurring job has a pending run, then polls until stopped. */
  start(): Promise<void>;
  /** Stops polling and waits for the job being run, if any, to finish. */
  stop(): Promise<void>;
  /** Claims and runs one due job; answers whether there was one (tests drive the runner with it). */
  runOne(): Promise<boolean>;
  /** Runs due jobs until none is due; answers how many ran. */
  runDue(): Promise<number>;
  /** Hands abandoned running jobs back (or fails them when they have no attempt left). */
  recoverStalled(): Promise<number>;
}

const MAX_ERROR_LENGTH = 2000;

function describeError(error: unknown): string {
  const text =
    error instanceof Error
      ? `${error.name}: ${error.message}${error.stack ? `\n${error.stack}` : ''}`
      : String(error);
  return text.slice(0, MAX_ERROR_LENGTH);
}

/**
 * Claims the oldest due pending job this runner knows how to run: one statement that locks the
 * row with FOR UPDATE SKIP LOCKED (so two runners never take one job) and marks it running.
 */
async function claimJob(db: Db, names: string[], workerId: string): Promise<JobRow | null> {
  if (names.length === 0) return null;
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.state, 'pending'), lte(jobs.run_at, sql`now()`), inArray(jobs.name, names)))
    .orderBy(asc(jobs.run_at), asc(jobs.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(jobs)
    .set({
      state: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      locked_by: workerId,
      locked_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where(and(eq(jobs.id, sql`(${due})`), eq(jobs.state, 'pending')))
    .returning();
  return claimed ?? null;
}

/** The job ran: done, and a recurring job's next run is scheduled in the same transaction. */
async function finishJob(db: Db, job: JobRow, definition: JobDefinition<never>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(jobs)
      .set({
        state: 'done',
        finished_at: sql`now()`,
        locked_by: null,
        locked_at: null,
        last_error: null,
        updated_at: sql`now()`,
      })
      .where(and(eq(jobs.id, job.id), eq(jobs.state, 'running')));
    await scheduleNextRun(tx as unknown as Db, definition);
  });
}

/** The job threw: retried after a backoff, or failed with the error once no attempt is left. */
async function failJob(db: Db, job: JobRow, definition: JobDefinition<never>, error: unknown): Promise<void> {
  const lastError = describeError(error);
  await db.transaction(async (tx) => {
    if (job.attempts < job.max_attempts) {
      await tx
        .update(jobs)
        .set({
          state: 'pending',
          run_at: sql`now() + ${backoffMs(definition, job.attempts)} * interval '1 millisecond'`,
          last_error: lastError,
          locked_by: null,
          locked_at: null,
          updated_at: sql`now()`,
        })
        .where(and(eq(jobs.id, job.id), eq(jobs.state, 'running')));
      return;
    }
    await tx
      .update(jobs)
      .set({
        state: 'failed',
        finished_at: sql`now()`,
        last_error: lastError,
        locked_by: null,
        locked_at: null,
        updated_at: sql`now()`,
      })
      .where(and(eq(jobs.id, job.id), eq(jobs.state, 'running')));
    // A recurring job keeps its schedule even when one run gives up.
    await scheduleNextRun(tx as unknown as Db, definition);
  });
}

async function scheduleNextRun(tx: Db, definition: JobDefinition<never>): Promise<void> {
  if (!definition.every) return;
  await enqueueJob(tx, definition, {
    payload: {} as never,
    key: recurringKey(definition.name),
    delayMs: definition.every.minutes * 60_000,
  });
}

/**
 * The job runner of one process (docs/decisions/0012-jobs-and-realtime-events.md): one job at a
 * time, each in its own short transactions, so it shares PGlite's one connection politely and
 * several processes on one PostgreSQL share the work.
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { deps } = options;
  const db = deps.db;
  const log: FastifyBaseLogger = deps.log.child({ module: 'jobs' });
  const definitions = new Map(options.definitions.map((definition) => [definition.name, definition]));
  const names = [...definitions.keys()];
  const pollMs = options.pollMs ?? 1000;
  const stalledAfterMs = options.stalledAfterMs ?? 10 * 60_000;
  const workerId =
    options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`.slice(0, 100);

  let stopped = true;
  let loop: Promise<void> | null = null;
  let wake: (() => void) | null = null;
  let lastRecovery = 0;

  async function run(job: JobRow): Promise<void> {
    const definition = definitions.get(job.name)!;
    try {
      await definition.run(job.payload as never, {
        deps,
        job,
        attempt: job.attempts,
        log: log.child({ job: job.id, name: job.name }),
      });
    } catch (error) {
      log.warn({ err: error, job: job.id, name: job.name, attempt: job.attempts }, 'job failed');
      await failJob(db, job, definition, error);
      return;
    }
    await finishJob(db, job, definition);
  }

  const runner: JobRunner = {
    workerId,
    async runOne() {
      const job = await claimJob(db, names, workerId);
      if (!job) return false;
      await run(job);
      return true;
    },
    async runDue() {
      let count = 0;
      while (await runner.runOne()) count++;
      return count;
    },
    async recoverStalled() {
      const stalled = await db
        .select()
        .from(jobs)
        .where(
          and(
            eq(jobs.state, 'running'),
            lte(jobs.locked_at, sql`now() - ${stalledAfterMs} * interval '1 millisecond'`),
          ),
        );
      for (const job of stalled) {
        const definition = definitions.get(job.name) ?? { name: job.name, run: async () => {} };
        log.warn({ job: job.id, name: job.name, lockedBy: job.locked_by }, 'job abandoned by its runner');
        await failJob(
          db,
          job,
          definition,
          new Error(`abandoned: runner ${job.locked_by} held it longer than ${stalledAfterMs} ms`),
        );
      }
      return stalled.length;
    },
    async start() {
      if (!stopped) return;
      for (const definition of definitions.values()) {
        if (definition.every) {
          await enqueueJob(db, definition, { payload: {} as never, key: recurringKey(definition.name) });
        }
      }
      stopped = false;
      loop = (async () => {
        while (!stopped) {
          let ran = false;
          try {
            if (Date.now() - lastRecovery > Math.min(stalledAfterMs, 60_000)) {
              lastRecovery = Date.now();
              await runner.recoverStalled();
            }
            ran = await runner.runOne();
          } catch (error) {
            // The database may be restarting: wait a poll interval and try again.
            if (!stopped) log.error({ err: error }, 'job runner could not claim or record a job');
          }
          if (!ran && !stopped) {
            await new Promise<void>((resolve) => {
              const timer = setTimeout(resolve, pollMs);
              wake = () => {
                clearTimeout(timer);
                resolve();
              };
            });
            wake = null;
          }
        }
      })();
    },
    async stop() {
      stopped = true;
      wake?.();
      await loop;
      loop = null;
    },
  };
  return runner;
}
