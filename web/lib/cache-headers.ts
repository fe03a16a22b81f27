import type { HeadersFunction } from 'react-router';

/** How long a public page may be served from memory or a shared cache (seconds). */
export const PUBLIC_PAGE_TTL_SECONDS = 10;

/** Browsers revalidate (a 304 by ETag); shared caches keep the page as long as the server does. */
export const PUBLIC_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PUBLIC_PAGE_TTL_SECONDS}, stale-while-revalidate=30`;

/**
 * Marks `publicPageHeaders`, so the server can tell a public route before rendering it (a signed-in
 * visitor of one gets the shared page: docs/decisions/0029). A registered symbol, so the server's
 * copy of this module and the web build's agree.
 */
const PUBLIC_PAGE_MARK = Symbol.for('haat.publicPage');

/**
 * The storefront pages every visitor sees alike (home, listings, a product, search, static
 * pages) export this as `headers`: the server keeps their anonymous renders in memory and lets
 * shared caches hold them (server/plugins/page-cache.ts, docs/decisions/0009). A signed-in
 * visitor gets the same page (personal parts filled in by the browser), sent private. Pages showing anyone's own data never export it.
 */
export const publicPageHeaders: HeadersFunction = Object.assign(
  () => ({ 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL }),
  { [PUBLIC_PAGE_MARK]: true },
);

/** Whether a route module's `headers` is `publicPageHeaders` (of any copy of this module). */
export function isPublicPageHeaders(headers: unknown): boolean {
  return (
    typeof headers === 'function' &&
    (headers as unknown as Record<symbol, unknown>)[PUBLIC_PAGE_MARK] === true
  );
}
