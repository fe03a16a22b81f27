import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_FEATURES, FEATURES } from '#lib/contracts/features.ts';
import type { Job } from '#lib/contracts/jobs.ts';
import { loadConfig } from '#server/config.ts';
import { as, signIn } from '#server/modules/auth/sessions.test-helper.ts';
import { type Caller, sessionCookieOf } from '#server/modules/orders/fixtures.test-helper.ts';
import { roleAccesses, userRoles, users } from '#server/modules/users/schema.ts';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';
import { createJobRunner, defineJob, enqueueJob, type JobDefinition, type JobDeps } from './api.ts';
import { recurringKey } from './define-job.ts';
import { jobs } from './schema.ts';

let t: TestApp;
let deps: JobDeps;
let admin: Caller;
let customer: Caller;
let adminWithoutJobs: Caller;

beforeAll(async () => {
  t = await buildTestApp({ template: 'demo' });
  deps = {
    db: t.database.db,
    config: loadConfig({ NODE_ENV: 'test' }),
    log: t.app.log,
    events: t.app.events,
  };
  admin = as(t, await signIn(t, 'admin@haat.test', 'haat-admin-2026', 'admin'));
  customer = as(t, await signIn(t, 'customer@haat.test', 'haat-customer-2026'));
  // An admin whose role has every feature but background jobs.
  const db = t.database.db;
  const [role] = await db.insert(userRoles).values({ role_name: 'No jobs' }).returning();
  await db.insert(roleAccesses).values(
    ADMIN_FEATURES.filter((item) => item.id !== FEATURES.backgroundJobs).map((item) => ({
      role_id: role!.id,
      feature_id: item.id,
    })),
  );
  const [user] = await db
    .insert(users)
    .values({
      name: 'Admin Without Jobs',
      email: 'no-jobs@haat.test',
      password_hash: '-',
      user_type: 1,
      status: 1,
      role_id: role!.id,
    })
    .returning();
  adminWithoutJobs = as(t, await sessionCookieOf(db, user!.id));
});
afterAll(() => t.close());

let serial = 0;
/** A job kind of this test's own (a fresh name, so runners only see this test's jobs). */
function testJob<P>(run: JobDefinition<P>['run'], extra: Partial<JobDefinition<P>> = {}): JobDefinition<P> {
  return defineJob<P>({ name: `test.job-${++serial}`, run, ...extra });
}
const runnerFor = (...definitions: JobDefinition<never>[]) =>
  createJobRunner({ deps, definitions, pollMs: 20 });

