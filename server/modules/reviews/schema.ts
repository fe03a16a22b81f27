import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { REVIEW_KINDS } from '#lib/contracts/reviews.ts';
import { id, timestamps } from '#server/db/columns.ts';
import { products } from '#server/modules/catalog/schema.ts';
import { deliveryPersons } from '#server/modules/delivery/schema.ts';
import { orderItems, sellerOrders } from '#server/modules/orders/schema.ts';
import { companies } from '#server/modules/sellers/schema.ts';
import { users } from '#server/modules/users/schema.ts';

/**
 * A customer's rating of a product line, the seller or the delivery person of a delivered seller
 * order. The rated thing's rating_sum/rating_count (products, companies, delivery_persons) move
 * in the same transaction as the review, by atomic increments; a hidden review leaves them.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    kind: text('kind', { enum: REVIEW_KINDS }).notNull(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seller_order_id: integer('seller_order_id')
      .notNull()
      .references(() => sellerOrders.id, { onDelete: 'cascade' }),
    /** The order line (product reviews only). */
    order_item_id: integer('order_item_id').references(() => orderItems.id, { onDelete: 'cascade' }),
    product_id: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    /** The seller of the order part (every review; the seller's reply and list use it). */
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    delivery_person_id: integer('delivery_person_id').references(() => deliveryPersons.id, {
      onDelete: 'cascade',
    }),
    rating: smallint('rating').notNull(),
    body: text('body').notNull().default(''),
    /** Storage keys of up to 5 photos under `reviews/<customer id>/`. */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    helpful_count: integer('helpful_count').notNull().default(0),
    report_count: integer('report_count').notNull().default(0),
    hidden_at: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
    hidden_reason: text('hidden_reason'),
    hidden_by: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    seller_reply: text('seller_reply'),
    seller_replied_at: timestamp('seller_replied_at', { withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('reviews_order_item_unique').on(t.order_item_id).where(sql`${t.kind} = 'product'`),
    uniqueIndex('reviews_seller_order_kind_unique')
      .on(t.seller_order_id, t.kind)
      .where(sql`${t.kind} <> 'product'`),
    index('reviews_product_idx').on(t.product_id, t.created_at.desc().nullsFirst()),
    index('reviews_company_idx').on(t.company_id, t.created_at.desc().nullsFirst()),
    index('reviews_delivery_idx').on(t.delivery_person_id, t.created_at.desc().nullsFirst()),
    index('reviews_customer_idx').on(t.customer_id, t.created_at.desc().nullsFirst()),
    index('reviews_reported_idx').on(t.report_count.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check(
      'reviews_subject',
      sql`(${t.kind} = 'product' and ${t.order_item_id} is not null and ${t.product_id} is not null)
        or (${t.kind} = 'seller' and ${t.order_item_id} is null)
        or (${t.kind} = 'delivery' and ${t.order_item_id} is null and ${t.delivery_person_id} is not null)`,
    ),
  ],
);

/** One "helpful" per person and review. */
export const reviewVotes = pgTable(
  'review_votes',
  {
    review_id: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.review_id, t.user_id] })],
);

/** Abuse reports: one per person and review, with what they said. */
export const reviewReports = pgTable(
  'review_reports',
  {
    review_id: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.review_id, t.user_id] })],
);

/**
 * The e-mail inviting a customer to review a delivered seller order: one per seller order, sent
 * by the `reviews.invite-delivered` job (invite-to-review.ts).
 */
export const reviewInvitations = pgTable('review_invitations', {
  seller_order_id: integer('seller_order_id')
    .primaryKey()
    .references(() => sellerOrders.id, { onDelete: 'cascade' }),
  sent_at: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
