import { createHash } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { invalidateCatalogCache } from '#server/cache/read-cache.ts';
import { invalidateContentCache } from '#server/modules/content/api.ts';
import { publicPageHeaders } from '#web/lib/cache-headers.ts';
import {
  type CachedPage,
  createPageCache,
  hashedCsp,
  isCacheableResponse,
  PageCache,
  pageCacheKey,
  publicRouteMatcher,
  SIGNED_IN_PAGE_CACHE_CONTROL,
  sendCachedPage,
  toCachedPage,
  withoutSession,
} from './page-cache.ts';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const POLICY =
  "default-src 'self';script-src 'self' 'nonce-abc123';style-src 'self' 'nonce-abc123';style-src-attr 'unsafe-inline'";

function page(body: string, storedAt = Date.now()): CachedPage {
  return { status: 200, headers: [], body: Buffer.from(body), etag: '"x"', storedAt };
}

function requestOf(headers: Record<string, string>, method = 'GET', url = '/'): FastifyRequest {
  return { method, url, headers } as unknown as FastifyRequest;
}

describe('hashedCsp', () => {
  it('allows exactly the inline scripts and styles of the page, by hash, and drops the nonce', () => {
    const html =
      '<script nonce="abc123">window.a=1</script><script type="module" src="/assets/x.js"></script>' +
      '<style>.x{color:red}</style><script>window.b="</p>"</script>';
    const policy = hashedCsp(POLICY, html);
    expect(policy).not.toContain('nonce-');
    const directives = Object.fromEntries(
      policy.split(';').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]),
    );
    expect(directives['script-src']).toEqual(["'self'", hash('window.a=1'), hash('window.b="</p>"')]);
    expect(directives['style-src']).toEqual(["'self'", hash('.x{color:red}')]);
    expect(directives['style-src-attr']).toEqual(["'unsafe-inline'"]);
    expect(directives['default-src']).toEqual(["'self'"]);
  });
});

describe('pageCacheKey', () => {
  it('keeps no page for someone signed in outside the public pages, nor for a form post', () => {
    expect(pageCacheKey(requestOf({ cookie: 'haat_visitor=v; haat_session=s' }))).toBeUndefined();
    expect(pageCacheKey(requestOf({}, 'POST'))).toBeUndefined();
    expect(pageCacheKey(requestOf({ cookie: 'haat_session=s' }, 'POST'), true)).toBeUndefined();
  });

  it('gives every signed-in visitor of a public page one copy, apart from the anonymous one', () => {
    const key = (cookie: string) => pageCacheKey(requestOf({ cookie }, 'GET', '/groceries'), true);
    const ana = key('haat_visitor=a; haat_session=ana-session; haat_lang=en');
    const bob = key('haat_session=bob-session; haat_visitor=b; haat_lang=en');
    expect(ana).toBeDefined();
    expect(ana).toBe(bob);
    expect(ana).not.toContain('session');
    expect(ana).not.toBe(key('haat_visitor=a; haat_lang=en'));
    expect(ana).not.toBe(key('haat_session=ana-session; haat_lang=bn'));
  });
  it('tells pages apart by address, language and visited tags, not by visitor or CSRF cookie', () => {
    const key = (cookie: string, url = '/') => pageCacheKey(requestOf({ cookie }, 'GET', url));
    expect(key('haat_visitor=a; haat_csrf=1')).toBe(key('haat_visitor=b; haat_csrf=2'));
    expect(key('haat_lang=bn')).not.toBe(key('haat_lang=en'));
    expect(key('')).not.toBe(key('', '/search?q=rice'));
    expect(key('haat_tags=1.2')).not.toBe(key(''));
  });
});

describe('withoutSession', () => {
  it('drops only the session cookie', () => {
    expect(withoutSession('haat_visitor=v; haat_session=s; haat_lang=bn')).toBe(
      'haat_visitor=v; haat_lang=bn',
    );
    expect(withoutSession('haat_session=s')).toBe('');
    expect(withoutSession(undefined)).toBe('');
  });
});