async function jobRow(id: number) {
  const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, id));
  return row!;
}
/** Makes a pending job due now (instead of waiting for its time). */
async function makeDue(id: number) {
  await t.database.db.update(jobs).set({ run_at: sql`now()` }).where(eq(jobs.id, id));
}
const delayOf = (row: { run_at: Date; updated_at: Date }) => row.run_at.getTime() - row.updated_at.getTime();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the runner', () => {
  it('two runners working at once never run one job twice, and run every job', async () => {
    const ran: number[] = [];
    const job = testJob<{ n: number }>(async ({ n }) => {
      ran.push(n);
      await sleep(5);
    });
    const count = 40;
    for (let n = 0; n < count; n++) await enqueueJob(t.database.db, job, { payload: { n } });
    const first = runnerFor(job as JobDefinition<never>);
    const second = runnerFor(job as JobDefinition<never>);
    const [a, b] = await Promise.all([first.runDue(), second.runDue()]);
    expect(a + b).toBe(count);
    expect(ran.sort((x, y) => x - y)).toEqual(Array.from({ length: count }, (_, n) => n));
    const rows = await t.database.db.select().from(jobs).where(eq(jobs.name, job.name));
    expect(rows.every((row) => row.state === 'done' && row.attempts === 1 && row.finished_at)).toBe(true);
    expect(new Set(rows.map((row) => row.locked_by)).size).toBe(1); // lock released (null)
  });

  it('a failing job is retried with exponential backoff, then marked failed with its last error', async () => {
    let calls = 0;
    const job = testJob(
      async () => {
        calls++;
        throw new Error(`boom ${calls}`);
      },
      { maxAttempts: 3, backoff: { baseMs: 1000, maxMs: 60_000 } },
    );
    const runner = runnerFor(job as JobDefinition<never>);
    const { id } = await enqueueJob(t.database.db, job, { payload: {} });

    expect(await runner.runOne()).toBe(true);
    let row = await jobRow(id);
    expect(row).toMatchObject({ state: 'pending', attempts: 1 });
    expect(row.last_error).toContain('boom 1');
    expect(delayOf(row)).toBe(1000);
    expect(await runner.runOne()).toBe(false); // not due before its backoff

    await makeDue(id);
    await runner.runOne();
    row = await jobRow(id);
    expect(row).toMatchObject({ state: 'pending', attempts: 2 });
    expect(delayOf(row)).toBe(2000);

    await makeDue(id);
    await runner.runOne();
    row = await jobRow(id);
    expect(row).toMatchObject({ state: 'failed', attempts: 3, locked_by: null });
    expect(row.last_error).toContain('boom 3');
    expect(row.finished_at).not.toBeNull();
    expect(await runner.runOne()).toBe(false);
    expect(calls).toBe(3);
  });

  it('a key is unique among pending jobs: enqueueing it again does nothing; once run it may come again', async () => {
    const job = testJob(async () => {});
    const first = await enqueueJob(t.database.db, job, {
      payload: { v: 1 },
      key: 'offer:7',
      delayMs: 60_000,
    });
    const again = await enqueueJob(t.database.db, job, { payload: { v: 2 }, key: 'offer:7' });
    expect(first.created).toBe(true);
    expect(again).toEqual({ id: first.id, created: false });
    const rows = await t.database.db.select().from(jobs).where(eq(jobs.key, 'offer:7'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.payload).toEqual({ v: 1 }); // the first one stands, time and payload
    await makeDue(first.id);
    await runnerFor(job as JobDefinition<never>).runDue();
    const next = await enqueueJob(t.database.db, job, { payload: { v: 3 }, key: 'offer:7' });
    expect(next.created).toBe(true);
    expect(next.id).not.toBe(first.id);
  });

  it('a job scheduled for later does not run before its time', async () => {
    const ran: string[] = [];
    const job = testJob<{ at: string }>(async ({ at }) => {
      ran.push(at);
    });
    const runner = runnerFor(job as JobDefinition<never>);
    const later = await enqueueJob(t.database.db, job, { payload: { at: 'later' }, delayMs: 60_000 });
    await enqueueJob(t.database.db, job, { payload: { at: 'now' } });
    expect(await runner.runDue()).toBe(1);
    expect(ran).toEqual(['now']);
    expect((await jobRow(later.id)).state).toBe('pending');
    await makeDue(later.id);
    expect(await runner.runDue()).toBe(1);
    expect(ran).toEqual(['now', 'later']);
  });

  it('a runner only claims jobs it knows; a job abandoned by a dead runner is handed back', async () => {
    const known = testJob(async () => {});
    const unknown = testJob(async () => {});
    const { id: unknownId } = await enqueueJob(t.database.db, unknown, { payload: {} });
    const runner = createJobRunner({
      deps,
      definitions: [known as JobDefinition<never>],
      stalledAfterMs: 1000,
    });
    expect(await runner.runDue()).toBe(0);
    expect((await jobRow(unknownId)).state).toBe('pending');

    const { id } = await enqueueJob(t.database.db, known, { payload: {} });
    await t.database.db
      .update(jobs)
      .set({
        state: 'running',
        attempts: 1,
        locked_by: 'dead-runner',
        locked_at: sql`now() - interval '1 hour'`,
      })
      .where(eq(jobs.id, id));
    expect(await runner.recoverStalled()).toBe(1);
    const row = await jobRow(id);
    expect(row).toMatchObject({ state: 'pending', attempts: 1, locked_by: null });
    expect(row.last_error).toContain('abandoned');
    await makeDue(id);
    expect(await runner.runDue()).toBe(1);
    expect((await jobRow(id)).state).toBe('done');
  });

  it('a recurring job keeps one pending run, the next one `every` minutes after the last ended', async () => {
    let runs = 0;
    const job = testJob(
      async () => {
        runs++;
      },
      { every: { minutes: 5 } },
    );
    const runner = runnerFor(job as JobDefinition<never>);
    const pendingOf = () =>
      t.database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.key, recurringKey(job.name)), eq(jobs.state, 'pending')));
    // Its first run is due at start.
    await runner.start();
    while (runs === 0) await sleep(20);
    await runner.stop();
    expect(runs).toBe(1);
    // Starting again (another process, a restart) adds no second pending run.
    await runner.start();
    await runner.stop();
    expect(await pendingOf()).toHaveLength(1);
    const first = (await pendingOf())[0]!;
    expect(delayOf(first)).toBe(5 * 60_000);
    await makeDue(first.id);
    expect(await runner.runDue()).toBe(1);
    expect(runs).toBe(2);
    const [next] = await pendingOf();
    expect(next!.id).not.toBe(first.id);
    expect(delayOf(next!)).toBe(5 * 60_000);
  });

  it('stopping waits for the job being run to finish', async () => {
    let release!: () => void;
    let started!: () => void;
    const isRunning = new Promise<void>((resolve) => {
      started = resolve;
    });
    const job = testJob(
      () =>
        new Promise<void>((resolve) => {
          started();
          release = resolve;
        }),
    );
    const { id } = await enqueueJob(t.database.db, job, { payload: {} });
    const runner = runnerFor(job as JobDefinition<never>);
    await runner.start();
    await isRunning;
    let stopped = false;
    const stopping = runner.stop().then(() => {
      stopped = true;
    });
    await sleep(100);
    expect(stopped).toBe(false);
    expect((await jobRow(id)).state).toBe('running');
    release();
    await stopping;
    expect((await jobRow(id)).state).toBe('done');
  });
});

