import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from '#lib/contracts/features.ts';
import { as, signIn } from '#server/modules/auth/sessions.test-helper.ts';
import { adminWithFeatures } from '#server/modules/orders/fixtures.test-helper.ts';
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
  it('answers a page’s HTML body in both languages', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/static-page-infos/details/privacy-policy' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ slug: 'privacy-policy', title: 'Privacy Policy' });
    expect(data.body).toMatch(/^<p>.+<\/p><p>/);
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

describe('admin: a static page written in the rich-text editor', () => {
  it('stores sanitised HTML, and the public page shows the change on its next load', async () => {
    const admin = as(t, await signIn(t, 'admin@haat.test', 'haat-admin-2026', 'admin'));
    const first = await t.inject({ method: 'GET', url: '/api/static-page-infos/details/about-us' });
    expect(first.statusCode).toBe(200); // read, and cached, before the change
    const list = await admin({ method: 'GET', url: '/api/static-page-infos/100?q=about' });
    expect(list.statusCode, list.body).toBe(200);
    const record = list.json().data.find((page: { slug: string }) => page.slug === 'about-us');
    const changed = await admin({
      method: 'POST',
      url: `/api/static-page-infos/update/${record.id}`,
      payload: {
        body: '<h2 style="x">Who</h2><p onclick="steal()">We are <b>Haat</b>. <a href="javascript:alert(1)">x</a> <a href="/contact" onmouseover="y">Contact</a></p><script>alert(1)</script>',
        body_bn: '<p>আমরা <strong>হাট</strong><img src=x onerror=alert(1)></p>',
        updated_at: record.updated_at,
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.body).toBe(
      '<h2>Who</h2><p>We are <b>Haat</b>. <a>x</a> <a href="/contact">Contact</a></p>',
    );
    expect(changed.json().data.body_bn).toBe('<p>আমরা <strong>হাট</strong></p>');
    const shown = await t.inject({ method: 'GET', url: '/api/static-page-infos/details/about-us' });
    expect(shown.json().data.body).toContain('<b>Haat</b>');
  });
});

describe('admin: header and footer links', () => {
  it('links pages in a place in the order given, and the storefront’s list follows', async () => {
    const footer = await adminWithFeatures(t, 'Footer keeper', [FEATURES.footer]);
    const listed = await footer({ method: 'GET', url: '/api/static-page-infos/links/footer' });
    expect(listed.statusCode, listed.body).toBe(200);
    const pages = listed.json().data as Array<{ id: number; slug: string; display_on: number[] }>;
    const privacy = pages.find((page) => page.slug === 'privacy-policy')!;
    const terms = pages.find((page) => page.slug === 'terms-and-conditions')!;
    const saved = await footer({
      method: 'POST',
      url: '/api/static-page-infos/links/footer/update',
      payload: { places: { '3': [privacy.id, terms.id] } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const storefront = await t.inject({ method: 'GET', url: '/api/static-page-infos/load' });
    const inFooter = (storefront.json().data as Array<{ slug: string; display_on: number[] }>)
      .filter((page) => page.display_on.includes(3))
      .map((page) => page.slug);
    expect(inFooter).toEqual(['privacy-policy', 'terms-and-conditions']);

    // The footer's keeper may not change the header, and a header place is refused in the footer call.
    const header = await footer({ method: 'GET', url: '/api/static-page-infos/links/header' });
    expect(header.statusCode).toBe(403);
    const wrongPlace = await footer({
      method: 'POST',
      url: '/api/static-page-infos/links/footer/update',
      payload: { places: { '1': [privacy.id] } },
    });
    expect(wrongPlace.statusCode).toBe(400);
  });
});
