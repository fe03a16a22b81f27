import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