describe('publicRouteMatcher', () => {
  // The shape of React Router's server build: flat routes by id, each naming its parent.
  const route = (id: string, parentId: string | undefined, path: string | undefined, extra = {}) => ({
    id,
    parentId,
    path,
    module: {},
    ...extra,
  });
  const routes = {
    root: route('root', undefined, ''),
    store: route('store', 'root', undefined),
    home: route('home', 'store', undefined, { index: true, module: { headers: publicPageHeaders } }),
    product: route('product', 'store', 'products/:slug', { module: { headers: publicPageHeaders } }),
    page: route('page', 'store', ':slug', { module: { headers: publicPageHeaders } }),
    cart: route('cart', 'store', 'cart', { module: { headers: () => ({ 'Cache-Control': 'public' }) } }),
    account: route('account', 'root', 'user'),
    orders: route('orders', 'account', 'my-orders'),
    missing: route('missing', 'root', '*'),
  };
  const isPublic = publicRouteMatcher({ routes } as never);

  it('says which addresses (and their data requests) are public pages before rendering them', () => {
    expect(isPublic('/')).toBe(true);
    expect(isPublic('/_.data')).toBe(true);
    expect(isPublic('/products/rice')).toBe(true);
    expect(isPublic('/products/rice.data')).toBe(true);
    expect(isPublic('/about-us')).toBe(true);
    // The most specific route decides: /cart is not a static page, whatever else its headers say.
    expect(isPublic('/cart')).toBe(false);
    expect(isPublic('/user/my-orders')).toBe(false);
    expect(isPublic('/user/my-orders.data')).toBe(false);
    expect(isPublic('/no/such/page')).toBe(false);
    // Asked again: the remembered answer.
    expect(isPublic('/cart')).toBe(false);
    expect(isPublic('/about-us')).toBe(true);
  });
});

describe('isCacheableResponse', () => {
  it('keeps only 200 pages the route marked public that set no cookie', () => {
    const html = (status: number, headers: Record<string, string>) =>
      new Response('<p>hi</p>', { status, headers });
    expect(isCacheableResponse(html(200, { 'cache-control': 'public, s-maxage=10' }))).toBe(true);
    expect(isCacheableResponse(html(200, {}))).toBe(false);
    expect(isCacheableResponse(html(404, { 'cache-control': 'public' }))).toBe(false);
    expect(isCacheableResponse(html(200, { 'cache-control': 'private, no-store' }))).toBe(false);
    expect(
      isCacheableResponse(html(200, { 'cache-control': 'public', 'set-cookie': 'haat_lang=bn; Path=/' })),
    ).toBe(false);
  });
});

describe('toCachedPage', () => {
  it('stores the page without its nonce, with a hashed policy and shared-cache headers', async () => {
    const response = new Response('<html><script nonce="abc123">go()</script></html>', {
      headers: { 'content-type': 'text/html', 'cache-control': 'public' },
    });
    const cached = await toCachedPage(response, POLICY);
    expect(cached.body.toString()).toBe('<html><script>go()</script></html>');
    const headers = new Map(cached.headers);
    expect(headers.get('content-security-policy')).toContain(hash('go()'));
    expect(headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+/);
    expect(headers.get('vary')).toBe('Cookie, Accept-Encoding');
    expect(cached.etag).toMatch(/^"[\w-]+"$/);
  });
});

