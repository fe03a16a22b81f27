import { useSyncExternalStore } from 'react';

/**
 * One polite live region for the storefront's confirmations ("… added to your cart"), instead of
 * one per button: screen readers hear each message once, and a page of cards stays light.
 */
let message = '';
const listeners = new Set<() => void>();

/** Says `text` to screen-reader users (and repeats it if it is said again). */
export function announce(text: string): void {
  // A trailing no-break space makes a repeated message a change the live region reports.
  message = message === text ? `${text}\u00a0` : text;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The live region; the store layout renders it once. */
export function Announcer() {
  const text = useSyncExternalStore(
    subscribe,
    () => message,
    () => '',
  );
  return (
    <div role="status" aria-live="polite" className="sr-only">
      {text}
    </div>
  );
}
