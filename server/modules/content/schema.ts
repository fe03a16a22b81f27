import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from '#server/db/columns.ts';

/**
 * Spec §3: display_type 1 shows in the body carousel, 2 in the side banners (or as a popup);
 * schedule_type 0 always shows, 1 shows between starts_at and ends_at.
 */
export const promotionalBanners = pgTable(
  'promotional_banners',
  {
    id: id(),
    banner_title: text('banner_title').notNull(),
    banner_title_bn: text('banner_title_bn').notNull(),
    promotional_link: text('promotional_link'),
    desktop_banner_image: text('desktop_banner_image').notNull(),
    mobile_banner_image: text('mobile_banner_image').notNull(),
    display_type: smallint('display_type').notNull().default(1),
    schedule_type: smallint('schedule_type').notNull().default(0),
    starts_at: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
    ends_at: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    sort_order: integer('sort_order').notNull().default(0),
    is_active: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    index('promotional_banners_display_idx').on(t.display_type, t.sort_order),
    check('promotional_banners_display_type_range', sql`${t.display_type} in (1, 2)`),
    check('promotional_banners_schedule_type_range', sql`${t.schedule_type} in (0, 1)`),
    check(
      'promotional_banners_schedule_complete',
      sql`${t.schedule_type} = 0 or (${t.starts_at} is not null and ${t.ends_at} is not null and ${t.ends_at} > ${t.starts_at})`,
    ),
  ],
);

/**
 * About us, terms, privacy and other pages. `body` is HTML from the admin's rich-text editor,
 * sanitised on the server before it is stored (sanitize-html.ts's allow-list; migration 0017). display_on holds spec §9's places: 1 Top Header, 2 Header
 * Navigation, 3 Footer.
 */
export const staticPages = pgTable(
  'static_pages',
  {
    id: id(),
    title: text('title').notNull(),
    title_bn: text('title_bn').notNull(),
    slug: text('slug').notNull(),
    body: text('body').notNull(),
    body_bn: text('body_bn').notNull(),
    display_on: smallint('display_on').array().notNull().default(sql`'{}'::smallint[]`),
    sort_order: integer('sort_order').notNull().default(0),
    is_active: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [uniqueIndex('static_pages_slug_unique').on(t.slug)],
);

/** Site-wide settings an administrator edits (site name, contact, VAT, delivery fee…), one row per key. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
