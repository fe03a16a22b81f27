import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots.ts';
import { sitemapUrl } from './sitemap.ts';

describe('robots.txt and sitemap.xml', () => {
  it('points crawlers at the sitemap and away from private pages', () => {
    const robots = robotsTxt('https://haat.com.bd');
    expect(robots).toContain('Sitemap: https://haat.com.bd/sitemap.xml');
    expect(robots).toContain('Disallow: /user/');
    expect(robots).toContain('Disallow: /checkout-page');
    expect(robots).not.toMatch(/admin/);
  });
  it('writes absolute, escaped addresses with the day of the last change', () => {
    expect(sitemapUrl('https://haat.com.bd', '/search?category=a&brand=b', '2026-03-04T10:00:00.000Z')).toBe(
      '<url><loc>https://haat.com.bd/search?category=a&amp;brand=b</loc><lastmod>2026-03-04</lastmod></url>',
    );
    expect(sitemapUrl('https://haat.com.bd', '/', 'not a date')).toBe(
      '<url><loc>https://haat.com.bd/</loc></url>',
    );
  });
});
