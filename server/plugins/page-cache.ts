import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { RECOMMENDED_TAGS_COOKIE } from '#lib/contracts/catalog.ts';
import { catalogCache } from '#server/cache/read-cache.ts';
import { contentCache } from '#server/modules/content/api.ts';
import {
  isPublicPageHeaders,
  PUBLIC_PAGE_CACHE_CONTROL,
  PUBLIC_PAGE_TTL_SECONDS,
} from '#web/lib/cache-headers.ts';
import { deviceFromUserAgent } from '#web/lib/device.tsx';

/**
 * Anonymous storefront pages, rendered once and served from memory (docs/decisions/0009).
 *
 * A page is kept only when its route opted in with a `public` Cache-Control (see
 * `web/lib/cache-headers.ts`), the request carries no session and the render set no cookie. The
 * stored copy has no per-request nonce: its inline scripts and styles are allowed by their
 * hashes in its own Content-Security-Policy, so the same bytes can be kept by a shared cache in
 * front of us too. Entries live PAGE_CACHE_TTL_MS, the whole cache holds at most
 * PAGE_CACHE_MAX_BYTES (oldest out first), and any catalog or content invalidation empties it.
 */

/** How long a rendered page is served from memory. */
export const PAGE_CACHE_TTL_MS = PUBLIC_PAGE_TTL_SECONDS * 1000;
/** The memory the cached pages (with their compressed copies) may use at most. */
export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;
/**
 * A signed-in visitor's copy of a public page: the same bytes as everyone's, but only their
 * browser may keep it (and revalidates it by ETag). See docs/decisions/0029.
 */
export const SIGNED_IN_PAGE_CACHE_CONTROL = 'private, no-cache';
/** Everything a page may depend on besides its address lives in cookies (language, visited tags). */
export const PUBLIC_PAGE_VARY = 'Cookie, Accept-Encoding';

const SESSION_COOKIE_PATTERN = /(?:^|;\s*)haat_session=[^;]/;
const LANGUAGE_PATTERN = /(?:^|;\s*)haat_lang=([^;]*)/;
const VISITED_TAGS_PATTERN = new RegExp(`(?:^|;\\s*)${RECOMMENDED_TAGS_COOKIE}=([^;]*)`);
const NONCE_ATTRIBUTE = / nonce="[^"]*"/g;
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/g;

export interface CachedPage {
  status: number;
  headers: Array<[string, string]>;
  body: Buffer;
  etag: string;
  storedAt: number;
  /** Compressed copies, made on first demand. */
  br?: Buffer;
  gzip?: Buffer;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The page's Content-Security-Policy with every nonce source replaced by the hashes of the
 * page's own inline scripts (script-src) and style elements (style-src).
 */
export function hashedCsp(policy: string, html: string): string {
  const scripts = new Set([...html.matchAll(INLINE_SCRIPT)].map((match) => sha256(match[1] ?? '')));
  const styles = new Set([...html.matchAll(INLINE_STYLE)].map((match) => sha256(match[1] ?? '')));
  return policy
    .split(';')
    .map((directive) => {
      const parts = directive.trim().split(/\s+/);
      const name = parts[0]?.toLowerCase();
      const kept = parts.filter((part) => !part.startsWith("'nonce-"));
      if (name === 'script-src') kept.push(...scripts);
      if (name === 'style-src') kept.push(...styles);
      return kept.join(' ');
    })
    .filter(Boolean)
    .join(';');
}

/** Whether a Cookie header carries a session (someone is signed in, or was). */
export function hasSession(cookie: string | undefined): boolean {
  return SESSION_COOKIE_PATTERN.test(cookie ?? '');
}

/** A Cookie header without the session cookie: what a page rendered for every signed-in visitor sees. */
export function withoutSession(cookie: string | undefined): string {
  return (cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('haat_session='))
    .join('; ');
}

/**
 * The key of a request whose page may come from (or go into) the cache; undefined when it may
 * not. A request with a session may only when `publicRoute` says its address is a public page:
 * then it shares the page rendered without anyone's session, kept apart from the anonymous copy
 * (whose header offers "Sign in" instead of the account menu).
 */
export function pageCacheKey(request: FastifyRequest, publicRoute = false): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const cookie = request.headers.cookie ?? '';
  const signedIn = hasSession(cookie);
  if (signedIn && !publicRoute) return undefined;
  const language = LANGUAGE_PATTERN.exec(cookie)?.[1] ?? '';
  const tags = VISITED_TAGS_PATTERN.exec(cookie)?.[1] ?? '';
  const device = deviceFromUserAgent(request.headers['user-agent'] ?? null);
  return `${request.url}\n${language}\n${tags}\n${device}${signedIn ? '\nsigned-in' : ''}`;
}

