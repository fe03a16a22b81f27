import type { Glyph } from './artwork.ts';
import { readSeedData } from './read-seed-data.ts';

/** The data lives in data/content.json; this file names its shapes. */
const data = readSeedData('content.json');

export interface BannerSeed {
  /** Names the banner's image files; not stored in the table. */
  key: string;
  title: string;
  titleBn: string;
  link: string;
  displayType: 1 | 2;
  /** Days from seeding when a scheduled banner starts and ends; absent means always shown. */
  schedule?: { startsInDays: number; endsInDays: number };
  glyphs: Glyph[];
  hue: number;
}

/**
 * Home page banners: display_type 1 in the big carousel, 2 in the side slots. One scheduled
 * banner is running now, one starts in a month (not shown yet).
 */
export const BANNERS = data.banners as BannerSeed[];

export interface StaticPageSeed {
  slug: string;
  title: string;
  titleBn: string;
  /** Paragraphs; stored as HTML paragraphs (the static page editor's format). */
  body: string[];
  bodyBn: string[];
  /** Spec §9 display-on places: 1 Top Header, 2 Header Navigation, 3 Footer. */
  displayOn: number[];
}

export const STATIC_PAGES = data.staticPages as StaticPageSeed[];

/**
 * Site-wide settings, one `site_settings` row per key. Shapes:
 * - `site_basic_config`: { site_name, site_name_bn, domain, description,
 *   tagline: { en, bn }, phone, email, address: { en, bn },
 *   social_links: { facebook, instagram, youtube, linkedin } } — URLs, phone in E.164.
 * - `vat`: { percent } — VAT added to an order, in percent (spec §9: 0).
 * - `delivery_fee_default`: { poisha } — delivery fee per order in poisha (spec §9: ৳20 = 2000).
 * - `demo_data`: { version, seeded_at } — written by the seed; its presence means "already seeded".
 */
export const SITE_SETTINGS = data.siteSettings as Record<string, unknown>;
