import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';
import {
  consume,
  createMemoryRateLimiter,
  createRedisRateLimiter,
  RATE_RULES,
  type RateLimiter,
  type RateRule,
} from './rate-limit.ts';

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

  const login = (payload: Record<string, string>, remoteAddress = '203.0.113.1') =>
    t.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });

  it('per account: after 10 failures even the right password waits, with Retry-After and a bilingual message; then recovers', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const limit = RATE_RULES.loginFailuresPerAccount.limit;
    for (let index = 0; index < limit; index++) {
      // From different addresses: the account's own limit trips.
      const response = await login(
        { login: 'seller@haat.test', password: 'wrong-password' },
        `198.51.100.${index}`,
      );
      expect(response.statusCode).toBe(401);
    }
    const blocked = await login({ login: 'seller@haat.test', password: 'haat-seller-2026' });
    expect(blocked.statusCode).toBe(429);
    const seconds = Number(blocked.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(RATE_RULES.loginFailuresPerAccount.windowSeconds);
    expect(blocked.json()).toMatchObject({
      code: 'rate_limited',
      message: { en: `Too many attempts. Please wait ${seconds} seconds and try again.` },
    });
    expect(blocked.json().message.bn).toContain('অপেক্ষা করে আবার চেষ্টা করুন');
    // Another account is not affected.
    expect((await login({ login: 'customer@haat.test', password: 'haat-customer-2026' })).statusCode).toBe(
      200,
    );

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
    expect(
      (await login({ login: 'customer@haat.test', password: 'haat-customer-2026' }, address)).statusCode,
    ).toBe(429);
    expect((await login({ login: 'customer@haat.test', password: 'haat-customer-2026' })).statusCode).toBe(
      200,
    );
    vi.setSystemTime(Date.now() + RATE_RULES.loginFailuresPerAddress.windowSeconds * 1000);
    expect(
      (await login({ login: 'customer@haat.test', password: 'haat-customer-2026' }, address)).statusCode,
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
