import { randomUUID } from 'node:crypto';
import { and, arrayOverlaps, asc, gt, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Database, Db } from '#server/db/client.ts';
import { events } from './schema.ts';

/** An event as clients receive it: `id` is the SSE id a reconnecting client sends back. */
export interface RealtimeEvent {
  id: number;
  audiences: string[];
  type: string;
  data: Record<string, unknown>;
  created_at: string;
}

export type EventListener = (event: RealtimeEvent) => void;

/** Publishes events and hands every event that reaches this process to its local subscribers. */
export interface EventBus {
  readonly transport: 'postgres' | 'pglite' | 'redis';
  /**
   * Call AFTER the change it announces has committed: stores the event (for replays) and sends it
   * to every process. Never throws: a lost announcement costs a client a refresh, not a change.
   */
  publish(audiences: string[], type: string, data: Record<string, unknown>): Promise<RealtimeEvent | null>;
  /** Calls `listener` for every event sent to one of `audiences` from now on; answers unsubscribe. */
  subscribe(audiences: string[], listener: EventListener): () => void;
  /** Stored events for `audiences` after `afterId`, oldest first (a reconnecting client's gap). */
  replay(audiences: string[], afterId: number, limit: number): Promise<RealtimeEvent[]>;
  /** The oldest event id still stored, or null (older ones were purged). */
  oldestId(): Promise<number | null>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/** The channel every process LISTENs (PostgreSQL, PGlite) or SUBSCRIBEs (Redis) to. */
export const EVENTS_CHANNEL = 'haat_events';
/** NOTIFY payloads must stay under 8000 bytes: a bigger event travels as its id only. */
const MAX_INLINE_BYTES = 7000;

/** How messages travel between processes. */
interface Transport {
  send(message: string): Promise<void>;
  start(onMessage: (message: string) => void, onReconnect: () => void): Promise<void>;
  close(): Promise<void>;
}

function databaseTransport(database: Database, log: FastifyBaseLogger): Transport {
  let stop: (() => Promise<void>) | null = null;
  return {
    send: async (message) => {
      await database.db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${message})`);
    },
    start: async (onMessage, onReconnect) => {
      stop = await database.listen(EVENTS_CHANNEL, {
        onNotify: onMessage,
        onReconnect,
        onError: (error) => log.warn({ err: error }, 'realtime events: LISTEN connection lost; reconnecting'),
      });
    },
    close: async () => {
      await stop?.();
      stop = null;
    },
  };
}

/**
 * One Redis may serve several marketplaces (staging and production, parallel test runs): the
 * channel names the database, so one never hears another's events.
 */
function redisChannelOf(database: Database): string {
  if (!database.url) {
    // PGlite lives in one process: its instance names it.
    const instance = database.pglite ?? database;
    const name = pgliteNames.get(instance) ?? randomUUID();
    pgliteNames.set(instance, name);
    return `${EVENTS_CHANNEL}:pglite:${name}`;
  }
  const url = new URL(database.url);
  return `${EVENTS_CHANNEL}:${url.host}${url.pathname}`;
}

const pgliteNames = new WeakMap<object, string>();

function redisTransport(url: string, channel: string, log: FastifyBaseLogger): Transport {
  const options = { lazyConnect: true, maxRetriesPerRequest: 2 };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  for (const client of [publisher, subscriber]) {
    client.on('error', (error) => log.warn({ err: error }, 'realtime events: Redis connection problem'));
  }
  return {
    send: async (message) => {
      await publisher.publish(channel, message);
    },
    start: async (onMessage, onReconnect) => {
      let ready = false;
      subscriber.on('message', (from: string, message: string) => {
        if (from === channel) onMessage(message);
      });
      // ioredis subscribes again by itself after a reconnection; we only catch up on the gap.
      subscriber.on('ready', () => {
        if (ready) onReconnect();
        ready = true;
      });
      await Promise.all([publisher.connect(), subscriber.connect()]);
      await subscriber.subscribe(channel);
    },
    close: async () => {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}

type EventRow = typeof events.$inferSelect;

const toEvent = (row: EventRow): RealtimeEvent => ({
  id: Number(row.id),
  audiences: row.audiences,
  type: row.type,
  data: row.data as Record<string, unknown>,
  created_at: row.created_at.toISOString(),
});

/**
 * The process's event bus (docs/decisions/0012-jobs-and-realtime-events.md): events are rows
 * (kept a short while for replays) announced through PostgreSQL LISTEN/NOTIFY, PGlite's
 * in-process LISTEN, or Redis pub/sub when `redisUrl` is given. Even in one process an event
 * reaches subscribers only through that channel, so what works on one process works on many.
 */
export function createEventBus(options: {
  database: Database;
  redisUrl?: string | undefined;
  log: FastifyBaseLogger;
}): EventBus {
  const { database } = options;
  const db = database.db;
  const log = options.log.child({ module: 'events' });
  const transport = options.redisUrl
    ? redisTransport(options.redisUrl, redisChannelOf(database), log)
    : databaseTransport(database, log);
  const byAudience = new Map<string, Set<EventListener>>();
  /** Ids dispatched lately, so a catch-up after a reconnection never delivers one twice. */
  const recent = new Set<number>();
  let lastId = 0;
  let started = false;

  function dispatch(event: RealtimeEvent): void {
    if (recent.has(event.id)) return;
    recent.add(event.id);
    if (recent.size > 2000) recent.delete(recent.values().next().value!);
    lastId = Math.max(lastId, event.id);
    const listeners = new Set<EventListener>();
    for (const audience of event.audiences) {
      for (const listener of byAudience.get(audience) ?? []) listeners.add(listener);
    }
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        log.error({ err: error }, 'realtime events: a subscriber threw');
      }
    }
  }

  async function fetchEvent(id: number): Promise<RealtimeEvent | null> {
    const [row] = await db.select().from(events).where(sql`${events.id} = ${id}`);
    return row ? toEvent(row) : null;
  }

  function onMessage(message: string): void {
    let parsed: RealtimeEvent | { id: number; ref: true };
    try {
      parsed = JSON.parse(message);
    } catch {
      log.warn('realtime events: unreadable message ignored');
      return;
    }
    if ('ref' in parsed) {
      fetchEvent(parsed.id).then(
        (event) => event && dispatch(event),
        (error: unknown) => log.warn({ err: error }, 'realtime events: could not read an event'),
      );
    } else dispatch(parsed);
  }

  /** After a lost connection: whatever was published meanwhile, from the table. */
  async function catchUp(): Promise<void> {
    const rows = await db
      .select()
      .from(events)
      .where(gt(events.id, lastId))
      .orderBy(asc(events.id))
      .limit(1000);
    for (const row of rows) dispatch(toEvent(row));
  }

  return {
    transport: options.redisUrl ? 'redis' : database.kind,
    async publish(audiences, type, data) {
      if (audiences.length === 0) return null;
      try {
        const [row] = await db.insert(events).values({ audiences, type, data }).returning();
        const event = toEvent(row!);
        const inline = JSON.stringify(event);
        await transport.send(
          Buffer.byteLength(inline) <= MAX_INLINE_BYTES
            ? inline
            : JSON.stringify({ id: event.id, ref: true }),
        );
        return event;
      } catch (error) {
        log.error({ err: error, type, audiences }, 'realtime events: could not publish');
        return null;
      }
    },
    subscribe(audiences, listener) {
      for (const audience of audiences) {
        const set = byAudience.get(audience) ?? new Set<EventListener>();
        byAudience.set(audience, set);
        set.add(listener);
      }
      return () => {
        for (const audience of audiences) {
          const set = byAudience.get(audience);
          set?.delete(listener);
          if (set?.size === 0) byAudience.delete(audience);
        }
      };
    },
    async replay(audiences, afterId, limit) {
      if (audiences.length === 0) return [];
      const rows = await db
        .select()
        .from(events)
        .where(and(gt(events.id, afterId), arrayOverlaps(events.audiences, audiences)))
        .orderBy(asc(events.id))
        .limit(limit);
      return rows.map(toEvent);
    },
    async oldestId() {
      const [row] = await db.select({ id: sql<number | null>`min(${events.id})` }).from(events);
      return row?.id === null || row?.id === undefined ? null : Number(row.id);
    },
    async start() {
      if (started) return;
      const [newest] = await db.select({ id: sql<number | null>`max(${events.id})` }).from(events);
      lastId = Number(newest?.id ?? 0);
      await transport.start(onMessage, () => {
        catchUp().catch((error: unknown) => log.warn({ err: error }, 'realtime events: catch-up failed'));
      });
      started = true;
    },
    async close() {
      if (!started) return;
      started = false;
      await transport.close();
      byAudience.clear();
    },
  };
}

/** Deletes events older than `maxAgeMinutes` (a recurring job); answers how many. */
export async function purgeOldEvents(db: Db, maxAgeMinutes: number): Promise<number> {
  const deleted = await db
    .delete(events)
    .where(lt(events.created_at, sql`now() - ${maxAgeMinutes} * interval '1 minute'`))
    .returning({ id: events.id });
  return deleted.length;
}
