import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const urlString = (protocols: string[]) =>
  z
    .url({ error: `must be a URL (${protocols.join(', ')})` })
    .refine((value) => protocols.some((protocol) => value.startsWith(`${protocol}:`)), {
      error: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

/** Every environment variable Haat reads, parsed once. The README's configuration table mirrors it. */
const environmentSchema = z
  .object({
    NODE_ENV: z
      .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
      .default('development'),
    PORT: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0)
      .max(65535, 'must be at most 65535')
      .default(3000),
    /** Where to listen; absent → loopback only (localhost: 127.0.0.1 and ::1) outside production. */
    HOST: z.string().min(1).optional(),
    DATABASE_URL: urlString(['postgres', 'postgresql']).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    REDIS_URL: urlString(['redis', 'rediss']).optional(),
    PUBLIC_URL: urlString(['http', 'https']).optional(),
    API_URL: urlString(['http', 'https']).optional(),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ADMIN_PATH: z
      .string()
      .regex(/^\/[A-Za-z0-9@._-]+$/, 'must be one path segment starting with /, such as /admin@orange-mart')
      .default('/admin@orange-mart'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
    /** Absent → seeded outside production only; production seeds only when told `true` explicitly. */
    SEED_DEMO_DATA: booleanString.optional(),
    SMTP_URL: urlString(['smtp', 'smtps']).optional(),
    /**
     * The local sandbox payment gateway (approve/decline by a click): on outside production unless
     * told; never in production (a shopper could approve their own payment), where `true` stops start-up.
     */
    PAYMENT_SANDBOX: booleanString.optional(),
    /** Minutes a digital-payment order may stay unpaid before it is cancelled and its stock returns. */
    UNPAID_ORDER_MINUTES: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(10080, 'must be at most 10080 (a week)')
      .default(30),
    /** Whether this process runs background jobs (API-only nodes of a cluster may leave it to others). */
    JOBS_WORKER: booleanString.default(true),
    /** Virtual delivery persons around Dhaka (issue 14); on by default with the demo data. */
    SIMULATE_DELIVERY: booleanString.optional(),
    MAIL_FROM: z
      .string()
      .regex(/^[^<>\r\n]*<?[^\s@<>]+@[^\s@<>]+>?$/, 'must be an address such as Haat <no-reply@example.com>')
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required when NODE_ENV=production',
      });
    }
    if (env.NODE_ENV === 'production' && env.PAYMENT_SANDBOX === true) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_SANDBOX'],
        message:
          'cannot be true when NODE_ENV=production (the sandbox lets shoppers approve their own payments; unset it, or run with NODE_ENV=development to try it)',
      });
    }
  });

export type Environment = z.output<typeof environmentSchema>;

export interface Config {
  env: Environment['NODE_ENV'];
  isProduction: boolean;
  port: number;
  /** The interface to listen on: HOST, else `localhost` (loopback only) outside production, `0.0.0.0` in production. */
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  redisUrl: string | undefined;
  publicUrl: string;
  apiUrl: string | undefined;
  sessionSecret: string | undefined;
  adminPath: string;
  logLevel: Environment['LOG_LEVEL'];
  seedDemoData: boolean;
  /** Mail server for codes and notices; absent → the development outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Whether the sandbox payment gateway may be used (never a real payment). */
  paymentSandbox: boolean;
  /** Minutes an unpaid digital-payment order waits before it is cancelled. */
  unpaidOrderMinutes: number;
  /** Whether this process runs the background job runner. */
  jobsWorker: boolean;
  /** Whether this process moves the virtual delivery persons (SIMULATE_DELIVERY; demo data's default). */
  simulateDelivery: boolean;
}

/** A configuration value that stops start-up; the message names every wrong variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; an empty string counts as unset so `PORT= npm start` uses the default. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(environmentSchema.shape)) {
    const value = source[key];
    if (value !== undefined && value.trim() !== '') raw[key] = value.trim();
  }
  const parsed = environmentSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const given = raw[name];
        return `${name} ${issue.message}${given === undefined ? '' : ` (got "${given}")`}`;
      }),
    );
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : 'localhost'),
    databaseUrl: env.DATABASE_URL,
    dataDir: resolve(env.DATA_DIR),
    redisUrl: env.REDIS_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    apiUrl: env.API_URL,
    sessionSecret: env.SESSION_SECRET,
    adminPath: env.ADMIN_PATH,
    logLevel: env.LOG_LEVEL,
    seedDemoData: env.SEED_DEMO_DATA ?? env.NODE_ENV !== 'production',
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? `Haat <no-reply@${new URL(env.PUBLIC_URL ?? 'http://localhost').hostname}>`,
    paymentSandbox: env.NODE_ENV !== 'production' && (env.PAYMENT_SANDBOX ?? true),
    unpaidOrderMinutes: env.UNPAID_ORDER_MINUTES,
    jobsWorker: env.JOBS_WORKER,
    simulateDelivery: env.SIMULATE_DELIVERY ?? env.SEED_DEMO_DATA ?? env.NODE_ENV !== 'production',
  };
}

/**
 * Whether a HOST value listens on this machine's loopback interface only: `localhost`, 127.0.0.0/8
 * or ::1. Anything else (0.0.0.0, ::, a LAN address, a host name) can be reached by other machines.
 */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return (
    bare === 'localhost' ||
    bare === '::1' ||
    bare === '0:0:0:0:0:0:0:1' ||
    /^127(\.\d{1,3}){3}$/.test(bare) ||
    /^::ffff:127(\.\d{1,3}){3}$/.test(bare)
  );
}

/**
 * The secret that signs cookies. In development it is generated once into DATA_DIR so that
 * restarts keep sessions and no secret ever lives in the repository.
 */
export function ensureSessionSecret(config: Config): string {
  if (config.sessionSecret) return config.sessionSecret;
  const file = join(config.dataDir, 'session-secret');
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  } catch {
    // not generated yet
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
