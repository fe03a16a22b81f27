import { and, desc, eq, gte, ilike, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { ORDER_TABS, type OrderTab, type SellerOrderRow } from '#lib/contracts/seller-desk.ts';
import { type PageMeta, pageMeta } from '#lib/pagination.ts';
import type { Actor } from '#server/access/actor.ts';
import type { Db } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import { orderItems, orders, sellerOrders } from '#server/modules/orders/schema.ts';
import { ownCompanyOf } from './policy.ts';
import { sellerTabCounts } from './schema.ts';

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

/** The shop's seller orders per manage-orders tab (migration 0027's counts, none read from orders). */
export async function tabCountsOf(db: Db, companyId: number): Promise<Record<OrderTab, number>> {
  const rows = await db
    .select({ tab: sellerTabCounts.tab, orders: sellerTabCounts.orders })
    .from(sellerTabCounts)
    .where(eq(sellerTabCounts.company_id, companyId));
  const counts = Object.fromEntries(ORDER_TABS.map((tab) => [tab, 0])) as Record<OrderTab, number>;
  for (const row of rows) if (row.tab in counts) counts[row.tab as OrderTab] = Number(row.orders);
  return counts;
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

/** Each tab's count among the shop's orders that pass `filter`. */
async function countTabs(db: Db, filter: SQL | undefined): Promise<Record<OrderTab, number>> {
  const countOf = (tab: OrderTab) => sql<number>`(count(*) filter (where ${tabCondition(tab)}))::int`;
  const [counts] = await db
    .select(Object.fromEntries(ORDER_TABS.map((tab) => [tab, countOf(tab)])) as Record<OrderTab, SQL<number>>)
    .from(sellerOrders)
    .where(filter);
  return Object.fromEntries(ORDER_TABS.map((tab) => [tab, Number(counts?.[tab] ?? 0)])) as Record<
    OrderTab,
    number
  >;
}

export async function manageOrders(
  db: Db,
  actor: Actor,
  query: ManageOrdersQuery,
): Promise<{ data: SellerOrderRow[]; meta: PageMeta; counts: Record<OrderTab, number> }> {
  const companyId = ownCompanyOf(actor, 'orders');
  const q = query.q?.trim();
  const filter = and(
    eq(sellerOrders.company_id, companyId),
    // Order number, customer name or phone, from one trigram-indexed column (migration 0026).
    q ? ilike(sellerOrders.search_text, likeText(q.toLowerCase())) : undefined,
    query.from ? gte(sellerOrders.created_at, dhakaDayStart(query.from)) : undefined,
    query.to ? lt(sellerOrders.created_at, dhakaDayStart(query.to, 1)) : undefined,
  );
  const filtered = Boolean(q || query.from || query.to);
  const where = and(filter, query.tab ? tabCondition(query.tab) : undefined);
  const rowsRead = rowsQuery(db)
    .where(where)
    .orderBy(desc(sellerOrders.created_at), desc(sellerOrders.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  // Unfiltered, the tabs' counts are kept by triggers (migration 0027); searched or dated, they
  // are counted, the trigram and (company, created_at) indexes narrowing the rows first.
  const [rows, tabCounts] = await Promise.all([
    rowsRead,
    filtered ? countTabs(db, filter) : tabCountsOf(db, companyId),
  ]);
  const all = Object.values(tabCounts).reduce((sum, value) => sum + value, 0);
  const total = query.tab ? tabCounts[query.tab] : all;
  return {
    data: rows.map(rowOf),
    meta: pageMeta(query.page, query.limit, total),
    counts: tabCounts,
  };
}

/** One of the shop's own orders as a list row; another shop's id answers 404. */
export async function sellerOrderFacts(db: Db, actor: Actor, id: number): Promise<SellerOrderRow> {
  const companyId = ownCompanyOf(actor, 'orders');
  const [row] = await rowsQuery(db)
    .where(and(eq(sellerOrders.id, id), eq(sellerOrders.company_id, companyId)))
    .limit(1);
  if (!row) throw notFound('order_not_found');
  return rowOf(row);
}
