import { and, asc, desc, eq, gte, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  FLAG_AFTER_MINUTES,
  type listOrderInfosQuery,
  type OrderInfo,
  type OrderInfoDetail,
} from '#lib/contracts/admin-panel.ts';
import { dhakaDayEnd, dhakaDayStart } from '#lib/dhaka-days.ts';
import type { Actor } from '#server/access/actor.ts';
import type { Db } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import { deliveryPersons } from '#server/modules/delivery/schema.ts';
import { orderItems, orders, orderTimeline, sellerOrders } from '#server/modules/orders/schema.ts';
import { companies } from '#server/modules/sellers/schema.ts';
import { requireOrdersAdmin } from './policy.ts';

/** SQL true for an order nobody has accepted FLAG_AFTER_MINUTES after it was placed. */
function flaggedCondition(now: Date): SQL {
  return and(
    eq(sellerOrders.status, 1),
    isNull(sellerOrders.delivery_person_id),
    isNull(sellerOrders.cancelled_at),
    lt(sellerOrders.created_at, new Date(now.getTime() - FLAG_AFTER_MINUTES * 60_000)),
  ) as SQL;
}

const listColumns = (now: Date) => ({
  id: sellerOrders.id,
  sub_number: sellerOrders.sub_number,
  order_number: orders.order_number,
  status: sellerOrders.status,
  cancelled_at: sellerOrders.cancelled_at,
  flagged: sql<boolean>`coalesce(${flaggedCondition(now)}, false)`,
  company_id: sellerOrders.company_id,
  company_name: companies.company_name,
  company_name_bn: companies.company_name_bn,
  delivery_person_id: sellerOrders.delivery_person_id,
  delivery_person_name: deliveryPersons.full_name,
  customer_name: orders.shipping_full_name,
  area_id: orders.shipping_area_id,
  area: orders.shipping_area,
  area_bn: orders.shipping_area_bn,
  payment_method: orders.payment_method,
  payment_status: orders.payment_status,
  total: sellerOrders.total,
  created_at: sellerOrders.created_at,
});

function view(row: Record<string, unknown>): OrderInfo {
  const r = row as OrderInfo & { cancelled_at: Date | null; created_at: Date };
  return {
    ...r,
    flagged: Boolean(r.flagged),
    cancelled_at: r.cancelled_at ? r.cancelled_at.toISOString() : null,
    created_at: r.created_at.toISOString(),
  };
}

/**
 * Every seller order, newest first, by status, seller, delivery person, customer's area, payment
 * type and Dhaka date range (feature 33). Paged by asking one row more than a page: the table
 * grows without end and an exact count of it is never needed to show the next page.
 */
export async function listOrderInfos(
  db: Db,
  actor: Actor,
  limit: number,
  query: z.output<typeof listOrderInfosQuery>,
  now = new Date(),
): Promise<{ data: OrderInfo[]; meta: { current_page: number; per_page: number; has_more: boolean } }> {
  requireOrdersAdmin(actor);
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(sellerOrders.status, query.status));
  if (query.company_id) conditions.push(eq(sellerOrders.company_id, query.company_id));
  if (query.delivery_person_id)
    conditions.push(eq(sellerOrders.delivery_person_id, query.delivery_person_id));
  if (query.area_id) conditions.push(eq(orders.shipping_area_id, query.area_id));
  if (query.payment_method) conditions.push(eq(orders.payment_method, query.payment_method));
  if (query.from) conditions.push(gte(sellerOrders.created_at, dhakaDayStart(query.from)));
  if (query.to) conditions.push(lt(sellerOrders.created_at, dhakaDayEnd(query.to)));
  if (query.flagged === true) conditions.push(flaggedCondition(now));
  const rows = await db
    .select(listColumns(now))
    .from(sellerOrders)
    .innerJoin(orders, eq(orders.id, sellerOrders.order_id))
    .innerJoin(companies, eq(companies.id, sellerOrders.company_id))
    .leftJoin(deliveryPersons, eq(deliveryPersons.id, sellerOrders.delivery_person_id))
    .where(conditions.length ? and(...conditions) : undefined)
    // Flagged orders wait longest: oldest first; otherwise the newest first.
    .orderBy(
      ...(query.flagged === true
        ? [asc(sellerOrders.created_at), asc(sellerOrders.id)]
        : [desc(sellerOrders.created_at), desc(sellerOrders.id)]),
    )
    .limit(limit + 1)
    .offset((query.page - 1) * limit);
  return {
    data: rows.slice(0, limit).map((row) => view(row as unknown as Record<string, unknown>)),
    meta: { current_page: query.page, per_page: limit, has_more: rows.length > limit },
  };
}

/** One seller order with its lines, customer, payment and timeline (feature 33). */
export async function showOrderInfo(
  db: Db,
  actor: Actor,
  id: number,
  now = new Date(),
): Promise<OrderInfoDetail> {
  requireOrdersAdmin(actor);
  const [row] = await db
    .select({
      ...listColumns(now),
      customer_phone: orders.shipping_phone,
      address_line: orders.shipping_address_line,
      city: orders.shipping_city,
      city_bn: orders.shipping_city_bn,
      subtotal: sellerOrders.subtotal,
      vat: sellerOrders.vat,
      delivery_fee: sellerOrders.delivery_fee,
      cancel_reason: sellerOrders.cancel_reason,
    })
    .from(sellerOrders)
    .innerJoin(orders, eq(orders.id, sellerOrders.order_id))
    .innerJoin(companies, eq(companies.id, sellerOrders.company_id))
    .leftJoin(deliveryPersons, eq(deliveryPersons.id, sellerOrders.delivery_person_id))
    .where(eq(sellerOrders.id, id));
  if (!row) throw notFound('order_not_found', 'adminPanel.orderNotFound');
  const lines = await db
    .select({
      id: orderItems.id,
      product_title: orderItems.product_title,
      product_title_bn: orderItems.product_title_bn,
      price_type: orderItems.price_type,
      price_type_bn: orderItems.price_type_bn,
      unit_price: orderItems.unit_price,
      quantity: orderItems.quantity,
      line_total: orderItems.line_total,
    })
    .from(orderItems)
    .where(eq(orderItems.seller_order_id, id))
    .orderBy(asc(orderItems.id));
  const timeline = await db
    .select({
      id: orderTimeline.id,
      event: orderTimeline.event,
      status: orderTimeline.status,
      actor_role: orderTimeline.actor_role,
      note: orderTimeline.note,
      created_at: orderTimeline.created_at,
    })
    .from(orderTimeline)
    .where(eq(orderTimeline.seller_order_id, id))
    .orderBy(asc(orderTimeline.id));
  return {
    ...view(row as unknown as Record<string, unknown>),
    customer_phone: row.customer_phone,
    address_line: row.address_line,
    city: row.city,
    city_bn: row.city_bn,
    subtotal: row.subtotal,
    vat: row.vat,
    delivery_fee: row.delivery_fee,
    cancel_reason: row.cancel_reason,
    lines,
    timeline: timeline.map((entry) => ({ ...entry, created_at: entry.created_at.toISOString() })),
  };
}
