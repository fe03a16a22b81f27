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
 * Sign-in and code requests, limited per account and per address. For sign-in only failures
 * count, so people who type the right password (a whole office behind one address, say) are
 * never held up by their own successes; code requests count every time, as each sends a message.
 */
export const RATE_RULES = {
  loginFailuresPerAccount: { name: 'login-account', limit: 10, windowSeconds: 15 * MINUTE },
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
}

/**
 * Fixed-window counters. In memory by default; in Redis when REDIS_URL is set, so every
 * instance behind a load balancer sees the same counts. The window is chosen from `now()`,
 * which keeps the limiter testable without waiting.
 */
export interface RateLimiter {
  /** Counts one attempt. */
  hit(rule: RateRule, key: string): Promise<RateState>;
  /** The current count without counting. */
  peek(rule: RateRule, key: string): Promise<RateState>;
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
  const read = (rule: RateRule, key: string, add: number): RateState => {
    const time = now();
    sweep(time);
    const window = windowOf(rule, time);
    const id = `${rule.name}|${rule.windowSeconds}|${key}`;
    const counter = counters.get(id);
    const count = (counter && counter.index === window.index ? counter.count : 0) + add;
    if (add) counters.set(id, { index: window.index, count });
    return { count, retryAfterSeconds: window.retryAfterSeconds };
  };
  return {
    hit: async (rule, key) => read(rule, key, 1),
    peek: async (rule, key) => read(rule, key, 0),
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
        return { count: Number(count), retryAfterSeconds: window.retryAfterSeconds };
      } catch (error) {
        onFailure(error);
        return fallback.hit(rule, key);
      }
    },
    async peek(rule, key) {
      const window = windowOf(rule, now());
      try {
        const count = await redis.get(keyOf(rule, key, window.index));
        return { count: Number(count ?? 0), retryAfterSeconds: window.retryAfterSeconds };
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

/** Refuses when the limit is already reached, without counting this attempt. */
export async function ensureBelow(limiter: RateLimiter, rule: RateRule, key: string): Promise<void> {
  const state = await limiter.peek(rule, key);
  if (state.count >= rule.limit) throw rateLimited(state.retryAfterSeconds);
}
