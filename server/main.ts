import { createServer } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, ensureSessionSecret, isLoopbackHost, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import {
  DEMO_ACCOUNTS,
  demoUsersWithPublishedPasswords,
  SELLER_STAFF,
  seedDemoData,
} from './db/seed/index.ts';
import { hasWebBuild } from './plugins/ssr.ts';
import { createLocalStorage } from './storage/storage.ts';

const SHUTDOWN_GRACE_MS = 10_000;

/** Extra listeners to stop when shutting down, before the server drains. */
const stopListening: Array<() => void> = [];

/**
 * Listens on 127.0.0.1, then hands the connections of a second listener on [::1] (same port) to
 * the same HTTP server, so it serves both and closes both. Answers the addresses it listens on
 * (without IPv6, only 127.0.0.1).
 */
async function listenOnLoopback(app: FastifyInstance, port: number): Promise<string[]> {
  await app.listen({ port, host: '127.0.0.1' });
  const address = app.server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  const ipv6 = createServer((socket) => app.server.emit('connection', socket));
  const listened = await new Promise<boolean>((resolve) => {
    ipv6.once('error', () => resolve(false));
    ipv6.listen({ port: bound, host: '::1', ipv6Only: true }, () => resolve(true));
  });
  if (!listened) return ['127.0.0.1'];
  // Stops accepting on [::1] as soon as the main server closes (its connections drain with it).
  app.server.once('close', () => ipv6.close());
  stopListening.push(() => ipv6.close());
  return ['127.0.0.1', '[::1]'];
}

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

  // Demo users whose password is printed in the README: harmless on loopback, a takeover beyond it.
  const published = await demoUsersWithPublishedPasswords(database.db);
  const loopbackOnly = isLoopbackHost(config.host);
  if (!loopbackOnly && published.length > 0) {
    console.error(
      `Refusing to listen on ${config.host}: demo account ${published[0]}${published.length > 1 ? ` (and ${published.length - 1} more)` : ''} ` +
        'still has the password published in the README, so anyone who can reach this server could sign in as it. ' +
        'Start with HOST=localhost, sign in as each demo user and change its password, then restart; or use a fresh database without demo data (SEED_DEMO_DATA=false).',
    );
    await app.close();
    process.exit(1);
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing in-flight requests, then closing`);
    const force = setTimeout(() => {
      console.error(
        `Haat stopped (${signal}): shutdown took longer than ${SHUTDOWN_GRACE_MS / 1000} s, requests were cut off`,
      );
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    for (const stop of stopListening) stop();
    // close() stops accepting (new requests get 503 with Retry-After), waits for in-flight
    // requests, then runs onClose (database).
    app.close().then(
      () => {
        console.log(`Haat stopped (${signal}): every in-flight request finished, database closed.`);
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        console.error(`Haat stopped (${signal}) with an error while closing.`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  // `localhost` is both loopbacks, whatever /etc/hosts says, so http://localhost:PORT always works.
  let listening = [config.host];
  if (config.host === 'localhost') listening = await listenOnLoopback(app, config.port);
  else await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const lines = [
    '',
    `  Haat is running at http://localhost:${port}  (${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
    loopbackOnly
      ? `  Listening on loopback only (${listening.join(' and ')}): other machines cannot reach it; set HOST=0.0.0.0 to serve your network.`
      : `  Listening on ${listening.join(' and ')}: other machines can reach it.`,
    `  Admin area: http://localhost:${port}${config.adminPath}   API docs: http://localhost:${port}/api/docs`,
  ];
  const demo = DEMO_ACCOUNTS.filter((account) => published.includes(account.email));
  if (demo.length > 0) {
    lines.push('  Demo accounts (their passwords are public: this server must stay on loopback):');
    for (const account of demo)
      lines.push(`    ${account.role.padEnd(9)} ${account.email}  /  ${account.password}`);
    for (const member of SELLER_STAFF.filter((staff) => published.includes(staff.email)))
      lines.push(
        `    staff     ${member.email}  /  ${member.password}  (the demo shop's team, ${member.role} only)`,
      );
  }
  if (!config.smtpUrl && !config.isProduction) {
    lines.push(
      '  No SMTP_URL: sign-up and reset codes are written to this log (and the outbox, for super admins).',
    );
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
