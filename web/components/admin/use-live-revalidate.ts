import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { type StreamEvent, useEventStream } from '../../lib/use-event-stream.ts';

/**
 * An admin page that follows the marketplace live: events of `types` (those `matters` keeps)
 * reload the page's data, at most once every `gapMs` however many arrive, so a busy hour costs a
 * few reloads a minute; while the stream is down the page polls instead.
 */
export function useLiveRevalidate<D = Record<string, unknown>>(
  types: readonly string[],
  matters: (event: StreamEvent<D>) => boolean = () => true,
  gapMs = 2000,
): void {
  const revalidator = useRevalidator();
  const last = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  const reload = () => {
    timer.current = null;
    last.current = Date.now();
    void revalidator.revalidate();
  };
  useEventStream<D>(
    types,
    (event) => {
      if (!matters(event) || timer.current !== null) return;
      timer.current = setTimeout(reload, Math.max(0, last.current + gapMs - Date.now()));
    },
    { onPoll: () => void revalidator.revalidate() },
  );
}
