import { join } from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, ensureSessionSecret, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_ACCOUNTS, seedDemoData } from './db/seed/index.ts';
import { hasWebBuild } from './plugins/ssr.ts';
import { createLocalStorage } from './storage/storage.ts';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const dev = process.argv.includes('--dev');
  // --api-only serves the API without the web app (API nodes behind a load balancer, tests).
  const apiOnly = process.argv.includes('--api-only');
  if (!dev && !apiOnly && !hasWebBuild()) {
    console.error('The web app is not built. Run `npm run build` first (npm start does it for you).');
    process.exit(1);
  }

  const sessionSecret = ensureSessionSecret(config);
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  );
  await database.migrate();
  const storage = createLocalStorage(join(config.dataDir, 'media'));

  const logger =
    config.isProduction || !process.stdout.isTTY
      ? { level: config.logLevel }
      : {
          level: config.logLevel,
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        };
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp({
      config,
      database,
      storage,
      sessionSecret,
      web: apiOnly ? 'none' : dev ? 'vite' : 'build',
      logger,
    });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    await database.close();
    process.exit(1);
  }

  if (config.seedDemoData) {
    const summary = await seedDemoData(database.db, storage, { log: (message) => app.log.info(message) });
    if (!summary.skipped) app.log.info({ summary }, 'demo data seeded');
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing in-flight requests, then closing`);
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // close() stops accepting, waits for in-flight requests, then runs onClose (database).
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const lines = [
    '',
    `  Haat is running at http://localhost:${port}  (${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
    `  Admin area: http://localhost:${port}${config.adminPath}   API docs: http://localhost:${port}/api/docs`,
  ];
  if (config.seedDemoData) {
    lines.push('  Demo accounts:');
    for (const account of DEMO_ACCOUNTS)
      lines.push(`    ${account.role.padEnd(9)} ${account.email}  /  ${account.password}`);
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
