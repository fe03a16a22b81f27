import { describe, expect, it } from 'vitest';
import { translate } from '#lib/i18n/translate.ts';
import { safeRedirectPath } from '#lib/safe-redirect.ts';
import { shouldPrefetch } from '../components/link.tsx';
import { CHUNK_RELOAD_INTERVAL_MS, isChunkLoadError, mayReloadForChunk } from './chunk-reload.ts';
import { deviceFromUserAgent, deviceFromWidth } from './device.tsx';
import { localeFromCookieHeader } from './i18n.tsx';
import { localeOfPage, titleMeta } from './meta.ts';

describe('chunk load failures (spec §2, §9)', () => {
  it('reloads at most once per 60 seconds', () => {
    const now = 1_000_000;
    expect(mayReloadForChunk(now, null)).toBe(true);
    expect(mayReloadForChunk(now, now - 10_000)).toBe(false);
    expect(mayReloadForChunk(now, now - CHUNK_RELOAD_INTERVAL_MS)).toBe(true);
  });
  it('recognises the browsers’ chunk errors and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Network request failed'))).toBe(false);
  });
});

describe('prefetching (spec §9)', () => {
  it('is skipped on 2g and when saving data', () => {
    expect(shouldPrefetch(undefined)).toBe(true);
    expect(shouldPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(shouldPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});

describe('device check (spec §1)', () => {
  it('guesses from the user agent', () => {
    expect(
      deviceFromUserAgent(
        'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 Mobile Safari/537.36',
      ),
    ).toBe('mobile');
    expect(deviceFromUserAgent('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('tablet');
    expect(
      deviceFromUserAgent('Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 Safari/537.36'),
    ).toBe('tablet');
    expect(deviceFromUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0')).toBe('desktop');
    expect(deviceFromUserAgent(null)).toBe('desktop');
  });
  it('follows the viewport in the browser', () => {
    expect(deviceFromWidth(360)).toBe('mobile');
    expect(deviceFromWidth(800)).toBe('tablet');
    expect(deviceFromWidth(1280)).toBe('desktop');
  });
});

describe('language', () => {
  it('comes from the cookie and defaults to English', () => {
    expect(localeFromCookieHeader(null)).toBe('en');
    expect(localeFromCookieHeader('a=1; haat_lang=bn')).toBe('bn');
    expect(localeFromCookieHeader('haat_lang=fr')).toBe('en');
  });
  it('only ever redirects back to a page of this site', () => {
    expect(safeRedirectPath('/search?q=rice')).toBe('/search?q=rice');
    expect(safeRedirectPath('https://evil.example')).toBe('/');
    expect(safeRedirectPath('//evil.example')).toBe('/');
    expect(safeRedirectPath('/\\evil.example')).toBe('/');
    expect(safeRedirectPath(null)).toBe('/');
  });
});

describe('page titles', () => {
  const matches = (locale: unknown) => [
    { id: 'root', loaderData: { locale } },
    { id: 'routes/cart/page', loaderData: null },
  ];
  it('are in the page’s language, read from the root loader', () => {
    expect(titleMeta('cart.title')({ matches: matches('bn') })[0]).toEqual({
      title: translate('bn', 'cart.title'),
    });
    expect(titleMeta('cart.title')({ matches: matches('en') })[0]).toEqual({
      title: translate('en', 'cart.title'),
    });
    expect(localeOfPage({ matches: matches('fr') })).toBe('en');
  });
  it('keep private pages out of search engines when asked', () => {
    expect(titleMeta('auth.verify.title', { noindex: true })({ matches: matches('en') })).toContainEqual({
      name: 'robots',
      content: 'noindex',
    });
  });
});
