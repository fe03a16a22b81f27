import { inArray, sql } from 'drizzle-orm';
import {
  type BasicConfigSettings,
  DELIVERY_ASSIGNMENT_DEFAULTS,
  DELIVERY_SETTINGS_KEY,
} from '#lib/contracts/content.ts';
import { SITE_DOMAIN } from '#lib/site.ts';
import type { Actor } from '#server/access/actor.ts';
import { afterCommit, transaction } from '#server/db/after-commit.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { recordAudit } from '#server/modules/audit/api.ts';
import { requireConfigEditor } from './policy.ts';
import { siteSettings } from './schema.ts';
import { basicConfiguration, invalidateContentCache } from './service.ts';

/** The site_settings rows the form edits: the site's details, VAT, delivery fee and the delivery assignment's knobs. */
const KEYS = ['site_basic_config', 'vat', 'delivery_fee_default', DELIVERY_SETTINGS_KEY];

type Stored = Record<string, unknown>;

async function storedValues(db: Tx): Promise<Map<string, Stored>> {
  const rows = await db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(inArray(siteSettings.key, KEYS));
  return new Map(
    rows.map((row) => [
      row.key,
      row.value && typeof row.value === 'object' ? (row.value as Stored) : ({} as Stored),
    ]),
  );
}

function integerOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) ? value : fallback;
}

/** What the form shows: the storefront's values (defaults until saved) and the delivery knobs. */
async function currentSettings(db: Db): Promise<BasicConfigSettings> {
  const [config, stored] = await Promise.all([basicConfiguration(db), storedValues(db)]);
  const site = config.site_basic_config_data;
  const delivery = stored.get(DELIVERY_SETTINGS_KEY) ?? {};
  return {
    site_name: site.site_name,
    site_name_bn: site.site_name_bn,
    tagline: site.tagline,
    tagline_bn: site.tagline_bn,
    phone: site.phone,
    email: site.email,
    address: site.address,
    address_bn: site.address_bn,
    vat: config.vat,
    delivery_fee_default: config.delivery_fee_default,
    radius_m: integerOr(delivery.radius_m, DELIVERY_ASSIGNMENT_DEFAULTS.radius_m),
    wider_radius_m: integerOr(delivery.wider_radius_m, DELIVERY_ASSIGNMENT_DEFAULTS.wider_radius_m),
    offer_seconds: integerOr(delivery.offer_seconds, DELIVERY_ASSIGNMENT_DEFAULTS.offer_seconds),
    max_active_orders: integerOr(delivery.max_active_orders, DELIVERY_ASSIGNMENT_DEFAULTS.max_active_orders),
  };
}

/** The basic configuration's editable values (feature 44). */
export async function readBasicConfigSettings(db: Db, actor: Actor): Promise<BasicConfigSettings> {
  requireConfigEditor(actor);
  return currentSettings(db);
}

/**
 * Saves the basic configuration (feature 44) in one transaction, audited; the storefront's
 * cached configuration and pages are dropped once it commits, so the next page shows it.
 * Stored keys the form does not edit (social links, the delivery's other knobs) are kept.
 */
export async function saveBasicConfigSettings(
  db: Db,
  actor: Actor,
  input: BasicConfigSettings,
): Promise<BasicConfigSettings> {
  requireConfigEditor(actor);
  const before = await currentSettings(db);
  await transaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('site_settings'))`);
    const stored = await storedValues(tx);
    const site = stored.get('site_basic_config') ?? {};
    const values: Array<{ key: string; value: unknown }> = [
      {
        key: 'site_basic_config',
        value: {
          ...site,
          site_name: input.site_name,
          site_name_bn: input.site_name_bn,
          domain: typeof site.domain === 'string' ? site.domain : SITE_DOMAIN,
          tagline: { en: input.tagline, bn: input.tagline_bn },
          phone: input.phone,
          email: input.email,
          address: { en: input.address, bn: input.address_bn },
          social_links: site.social_links ?? {},
        },
      },
      { key: 'vat', value: { percent: input.vat } },
      { key: 'delivery_fee_default', value: { poisha: input.delivery_fee_default } },
      {
        key: DELIVERY_SETTINGS_KEY,
        value: {
          ...stored.get(DELIVERY_SETTINGS_KEY),
          radius_m: input.radius_m,
          wider_radius_m: input.wider_radius_m,
          offer_seconds: input.offer_seconds,
          max_active_orders: input.max_active_orders,
        },
      },
    ];
    const now = new Date();
    for (const { key, value } of values) {
      await tx
        .insert(siteSettings)
        .values({ key, value, updated_at: now })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value, updated_at: now } });
    }
    await recordAudit(tx, {
      actor,
      action: 'update',
      entity: 'basic_configuration',
      before,
      after: input,
    });
    afterCommit(tx, invalidateContentCache);
  });
  return currentSettings(db);
}
