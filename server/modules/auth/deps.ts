import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/config.ts';
import type { Tx } from '#server/db/client.ts';
import { createNotifier, type Notifier } from '#server/modules/notifications/api.ts';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limit.ts';
import { revokeUserSessions } from './sessions.ts';

/** What the auth module needs besides the database, built once per process. */
export interface AuthDeps {
  /**
   * The value of the internal header that marks the server-rendered pages' own API calls. Random
   * per process; derived from the session secret when API_URL sends those calls to other
   * processes, which share the secret.
   */
  internalSecret: string;
  /** Keys the hashes of one-time codes. */
  codeKey: string;
  /** Cookies get the Secure flag when the site is served over https. */
  secureCookies: boolean;
  limiter: RateLimiter;
  notifier: Notifier;
  /** Ends every session and token of a user (given to modules that block people, which do not import auth). */
  endSessions(tx: Tx, userId: number): Promise<void>;
  close(): Promise<void>;
}

function derive(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(`haat:${purpose}`).digest('base64url');
}

export function createAuthDeps(config: Config, sessionSecret: string, log: FastifyBaseLogger): AuthDeps {
  const limiter = config.redisUrl ? createRedisRateLimiter(config.redisUrl, log) : createMemoryRateLimiter();
  return {
    internalSecret: config.apiUrl ? derive(sessionSecret, 'internal') : randomBytes(32).toString('base64url'),
    codeKey: derive(sessionSecret, 'codes'),
    secureCookies: config.publicUrl.startsWith('https:'),
    limiter,
    notifier: createNotifier({
      smtpUrl: config.smtpUrl,
      mailFrom: config.mailFrom,
      logBodies: !config.isProduction,
      log,
    }),
    endSessions: (tx, userId) => revokeUserSessions(tx, userId),
    close: () => limiter.close(),
  };
}
