import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, ensureSessionSecret, isLoopbackHost, loadConfig } from './config.ts';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('runs with no environment at all: port 3000, PGlite in ./data, the spec admin path', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      adminPath: '/admin@orange-mart',
      seedDemoData: true,
      // Loopback only (127.0.0.1 and ::1): the demo's passwords are public.
      host: 'localhost',
      paymentSandbox: true,
      unpaidOrderMinutes: 30,
      jobsWorker: true,
    });
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('names the variable and the value that is wrong', () => {
    expect(problemsOf({ PORT: 'abc' })).toEqual(['PORT must be a number (got "abc")']);
    expect(problemsOf({ PORT: '70000' })[0]).toMatch(/^PORT .*65535.*\(got "70000"\)$/);
    expect(problemsOf({ DATABASE_URL: 'mysql://x' })[0]).toMatch(/^DATABASE_URL must start with postgres/);
    expect(problemsOf({ LOG_LEVEL: 'loud' })[0]).toMatch(/^LOG_LEVEL must be one of/);
    expect(problemsOf({ ADMIN_PATH: 'admin' })[0]).toMatch(/^ADMIN_PATH must be one path segment/);
    expect(problemsOf({ UNPAID_ORDER_MINUTES: '0' })[0]).toMatch(/^UNPAID_ORDER_MINUTES must be at least 1/);
    expect(problemsOf({ JOBS_WORKER: 'maybe' })[0]).toMatch(/^JOBS_WORKER must be true or false/);
    expect(loadConfig({ UNPAID_ORDER_MINUTES: '15', JOBS_WORKER: 'false' })).toMatchObject({
      unpaidOrderMinutes: 15,
      jobsWorker: false,
    });
  });

  it('reports every wrong variable at once', () => {
    expect(problemsOf({ PORT: 'x', REDIS_URL: 'http://nope' })).toHaveLength(2);
  });

  it('requires SESSION_SECRET in production', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'SESSION_SECRET is required when NODE_ENV=production',
    ]);
    expect(problemsOf({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) })).toEqual([]);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it('generates a session secret into DATA_DIR once, readable only by its owner', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'haat-config-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = ensureSessionSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(ensureSessionSecret(config)).toBe(first);
    expect(readFileSync(join(dataDir, 'session-secret'), 'utf8').trim()).toBe(first);
    expect(statSync(join(dataDir, 'session-secret')).mode & 0o077).toBe(0);
  });

  it('uses SESSION_SECRET when given instead of generating one', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'haat-config-'));
    const secret = 's'.repeat(48);
    expect(ensureSessionSecret(loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: secret }))).toBe(secret);
  });

  describe('in production', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) };

    it('seeds no demo data, offers no sandbox and listens on every interface unless told', () => {
      expect(loadConfig(production)).toMatchObject({
        seedDemoData: false,
        paymentSandbox: false,
        host: '0.0.0.0',
      });
      expect(loadConfig({ ...production, SEED_DEMO_DATA: 'true', HOST: '10.0.0.5' })).toMatchObject({
        seedDemoData: true,
        host: '10.0.0.5',
      });
    });

    it('refuses PAYMENT_SANDBOX=true, saying why, instead of letting shoppers approve their own payments', () => {
      expect(problemsOf({ ...production, PAYMENT_SANDBOX: 'true' })).toEqual([
        expect.stringMatching(
          /^PAYMENT_SANDBOX cannot be true when NODE_ENV=production \(the sandbox lets shoppers approve their own payments/,
        ),
      ]);
      expect(loadConfig({ ...production, PAYMENT_SANDBOX: 'false' }).paymentSandbox).toBe(false);
    });
  });

  it('tells loopback hosts from hosts other machines can reach', () => {
    for (const host of ['localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]', 'LOCALHOST'])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.10', 'fd00::2', 'haat.example', 'localhost.evil.example'])
      expect(isLoopbackHost(host), host).toBe(false);
  });
});
