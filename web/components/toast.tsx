import { useEffect, useSyncExternalStore } from 'react';

/** Spec §9: toasts show bottom-right for 2500 ms. */
export const TOAST_MS = 2500;
/** More than this many at once and the oldest goes first. */
const MAX_SHOWN = 3;

export type ToastTone = 'info' | 'warning';

interface Toast {
  id: number;
  text: string;
  tone: ToastTone;
}

// One empty list for the server and the browser's first render: a different one made React draw
// the toasts' corner again right after hydration (issue 16).
const noToasts: Toast[] = [];
let toasts: Toast[] = noToasts;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function dismiss(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

/**
 * Shows a short confirmation bottom-right for 2500 ms ("Miniket rice added to your cart",
 * "Address saved"); screen readers hear it through the toasts' live region. The same text
 * said again while it shows starts its time again rather than stacking.
 */
export function toast(text: string, tone: ToastTone = 'info'): void {
  if (typeof window === 'undefined') return;
  toasts = [...toasts.filter((item) => item.text !== text), { id: nextId++, text, tone }].slice(-MAX_SHOWN);
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function ToastItem({ item }: { item: Toast }) {
  useEffect(() => {
    const timer = setTimeout(() => dismiss(item.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [item.id]);
  return (
    <p
      className={`pointer-events-auto max-w-sm rounded-md px-4 py-2 text-sm shadow-lg print:hidden ${
        item.tone === 'warning'
          ? 'bg-amber-100 text-amber-950 ring-1 ring-amber-300'
          : 'bg-gray-900 text-white'
      }`}
      data-testid="toast"
    >
      {item.text}
    </p>
  );
}

/** The toasts' corner: bottom-right, above the phone's bottom navigation. Rendered once, by the app. */
export function Toaster() {
  const shown = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => noToasts,
  );
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed right-3 bottom-20 z-50 flex max-w-[calc(100vw-1.5rem)] flex-col items-end gap-2 md:bottom-4"
    >
      {shown.map((item) => (
        <ToastItem key={item.id} item={item} />
      ))}
    </div>
  );
}
