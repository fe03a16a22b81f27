import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from '#lib/contracts/features.ts';
import { auditLog } from '#server/modules/audit/schema.ts';
import { as, signIn } from '#server/modules/auth/sessions.test-helper.ts';
import { hashPassword } from '#server/modules/users/api.ts';
import { roleAccesses, userRoles, users } from '#server/modules/users/schema.ts';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';
import { siteSettings } from './schema.ts';

/* The basic configuration as an administrator edits it (feature 44, issue 11). */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ template: 'demo' });
});
afterAll(() => t.close());

const valid = {
  site_name: 'Haat Bazar',
  site_name_bn: 'হাট বাজার',
  tagline: 'Fresh from the market',
  tagline_bn: 'বাজার থেকে টাটকা',
  phone: '+880 1711-000000',
  email: 'help@haat.test',
  address: 'Dhanmondi, Dhaka',
  address_bn: 'ধানমন্ডি, ঢাকা',
  vat: 7.5,
  delivery_fee_default: 7_000,
  radius_m: 2_500,
  wider_radius_m: 6_000,
  offer_seconds: 30,
  max_active_orders: 4,
};

describe('basic configuration settings (feature 44)', () => {
  it('reads the values the storefront uses, saves them, and the storefront answers the new ones at once', async () => {
    const admin = as(t, await signIn(t, 'admin@haat.test', 'haat-admin-2026', 'admin'));
    // The storefront's configuration is read (and cached) first.
    expect(
      (await t.inject({ method: 'GET', url: '/api/basic-config' })).json().data.site_basic_config_data
        .site_name,
    ).toBe('Haat');
    const current = await admin({ method: 'GET', url: '/api/basic-config/settings' });
    expect(current.statusCode).toBe(200);
    expect(current.json().data).toMatchObject({ site_name: 'Haat', radius_m: 3_000, offer_seconds: 45 });

    const saved = await admin({ method: 'POST', url: '/api/basic-config/update', payload: valid });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      status: true,
      data: valid,
      msg: 'The basic configuration was saved.',
    });

    const storefront = (await t.inject({ method: 'GET', url: '/api/basic-config' })).json().data;
    expect(storefront.site_basic_config_data).toMatchObject({
      site_name: 'Haat Bazar',
      tagline_bn: 'বাজার থেকে টাটকা',
      phone: '+880 1711-000000',
      domain: 'haat.com.bd',
    });
    // Keys the form does not edit are kept.
    expect(storefront.site_basic_config_data.social.facebook).toMatch(/^https:\/\//);
    expect(storefront).toMatchObject({ vat: 7.5, delivery_fee_default: 7_000 });

    const [delivery] = await t.database.db
      .select()
      .from(siteSettings)
      .where(eq(siteSettings.key, 'delivery_assignment'));
    expect(delivery!.value).toMatchObject({
      radius_m: 2_500,
      wider_radius_m: 6_000,
      offer_seconds: 30,
      max_active_orders: 4,
    });
    const [line] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'basic_configuration'));
    expect(line).toMatchObject({ action: 'update' });
  });

  it('refuses bad values field by field, in both languages, and saves nothing', async () => {
    const admin = as(t, await signIn(t, 'admin@haat.test', 'haat-admin-2026', 'admin'));
    const refused = await admin({
      method: 'POST',
      url: '/api/basic-config/update',
      payload: { ...valid, site_name: 'Half saved', email: 'not-an-email', vat: 120, wider_radius_m: 1_000 },
    });
    expect(refused.statusCode).toBe(400);
    const fields = Object.fromEntries(
      refused
        .json()
        .fields.map((field: { path: string; message: { en: string; bn: string } }) => [
          field.path,
          field.message,
        ]),
    );
    expect(fields.email).toEqual({ en: 'Enter a valid e-mail address.', bn: expect.any(String) });
    expect(fields.vat.bn).toMatch(/১০০/);
    const after = await admin({ method: 'GET', url: '/api/basic-config/settings' });
    expect(after.json().data.site_name).not.toBe('Half saved');
    const wider = await admin({
      method: 'POST',
      url: '/api/basic-config/update',
      payload: { ...valid, wider_radius_m: 1_000 },
    });
    expect(wider.json().fields).toMatchObject([
      {
        path: 'wider_radius_m',
        message: {
          en: 'The wider radius must be at least the first radius.',
          bn: 'বড় ব্যাসার্ধ অন্তত প্রথম ব্যাসার্ধের সমান হতে হবে।',
        },
      },
    ]);
  });

  it('is refused to an admin whose role lacks it, and to customers', async () => {
    const [role] = await t.database.db
      .insert(userRoles)
      .values({ role_name: 'Banner keeper' })
      .returning({ id: userRoles.id });
    await t.database.db
      .insert(roleAccesses)
      .values({ role_id: role!.id, feature_id: FEATURES.promotionalBanners });
    await t.database.db.insert(users).values({
      name: 'Banner Keeper',
      email: 'banner-keeper@haat.test',
      password_hash: await hashPassword('banner-keeper-pass'),
      user_type: 1,
      status: 1,
      role_id: role!.id,
    });
    const keeper = as(t, await signIn(t, 'banner-keeper@haat.test', 'banner-keeper-pass', 'admin'));
    expect((await keeper({ method: 'GET', url: '/api/basic-config/settings' })).statusCode).toBe(403);
    expect(
      (await keeper({ method: 'POST', url: '/api/basic-config/update', payload: valid })).statusCode,
    ).toBe(403);
    const customer = as(t, await signIn(t, 'customer@haat.test', 'haat-customer-2026'));
    expect(
      (await customer({ method: 'POST', url: '/api/basic-config/update', payload: valid })).statusCode,
    ).toBe(403);
  });
});
