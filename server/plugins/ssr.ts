import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from 'react-router';
import type { ApiResponse, Transport } from '#lib/api-client.ts';
import { PRESCRIPTION_MAX_BYTES } from '#lib/contracts/prescriptions.ts';
import { bilingual } from '#lib/i18n/translate.ts';
import type { SsrRequestInit } from '#lib/ssr-context.ts';
import { ConfigError } from '#server/config.ts';
import type { AppDeps } from '#server/deps.ts';
import { firstVisitCookies, INTERNAL_HEADER } from '#server/modules/auth/api.ts';
import {
  createPageCache,
  hasSession,
  isCacheableResponse,
  pageCacheKey,
  publicRouteMatcher,
  sendCachedPage,
  toCachedPage,
  withoutSession,
} from './page-cache.ts';

export type WebMode = 'build' | 'vite';

/** The server build's entry module also makes each request's router context (web/entry.server.tsx). */
type HaatServerBuild = ServerBuild & {
  entry: { module: { createLoadContext(init: SsrRequestInit): RouterContextProvider } };
};

export const webBuildDir = join(process.cwd(), 'build', 'web');

export function hasWebBuild(): boolean {
  return existsSync(join(webBuildDir, 'server', 'index.js'));
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Page form posts: the API's limit (1 MiB), and a prescription upload's own limit for multipart forms. */
export const PAGE_BODY_LIMIT = 1024 * 1024;
export const PAGE_UPLOAD_LIMIT = PRESCRIPTION_MAX_BYTES + 64 * 1024;

/** The personal areas: every page under these paths is one person's (their account, cart, orders). */
const PERSONAL_PREFIXES = [
  '/user',
  '/user-dashboard',
  '/seller-dashboard',
  '/delivery-person-dashboard',
  '/checkout-page',
  '/cart',
  '/payments',
  '/dev/outbox',
];

/**
 * Whether a page (or its `.data` request) is someone's own, so no cache may keep it: the
 * dashboards, the admin area, the cart, checkout and payment pages.
 */
export function isPersonalPage(pathname: string, adminPath: string): boolean {
  const path = pathname.replace(/\.data$/, '').replace(/\/+$/, '') || '/';
  return [...PERSONAL_PREFIXES, adminPath].some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** A NUL in the path or query (raw or percent-encoded): no page has such an address. */
function hasNul(url: string): boolean {
  return url.includes('\u0000') || /%00/i.test(url);
}

/** Parses a Cookie header into name → value. */
function parseCookies(header: string | undefined): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0) jar.set(part.slice(0, index).trim(), part.slice(index + 1).trim());
  }
  return jar;
}

/** Keeps the cookie jar in step with a Set-Cookie, so a later call in the same page request sees it. */
function applySetCookie(jar: Map<string, string>, setCookie: string): void {
  const [pair = '', ...attributes] = setCookie.split(';');
  const index = pair.indexOf('=');
  if (index <= 0) return;
  const name = pair.slice(0, index).trim();
  const expired = attributes.some((attribute) => {
    const [key = '', value = ''] = attribute.trim().split('=');
    if (key.toLowerCase() === 'max-age') return Number(value) <= 0;
    if (key.toLowerCase() === 'expires') return new Date(value).getTime() <= Date.now();
    return false;
  });
  if (expired) jar.delete(name);
  else jar.set(name, pair.slice(index + 1).trim());
}

/**
 * The API as the web app's loaders and actions call it during a page request: in-process
 * through `inject` (or over HTTP when API_URL is set), carrying the visitor's cookies, language
 * and address, and collecting any cookie the API sets so the page response can pass it on.
 */
