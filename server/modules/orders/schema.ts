import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
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
import { PAYMENT_METHODS, PAYMENT_STATUSES, TIMELINE_EVENTS } from '#lib/contracts/orders.ts';
import { id, poisha, timestamps } from '#server/db/columns.ts';
import { productPriceTypes, products } from '#server/modules/catalog/schema.ts';
import { deliveryPersons } from '#server/modules/delivery/schema.ts';
import { companies } from '#server/modules/sellers/schema.ts';
import { users } from '#server/modules/users/schema.ts';

/**
 * An address as it was when the order was placed: a copy in structured fields, so editing or
 * deleting the customer's address later never changes an order. The ids are kept for delivery
 * planning, without foreign keys (geography may be renamed; the copy keeps the names of the day).
 */
const shippingCopy = {
  shipping_full_name: text('shipping_full_name').notNull(),
  shipping_phone: text('shipping_phone').notNull(),
  shipping_region_id: integer('shipping_region_id').notNull(),
  shipping_region: text('shipping_region').notNull(),
  shipping_region_bn: text('shipping_region_bn').notNull(),
  shipping_city_id: integer('shipping_city_id').notNull(),
  shipping_city: text('shipping_city').notNull(),
  shipping_city_bn: text('shipping_city_bn').notNull(),
  shipping_area_id: integer('shipping_area_id').notNull(),
  shipping_area: text('shipping_area').notNull(),
  shipping_area_bn: text('shipping_area_bn').notNull(),
  shipping_address_line: text('shipping_address_line').notNull(),
  shipping_latitude: doublePrecision('shipping_latitude'),
  shipping_longitude: doublePrecision('shipping_longitude'),
};

const billingCopy = {
  billing_full_name: text('billing_full_name').notNull(),
  billing_phone: text('billing_phone').notNull(),
  billing_region_id: integer('billing_region_id').notNull(),
  billing_region: text('billing_region').notNull(),
  billing_region_bn: text('billing_region_bn').notNull(),
  billing_city_id: integer('billing_city_id').notNull(),
  billing_city: text('billing_city').notNull(),
  billing_city_bn: text('billing_city_bn').notNull(),
  billing_area_id: integer('billing_area_id').notNull(),
  billing_area: text('billing_area').notNull(),
  billing_area_bn: text('billing_area_bn').notNull(),
  billing_address_line: text('billing_address_line').notNull(),
  billing_latitude: doublePrecision('billing_latitude'),
  billing_longitude: doublePrecision('billing_longitude'),
};

/**
 * The customer's order as a whole: its human-friendly number, totals in poisha (the sum of its
 * seller orders), how it is paid, and copies of the shipping and billing addresses.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    order_number: text('order_number').notNull(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    payment_method: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    payment_status: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    subtotal: poisha('subtotal').notNull(),
    discount: poisha('discount').notNull().default(0),
    vat: poisha('vat').notNull(),
    delivery_fee: poisha('delivery_fee').notNull(),
    total: poisha('total').notNull(),
    ...shippingCopy,
    ...billingCopy,
    extra_instruction: text('extra_instruction').notNull().default(''),
    /** Set when every seller order of it is cancelled. */
    cancelled_at: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('orders_order_number_unique').on(t.order_number),
    index('orders_customer_idx').on(
      t.customer_id,
      t.created_at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('orders_created_idx').on(t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_area_created_idx').on(t.shipping_area_id, t.created_at.desc().nullsFirst()),
    check(
      'orders_money_nonnegative',
      sql`${t.subtotal} >= 0 and ${t.discount} >= 0 and ${t.vat} >= 0 and ${t.delivery_fee} >= 0 and ${t.total} >= 0`,
    ),
    check('orders_total_sum', sql`${t.total} = ${t.subtotal} + ${t.vat} + ${t.delivery_fee}`),
  ],
);

/**
 * One seller's part of an order (spec §4 statuses 1–6): what that seller prepares and packs and a
 * delivery person carries. Cancelled parts keep their status and get `cancelled_at`.
 */
