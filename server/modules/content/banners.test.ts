import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from '#lib/contracts/features.ts';
import { adminWithFeatures } from '#server/modules/orders/fixtures.test-helper.ts';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';
import { promotionalBanners } from './schema.ts';

let t: TestApp;
const hour = 60 * 60 * 1000;

beforeAll(async () => {
  t = await buildTestApp();
  const now = Date.now();
  const banner = (title: string, extra: Partial<typeof promotionalBanners.$inferInsert>) => ({
    banner_title: title,
    banner_title_bn: `${title} (bn)`,
    desktop_banner_image: `banners/${title}-desktop.webp`,
    mobile_banner_image: `banners/${title}-mobile.webp`,
    ...extra,
  });
  await t.database.db.insert(promotionalBanners).values([
    banner('always', { schedule_type: 0, display_type: 1, sort_order: 2 }),
    banner('first', { schedule_type: 0, display_type: 1, sort_order: 1 }),
    banner('side', { schedule_type: 0, display_type: 2 }),
    banner('running', {
      schedule_type: 1,
      sort_order: 3,
      starts_at: new Date(now - hour),
      ends_at: new Date(now + hour),
    }),
    banner('future', {
      schedule_type: 1,
      starts_at: new Date(now + hour),
      ends_at: new Date(now + 2 * hour),
    }),
    banner('past', {
      schedule_type: 1,
      starts_at: new Date(now - 2 * hour),
      ends_at: new Date(now - hour),
    }),
    banner('switched-off', { schedule_type: 0, is_active: false }),
  ]);
});
afterAll(() => t.close());

describe('GET /api/promotional-banners/load', () => {
  it('shows always-on banners and scheduled ones only inside their window', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/promotional-banners/load' });
    expect(response.statusCode).toBe(200);
    const titles = response.json().data.map((banner: { banner_title: string }) => banner.banner_title);
    expect(titles.sort()).toEqual(['always', 'first', 'running', 'side']);
  });

  it('orders banners by display type, then the administrator’s order', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/promotional-banners/load' });
    const body = response.json().data as { banner_title: string; display_type: number }[];
    const carousel = body.filter((banner) => banner.display_type === 1).map((banner) => banner.banner_title);
    expect(carousel.slice(0, 2)).toEqual(['first', 'always']);
  });

  it('answers only the fields of the contract', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/promotional-banners/load' });
    expect(Object.keys(response.json().data[0]).sort()).toEqual(
      [
        'banner_title',
        'banner_title_bn',
        'desktop_banner_image',
        'display_type',
        'id',
        'mobile_banner_image',
        'promotional_link',
      ].sort(),
    );
  });
});

describe('admin: POST /api/promotional-banners/store and update', () => {
  it('shows a new scheduled banner on the storefront’s next load, and hides it when switched off', async () => {
    const before = await t.inject({ method: 'GET', url: '/api/promotional-banners/load' });
    expect(before.statusCode).toBe(200); // read, and cached, before the change
    const admin = await adminWithFeatures(t, 'Banner editor', [FEATURES.promotionalBanners]);
    const starts = new Date(Date.now() - hour).toISOString().replace('Z', '+00:00');
    const ends = new Date(Date.now() + hour).toISOString();
    const stored = await admin({
      method: 'POST',
      url: '/api/promotional-banners/store',
      payload: {
        banner_title: 'Eid sale',
        banner_title_bn: 'ঈদ সেল',
        promotional_link: '/category/rice',
        desktop_banner_image: 'resources/promotional-banners/eid-d.webp',
        mobile_banner_image: 'resources/promotional-banners/eid-m.webp',
        display_type: '1',
        schedule_type: '1',
        starts_at: starts,
        ends_at: ends,
        sort_order: 0,
      },
    });
    expect(stored.statusCode, stored.body).toBe(201);
    const banner = stored.json().data;
    expect(banner).toMatchObject({
      display_type: '1',
      schedule_type: '1',
      promotional_link: '/category/rice',
    });
    expect(new Date(banner.starts_at).getTime()).toBe(new Date(starts).getTime());
    const titles = async () =>
      (await t.inject({ method: 'GET', url: '/api/promotional-banners/load' }))
        .json()
        .data.map((item: { banner_title: string }) => item.banner_title);
    expect(await titles()).toContain('Eid sale');

    const off = await admin({
      method: 'POST',
      url: `/api/promotional-banners/update/${banner.id}`,
      payload: { is_active: false, updated_at: banner.updated_at },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await titles()).not.toContain('Eid sale');
  });

  it('asks for both images, and for a schedule’s end after its start', async () => {
    const admin = await adminWithFeatures(t, 'Banner checker', [FEATURES.promotionalBanners]);
    const response = await admin({
      method: 'POST',
      url: '/api/promotional-banners/store',
      payload: {
        banner_title: 'Bad',
        banner_title_bn: 'খারাপ',
        display_type: '2',
        schedule_type: '1',
        starts_at: '2026-12-01T10:00:00+06:00',
        ends_at: '2026-12-01T09:00:00+06:00',
      },
    });
    expect(response.statusCode, response.body).toBe(400);
    const paths = response.json().fields.map((field: { path: string }) => field.path);
    expect(paths).toEqual(expect.arrayContaining(['desktop_banner_image', 'mobile_banner_image', 'ends_at']));
  });
});