function requestTransport(
  app: FastifyInstance,
  deps: AppDeps,
  request: FastifyRequest,
  cookieHeader: string | undefined,
  setCookies: string[],
  issuedCookies: Array<[string, string]>,
): Transport {
  const jar = parseCookies(cookieHeader);
  for (const [name, value] of issuedCookies) jar.set(name, value);
  const forwarded: Record<string, string> = {};
  // Our own pages' calls: the API's gate lets them through with this process's secret.
  forwarded[INTERNAL_HEADER] = deps.auth.internalSecret;
  for (const name of ['user-agent', 'accept-language'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string') forwarded[name] = value;
  }
  forwarded['x-request-id'] = request.id;
  const jarHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

  return async (apiRequest) => {
    const headers: Record<string, string> = { ...forwarded, ...apiRequest.headers };
    if (jar.size) headers.cookie = jarHeader();
    let payload: string | Buffer | undefined;
    if (apiRequest.body instanceof FormData) {
      const encoded = new Response(apiRequest.body);
      headers['content-type'] = encoded.headers.get('content-type') ?? 'multipart/form-data';
      payload = Buffer.from(await encoded.arrayBuffer());
    } else payload = apiRequest.body;

    let answer: ApiResponse & { setCookies: string[] };
    if (deps.config.apiUrl) {
      headers['x-forwarded-for'] = request.ip;
      const response = await fetch(deps.config.apiUrl + apiRequest.url, {
        method: apiRequest.method,
        headers,
        ...(payload === undefined
          ? {}
          : { body: typeof payload === 'string' ? payload : new Uint8Array(payload) }),
      });
      const text = await response.text();
      answer = {
        status: response.status,
        headers: response.headers,
        text: async () => text,
        setCookies: response.headers.getSetCookie(),
      };
    } else {
      const response = await app.inject({
        method: apiRequest.method as 'GET',
        url: apiRequest.url,
        headers,
        remoteAddress: request.ip,
        ...(payload === undefined ? {} : { payload }),
      });
      const raw = response.headers['set-cookie'];
      answer = {
        status: response.statusCode,
        headers: {
          get: (name) => {
            const value = response.headers[name.toLowerCase()];
            return value === undefined ? null : Array.isArray(value) ? value.join(', ') : String(value);
          },
        },
        text: async () => response.body,
        setCookies: raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)],
      };
    }
    for (const cookie of answer.setCookies) {
      applySetCookie(jar, cookie);
      setCookies.push(cookie);
    }
    return answer;
  };
}

function toFetchRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  origin: string,
  cookieHeader: string | undefined,
): Request {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (name === 'cookie') continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, String(value));
  }
  if (cookieHeader) headers.set('cookie', cookieHeader);
  // The body was read (within the page limits) by the content type parser.
  const body = Buffer.isBuffer(request.body) ? new Uint8Array(request.body) : undefined;
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && body !== undefined;
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body } : {}),
  } as RequestInit);
}

/** A cross-site form post to a page is refused: browsers always send Origin on such posts. */
function isCrossSite(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    const host = new URL(origin).host;
    return host !== request.headers.host && host !== new URL(publicUrl).host;
  } catch {
    return true;
  }
}

/**
 * The admin area's routes are fixed when the web app is built (web/routes.ts reads ADMIN_PATH
 * then). A server configured for another path would serve the admin pages where nobody looks
 * and leave the configured path empty, so it refuses to start.
 */
export function ensureAdminPathBuilt(build: ServerBuild, adminPath: string): void {
  const built = build.routes.admin?.path;
  if (built === undefined) return;
  if (`/${built}` !== adminPath) {
    throw new ConfigError([
      `The web app was built for ADMIN_PATH=/${built}, but ADMIN_PATH is ${adminPath}. ` +
        `Rebuild with \`ADMIN_PATH=${adminPath} npm run build\` (npm start always builds).`,
    ]);
  }
}

/**
 * Security headers that govern a document (or a worker), not a script, stylesheet, font or image
 * a page loads. A storefront page loads some forty hashed assets, each of which carried about
 * 1 KB of these (the CSP with its nonces most of it): dropped from them (issue 16), they no longer
 * cost a phone on mobile data ~40 KB per first visit. `nosniff` and the resource policy stay.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'x-request-id',
];

/**
 * Serves the React Router app: built client assets as static files, and every other path
 * (except /api) through React Router's request handler. In `vite` mode Vite's dev middleware
 * serves modules with hot reload and the server build is loaded fresh on each request.
 */
