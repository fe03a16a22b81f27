import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '#server/modules/users/api.ts';
import { users } from '#server/modules/users/schema.ts';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';
import { VISITOR_COOKIE } from './cookies.ts';
import {
  consume,
  createMemoryRateLimiter,
  createRedisRateLimiter,
  RATE_RULES,
  type RateLimiter,
  type RateRule,
} from './rate-limit.ts';
import { codeSentTo } from './sessions.test-helper.ts';

const rule: RateRule = { name: 'test', limit: 3, windowSeconds: 60 };

/** Tries `consume` and answers the HTTP-like outcome. */
async function attempt(limiter: RateLimiter, key: string): Promise<number | 'ok'> {
  try {
    await consume(limiter, rule, key);
    return 'ok';
  } catch (error) {
    return (error as { status: number }).status;
  }
}

/** Another browser: its own signed visitor cookie (sent first, so it wins over the test visitor's). */
function visitorCookie(t: TestApp, id: string): string {
  return `${VISITOR_COOKIE}=${t.app.signCookie(id)}`;
}

function limiterContract(make: (now: () => number) => RateLimiter) {
  let clock = Date.UTC(2026, 0, 1, 10, 0, 0);
  let limiter: RateLimiter;
  beforeAll(() => {
    limiter = make(() => clock);
  });
  afterAll(() => limiter.close());

  it('allows the limit, refuses the next attempt, and counts keys apart', async () => {
    const key = `a-${randomBytes(4).toString('hex')}`;
    expect([await attempt(limiter, key), await attempt(limiter, key), await attempt(limiter, key)]).toEqual([
      'ok',
      'ok',
      'ok',
    ]);
    expect(await attempt(limiter, key)).toBe(429);
    expect(await attempt(limiter, `${key}-other`)).toBe('ok');
  });

  it('says how long to wait, and allows again when the window has passed', async () => {
    const key = `b-${randomBytes(4).toString('hex')}`;
    for (let index = 0; index < 3; index++) await limiter.hit(rule, key);
    clock += 20_000;
    const state = await limiter.peek(rule, key);
    expect(state.count).toBe(3);
    expect(state.retryAfterSeconds).toBeGreaterThan(0);
    expect(state.retryAfterSeconds).toBeLessThanOrEqual(60);
    clock += 61_000;
    expect(await attempt(limiter, key)).toBe('ok');
  });
}

describe('the in-memory rate limiter', () => {
  limiterContract((now) => createMemoryRateLimiter(now));
});

// Runs when a Redis server is given (CI and this machine: TEST_REDIS_URL=redis://127.0.0.1:6379).
describe.skipIf(!process.env.TEST_REDIS_URL)('the Redis rate limiter', () => {
  const log = { warn: () => {} } as never;
  limiterContract((now) => createRedisRateLimiter(process.env.TEST_REDIS_URL!, log, now));
});

