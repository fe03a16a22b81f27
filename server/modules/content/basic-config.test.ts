import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicConfigSchema } from '#lib/contracts/content.ts';
import { ORDER_STATUSES } from '#lib/reference-data.ts';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';
import { siteSettings } from './schema.ts';
import { invalidateContentCache } from './service.ts';

describe('GET /api/basic-config', () => {
  let demo: TestApp;
  let empty: TestApp;
  beforeAll(async () => {
    [demo, empty] = await Promise.all([buildTestApp({ template: 'demo' }), buildTestApp()]);
  });
  afterAll(() => Promise.all([demo.close(), empty.close()]));

  it('answers the site settings and every fixed list of spec §3', async () => {
    const response = await demo.inject({ method: 'GET', url: '/api/basic-config' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(basicConfigSchema.safeParse(data).success).toBe(true);
    expect(data.site_basic_config_data).toMatchObject({
      site_name: 'Haat',
      site_name_bn: 'হাট',
      domain: 'haat.com.bd',
      email: 'support@haat.com.bd',
    });
    expect(data.site_basic_config_data.address_bn).toMatch(/ঢাকা/);
    expect(data.site_basic_config_data.social.facebook).toMatch(/^https:\/\//);
    expect(data.gender_list.map((item: { title: string }) => item.title)).toEqual([
      'Male',
      'Female',
      'Common',
      'Not Mentioned',
    ]);
    expect(data.display_on_list.map((item: { title: string }) => item.title)).toEqual([
      'Top Header',
      'Header Navigation',
      'Footer',
    ]);
    expect(data.order_timeline_list).toHaveLength(6);
    expect(data.order_status_list).toHaveLength(6);
    expect(data.order_init_status_label).toEqual({ title: 'Order Submitted', title_bn: expect.any(String) });
    expect(data.user_types).toMatchObject({ admin: 1, delivery: 2, customer: 3 });
    expect(data.currency_info).toEqual({
      code: 'BDT',
      name: expect.any(String),
      symbol: '৳',
      position: 'left',
    });
    expect(data.vat).toBe(0);
    expect(data.delivery_fee_default).toBe(2000);
    expect(data.media_gallery_img_path).toBe('/media/');
    expect(data.default_map_point).toEqual({ latitude: 23.727929, longitude: 90.410545 });
    expect(data.size_types).toContain('Full Look');
  });

  it('points each order status at an image that exists in the web app', async () => {
    const { data } = (await demo.inject({ method: 'GET', url: '/api/basic-config' })).json();
    expect(Object.keys(data.order_status_images).sort()).toEqual(
      ORDER_STATUSES.map((status) => String(status.id)),
    );
    for (const path of Object.values(data.order_status_images) as string[]) {
      expect(path).toMatch(/^\/images\/order-status\/\d\.svg$/);
      expect(existsSync(join(process.cwd(), 'web', 'public', path))).toBe(true);
    }
  });

  it('falls back to the defaults before an administrator saves any setting', async () => {
    const { data } = (await empty.inject({ method: 'GET', url: '/api/basic-config' })).json();
    expect(data.site_basic_config_data.site_name).toBe('Haat');
    expect(data.site_basic_config_data.tagline).toBe('Multi-vendor shopping arena for eCommerce Business');
    expect(data.vat).toBe(0);
    expect(data.delivery_fee_default).toBe(2000);
  });

  it('follows the stored VAT and delivery fee', async () => {
    await empty.database.db.insert(siteSettings).values([
      { key: 'vat', value: { percent: 5 } },
      { key: 'delivery_fee_default', value: { poisha: 6000 } },
    ]);
    invalidateContentCache();
    const { data } = (await empty.inject({ method: 'GET', url: '/api/basic-config' })).json();
    expect(data.vat).toBe(5);
    expect(data.delivery_fee_default).toBe(6000);
  });
});
