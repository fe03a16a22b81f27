import { z } from 'zod';
import { isEmail } from '../validators.ts';
import { listOf, messageKey, writeResult } from './common.ts';
import { endpoint } from './endpoint.ts';
import { FEATURES } from './features.ts';
import { plainText } from './text.ts';

/** Spec §9: at most 8 banners. */
export const BANNER_LIMIT = 8;

/** Spec §3: 1 shows in the body carousel, 2 in the side banners (or as a popup). */
export const BANNER_DISPLAY_TYPES = { body: 1, side: 2 } as const;

export const bannerSchema = z.object({
  id: z.number().int(),
  banner_title: z.string(),
  banner_title_bn: z.string(),
  promotional_link: z.string().nullable(),
  desktop_banner_image: z.string(),
  mobile_banner_image: z.string(),
  display_type: z.number().int(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const loadBanners = endpoint({
  method: 'GET',
  path: '/api/promotional-banners/load',
  summary: 'Promotional banners showing now (always-on, or scheduled and in their window)',
  tags: ['content'],
  response: listOf(bannerSchema),
});

const labelled = z.object({ id: z.number().int(), title: z.string(), title_bn: z.string() });

/** Spec §3's basic configuration: site data and every fixed list, in both languages. */
export const basicConfigSchema = z.object({
  site_basic_config_data: z.object({
    site_name: z.string(),
    site_name_bn: z.string(),
    domain: z.string(),
    tagline: z.string(),
    tagline_bn: z.string(),
    phone: z.string(),
    email: z.string(),
    address: z.string(),
    address_bn: z.string(),
    social: z.record(z.string(), z.string()),
  }),
  gender_list: z.array(labelled),
  display_on_list: z.array(labelled),
  order_timeline_list: z.array(labelled),
  order_status_list: z.array(labelled),
  /** Image (a path under /) per order status id. */
  order_status_images: z.record(z.string(), z.string()),
  order_init_status_label: z.object({ title: z.string(), title_bn: z.string() }),
  user_types: z.object({ admin: z.number(), delivery: z.number(), customer: z.number(), seller: z.number() }),
  currency_info: z.object({
    code: z.literal('BDT'),
    name: z.string(),
    symbol: z.string(),
    position: z.literal('left'),
  }),
  banner_types: z.array(labelled),
  warranty_types: z.array(labelled),
  warranty_calendars: z.array(labelled),
  size_types: z.array(z.string()),
  shipping_labels: z.array(z.object({ id: z.string(), title: z.string(), title_bn: z.string() })),
  media_gallery_img_path: z.string(),
  vat: z.number().describe('percent'),
  delivery_fee_default: z.number().int().describe('poisha'),
  default_map_point: z.object({ latitude: z.number(), longitude: z.number() }),
});
export type BasicConfig = z.infer<typeof basicConfigSchema>;

export const basicConfig = endpoint({
  method: 'GET',
  path: '/api/basic-config',
  summary: 'Site configuration and the fixed lists (genders, order statuses, currency, VAT, delivery fee…)',
  tags: ['content'],
  response: z.object({ data: basicConfigSchema }),
});

export const staticPageSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  title_bn: z.string(),
  slug: z.string(),
  display_on: z.array(z.number().int()),
});

export const staticPageSchema = staticPageSummarySchema.extend({
  /** Plain text; blank lines separate paragraphs. Never HTML. */
  body: z.string(),
  body_bn: z.string(),
  updated_at: z.string(),
});
export type StaticPage = z.infer<typeof staticPageSchema>;

export const loadStaticPages = endpoint({
  method: 'GET',
  path: '/api/static-page-infos/load',
  summary: 'Active static pages and where they are linked',
  tags: ['content'],
  response: listOf(staticPageSummarySchema),
});

export const staticPageDetail = endpoint({
  method: 'GET',
  path: '/api/static-page-infos/details/:slug',
  summary: 'One static page by slug',
  tags: ['content'],
  params: z.object({ slug: z.string().min(1).max(200) }),
  response: z.object({ data: staticPageSchema }),
});

// ── Header and footer links (admin, features 40 and 41) ──────────────────────

/**
 * Spec §2 header and footer: which static pages are linked where (spec §9 display-on: 1 Top
 * Header and 2 Header Navigation belong to the header section, 3 Footer to the footer), in order.
 */
export const LINK_SECTIONS = {
  header: { feature: 40, places: [1, 2] },
  footer: { feature: 41, places: [3] },
} as const;
export type LinkSection = keyof typeof LINK_SECTIONS;

export const pageLinkSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  title_bn: z.string(),
  slug: z.string(),
  display_on: z.array(z.number().int()),
  sort_order: z.number().int(),
  is_active: z.boolean(),
});
export type PageLink = z.infer<typeof pageLinkSchema>;