/** How many addresses publicRouteMatcher remembers before it starts again. */
const MATCHED_PATHS_MAX = 10_000;

/**
 * Tells, before rendering, whether an address (a page or its `.data` request) is one of the
 * public pages: its deepest matching route exports `publicPageHeaders`.
 */
export function publicRouteMatcher(build: Pick<ServerBuild, 'routes'>): (pathname: string) => boolean {
  const entries = Object.values(build.routes).filter((route) => route !== undefined);
  // Every route as one flat, pathful entry (children first, as React Router ranks them): matching
  // the nested tree again for each address would flatten it each time.
  const flat: RouteObject[] = [];
  const walk = (parentId: string | undefined, parentPath: string) => {
    for (const route of entries.filter((entry) => entry.parentId === parentId)) {
      const path = `${parentPath}/${route.path ?? ''}`.replace(/\/\/+/g, '/');
      if (!route.index) walk(route.id, path);
      if (route.index) flat.push({ id: route.id, index: true, path, caseSensitive: route.caseSensitive });
      else if (route.path !== undefined)
        flat.push({ id: route.id, path, caseSensitive: route.caseSensitive } as RouteObject);
    }
  };
  walk(undefined, '');
  // Matching still ranks every route each time: each address is matched once.
  const known = new Map<string, boolean>();
  return (pathname) => {
    const remembered = known.get(pathname);
    if (remembered !== undefined) return remembered;
    // The home page's data request is `/_.data` (`/_root.data` in older React Router versions).
    const path = /^\/_(?:root)?\.data$/.test(pathname) ? '/' : pathname.replace(/\.data$/, '');
    const deepest = matchRoutes(flat, path)?.at(-1)?.route.id;
    const isPublic = deepest !== undefined && isPublicPageHeaders(build.routes[deepest]?.module.headers);
    if (known.size >= MATCHED_PATHS_MAX) known.clear();
    known.set(pathname, isPublic);
    return isPublic;
  };
}

/** Whether a rendered response may be kept: the route said public and nothing personal was set. */
export function isCacheableResponse(response: Response): boolean {
  if (response.status !== 200 || !response.body) return false;
  if (response.headers.getSetCookie().length) return false;
  const cacheControl = response.headers.get('cache-control') ?? '';
  return /\bpublic\b/.test(cacheControl) && !/no-store|private/.test(cacheControl);
}

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly rendering = new Map<string, Promise<CachedPage | undefined>>();
  private bytes = 0;
  private generation = 0;

  constructor(
    private readonly ttlMs = PAGE_CACHE_TTL_MS,
    private readonly maxBytes = PAGE_CACHE_MAX_BYTES,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get usedBytes(): number {
    return this.bytes;
  }

  /** A fresh page for `key`, or the render of it already under way (one render per page at a time). */
  async lookup(key: string): Promise<CachedPage | undefined> {
    const entry = this.entries.get(key);
    if (entry) {
      if (Date.now() - entry.storedAt < this.ttlMs) return entry;
      this.remove(key, entry);
    }
    return this.rendering.get(key);
  }

  /**
   * Renders the page through `render` with no other render of the same key at the same time;
   * keeps the result when `render` answers one.
   */
  async fill(key: string, render: () => Promise<CachedPage | undefined>): Promise<CachedPage | undefined> {
    const generation = this.generation;
    const pending = render().then((page) => {
      if (page && generation === this.generation) this.store(key, page);
      return page;
    });
    this.rendering.set(key, pending);
    try {
      return await pending;
    } finally {
      if (this.rendering.get(key) === pending) this.rendering.delete(key);
    }
  }

  /** Forgets every page (the catalog or the content changed). */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.rendering.clear();
    this.bytes = 0;
  }

  private store(key: string, page: CachedPage): void {
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    const size = sizeOf(page);
    if (size > this.maxBytes / 4) return;
    this.entries.set(key, page);
    this.bytes += size;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldKey, old);
    }
  }

  private remove(key: string, page: CachedPage): void {
    if (this.entries.get(key) !== page) return;
    this.entries.delete(key);
    this.bytes -= sizeOf(page);
  }

  /** Counts a compressed copy made after the page was stored. */
  grew(key: string, page: CachedPage, added: number): void {
    if (this.entries.get(key) === page) this.bytes += added;
  }
}

