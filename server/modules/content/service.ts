import { and, asc, eq, gt, inArray, lte, or } from 'drizzle-orm';
import { z } from 'zod';
import {
  BANNER_LIMIT,
  type Banner,
  type BasicConfig,
  type StaticPage,
  type staticPageSummarySchema,
} from '#lib/contracts/content.ts';
import { CURRENCY_SYMBOL } from '#lib/i18n/format.ts';
import { messages } from '#lib/i18n/messages.ts';
import { MEDIA_PATH } from '#lib/media.ts';
import {
  BANNER_TYPES,
  DEFAULT_DELIVERY_FEE,
  DEFAULT_VAT_PERCENT,
  DISPLAY_ON,
  GENDERS,
  ORDER_INIT_STATUS_LABEL,
  ORDER_STATUSES,
  ORDER_TIMELINE,
  SHIPPING_LABELS,
  SIZE_TYPES,
  USER_TYPES,
  WARRANTY_CALENDARS,
  WARRANTY_TYPES,
} from '#lib/reference-data.ts';
import { DEFAULT_MAP_POINT, SITE_DOMAIN } from '#lib/site.ts';
import { createReadCacheFamily } from '#server/cache/read-cache.ts';
import type { Db } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import { promotionalBanners, siteSettings, staticPages } from './schema.ts';

/*
 * Every page of the storefront shows banners, the basic configuration and the footer's pages:
 * they are kept in memory for at most 15 seconds, like catalog answers (docs/decisions/0004).
 */
export const contentCache = createReadCacheFamily(15_000, 200);

/** Forgets the cached banners, configuration and pages; call it after an administrator changes one. */
export function invalidateContentCache(): void {
  contentCache.invalidate();
}

type StaticPageSummary = z.infer<typeof staticPageSummarySchema>;

/**
 * Banners to show at `now`: active, and either always shown or inside their schedule window;
 * at most BANNER_LIMIT of each display type, in the administrator's order. Without `now`, the
 * banners showing now, cached (a schedule may start or end up to 15 s late).
 */
export async function listShowingBanners(db: Db, now?: Date): Promise<Banner[]> {
  if (now === undefined) return contentCache.read(db, 'banners', () => showingBanners(db, new Date()));
  return showingBanners(db, now);
}

async function showingBanners(db: Db, now: Date): Promise<Banner[]> {
  const rows = await db
    .select({
      id: promotionalBanners.id,
      banner_title: promotionalBanners.banner_title,
      banner_title_bn: promotionalBanners.banner_title_bn,
      promotional_link: promotionalBanners.promotional_link,
      desktop_banner_image: promotionalBanners.desktop_banner_image,
      mobile_banner_image: promotionalBanners.mobile_banner_image,
      display_type: promotionalBanners.display_type,
    })
    .from(promotionalBanners)
    .where(
      and(
        eq(promotionalBanners.is_active, true),
        or(
          eq(promotionalBanners.schedule_type, 0),
          and(lte(promotionalBanners.starts_at, now), gt(promotionalBanners.ends_at, now)),
        ),
      ),
    )
    .orderBy(
      asc(promotionalBanners.display_type),
      asc(promotionalBanners.sort_order),
      asc(promotionalBanners.id),
    )
    .limit(100);
  const shown = new Map<number, number>();
  return rows.filter((banner) => {
    const count = (shown.get(banner.display_type) ?? 0) + 1;
    shown.set(banner.display_type, count);
    return count <= BANNER_LIMIT;
  });
}

// ── Static pages ─────────────────────────────────────────────────────────────

const pageSummaryColumns = {
  id: staticPages.id,
  title: staticPages.title,
  title_bn: staticPages.title_bn,
  slug: staticPages.slug,
  display_on: staticPages.display_on,
};

/** Active static pages in the administrator's order, with where each is linked (spec §9 display-on). */
export async function listStaticPages(db: Db): Promise<StaticPageSummary[]> {
  return contentCache.read(db, 'pages', () =>
    db
      .select(pageSummaryColumns)
      .from(staticPages)
      .where(eq(staticPages.is_active, true))
      .orderBy(asc(staticPages.sort_order), asc(staticPages.id)),
  );
}

/** An active static page by slug; 404 for an unknown or switched-off page. */
export async function staticPageBySlug(db: Db, slug: string): Promise<StaticPage> {
  const [page] = await db
    .select({
      ...pageSummaryColumns,
      body: staticPages.body,
      body_bn: staticPages.body_bn,
      updated_at: staticPages.updated_at,
    })
    .from(staticPages)
    .where(and(eq(staticPages.slug, slug), eq(staticPages.is_active, true)))
    .limit(1);
  if (!page) throw notFound('page_not_found');
  return { ...page, updated_at: page.updated_at.toISOString() };
}

