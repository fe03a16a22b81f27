import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, poisha, timestamps } from '#server/db/columns.ts';
import { areas } from '#server/modules/geo/schema.ts';
import { companies } from '#server/modules/sellers/schema.ts';
import { users } from '#server/modules/users/schema.ts';

/*
 * The delivery module's tables. Several of them belong to a seller order (seller_orders.id): that
 * foreign key is declared in the migration (0010) only, because orders/schema.ts already refers to
 * delivery_persons and the modules' table imports must not form a cycle (scripts/check-modules.ts).
 */

/** A delivery person's profile and last known position (the partner_info of a delivery user). */
export const deliveryPersons = pgTable(
  'delivery_persons',
  {
    id: id(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    full_name: text('full_name').notNull(),
    phone: text('phone').notNull(),
    vehicle_type: text('vehicle_type', { enum: ['bicycle', 'motorcycle', 'van', 'on_foot'] })
      .notNull()
      .default('motorcycle'),
    area_id: integer('area_id').references(() => areas.id, { onDelete: 'set null' }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Approved to work (an admin's switch); on duty is the person's own. */
    is_available: boolean('is_available').notNull().default(true),
    on_duty: boolean('on_duty').notNull().default(false),
    /** When latitude/longitude were last reported; offers go only to recent positions. */
    position_at: timestamp('position_at', { withTimezone: true, mode: 'date' }),
    /** A simulated courier (npm run simulate:delivery / SIMULATE_DELIVERY). */
    is_virtual: boolean('is_virtual').notNull().default(false),
    rating_sum: integer('rating_sum').notNull().default(0),
    rating_count: integer('rating_count').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('delivery_persons_user_unique').on(t.user_id),
    index('delivery_persons_area_idx').on(t.area_id),
    index('delivery_persons_on_duty_position_idx')
      .on(t.latitude, t.longitude)
      .where(sql`on_duty and latitude is not null`),
  ],
);

/** Spec §2's manage-exact-location: where a delivery person starts from (at most one default). */
export const deliveryBaseLocations = pgTable(
  'delivery_base_locations',
  {
    id: id(),
    delivery_person_id: integer('delivery_person_id')
      .notNull()
      .references(() => deliveryPersons.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** The working area: the area nearest to the pin when it was saved. */
    area_id: integer('area_id').references(() => areas.id, { onDelete: 'set null' }),
    is_default: boolean('is_default').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index('delivery_base_locations_person_idx').on(t.delivery_person_id),
    uniqueIndex('delivery_base_locations_one_default').on(t.delivery_person_id).where(sql`is_default`),
  ],
);

/** Where a seller's orders are picked up (one point per company; §9's default point when absent). */
export const pickupPoints = pgTable('pickup_points', {
  company_id: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * The search for a delivery person for one seller order, and its proof of delivery: the round of
 * the search (0 the first radius, 1 the wider one), when it was flagged for admins, the customer's
 * 4-digit code, wrong tries, and an admin's override.
 */
export const deliveryRequests = pgTable(
  'delivery_requests',
  {
    /** seller_orders.id (foreign key in the migration). */
    seller_order_id: integer('seller_order_id').primaryKey(),
    round: smallint('round').notNull().default(0),
    flagged_at: timestamp('flagged_at', { withTimezone: true, mode: 'date' }),
    code: text('code').notNull(),
    code_attempts: smallint('code_attempts').notNull().default(0),
    override_reason: text('override_reason'),
    override_by: integer('override_by').references(() => users.id, { onDelete: 'set null' }),
    failed_reason: text('failed_reason'),
    ...timestamps(),
  },
  (t) => [index('delivery_requests_flagged_idx').on(t.flagged_at).where(sql`flagged_at is not null`)],
);

export const OFFER_STATES = ['offered', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

/** An offer of a seller order to one delivery person; at most one open per order. */
export const deliveryOffers = pgTable(
  'delivery_offers',
  {
    id: id(),
    /** seller_orders.id (foreign key in the migration). */
    seller_order_id: integer('seller_order_id').notNull(),
    delivery_person_id: integer('delivery_person_id')
      .notNull()
      .references(() => deliveryPersons.id, { onDelete: 'cascade' }),
    state: text('state', { enum: OFFER_STATES }).notNull().default('offered'),
    distance_m: integer('distance_m').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    responded_at: timestamp('responded_at', { withTimezone: true, mode: 'date' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('delivery_offers_order_person_unique').on(t.seller_order_id, t.delivery_person_id),
    uniqueIndex('delivery_offers_one_open').on(t.seller_order_id).where(sql`state = 'offered'`),
    index('delivery_offers_person_idx').on(t.delivery_person_id, t.state),
  ],
);

export const CASH_KINDS = ['collected', 'deposited'] as const;

/** Cash a delivery person holds: collected at a door (+), deposited with the marketplace (−). */
export const deliveryCashEntries = pgTable(
  'delivery_cash_entries',
  {
    id: id(),
    delivery_person_id: integer('delivery_person_id')
      .notNull()
      .references(() => deliveryPersons.id, { onDelete: 'cascade' }),
    /** seller_orders.id for a collection (foreign key in the migration). */
    seller_order_id: integer('seller_order_id'),
    kind: text('kind', { enum: CASH_KINDS }).notNull(),
    amount: poisha('amount').notNull(),
    note: text('note'),
    recorded_by: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('delivery_cash_person_idx').on(t.delivery_person_id, t.created_at),
    uniqueIndex('delivery_cash_collected_once').on(t.seller_order_id).where(sql`kind = 'collected'`),
    check('delivery_cash_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** What a delivery person earned: the delivery fee of each seller order they delivered. */
export const deliveryEarnings = pgTable(
  'delivery_earnings',
  {
    id: id(),
    delivery_person_id: integer('delivery_person_id')
      .notNull()
      .references(() => deliveryPersons.id, { onDelete: 'cascade' }),
    /** seller_orders.id (foreign key in the migration). */
    seller_order_id: integer('seller_order_id').notNull(),
    amount: poisha('amount').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('delivery_earnings_order_unique').on(t.seller_order_id),
    index('delivery_earnings_person_idx').on(t.delivery_person_id, t.created_at),
    check('delivery_earnings_amount_nonnegative', sql`${t.amount} >= 0`),
  ],
);