function sizeOf(page: CachedPage): number {
  return page.body.length * 2 + (page.br?.length ?? 0) + (page.gzip?.length ?? 0) + 512;
}

/**
 * Turns a rendered, cacheable response into a cached page: the whole body read, nonce
 * attributes removed, the CSP's nonces replaced by hashes, an ETag from the bytes.
 */
export async function toCachedPage(response: Response, csp: string | undefined): Promise<CachedPage> {
  const html = (await response.text()).replace(NONCE_ATTRIBUTE, '');
  const body = Buffer.from(html);
  const headers: Array<[string, string]> = [];
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie' || name === 'cache-control' || name === 'vary') continue;
    headers.push([name, value]);
  }
  headers.push(['cache-control', PUBLIC_PAGE_CACHE_CONTROL], ['vary', PUBLIC_PAGE_VARY]);
  if (csp) headers.push(['content-security-policy', hashedCsp(csp, html)]);
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { status: response.status, headers, body, etag, storedAt: Date.now() };
}

/**
 * Sends a cached page: its headers, 304 when the browser has these bytes, else the bytes in the
 * best encoding the browser accepts (compressed once per page, not per request). A first visit's
 * cookies make that one response private, and so does a session: a signed-in visitor's copy is
 * only for their browser.
 */
export function sendCachedPage(
  cache: PageCache,
  key: string,
  page: CachedPage,
  request: FastifyRequest,
  reply: FastifyReply,
  setCookies: string[],
  signedIn = false,
): FastifyReply {
  reply.code(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header('etag', page.etag);
  if (signedIn) reply.header('cache-control', SIGNED_IN_PAGE_CACHE_CONTROL);
  if (setCookies.length) {
    reply.header('set-cookie', setCookies);
    reply.header('cache-control', 'private, no-store');
  }
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const accepted = request.headers['accept-encoding'] ?? '';
  let body = page.body;
  if (/\bbr\b/.test(accepted)) {
    if (!page.br) {
      page.br = brotliCompressSync(page.body, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 },
      });
      cache.grew(key, page, page.br.length);
    }
    body = page.br;
    reply.header('content-encoding', 'br');
  } else if (/\bgzip\b/.test(accepted)) {
    if (!page.gzip) {
      page.gzip = gzipSync(page.body, { level: 9 });
      cache.grew(key, page, page.gzip.length);
    }
    body = page.gzip;
    reply.header('content-encoding', 'gzip');
  }
  if (request.method === 'HEAD') return reply.send();
  return reply.send(body);
}

/**
 * One cache per server, emptied whenever the catalog or the content read caches are; `close`
 * stops listening (when the server closes).
 */
export function createPageCache(): { cache: PageCache; close: () => void } {
  const cache = new PageCache();
  const clear = () => cache.clear();
  const unsubscribe = [catalogCache.onInvalidate(clear), contentCache.onInvalidate(clear)];
  return {
    cache,
    close: () => {
      for (const stop of unsubscribe) stop();
    },
  };
}
