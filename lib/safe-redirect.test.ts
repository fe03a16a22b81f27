import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect.ts';

/**
 * Open-redirect payloads from the common lists (PayloadsAllTheThings' "Open Redirect", the
 * OWASP cheat sheet, the finding of issue 9), each aimed at evil.example.
 */
const BYPASSES = [
  'https://evil.example',
  'http://evil.example/user',
  'HTTPS://EVIL.EXAMPLE',
  'http:evil.example',
  'https:/evil.example',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'evil.example',
  '.evil.example',
  '//evil.example',
  '///evil.example',
  '////evil.example',
  '//evil.example/%2f..',
  '//evil.example@haat.test',
  '/\\evil.example',
  '\\/evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '/\t/evil.example',
  '/%09/evil.example',
  '/\n/evil.example',
  '/%0a/evil.example',
  '/%0d/evil.example',
  '/%0D%0A/evil.example',
  '/\r\n/evil.example',
  '/%00/evil.example',
  '/\u0000/evil.example',
  '/%2F/evil.example',
  '/%2f%2fevil.example',
  '%2F%2Fevil.example',
  '/%252F%252Fevil.example',
  '/%25252F%25252Fevil.example',
  '/%5Cevil.example',
  '/%5c%5cevil.example',
  '/%255Cevil.example',
  '/.//evil.example',
  '/..//evil.example',
  '/%2e%2e//evil.example',
  '/%2e//evil.example',
  '/./\\evil.example',
  ' //evil.example',
  '\t//evil.example',
  '/\u00a0/evil.example',
  '/\u3000/evil.example',
  '/\u200b/evil.example',
  '/\u202e/evil.example',
  '/%E2%80%AE/evil.example',
  '/\ufeff/evil.example',
  '\uff0f\uff0fevil.example',
  '/\uff0fevil.example',
  '/%EF%BC%8Fevil.example',
  '/\uff3cevil.example',
  `/${'a'.repeat(3000)}`,
  '',
];

describe('safeRedirectPath', () => {
  it.each(BYPASSES.map((payload) => [JSON.stringify(payload).slice(0, 60), payload]))(
    'refuses %s',
    (_, payload) => {
      expect(safeRedirectPath(payload)).toBe('/');
      expect(safeRedirectPath(payload, '/user/manage-account')).toBe('/user/manage-account');
    },
  );

  it('refuses what is not a string', () => {
    for (const value of [null, undefined, 42, ['/user'], { path: '/user' }]) {
      expect(safeRedirectPath(value)).toBe('/');
    }
  });

  it('keeps paths on this site, query and fragment included', () => {
    for (const path of [
      '/',
      '/products/rice?x=1',
      '/user/my-orders?page=2',
      '/checkout-page',
      '/rice/2?sort=price#reviews',
      '/search?q=100%25',
      '/search?q=a%2Fb',
      '/admin@orange-mart/change-password',
      '/https:/evil.example',
    ]) {
      expect(safeRedirectPath(path)).toBe(path);
    }
  });

  it('percent-encodes what a header cannot carry, so the answer is always a valid Location', () => {
    const bengali = '/search?q=চাল';
    const kept = safeRedirectPath(bengali);
    expect(kept).toMatch(/^[\x21-\x7e]+$/);
    expect(decodeURIComponent(kept)).toBe(bengali);
    expect(safeRedirectPath('/search?q=red rice')).toBe('/search?q=red%20rice');
  });
});