describe('sign-in and code requests are rate limited', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ template: 'demo' });
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const login = (payload: Record<string, string>, remoteAddress = '203.0.113.1', headers = {}) =>
    t.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress, headers });

  it('per device: after 10 failures even the right password waits, with Retry-After and a bilingual message; then recovers', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const limit = RATE_RULES.loginFailuresPerDevice.limit;
    for (let index = 0; index < limit; index++) {
      const response = await login({ login: 'seller@haat.test', password: 'wrong-password' });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await login({ login: 'seller@haat.test', password: 'haat-seller-2026' });
    expect(blocked.statusCode).toBe(429);
    const seconds = Number(blocked.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(RATE_RULES.loginFailuresPerDevice.windowSeconds);
    expect(blocked.json()).toMatchObject({
      code: 'rate_limited',
      message: { en: `Too many attempts. Please wait ${seconds} seconds and try again.` },
    });
    expect(blocked.json().message.bn).toContain('অপেক্ষা করে আবার চেষ্টা করুন');
    // Another account, and the same account from another address, are not affected.
    expect((await login({ login: 'customer@haat.test', password: 'haat-customer-2026' })).statusCode).toBe(
      200,
    );
    expect(
      (await login({ login: 'seller@haat.test', password: 'haat-seller-2026' }, '203.0.113.99')).statusCode,
    ).toBe(200);

    vi.setSystemTime(Date.now() + (seconds + 1) * 1000);
    expect((await login({ login: 'seller@haat.test', password: 'haat-seller-2026' })).statusCode).toBe(200);
  });

  it('per address: failures count, whichever account they are for', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const limit = RATE_RULES.loginFailuresPerAddress.limit;
    const address = '192.0.2.77';
    for (let index = 0; index < limit; index++) {
      const response = await login({ login: `nobody${index}@example.com`, password: 'x' }, address);
      expect(response.statusCode).toBe(401);
    }
    const stranger = { cookie: visitorCookie(t, 'a-new-browser') };
    expect(
      (await login({ login: 'customer@haat.test', password: 'haat-customer-2026' }, address, stranger))
        .statusCode,
    ).toBe(429);
    expect((await login({ login: 'customer@haat.test', password: 'haat-customer-2026' })).statusCode).toBe(
      200,
    );
    // The browser the customer just signed in with is known: the busy address does not hold it up.
    expect(
      (await login({ login: 'customer@haat.test', password: 'haat-customer-2026' }, address)).statusCode,
    ).toBe(200);
    vi.setSystemTime(Date.now() + RATE_RULES.loginFailuresPerAddress.windowSeconds * 1000);
    expect(
      (await login({ login: 'customer@haat.test', password: 'haat-customer-2026' }, address, stranger))
        .statusCode,
    ).toBe(200);
  });

  it('code requests: five per account per window', async () => {
    const request = (remoteAddress: string) =>
      t.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { login: 'delivery@haat.test' },
        remoteAddress,
      });
    for (let index = 0; index < RATE_RULES.codeRequestsPerAccount.limit; index++) {
      expect((await request(`10.0.0.${index}`)).statusCode).toBe(200);
    }
    const refused = await request('10.0.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

/**
 * Sign-in limits under attack, with the limiter in memory and in Redis (on PGlite, and on
 * PostgreSQL when TEST_DATABASE_URL is set). Each run makes its own account and addresses, so
 * counts left in Redis by an earlier run do not matter.
 */
function signInUnderAttack(env: () => Record<string, string>) {
  let t: TestApp;
  let email: string;
  const password = 'the-owners-password';
  const net = `198.18.${Math.floor(Math.random() * 250)}`;
  beforeAll(async () => {
    t = await buildTestApp({ template: 'demo', env: env() });
    email = `owner-${randomBytes(6).toString('hex')}@haat.test`;
    await t.database.db.insert(users).values({
      name: 'Owner Rahman',
      email,
      password_hash: await hashPassword(password),
      user_type: 3,
      status: 1,
    });
  });
  afterAll(() => t.close());

  const login = (pass: string, remoteAddress: string, browser = 'owner-phone') =>
    t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: email, password: pass },
      remoteAddress,
      headers: { cookie: visitorCookie(t, browser) },
    });
  const statuses = (responses: Array<{ statusCode: number }>) => {
    const counts: Record<number, number> = {};
    for (const response of responses) counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
    return counts;
  };

  it('the owner signs in, so their phone is known to the account', async () => {
    expect((await login(password, `${net}.1`)).statusCode).toBe(200);
  });

  it('200 wrong passwords at once from one browser and address: exactly the limit are checked', async () => {
    const responses = await Promise.all(
      Array.from({ length: 200 }, () => login('guess', `${net}.2`, 'attacker-laptop')),
    );
    const limit = RATE_RULES.loginFailuresPerDevice.limit;
    expect(statuses(responses)).toEqual({ 401: limit, 429: 200 - limit });
  });

  it('200 wrong passwords at once from 200 browsers and addresses: only up to the account limit are checked', async () => {
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        login('guess', `198.19.${index}.${net.split('.')[2]}`, `bot-${index}`),
      ),
    );
    // The laptop's failures above count against the account too.
    const left = RATE_RULES.loginFailuresPerAccount.limit - RATE_RULES.loginFailuresPerDevice.limit;
    expect(statuses(responses)).toEqual({ 401: left, 429: 200 - left });
  });

  it('yet the owner is not locked out: their known phone signs in, from any address', async () => {
    expect((await login(password, `${net}.3`)).statusCode).toBe(200);
    expect((await login(password, `${net}.2`)).statusCode).toBe(200);
  });

  it('a new device waits, and a reset code lets the owner in on it at once', async () => {
    expect((await login(password, `${net}.4`, 'owner-new-laptop')).statusCode).toBe(429);
    const headers = { cookie: visitorCookie(t, 'owner-new-laptop') };
    const forgot = await t.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { login: email },
      remoteAddress: `${net}.4`,
      headers,
    });
    expect(forgot.statusCode).toBe(200);
    const code = await codeSentTo(t, email);
    const reset = await t.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { login: email, code, password: 'a-fresh-password-1' },
      remoteAddress: `${net}.4`,
      headers,
    });
    expect(reset.statusCode).toBe(200);
    expect((await login('a-fresh-password-1', `${net}.4`, 'owner-new-laptop')).statusCode).toBe(200);
  });
}

describe('sign-in under attack, limits in memory', () => {
  signInUnderAttack(() => ({}));
});

describe.skipIf(!process.env.TEST_REDIS_URL)('sign-in under attack, limits in Redis', () => {
  signInUnderAttack(() => ({ REDIS_URL: process.env.TEST_REDIS_URL! }));
});
