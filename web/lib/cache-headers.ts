import type { HeadersFunction } from 'react-router';

/** How long a public page may be served from memory or a shared cache (seconds). */
export const PUBLIC_PAGE_TTL_SECONDS = 10;

/** Browsers revalidate (a 304 by ETag); shared caches keep the page as long as the server does. */
export const PUBLIC_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PUBLIC_PAGE_TTL_SECONDS}, stale-while-revalidate=30`;

/**
 * The storefront pages every visitor sees alike (home, listings, a product, search, static
 * pages) export this as `headers`: the server keeps their anonymous renders in memory and lets
 * shared caches hold them (server/plugins/page-cache.ts, docs/decisions/0009). A signed-in
 * visitor's copy is made private by the server. Pages showing anyone's own data never export it.
 */
export const publicPageHeaders: HeadersFunction = () => ({ 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL });
