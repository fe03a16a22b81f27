import pino from 'pino';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { createCourierSimulation } from '#server/modules/delivery/api.ts';
import { createEventBus } from '#server/modules/events/api.ts';

/*
 * `npm run simulate:delivery`: the virtual delivery persons (issue 14) against the configured
 * database, for a server that runs without them (SIMULATE_DELIVERY=false) or several servers. Their
 * positions and order changes reach the servers' customers through PostgreSQL LISTEN/NOTIFY (or
 * Redis). With PGlite only one process may open the data directory: stop the server first, or
 * let `npm start` run them (its default with the demo data).
 */
const config = loadConfig();
const log = pino({ level: config.logLevel });
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl, poolSize: 2 } : { dataDir: config.dataDir },
);
await database.migrate();
const events = createEventBus({ database, redisUrl: config.redisUrl, log });
await events.start();
const simulation = createCourierSimulation({ db: database.db, events, log });
log.info('Delivery simulation running: virtual riders accept offers and deliver. Ctrl+C stops it.');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await simulation.stop();
    await events.close();
    await database.close();
    process.exit(0);
  });
}
