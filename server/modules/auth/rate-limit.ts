import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from '#server/errors.ts';

/** One limit: at most `limit` counted attempts per key in each window of `windowSeconds`. */
export interface RateRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

const MINUTE = 60;

/**
 * Sign-in and code requests, limited per account and per address (docs/decisions/0008). For
 * sign-in only failures count (an attempt is counted before the password is checked and given
 * back when it was right), so people who type the right password are never held up by their
 * own successes; code requests count every time, as each sends a message.
 *
 * Sign-in failures are counted three ways. Per account on one device or address: 10, the only
 * limit a device the person signed in from before is subject to, so strangers can never lock
 * the owner out of their own phone or browser. For devices the account has not signed in from:
 * per account (across addresses, against guessing from many machines) and per address (across
 * accounts, against trying one password on many accounts).
 */
export const RATE_RULES = {
  loginFailuresPerDevice: { name: 'login-device', limit: 10, windowSeconds: 15 * MINUTE },
  loginFailuresPerAccount: { name: 'login-account', limit: 50, windowSeconds: 15 * MINUTE },
  loginFailuresPerAddress: { name: 'login-address', limit: 60, windowSeconds: 15 * MINUTE },
  codeRequestsPerAccount: { name: 'code-account', limit: 5, windowSeconds: 15 * MINUTE },
  codeRequestsPerAddress: { name: 'code-address', limit: 20, windowSeconds: 15 * MINUTE },
  codeFailuresPerAccount: { name: 'code-check-account', limit: 10, windowSeconds: 15 * MINUTE },
  registrationsPerAddress: { name: 'register-address', limit: 20, windowSeconds: 60 * MINUTE },
  tokensPerAddress: { name: 'token-address', limit: 120, windowSeconds: 15 * MINUTE },
} as const satisfies Record<string, RateRule>;

export interface RateState {
  /** Attempts counted in the current window. */
  count: number;
  /** Seconds until the window ends and the count starts again. */
  retryAfterSeconds: number;
  /** The window the count belongs to (to give an attempt back in the same window). */
  window: number;
}

/**
 * Fixed-window counters. In memory by default; in Redis when REDIS_URL is set, so every
 * instance behind a load balancer sees the same counts. The window is chosen from `now()`,
 * which keeps the limiter testable without waiting.
 */
export interface RateLimiter {
  /** Counts one attempt, atomically: concurrent attempts each see their own count. */
  hit(rule: RateRule, key: string): Promise<RateState>;
  /** Gives back an attempt counted in `window` (an attempt that succeeded, or was refused). */
  unhit(rule: RateRule, key: string, window: number): Promise<void>;
  /** The current count without counting. */
  peek(rule: RateRule, key: string): Promise<RateState>;
  /** Remembers a fact (a device an account signed in from) for `seconds`. */
  remember(key: string, seconds: number): Promise<void>;
  /** Whether a remembered fact is still there. */
  remembers(key: string): Promise<boolean>;
  close(): Promise<void>;
}

function windowOf(rule: RateRule, now: number) {
  const size = rule.windowSeconds * 1000;
  const index = Math.floor(now / size);
  return { index, retryAfterSeconds: Math.max(1, Math.ceil(((index + 1) * size - now) / 1000)) };
}

/** Counters in this process's memory (one instance, or development). */
export function createMemoryRateLimiter(now: () => number = () => Date.now()): RateLimiter {
  const counters = new Map<string, { index: number; count: number }>();
  let lastSweep = 0;
  const sweep = (time: number) => {
    // Old windows are dropped now and then so the map does not grow without end.
    if (time - lastSweep < 60_000) return;
    lastSweep = time;
    for (const [key, counter] of counters) {
      const ruleSeconds = Number(key.split('|')[1]);
      if (counter.index < Math.floor(time / (ruleSeconds * 1000))) counters.delete(key);
    }
  };
  const facts = new Map<string, number>();
  const read = (rule: RateRule, key: string, add: number): RateState => {
    const time = now();
    sweep(time);
    const window = windowOf(rule, time);
    const id = `${rule.name}|${rule.windowSeconds}|${key}`;
    const counter = counters.get(id);
    const count = (counter && counter.index === window.index ? counter.count : 0) + add;
    if (add) counters.set(id, { index: window.index, count });
    return { count, retryAfterSeconds: window.retryAfterSeconds, window: window.index };
  };
  return {
    hit: async (rule, key) => read(rule, key, 1),
    async unhit(rule, key, window) {
      const counter = counters.get(`${rule.name}|${rule.windowSeconds}|${key}`);
      if (counter && counter.index === window && counter.count > 0) counter.count -= 1;
    },
    peek: async (rule, key) => read(rule, key, 0),
    async remember(key, seconds) {
      if (facts.size > 100_000) for (const [fact, until] of facts) if (until <= now()) facts.delete(fact);
      facts.set(key, now() + seconds * 1000);
    },
    remembers: async (key) => (facts.get(key) ?? 0) > now(),
    close: async () => {},
  };
}

