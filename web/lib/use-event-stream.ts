import { useEffect, useRef } from 'react';

/** One server-sent event as /api/events sends it (server/modules/events, decision 0012). */
export interface StreamEvent<D = Record<string, unknown>> {
  id: number;
  type: string;
  data: D;
  created_at: string;
}

export interface EventStreamOptions {
  /**
   * Called to reload what the page shows: every `pollMs` while the stream is down (no
   * EventSource, refused, or failing), and when the server says events were missed (`resync`).
   */
  onPoll?: () => void;
  /** How often to poll while the stream is down; 30 s unless given. */
  pollMs?: number;
  /** Off (e.g. nobody signed in): no stream, no polling. */
  enabled?: boolean;
}

const EVENTS_URL = '/api/events';
const MAX_RETRY_MS = 60_000;

/**
 * Listens to the signed-in person's realtime events of the given types. The browser's
 * EventSource reconnects by itself and sends Last-Event-ID, so the server replays what was
 * missed; when the server refuses or the stream keeps failing, it is opened again later with a
 * growing pause (and the last id), and the page polls with `onPoll` meanwhile.
 */
export function useEventStream<D = Record<string, unknown>>(
  types: readonly string[],
  onEvent: (event: StreamEvent<D>) => void,
  options: EventStreamOptions = {},
): void {
  const { enabled = true, pollMs = 30_000 } = options;
  const handlers = useRef({ onEvent, onPoll: options.onPoll });
  handlers.current = { onEvent, onPoll: options.onPoll };
  const typeKey = types.join(',');

  useEffect(() => {
    if (!enabled) return;
    let source: EventSource | null = null;
    let lastId: number | null = null;
    let retryMs = 3000;
    let reopenTimer: ReturnType<typeof setTimeout> | null = null;
    let pollTimer: ReturnType<typeof setInterval> | null = null;
    let stopped = false;

    const poll = () => handlers.current.onPoll?.();
    const startPolling = () => {
      if (pollTimer === null && handlers.current.onPoll) pollTimer = setInterval(poll, pollMs);
    };
    const stopPolling = () => {
      if (pollTimer !== null) clearInterval(pollTimer);
      pollTimer = null;
    };

    const receive = (message: MessageEvent<string>) => {
      try {
        const event = JSON.parse(message.data) as StreamEvent<D>;
        lastId = event.id;
        handlers.current.onEvent(event);
      } catch {
        // not ours: ignored
      }
    };
    const resync = () => poll();

    const open = () => {
      if (stopped) return;
      source = new EventSource(lastId === null ? EVENTS_URL : `${EVENTS_URL}?last_event_id=${lastId}`);
      for (const type of typeKey.split(',')) source.addEventListener(type, receive as EventListener);
      source.addEventListener('resync', resync);
      source.onopen = () => {
        retryMs = 3000;
        stopPolling();
      };
      source.onerror = () => {
        startPolling();
        // CLOSED: the browser gave up (refused, or not an event stream): open again later.
        if (source?.readyState === EventSource.CLOSED) {
          source.close();
          source = null;
          reopenTimer = setTimeout(open, retryMs);
          retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
        }
      };
    };

    if (typeof EventSource === 'undefined') startPolling();
    else open();
    return () => {
      stopped = true;
      source?.close();
      if (reopenTimer !== null) clearTimeout(reopenTimer);
      stopPolling();
    };
  }, [enabled, pollMs, typeKey]);
}
