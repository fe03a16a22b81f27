import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';
import { staticPages } from './schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ template: 'demo' });
  await t.database.db
    .update(staticPages)
    .set({ is_active: false })
    .where(eq(staticPages.slug, 'return-policy'));
});
afterAll(() => t.close());

describe('GET /api/static-page-infos/load', () => {
  it('lists active pages in order with where each is linked', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/static-page-infos/load' });
    expect(response.statusCode).toBe(200);
    const pages = response.json().data as Array<{ slug: string; title_bn: string; display_on: number[] }>;
    expect(pages.map((page) => page.slug)).toEqual(
      expect.arrayContaining(['about-us', 'terms-and-conditions', 'privacy-policy']),
    );
    expect(pages.map((page) => page.slug)).not.toContain('return-policy');
    const about = pages.find((page) => page.slug === 'about-us')!;
    expect(about.title_bn).toBeTruthy();
    expect(about.display_on).toContain(3);
    expect(Object.keys(about)).not.toContain('body');
  });
});

describe('GET /api/static-page-infos/details/:slug', () => {
  it('answers a page’s plain-text body in both languages', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/static-page-infos/details/privacy-policy' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ slug: 'privacy-policy', title: 'Privacy Policy' });
    expect(data.body).toContain('\n\n');
    expect(data.body).not.toMatch(/<[a-z]/i);
    expect(data.body_bn).toMatch(/[\u0980-\u09ff]/);
    expect(Number.isNaN(Date.parse(data.updated_at))).toBe(false);
  });

  it('answers 404 for an unknown or switched-off page', async () => {
    for (const slug of ['no-such-page', 'return-policy']) {
      const response = await t.inject({ method: 'GET', url: `/api/static-page-infos/details/${slug}` });
      expect(response.statusCode, slug).toBe(404);
      expect(response.json().code).toBe('page_not_found');
    }
  });
});
