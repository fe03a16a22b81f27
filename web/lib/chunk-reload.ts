/** Spec §9: after a failed chunk load the page reloads, at most once per 60 s. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
const STORAGE_KEY = 'haat_chunk_reload_at';

/** True when the last reload for a failed chunk was long enough ago (or never happened). */
export function mayReloadForChunk(now: number, lastReloadAt: number | null): boolean {
  return (
    lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS
  );
}

/** True for the errors browsers raise when a code-split chunk cannot be fetched. */
export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : String(reason ?? '');
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}

/** Reloads the page once when a chunk fails, remembering when, so a broken deploy cannot loop. */
export function installChunkReload(win: Window = window): void {
  const reload = () => {
    let last: number | null = null;
    try {
      const stored = win.localStorage.getItem(STORAGE_KEY);
      last = stored === null ? null : Number(stored);
    } catch {
      // storage blocked: still allow one reload per page life
    }
    if (!mayReloadForChunk(Date.now(), last)) return;
    try {
      win.localStorage.setItem(STORAGE_KEY, String(Date.now()));
    } catch {
      // ignore
    }
    win.location.reload();
  };
  win.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    reload();
  });
  win.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reload();
  });
}