export const sellerOrders = pgTable(
  'seller_orders',
  {
    id: id(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    /** The order number and the part's position: HT-261122-7KQ4M2-1. */
    sub_number: text('sub_number').notNull(),
    status: smallint('status').notNull().default(1),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    cancel_reason: text('cancel_reason'),
    /** Who carries it; assignment comes with the delivery issue (an admin call sets it until then). */
    delivery_person_id: integer('delivery_person_id').references(() => deliveryPersons.id, {
      onDelete: 'set null',
    }),
    subtotal: poisha('subtotal').notNull(),
    vat: poisha('vat').notNull(),
    delivery_fee: poisha('delivery_fee').notNull(),
    total: poisha('total').notNull(),
    /**
     * Lower-case sub number, customer name and phone: the seller's search (migration 0026's
     * triggers keep it from the order; never written by the app).
     */
    search_text: text('search_text').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('seller_orders_sub_number_unique').on(t.sub_number),
    index('seller_orders_order_idx').on(t.order_id),
    index('seller_orders_company_idx').on(
      t.company_id,
      t.created_at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // A shop's orders by tab, counted from the index alone (migration 0022).
    index('seller_orders_company_status_idx').on(t.company_id, t.status, t.cancelled_at),
    index('seller_orders_delivery_idx').on(t.delivery_person_id, t.created_at.desc().nullsFirst()),
    // The admin's order infos and dashboard (migration 0012).
    index('seller_orders_created_idx').on(t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('seller_orders_status_created_idx').on(
      t.status,
      t.created_at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('seller_orders_search_trgm_idx').using('gin', sql`${t.search_text} gin_trgm_ops`),
    // Recently delivered parts, for the review invitations (migration 0025).
    index('seller_orders_delivered_idx').on(t.updated_at).where(sql`${t.status} = 6`),
    index('seller_orders_flagged_idx')
      .on(t.created_at, t.id)
      .where(sql`${t.status} = 1 and ${t.delivery_person_id} is null and ${t.cancelled_at} is null`),
    check('seller_orders_status_range', sql`${t.status} between 1 and 6`),
    check(
      'seller_orders_money_nonnegative',
      sql`${t.subtotal} >= 0 and ${t.vat} >= 0 and ${t.delivery_fee} >= 0 and ${t.total} >= 0`,
    ),
    check('seller_orders_total_sum', sql`${t.total} = ${t.subtotal} + ${t.vat} + ${t.delivery_fee}`),
  ],
);

/** A line of a seller order: what was bought, copied as it was when the order was placed. */
export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    seller_order_id: integer('seller_order_id')
      .notNull()
      .references(() => sellerOrders.id, { onDelete: 'cascade' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    price_type_id: integer('price_type_id')
      .notNull()
      .references(() => productPriceTypes.id, { onDelete: 'restrict' }),
    product_title: text('product_title').notNull(),
    product_title_bn: text('product_title_bn').notNull(),
    product_slug: text('product_slug').notNull(),
    product_image: text('product_image'),
    price_type: text('price_type').notNull(),
    price_type_bn: text('price_type_bn').notNull(),
    /** What one unit cost (the discount price when there was one), in poisha. */
    unit_price: poisha('unit_price').notNull(),
    list_price: poisha('list_price').notNull(),
    quantity: integer('quantity').notNull(),
    line_total: poisha('line_total').notNull(),
  },
  (t) => [
    index('order_items_seller_order_idx').on(t.seller_order_id, t.id),
    index('order_items_product_idx').on(t.product_id),
    check('order_items_quantity_positive', sql`${t.quantity} >= 1`),
    check(
      'order_items_money_nonnegative',
      sql`${t.unit_price} >= 0 and ${t.list_price} >= ${t.unit_price} and ${t.line_total} = ${t.unit_price} * ${t.quantity}`,
    ),
  ],
);

/** Who moved an order: the role of the person, or the system (a payment gateway's answer). */
export const TIMELINE_ACTOR_ROLES = ['customer', 'seller', 'delivery', 'admin', 'system'] as const;

/** Spec §4's order timeline of a seller order: one row per change, never updated. */
export const orderTimeline = pgTable(
  'order_timeline',
  {
    id: id(),
    seller_order_id: integer('seller_order_id')
      .notNull()
      .references(() => sellerOrders.id, { onDelete: 'cascade' }),
    event: text('event', { enum: TIMELINE_EVENTS }).notNull(),
    step: smallint('step').notNull(),
    status: smallint('status').notNull(),
    actor_user_id: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actor_role: text('actor_role', { enum: TIMELINE_ACTOR_ROLES }).notNull(),
    note: text('note'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('order_timeline_seller_order_idx').on(t.seller_order_id, t.id),
    // A delivery person's failed attempts in a day (delivery/my-day.ts).
    index('order_timeline_delivery_actor_idx')
      .on(t.actor_user_id, t.created_at)
      .where(sql`actor_role = 'delivery'`),
    check('order_timeline_step_range', sql`${t.step} between 1 and 6`),
    check('order_timeline_status_range', sql`${t.status} between 1 and 6`),
  ],
);

/**
 * Idempotency-Key of order placement, per person: the payload's hash and the answer given, so the
 * same key replays it and a different payload under it is refused. Written in the placing
 * transaction, so a key is only ever taken by a placed order.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    request_hash: text('request_hash').notNull(),
    /** HTTP status of the stored answer. */
    response_status: smallint('response_status').notNull(),
    response_body: jsonb('response_body').notNull(),
    order_id: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.key] }),
    index('idempotency_keys_created_idx').on(t.created_at),
  ],
);