export async function ssrPlugin(
  app: FastifyInstance,
  { deps, mode }: { deps: AppDeps; mode: WebMode },
): Promise<void> {
  let loadBuild: () => Promise<HaatServerBuild>;
  const handlers = new WeakMap<ServerBuild, ReturnType<typeof createRequestHandler>>();
  const publicRoutes = new WeakMap<ServerBuild, (pathname: string) => boolean>();

  if (mode === 'vite') {
    const [{ createServer }, { default: middie }] = await Promise.all([
      import('vite'),
      import('@fastify/middie'),
    ]);
    const vite = await createServer({
      server: { middlewareMode: true, hmr: { server: app.server } },
      appType: 'custom',
    });
    await app.register(middie);
    app.use(vite.middlewares);
    app.addHook('onClose', async () => vite.close());
    loadBuild = async () =>
      (await vite.ssrLoadModule('virtual:react-router/server-build')) as HaatServerBuild;
  } else {
    const build = (await import(
      pathToFileURL(join(webBuildDir, 'server', 'index.js')).href
    )) as HaatServerBuild;
    ensureAdminPathBuilt(build, deps.config.adminPath);
    loadBuild = async () => build;
    await app.register(fastifyStatic, {
      root: join(webBuildDir, 'client'),
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes Brotli and gzip copies of its assets (scripts/vite-precompress.ts).
      preCompressed: true,
      setHeaders(reply, path) {
        // Hashed file names never change, so browsers keep them for a year.
        const immutable = path.includes(join('client', 'assets'));
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
        if (immutable) {
          for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
        }
      },
    });
  }

  // Anonymous storefront pages rendered once and served from memory (docs/decisions/0009).
  const pageCache = createPageCache();
  app.addHook('onClose', async () => pageCache.close());

  await app.register(async (pages) => {
    // Page form posts reach React Router as they came, read first within the API's limits: a
    // larger body is refused with 413 as soon as its Content-Length (or its bytes so far) say so.
    pages.removeAllContentTypeParsers();
    const keep = (_request: FastifyRequest, body: Buffer, done: (error: null, body: Buffer) => void) =>
      done(null, body);
    pages.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'buffer', bodyLimit: PAGE_UPLOAD_LIMIT },
      keep,
    );
    pages.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: PAGE_BODY_LIMIT }, keep);

    pages.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '*',
      handler: async (request, reply) => {
        if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')) {
          return reply.callNotFound();
        }
        if (hasNul(request.url)) {
          const text = `${bilingual('errors.notFound').en} · ${bilingual('errors.notFound').bn}`;
          return reply.code(404).type('text/plain; charset=utf-8').send(text);
        }
        if (UNSAFE_METHODS.has(request.method) && isCrossSite(request, deps.config.publicUrl)) {
          return reply.code(403).type('text/plain').send('Cross-site form submissions are not accepted.');
        }
        const build = await loadBuild();
        let handle = handlers.get(build);
        if (!handle) {
          handle = createRequestHandler(build, mode === 'vite' ? 'development' : 'production');
          handlers.set(build, handle);
        }
        const origin = `${request.protocol}://${request.headers.host ?? `localhost:${deps.config.port}`}`;
        // A signed-in visitor of a public page gets the page rendered for every signed-in visitor:
        // rendered without their session, their own parts filled in by the browser (decision 0029).
        let isPublicRoute = publicRoutes.get(build);
        if (!isPublicRoute) {
          isPublicRoute = publicRouteMatcher(build);
          publicRoutes.set(build, isPublicRoute);
        }
        const sharedSignedIn =
          mode === 'build' &&
          (request.method === 'GET' || request.method === 'HEAD') &&
          hasSession(request.headers.cookie) &&
          isPublicRoute(new URL(request.url, origin).pathname);
        const cookieHeader = sharedSignedIn ? withoutSession(request.headers.cookie) : request.headers.cookie;
        // A first visit gets the visitor and CSRF cookies on the page itself.
        const issued = firstVisitCookies(app, request, deps.auth.secureCookies);
        const setCookies: string[] = [...issued.setCookies];
        const context = build.entry.module.createLoadContext({
          transport: requestTransport(app, deps, request, cookieHeader, setCookies, issued.pairs),
          nonce: (reply as FastifyReply & { cspNonce?: { script: string } }).cspNonce?.script ?? '',
          requestId: request.id,
          publicUrl: deps.config.publicUrl,
          adminPath: deps.config.adminPath,
          sharedSignedIn,
        });
        let rendered: Response | undefined;
        const render = async () => {
          rendered = await handle(toFetchRequest(request, reply, origin, cookieHeader), context);
          return rendered;
        };
        const cacheKey = mode === 'build' ? pageCacheKey(request, sharedSignedIn) : undefined;
        if (cacheKey) {
          const { cache } = pageCache;
          const cached =
            (await cache.lookup(cacheKey)) ??
            (await cache.fill(cacheKey, async () => {
              const response = await render();
              // A page whose API calls set a cookie (beyond a first visit's) is someone's own.
              if (!isCacheableResponse(response) || setCookies.length > issued.setCookies.length)
                return undefined;
              const csp = reply.getHeader('content-security-policy');
              return toCachedPage(response, typeof csp === 'string' ? csp : undefined);
            }));
          if (cached)
            return sendCachedPage(cache, cacheKey, cached, request, reply, issued.setCookies, sharedSignedIn);
        }
        const response = rendered ?? (await render());

        reply.code(response.status);
        for (const [name, value] of response.headers) {
          if (name !== 'set-cookie') reply.header(name, value);
        }
        // A public route rendered for someone signed in (or not kept) shows their own header.
        if (/\bpublic\b/.test(response.headers.get('cache-control') ?? ''))
          reply.header('cache-control', 'private, no-store');
        const cookies = [...setCookies, ...response.headers.getSetCookie()];
        if (cookies.length) {
          reply.header('set-cookie', cookies);
          // A page that sets someone's cookies is theirs alone: no shared cache may keep it.
          reply.header('cache-control', 'private, no-store');
        }
        if (isPersonalPage(new URL(request.url, origin).pathname, deps.config.adminPath)) {
          reply.header('cache-control', 'private, no-store');
        }
        if (!response.body || request.method === 'HEAD') return reply.send();
        return reply.send(Readable.fromWeb(response.body as unknown as NodeReadableStream));
      },
    });
  });
}