/** Active static pages' slugs and last change, for the sitemap. */
export async function staticPageSlugs(db: Db): Promise<Array<{ slug: string; updated_at: string }>> {
  const rows = await db
    .select({ slug: staticPages.slug, updated_at: staticPages.updated_at })
    .from(staticPages)
    .where(eq(staticPages.is_active, true))
    .orderBy(asc(staticPages.sort_order), asc(staticPages.id));
  return rows.map((row) => ({ slug: row.slug, updated_at: row.updated_at.toISOString() }));
}

// ── Basic configuration ──────────────────────────────────────────────────────

/** Where the order status pictures are served (web/public/images/order-status/{id}.svg). */
export const ORDER_STATUS_IMAGE_DIR = '/images/order-status';

const bilingualSetting = z.object({ en: z.string(), bn: z.string() });

/** The administrator-edited rows of site_settings the basic configuration reads, as stored. */
const siteBasicConfigSetting = z.object({
  site_name: z.string(),
  site_name_bn: z.string(),
  domain: z.string(),
  tagline: bilingualSetting,
  phone: z.string(),
  email: z.string(),
  address: bilingualSetting,
  social_links: z.record(z.string(), z.string()).default({}),
});
const vatSetting = z.object({ percent: z.number().min(0).max(100) });
const deliveryFeeSetting = z.object({ poisha: z.number().int().min(0) });

/** Used until an administrator saves the site's details (and when a stored row is unreadable). */
const DEFAULT_SITE_CONFIG: z.infer<typeof siteBasicConfigSetting> = {
  site_name: messages.en['site.name'],
  site_name_bn: messages.bn['site.name'],
  domain: SITE_DOMAIN,
  tagline: { en: messages.en['site.description'], bn: messages.bn['site.description'] },
  phone: '',
  email: '',
  address: { en: '', bn: '' },
  social_links: {},
};

/**
 * Spec §3's basic configuration: the site's details, VAT and default delivery fee from
 * site_settings (defaults when absent), and every fixed list of lib/reference-data.ts.
 */
export function basicConfiguration(db: Db): Promise<BasicConfig> {
  return contentCache.read(db, 'basic-config', () => readBasicConfiguration(db));
}

async function readBasicConfiguration(db: Db): Promise<BasicConfig> {
  const rows = await db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(inArray(siteSettings.key, ['site_basic_config', 'vat', 'delivery_fee_default']));
  const setting = <T>(key: string, schema: z.ZodType<T>, fallback: T): T => {
    const parsed = schema.safeParse(rows.find((row) => row.key === key)?.value);
    return parsed.success ? parsed.data : fallback;
  };
  const site = setting('site_basic_config', siteBasicConfigSetting, DEFAULT_SITE_CONFIG);
  return {
    site_basic_config_data: {
      site_name: site.site_name,
      site_name_bn: site.site_name_bn,
      domain: site.domain,
      tagline: site.tagline.en,
      tagline_bn: site.tagline.bn,
      phone: site.phone,
      email: site.email,
      address: site.address.en,
      address_bn: site.address.bn,
      social: site.social_links,
    },
    gender_list: GENDERS,
    display_on_list: DISPLAY_ON,
    order_timeline_list: ORDER_TIMELINE,
    order_status_list: ORDER_STATUSES,
    order_status_images: Object.fromEntries(
      ORDER_STATUSES.map((status) => [String(status.id), `${ORDER_STATUS_IMAGE_DIR}/${status.id}.svg`]),
    ),
    order_init_status_label: ORDER_INIT_STATUS_LABEL,
    user_types: USER_TYPES,
    currency_info: { code: 'BDT', name: 'Bangladeshi Taka', symbol: CURRENCY_SYMBOL, position: 'left' },
    banner_types: BANNER_TYPES,
    warranty_types: WARRANTY_TYPES,
    warranty_calendars: WARRANTY_CALENDARS,
    size_types: [...SIZE_TYPES],
    shipping_labels: SHIPPING_LABELS,
    media_gallery_img_path: MEDIA_PATH,
    vat: setting('vat', vatSetting, { percent: DEFAULT_VAT_PERCENT }).percent,
    delivery_fee_default: setting('delivery_fee_default', deliveryFeeSetting, {
      poisha: DEFAULT_DELIVERY_FEE,
    }).poisha,
    default_map_point: { ...DEFAULT_MAP_POINT },
  };
}
