import type { Actor } from '#server/access/actor.ts';
import { badRequest } from '#server/errors.ts';
import type { EventBus, RealtimeEvent } from './event-bus.ts';
import { audiencesOf } from './policy.ts';

/** Where a stream writes: the HTTP response's body. */
export interface EventSink {
  write(chunk: string): void;
}

export interface StreamOptions {
  /** A comment line this often keeps proxies and phones from closing an idle stream. */
  heartbeatMs: number;
  /** At most this many missed events are replayed; beyond, the client is told to refresh. */
  replayLimit: number;
}

export const DEFAULT_STREAM_OPTIONS: StreamOptions = { heartbeatMs: 20_000, replayLimit: 500 };

/** One SSE message. */
export function formatEvent(event: RealtimeEvent): string {
  const data = JSON.stringify({
    id: event.id,
    type: event.type,
    data: event.data,
    created_at: event.created_at,
  });
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${data}\n\n`;
}

/** The Last-Event-ID a client sent (header, or `last_event_id` for the first connection), or null. */
export function lastEventIdOf(
  header: string | string[] | undefined,
  query: string | undefined,
): number | null {
  const raw = (Array.isArray(header) ? header[0] : header) ?? query;
  if (raw === undefined || raw === '') return null;
  if (!/^\d{1,15}$/.test(raw)) throw badRequest('invalid_last_event_id', 'background.badLastEventId');
  return Number(raw);
}

export interface OpenStream {
  /** Stops the heartbeats and the subscription. */
  close(): void;
}

/**
 * Streams the signed-in person's events (GET /api/events): only the audiences policy.ts gives
 * them. Live events are held back while the missed ones (after Last-Event-ID) are replayed from
 * the table, so nothing is lost or repeated between the two. When more were missed than the
 * replay keeps, or they were purged, a `resync` event tells the client to reload its data.
 */
export async function openEventStream(
  bus: EventBus,
  actor: Actor,
  lastEventId: number | null,
  sink: EventSink,
  options: StreamOptions = DEFAULT_STREAM_OPTIONS,
): Promise<OpenStream> {
  const audiences = audiencesOf(actor);
  const sent = new Set<number>();
  let held: RealtimeEvent[] | null = [];
  const send = (event: RealtimeEvent) => {
    if (sent.has(event.id)) return;
    sent.add(event.id);
    if (sent.size > 1000) sent.delete(sent.values().next().value!);
    sink.write(formatEvent(event));
  };
  const unsubscribe = bus.subscribe(audiences, (event) => {
    if (held) held.push(event);
    else send(event);
  });
  // The browser reconnects after 3 s when the stream breaks; the first line opens the stream.
  sink.write(`retry: 3000\n: ${audiences.length} audience(s)\n\n`);
  try {
    if (lastEventId !== null) {
      const missed = await bus.replay(audiences, lastEventId, options.replayLimit + 1);
      // Events after the client's last one were purged (it was away longer than they are kept).
      const oldest = await bus.oldestId();
      if (missed.length > options.replayLimit || (oldest !== null && oldest > lastEventId + 1)) {
        sink.write('event: resync\ndata: {}\n\n');
      }
      for (const event of missed.slice(0, options.replayLimit)) send(event);
    }
  } finally {
    const pending = held ?? [];
    held = null;
    for (const event of pending.sort((a, b) => a.id - b.id)) send(event);
  }
  const heartbeat = setInterval(() => sink.write(': heartbeat\n\n'), options.heartbeatMs);
  heartbeat.unref();
  return {
    close() {
      clearInterval(heartbeat);
      unsubscribe();
    },
  };
}