describe('PageCache', () => {
  it('serves a page until its time is up', async () => {
    const cache = new PageCache(1_000, 1_000_000);
    await cache.fill('k', async () => page('a'));
    expect((await cache.lookup('k'))?.body.toString()).toBe('a');
    const stale = new PageCache(1_000, 1_000_000);
    await stale.fill('k', async () => page('a', Date.now() - 2_000));
    expect(await stale.lookup('k')).toBeUndefined();
    expect(stale.size).toBe(0);
  });

  it('renders a page once however many ask at the same time', async () => {
    const cache = new PageCache(10_000, 1_000_000);
    let renders = 0;
    let finish: (value: CachedPage) => void = () => {};
    const first = cache.fill('k', () => {
      renders += 1;
      return new Promise<CachedPage>((resolve) => {
        finish = resolve;
      });
    });
    const waiting = cache.lookup('k');
    finish(page('once'));
    expect((await first)?.body.toString()).toBe('once');
    expect((await waiting)?.body.toString()).toBe('once');
    expect(renders).toBe(1);
  });

  it('does not keep a page whose render the route did not allow to be kept', async () => {
    const cache = new PageCache(10_000, 1_000_000);
    await cache.fill('k', async () => undefined);
    expect(await cache.lookup('k')).toBeUndefined();
  });

  it('stays within its memory bound, dropping the oldest pages first', async () => {
    const cache = new PageCache(10_000, 20_000);
    for (let index = 0; index < 10; index += 1)
      await cache.fill(`k${index}`, async () => page('x'.repeat(2_000)));
    expect(cache.usedBytes).toBeLessThanOrEqual(20_000);
    expect(await cache.lookup('k0')).toBeUndefined();
    expect(await cache.lookup('k9')).toBeDefined();
  });

  it('forgets every page when the catalog or the content changes, and a render under way is not kept', async () => {
    const { cache, close } = createPageCache();
    try {
      await cache.fill('home', async () => page('old'));
      invalidateCatalogCache();
      expect(await cache.lookup('home')).toBeUndefined();

      await cache.fill('home', async () => page('old'));
      invalidateContentCache();
      expect(await cache.lookup('home')).toBeUndefined();

      await cache.fill('home', async () => {
        invalidateCatalogCache(); // an administrator saved a product while the page was rendered
        return page('half-old');
      });
      expect(await cache.lookup('home')).toBeUndefined();
    } finally {
      close();
    }
  });
});

describe('sendCachedPage', () => {
  const apps: Array<ReturnType<typeof Fastify>> = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  async function serve(cached: CachedPage, firstVisitCookies: string[] = [], signedIn = false) {
    const app = Fastify();
    apps.push(app);
    const cache = new PageCache();
    app.get('/', (request, reply) =>
      sendCachedPage(cache, 'k', cached, request, reply, firstVisitCookies, signedIn),
    );
    return app;
  }

  it('answers the bytes compressed once, and 304 when the browser already has them', async () => {
    const html = `<html>${'<p>row</p>'.repeat(500)}</html>`;
    const cached = {
      ...page(html),
      etag: '"v1"',
      headers: [['cache-control', 'public, s-maxage=10']],
    } as CachedPage;
    const app = await serve(cached);
    const compressed = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(html);
    expect(compressed.headers['cache-control']).toBe('public, s-maxage=10');
    const plain = await app.inject({ url: '/' });
    expect(plain.body).toBe(html);
    const again = await app.inject({ url: '/', headers: { 'if-none-match': '"v1"' } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it("makes a first visit's copy private, with the visitor's new cookies", async () => {
    const cached = {
      ...page('<p>hi</p>'),
      headers: [['cache-control', 'public, s-maxage=10']],
    } as CachedPage;
    const app = await serve(cached, ['haat_visitor=v; Path=/']);
    const answer = await app.inject({ url: '/' });
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers['set-cookie']).toEqual(['haat_visitor=v; Path=/']);
    expect(answer.body).toBe('<p>hi</p>');
  });

  it("sends a signed-in visitor's copy private to their browser, still revalidated by ETag", async () => {
    const cached = {
      ...page('<p>hi</p>'),
      etag: '"v2"',
      headers: [
        ['cache-control', 'public, s-maxage=10'],
        ['vary', 'Cookie, Accept-Encoding'],
      ],
    } as CachedPage;
    const app = await serve(cached, [], true);
    const answer = await app.inject({ url: '/' });
    expect(answer.headers['cache-control']).toBe(SIGNED_IN_PAGE_CACHE_CONTROL);
    expect(SIGNED_IN_PAGE_CACHE_CONTROL).toMatch(/^private\b/);
    expect(answer.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(answer.body).toBe('<p>hi</p>');
    const again = await app.inject({ url: '/', headers: { 'if-none-match': '"v2"' } });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe(SIGNED_IN_PAGE_CACHE_CONTROL);
  });
});
