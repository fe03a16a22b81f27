import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from '#server/db/columns.ts';
import { areas } from '#server/modules/geo/schema.ts';

/**
 * A seller's shop. Only `active` companies' products are ever shown to shoppers. A new shop is
 * `pending` until an admin approves it (`active`) or rejects it with a reason (`rejected`, the
 * seller may correct and resubmit); `suspended` is a blocked shop.
 */
export const companies = pgTable(
  'companies',
  {
    id: id(),
    company_name: text('company_name').notNull(),
    company_name_bn: text('company_name_bn').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    description_bn: text('description_bn').notNull().default(''),
    logo: text('logo'),
    banner: text('banner'),
    phone: text('phone'),
    email: text('email'),
    address: text('address'),
    status: text('status', { enum: ['pending', 'active', 'rejected', 'suspended'] })
      .notNull()
      .default('pending'),
    /** Why an admin rejected or blocked the shop; the seller sees it. */
    status_reason: text('status_reason'),
    approved_at: timestamp('approved_at', { withTimezone: true, mode: 'date' }),
    /** The marketplace's commission on the shop's sales, in basis points (1000 = 10 %). */
    commission_bp: integer('commission_bp').notNull().default(1000),
    owner_name: text('owner_name'),
    trade_licence_no: text('trade_licence_no'),
    nid_no: text('nid_no'),
    /** The uploaded trade licence or NID (a media key). */
    document: text('document'),
    /** Where delivery persons pick the shop's orders up. */
    pickup_area_id: integer('pickup_area_id').references(() => areas.id, { onDelete: 'set null' }),
    pickup_latitude: doublePrecision('pickup_latitude'),
    pickup_longitude: doublePrecision('pickup_longitude'),
    opening_hours: text('opening_hours'),
    /** Holiday mode: the shop's products are hidden until the seller is back. */
    on_holiday: boolean('on_holiday').notNull().default(false),
    /** Sum and count of 1–5 star ratings; the average is derived. */
    rating_sum: integer('rating_sum').notNull().default(0),
    rating_count: integer('rating_count').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('companies_slug_unique').on(t.slug),
    index('companies_status_idx').on(t.status, t.id.desc().nullsFirst()),
    index('companies_pickup_area_idx').on(t.pickup_area_id),
    check('companies_commission_range', sql`${t.commission_bp} between 0 and 10000`),
    check('companies_rating_nonnegative', sql`${t.rating_sum} >= 0 and ${t.rating_count} >= 0`),
  ],
);
