import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;

/** The one database handle every service receives, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** A transaction, or the database itself: what a step of a multi-write flow receives. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's connection string (another process or pool may open the same database). */
  url?: string;
  /** Applies committed migrations that have not run yet. */
  migrate(): Promise<void>;
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * LISTENs on a channel: on PostgreSQL through a dedicated connection of its own (reconnected
   * after a failure, `onReconnect` then tells the caller it may have missed notifications), on
   * PGlite within its one process. Answers a function that stops listening.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /** The PGlite instance, for tests that snapshot it; absent on PostgreSQL. */
  pglite?: PGlite;
}

export interface ListenHandlers {
  onNotify(payload: string): void;
  onReconnect?(): void;
  onError?(error: unknown): void;
}

/** A dedicated PostgreSQL connection that LISTENs, reconnecting with a growing pause. */
async function listenOnPostgres(
  connectionString: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = 250;
  let timer: NodeJS.Timeout | null = null;
  const connect = async (isReconnect: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    const lost = (error?: unknown) => {
      if (closed || client !== next) return;
      client = null;
      if (error) handlers.onError?.(error);
      next.end().catch(() => {});
      timer = setTimeout(() => reconnect(), retryMs);
      retryMs = Math.min(retryMs * 2, 10_000);
    };
    next.on('error', lost);
    next.on('end', () => lost());
    await next.connect();
    await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    retryMs = 250;
    if (isReconnect) handlers.onReconnect?.();
  };
  const reconnect = () => {
    timer = null;
    connect(true).catch((error: unknown) => {
      handlers.onError?.(error);
      if (!closed) {
        timer = setTimeout(() => reconnect(), retryMs);
        retryMs = Math.min(retryMs * 2, 10_000);
      }
    });
  };
  await connect(false);
  return async () => {
    closed = true;
    if (timer) clearTimeout(timer);
    const current = client;
    client = null;
    await current?.end().catch(() => {});
  };
}

export type DatabaseOptions =
  | { url: string; poolSize?: number }
  | { dataDir: string | undefined; loadDataDir?: Blob | File };

/** Opens PostgreSQL when a URL is given, else PGlite in `dataDir` (in memory when undefined). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) {
    // At least two: migrate() holds its advisory lock on one connection while migrating on another.
    const pool = new pg.Pool({ connectionString: options.url, max: Math.max(2, options.poolSize ?? 10) });
    // An idle client's error (a restarted server) must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzlePostgres(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      url: options.url,
      migrate: async () => {
        // Several instances starting at once: one migrates, the others wait for it.
        const lock = await pool.connect();
        try {
          await lock.query('SELECT pg_advisory_lock(727274)');
          await migratePostgres(drizzlePostgres(pool, { schema }), { migrationsFolder });
        } finally {
          await lock.query('SELECT pg_advisory_unlock(727274)').catch(() => {});
          lock.release();
        }
      },
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      listen: (channel, handlers) => listenOnPostgres(options.url, channel, handlers),
      close: () => pool.end(),
    };
  }
  let path: string | undefined;
  if (options.dataDir) {
    path = join(options.dataDir, 'pglite');
    mkdirSync(path, { recursive: true });
  }
  const client = await PGlite.create({
    ...(path ? { dataDir: path } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  const pgliteDb = drizzlePglite(client, { schema });
  const db = pgliteDb as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    listen: async (channel, handlers) => {
      const stop = await client.listen(channel, (payload) => handlers.onNotify(payload));
      return () => stop();
    },
    close: () => client.close(),
  };
}