describe('the app runs the registered jobs when JOBS_WORKER is on', () => {
  it('registers the recurring jobs at start and runs them; closing waits for it', async () => {
    const worker = await buildTestApp({ env: { JOBS_WORKER: 'true' } });
    try {
      const db = worker.database.db;
      const deadline = Date.now() + 15_000;
      let done: (typeof jobs.$inferSelect)[] = [];
      while (Date.now() < deadline) {
        done = await db.select().from(jobs).where(eq(jobs.state, 'done'));
        if (done.length >= 4) break;
        await sleep(100);
      }
      expect(done.map((row) => row.name).sort()).toEqual([
        'events.purge',
        'jobs.purge-finished',
        'orders.purge-idempotency-keys',
        'reviews.invite-delivered',
      ]);
      const pending = await db.select().from(jobs).where(eq(jobs.state, 'pending'));
      expect(pending.map((row) => row.key).sort()).toEqual([
        'every:events.purge',
        'every:jobs.purge-finished',
        'every:orders.purge-idempotency-keys',
        'every:reviews.invite-delivered',
      ]);
    } finally {
      await worker.close();
    }
  });
});

describe('admin calls (feature 53)', () => {
  const failing = defineJob({
    name: 'test.admin-failing',
    maxAttempts: 1,
    run: async () => {
      throw new Error('gateway unreachable');
    },
  });
  let failedId: number;
  let pendingId: number;

  beforeAll(async () => {
    ({ id: failedId } = await enqueueJob(t.database.db, failing, {
      payload: { order_id: 5 },
      key: 'admin-test',
    }));
    await runnerFor(failing as JobDefinition<never>).runDue();
    ({ id: pendingId } = await enqueueJob(t.database.db, failing, { payload: {}, delayMs: 3_600_000 }));
  });

  it('lists jobs newest first, paged, filtered by state and by name', async () => {
    const response = await admin({ method: 'GET', url: '/api/background-jobs/10?state=failed' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 10 });
    expect(body.data.every((job: Job) => job.state === 'failed')).toBe(true);
    expect(body.data.map((job: Job) => job.id)).toContain(failedId);

    const byName = (
      await admin({ method: 'GET', url: '/api/background-jobs/1?name=test.admin-failing' })
    ).json();
    expect(byName.meta).toMatchObject({ total: 2, last_page: 2, per_page: 1 });
    expect(byName.data.map((job: Job) => job.id)).toEqual([pendingId]);
    const page2 = (
      await admin({ method: 'GET', url: '/api/background-jobs/1?name=test.admin-failing&page=2' })
    ).json();
    expect(page2.data.map((job: Job) => job.id)).toEqual([failedId]);

    const bad = await admin({ method: 'GET', url: '/api/background-jobs/10?state=sleeping' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('shows one job with its last error; an unknown id is 404', async () => {
    const response = await admin({ method: 'GET', url: `/api/background-jobs/details/${failedId}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: failedId,
      name: 'test.admin-failing',
      state: 'failed',
      attempts: 1,
      max_attempts: 1,
      key: 'admin-test',
      payload: { order_id: 5 },
    });
    expect(response.json().data.last_error).toContain('gateway unreachable');
    const missing = await admin({ method: 'GET', url: '/api/background-jobs/details/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'job_not_found', message: { en: 'There is no such job.' } });
  });

  it('retries a failed job (pending now, attempts reset); only failed ones (409)', async () => {
    const notFailed = await admin({ method: 'POST', url: `/api/background-jobs/retry/${pendingId}` });
    expect(notFailed.statusCode).toBe(409);
    expect(notFailed.json().code).toBe('job_not_retryable');

    const response = await admin({ method: 'POST', url: `/api/background-jobs/retry/${failedId}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: true,
      data: { id: failedId, state: 'pending', attempts: 0 },
      msg: 'The job will run again shortly.',
    });
    // It runs again (and fails again, having one attempt).
    expect(await runnerFor(failing as JobDefinition<never>).runDue()).toBe(1);
    expect(await jobRow(failedId)).toMatchObject({ state: 'failed', attempts: 1 });

    // Another pending job holds its key meanwhile: that one will do the work.
    await enqueueJob(t.database.db, failing, { payload: {}, key: 'admin-test', delayMs: 3_600_000 });
    const held = await admin({ method: 'POST', url: `/api/background-jobs/retry/${failedId}` });
    expect(held.statusCode).toBe(409);
    expect(held.json().code).toBe('job_already_pending');
  });

  it('refuses everyone else: customers and admins without the feature 403, strangers 401', async () => {
    for (const call of [customer, adminWithoutJobs]) {
      expect((await call({ method: 'GET', url: '/api/background-jobs/10' })).statusCode).toBe(403);
      expect(
        (await call({ method: 'GET', url: `/api/background-jobs/details/${failedId}` })).statusCode,
      ).toBe(403);
      expect((await call({ method: 'POST', url: `/api/background-jobs/retry/${failedId}` })).statusCode).toBe(
        403,
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/background-jobs/10' })).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: '/api/background-jobs/10' })).statusCode).toBe(401);
  });
});