/**
 * Counters in Redis: one key per rule, subject and window, expiring with the window. When
 * Redis cannot be reached the limiter falls back to memory (and logs once) rather than
 * refusing every sign-in.
 */
export function createRedisRateLimiter(
  url: string,
  log: FastifyBaseLogger,
  now: () => number = () => Date.now(),
): RateLimiter {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: true });
  redis.on('error', () => {});
  const fallback = createMemoryRateLimiter(now);
  let warned = false;
  const onFailure = (error: unknown) => {
    if (!warned) log.warn({ err: error }, 'rate limits: Redis unreachable, counting in memory');
    warned = true;
  };
  const keyOf = (rule: RateRule, key: string, index: number) => `haat:rl:${rule.name}:${index}:${key}`;
  return {
    async hit(rule, key) {
      const window = windowOf(rule, now());
      try {
        const id = keyOf(rule, key, window.index);
        const [[, count]] = (await redis
          .multi()
          .incr(id)
          .expire(id, rule.windowSeconds + 1)
          .exec()) as [[unknown, number], [unknown, number]];
        warned = false;
        return { count: Number(count), retryAfterSeconds: window.retryAfterSeconds, window: window.index };
      } catch (error) {
        onFailure(error);
        return fallback.hit(rule, key);
      }
    },
    async unhit(rule, key, index) {
      try {
        // Only a counter that still exists, and never below zero.
        await redis.eval(
          "local n = redis.call('GET', KEYS[1]); if n and tonumber(n) > 0 then redis.call('DECR', KEYS[1]) end",
          1,
          keyOf(rule, key, index),
        );
      } catch (error) {
        onFailure(error);
        await fallback.unhit(rule, key, index);
      }
    },
    async remember(key, seconds) {
      try {
        await redis.set(`haat:known:${key}`, '1', 'EX', seconds);
      } catch (error) {
        onFailure(error);
        await fallback.remember(key, seconds);
      }
    },
    async remembers(key) {
      try {
        return (await redis.exists(`haat:known:${key}`)) === 1;
      } catch (error) {
        onFailure(error);
        return fallback.remembers(key);
      }
    },
    async peek(rule, key) {
      const window = windowOf(rule, now());
      try {
        const count = await redis.get(keyOf(rule, key, window.index));
        return {
          count: Number(count ?? 0),
          retryAfterSeconds: window.retryAfterSeconds,
          window: window.index,
        };
      } catch (error) {
        onFailure(error);
        return fallback.peek(rule, key);
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}

/** 429 with Retry-After and the bilingual 'errors.rateLimited' message. */
export function rateLimited(retryAfterSeconds: number): AppError {
  return new AppError('too_many_requests', 'rate_limited', 'errors.rateLimited', {
    params: { seconds: retryAfterSeconds },
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
}

/** Counts an attempt and refuses it once the rule's limit is passed. */
export async function consume(limiter: RateLimiter, rule: RateRule, key: string): Promise<void> {
  const state = await limiter.hit(rule, key);
  if (state.count > rule.limit) throw rateLimited(state.retryAfterSeconds);
}

/** An attempt counted against its limits before it is made; `succeeded` gives it back. */
export interface Reservation {
  succeeded(): Promise<void>;
}

/**
 * Counts an attempt under each rule before it is made (atomic increments: of 200 concurrent
 * attempts exactly `limit` get through) and refuses it with 429 when any count passes its
 * limit; a refused attempt is given back, so refusals do not add up. When the attempt then
 * succeeds, `succeeded()` gives it back too: only failures stay counted.
 */
export async function reserveAttempt(
  limiter: RateLimiter,
  limits: ReadonlyArray<readonly [RateRule, string]>,
): Promise<Reservation> {
  const counted: Array<[RateRule, string, number]> = [];
  const giveBack = () => Promise.all(counted.map(([rule, key, window]) => limiter.unhit(rule, key, window)));
  for (const [rule, key] of limits) {
    const state = await limiter.hit(rule, key);
    counted.push([rule, key, state.window]);
    if (state.count > rule.limit) {
      await giveBack();
      throw rateLimited(state.retryAfterSeconds);
    }
  }
  return {
    async succeeded() {
      await giveBack();
    },
  };
}
