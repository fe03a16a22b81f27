import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { CSRF_COOKIE, CSRF_HEADER, VISITOR_COOKIE } from '#server/modules/auth/api.ts';
import { createLocalStorage } from '#server/storage/storage.ts';
import { createTestDatabase, type TestTemplate } from './database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  /**
   * `app.inject` as our own web app's visitor would call it: with a signed first-party visitor
   * cookie and the CSRF cookie and header (merged with any cookie the test passes). Use
   * `app.inject` to call as a stranger.
   */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * The whole API on a database of this test file's own, driven through `app.inject`. The web
 * app is not mounted (browser tests cover it).
 */
export async function buildTestApp(
  options: {
    template?: TestTemplate;
    env?: Record<string, string>;
    /** Another app's database (a second server on one database); closed with this app. */
    database?: Database;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'haat-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    // Tests run jobs themselves (app.jobs.runDue()), so none runs behind a test's back.
    JOBS_WORKER: 'false',
    ...options.env,
  });
  const database = options.database ?? (await createTestDatabase(options.template ?? 'empty'));
  const app = await buildApp({
    config,
    database,
    storage: createLocalStorage(join(dataDir, 'media')),
    sessionSecret: 'test-secret-test-secret-test-secret-0123',
    web: 'none',
    logger: process.env.TEST_LOG ? { level: 'error' } : false,
  });
  await app.ready();
  // Our own pages' scripts echo the CSRF cookie in a header on every write; so does this visitor.
  const visitor = `${VISITOR_COOKIE}=${app.signCookie('test-visitor')}; ${CSRF_COOKIE}=test-csrf-token`;
  return {
    app,
    database,
    dataDir,
    inject: (request) => {
      const headers = { ...(request.headers ?? {}) } as Record<string, string>;
      headers.cookie = headers.cookie ? `${headers.cookie}; ${visitor}` : visitor;
      headers[CSRF_HEADER] ??= 'test-csrf-token';
      return app.inject({ ...request, headers });
    },
    close: () => app.close(),
  };
}