const placeLists = z.record(
  z.string().regex(/^[123]$/, 'validation.invalidFormat'),
  z.array(z.number().int().positive()).max(50),
);

function linkCalls(section: LinkSection) {
  const access = { kinds: ['admin'], feature: LINK_SECTIONS[section].feature } as const;
  return {
    list: endpoint({
      method: 'GET',
      path: `/api/static-page-infos/links/${section}`,
      summary: `Every static page and where it is linked, for the ${section} section`,
      tags: ['content'],
      access,
      response: listOf(pageLinkSchema),
    }),
    save: endpoint({
      method: 'POST',
      path: `/api/static-page-infos/links/${section}/update`,
      summary: `The ${section} section's links: for each of its places (display-on ids), the pages linked there, in order`,
      tags: ['content'],
      access,
      body: z.object({ places: placeLists }),
      response: writeResult(z.array(pageLinkSchema)),
    }),
  };
}

export const headerLinks = linkCalls('header');
export const footerLinks = linkCalls('footer');

// --- Basic configuration, as an administrator edits it (feature 44) ---

/**
 * The delivery assignment's knobs an administrator may change (site_settings key
 * `delivery_assignment`, read by the delivery module), with their defaults.
 */
export const DELIVERY_SETTINGS_KEY = 'delivery_assignment';
/** Each knob's value until an administrator saves one. */
export const DELIVERY_ASSIGNMENT_DEFAULTS = {
  radius_m: 3_000,
  wider_radius_m: 8_000,
  offer_seconds: 45,
  max_active_orders: 3,
};

const bounded = (min: number, max: number) => z.number().int().min(min).max(max);

/** A contact number: digits, spaces, dashes and a leading +, or nothing. */
const contactPhone = z
  .string()
  .trim()
  .max(30)
  .refine(
    (value) => value === '' || /^\+?[0-9][0-9 -]{2,28}$/.test(value),
    messageKey('validation.invalidPhone'),
  );

export const basicConfigSettingsSchema = z
  .object({
    site_name: plainText(z.string().trim().min(1).max(100)),
    site_name_bn: plainText(z.string().trim().min(1).max(100)),
    tagline: plainText(z.string().trim().max(200)),
    tagline_bn: plainText(z.string().trim().max(200)),
    phone: contactPhone,
    email: z
      .string()
      .trim()
      .max(254)
      .refine((value) => value === '' || isEmail(value), messageKey('validation.invalidEmail')),
    address: plainText(z.string().trim().max(300)),
    address_bn: plainText(z.string().trim().max(300)),
    /** Percent, up to two decimals. */
    vat: z.number().min(0).max(100),
    /** Poisha. */
    delivery_fee_default: bounded(0, 10_000_000),
    radius_m: bounded(100, 100_000),
    wider_radius_m: bounded(100, 200_000),
    offer_seconds: bounded(5, 3_600),
    max_active_orders: bounded(1, 50),
  })
  .refine((body) => body.wider_radius_m >= body.radius_m, {
    path: ['wider_radius_m'],
    message: messageKey('basicConfig.widerRadius'),
  });
export type BasicConfigSettings = z.infer<typeof basicConfigSettingsSchema>;

export const basicConfigSettings = endpoint({
  method: 'GET',
  path: '/api/basic-config/settings',
  summary: 'The basic configuration’s editable values, with the delivery assignment’s (feature 44)',
  tags: ['content'],
  access: { kinds: ['admin'], feature: FEATURES.basicConfiguration },
  response: z.object({ data: basicConfigSettingsSchema }),
});

export const updateBasicConfig = endpoint({
  method: 'POST',
  path: '/api/basic-config/update',
  summary: 'Save the basic configuration (site, contact, VAT, delivery fee, delivery assignment); feature 44',
  tags: ['content'],
  access: { kinds: ['admin'], feature: FEATURES.basicConfiguration },
  body: basicConfigSettingsSchema,
  response: writeResult(basicConfigSettingsSchema),
});
