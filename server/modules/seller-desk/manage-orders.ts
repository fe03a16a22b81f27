import { and, desc, eq, gte, ilike, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { OrderTab, SellerOrderRow } from '#lib/contracts/seller-desk.ts';
import { type PageMeta, pageMeta } from '#lib/pagination.ts';
import type { Actor } from '#server/access/actor.ts';
import type { Db } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import { orderItems, orders, sellerOrders } from '#server/modules/orders/schema.ts';
import { ownCompanyOf } from './policy.ts';

/*
 * The manage-orders list: the shop's seller orders by tab, searched and filtered by date, with
 * each tab's count. A row tells where the order goes (area, district) and how it is paid — never
 * the customer's name, phone or street: the seller does not need them to prepare and pack.
 */

/** Which seller orders each tab holds. */
export function tabCondition(tab: OrderTab): SQL {
  const open = isNull(sellerOrders.cancelled_at);
  switch (tab) {
    case 'new':
      return and(open, sql`${sellerOrders.status} in (1, 2)`)!;
    case 'preparing':
      return and(open, eq(sellerOrders.status, 3))!;
    case 'packed':
      return and(open, eq(sellerOrders.status, 4))!;
    case 'shipping':
      return and(open, eq(sellerOrders.status, 5))!;
    case 'delivered':
      return and(open, eq(sellerOrders.status, 6))!;
    case 'cancelled':
      return isNotNull(sellerOrders.cancelled_at);
  }
}

/** The first instant of a day (YYYY-MM-DD) in Dhaka (UTC+6, no daylight saving). */
export function dhakaDayStart(day: string, plusDays = 0): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + plusDays) - 6 * 3600_000);
}

const rowColumns = {
  id: sellerOrders.id,
  sub_number: sellerOrders.sub_number,
  order_number: orders.order_number,
  created_at: sellerOrders.created_at,
  status: sellerOrders.status,
  cancelled_at: sellerOrders.cancelled_at,
  cancel_reason: sellerOrders.cancel_reason,
  shipping_area: orders.shipping_area,
  shipping_area_bn: orders.shipping_area_bn,
  shipping_city: orders.shipping_city,
  shipping_city_bn: orders.shipping_city_bn,
  item_count: sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.seller_order_id} = ${sellerOrders.id})`,
  subtotal: sellerOrders.subtotal,
  vat: sellerOrders.vat,
  delivery_fee: sellerOrders.delivery_fee,
  total: sellerOrders.total,
  payment_method: orders.payment_method,
  payment_status: orders.payment_status,
  delivery_person_id: sellerOrders.delivery_person_id,
};

/** The shop's seller orders with their order's facts (one query's start). */
const rowsQuery = (db: Db) =>
  db.select(rowColumns).from(sellerOrders).innerJoin(orders, eq(orders.id, sellerOrders.order_id));

type Raw = Awaited<ReturnType<typeof rowsQuery>>[number];

function rowOf(raw: Raw): SellerOrderRow {
  return {
    id: raw.id,
    sub_number: raw.sub_number,
    order_number: raw.order_number,
    created_at: raw.created_at.toISOString(),
    status: raw.status,
    cancelled: raw.cancelled_at !== null,
    cancel_reason: raw.cancel_reason,
    area: {
      area: raw.shipping_area,
      area_bn: raw.shipping_area_bn,
      city: raw.shipping_city,
      city_bn: raw.shipping_city_bn,
    },
    item_count: Number(raw.item_count),
    subtotal: raw.subtotal,
    vat: raw.vat,
    delivery_fee: raw.delivery_fee,
    total: raw.total,
    payment_method: raw.payment_method,
    payment_status: raw.payment_status,
    has_delivery_person: raw.delivery_person_id !== null,
  };
}

/** Escapes LIKE's wildcards in what a person typed. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface ManageOrdersQuery {
  page: number;
  limit: number;
  tab?: OrderTab | undefined;
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export async function manageOrders(
  db: Db,
  actor: Actor,
  query: ManageOrdersQuery,
): Promise<{ data: SellerOrderRow[]; meta: PageMeta; counts: Record<OrderTab, number> }> {
  const companyId = ownCompanyOf(actor);
  const q = query.q?.trim();
  const filter = and(
    eq(sellerOrders.company_id, companyId),
    // Order number, customer name or phone, from one trigram-indexed column (migration 0026).
    q ? ilike(sellerOrders.search_text, likeText(q.toLowerCase())) : undefined,
    query.from ? gte(sellerOrders.created_at, dhakaDayStart(query.from)) : undefined,
    query.to ? lt(sellerOrders.created_at, dhakaDayStart(query.to, 1)) : undefined,
  );
  const where = and(filter, query.tab ? tabCondition(query.tab) : undefined);
  const countOf = (tab: OrderTab) => sql<number>`(count(*) filter (where ${tabCondition(tab)}))::int`;
  const countsQuery = db
    .select({
      all: sql<number>`count(*)::int`,
      new: countOf('new'),
      preparing: countOf('preparing'),
      packed: countOf('packed'),
      shipping: countOf('shipping'),
      delivered: countOf('delivered'),
      cancelled: countOf('cancelled'),
    })
    .from(sellerOrders)
    .$dynamic();
  // Without a search the counts of a shop with 200k orders are an index-only scan of
  // (company, status, cancelled_at); with one, the trigram index narrows them first.
  const [rows, [counts]] = await Promise.all([
    rowsQuery(db)
      .where(where)
      .orderBy(desc(sellerOrders.created_at), desc(sellerOrders.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    countsQuery.where(filter),
  ]);
  const { all, ...byTab } = counts!;
  const tabCounts = Object.fromEntries(
    Object.entries(byTab).map(([tab, value]) => [tab, Number(value)]),
  ) as Record<OrderTab, number>;
  const total = query.tab ? tabCounts[query.tab] : Number(all);
  return {
    data: rows.map(rowOf),
    meta: pageMeta(query.page, query.limit, total),
    counts: tabCounts,
  };
}

/** One of the shop's own orders as a list row; another shop's id answers 404. */
export async function sellerOrderFacts(db: Db, actor: Actor, id: number): Promise<SellerOrderRow> {
  const companyId = ownCompanyOf(actor);
  const [row] = await rowsQuery(db)
    .where(and(eq(sellerOrders.id, id), eq(sellerOrders.company_id, companyId)))
    .limit(1);
  if (!row) throw notFound('order_not_found');
  return rowOf(row);
}
