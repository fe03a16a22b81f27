import { and, count, desc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { OrderDetail, OrderSummary, SellerOrder } from '#lib/contracts/orders.ts';
import { type PageMeta, pageMeta } from '#lib/pagination.ts';
import type { Actor } from '#server/access/actor.ts';
import { requireCustomer } from '#server/access/permissions.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import { readsEveryOrder, requireSellerOrderReader, requireWholeOrderReader, roleIn } from './policy.ts';
import { orders, sellerOrders } from './schema.ts';
import {
  type OrderRow,
  orderDetailView,
  orderSummaries,
  type SellerOrderRow,
  sellerOrderViews,
} from './views.ts';

/*
 * Reading orders. Customers read their own orders; sellers their company's parts; delivery
 * persons the parts assigned to them; admins with the orders feature everything. Someone else's
 * order answers 404, as if it did not exist; a kind of caller the call is not for answers 403.
 */

type Paged<T> = { data: T[]; meta: PageMeta };

/** The signed-in customer's orders, newest first. */
export async function listMyOrders(
  db: Db,
  actor: Actor,
  query: { page: number; limit: number },
): Promise<Paged<OrderSummary>> {
  requireCustomer(actor);
  const own = eq(orders.customer_id, actor.userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(own)
      .orderBy(desc(orders.created_at), desc(orders.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(orders).where(own),
  ]);
  return { data: await orderSummaries(db, rows), meta: pageMeta(query.page, query.limit, total?.total ?? 0) };
}

/** An order by number, or null. */
export async function orderByNumber(db: Tx, orderNumber: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.order_number, orderNumber)).limit(1);
  return row ?? null;
}

/**
 * The order as its customer or an admin (orders feature) may see it: 404 for another customer's
 * order, 403 for sellers, delivery persons and admins without the feature (they read seller orders).
 */
export async function requireOrderReader(db: Tx, actor: Actor, orderNumber: string): Promise<OrderRow> {
  requireWholeOrderReader(actor);
  const isAdminReader = readsEveryOrder(actor);
  const order = await orderByNumber(db, orderNumber);
  if (!order || (!isAdminReader && order.customer_id !== actor.userId)) throw notFound('order_not_found');
  return order;
}

/** One order in full. */
export async function orderDetail(db: Db, actor: Actor, orderNumber: string): Promise<OrderDetail> {
  const order = await requireOrderReader(db, actor, orderNumber);
  return orderDetailView(db, order, actor);
}

/** Owners (number, customer) of the orders these parts belong to, by order id. */
export async function ownersOf(
  db: Tx,
  parts: SellerOrderRow[],
): Promise<Map<number, { order_number: string; customer_id: number }>> {
  const ids = [...new Set(parts.map((part) => part.order_id))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, order_number: orders.order_number, customer_id: orders.customer_id })
    .from(orders)
    .where(inArray(orders.id, ids));
  return new Map(rows.map(({ id, ...owner }) => [id, owner]));
}

/**
 * Seller orders, newest first: a seller's own company's, a delivery person's assigned ones, or
 * (admins) all; optionally of one status.
 */
export async function listSellerOrders(
  db: Db,
  actor: Actor,
  query: { page: number; limit: number; status?: number | undefined },
): Promise<Paged<SellerOrder>> {
  requireSellerOrderReader(actor);
  const scope: SQL | undefined =
    actor.kind === 'seller'
      ? eq(sellerOrders.company_id, actor.companyId)
      : actor.kind === 'delivery'
        ? and(
            isNotNull(sellerOrders.delivery_person_id),
            eq(sellerOrders.delivery_person_id, actor.deliveryPersonId),
          )
        : undefined;
  const where = and(scope, query.status === undefined ? undefined : eq(sellerOrders.status, query.status));
  const [parts, [total]] = await Promise.all([
    db
      .select()
      .from(sellerOrders)
      .where(where)
      .orderBy(desc(sellerOrders.created_at), desc(sellerOrders.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(sellerOrders).where(where),
  ]);
  const views = await sellerOrderViews(db, parts, await ownersOf(db, parts), actor);
  return { data: views, meta: pageMeta(query.page, query.limit, total?.total ?? 0) };
}

/** A seller order its seller, its delivery person or an admin may see; 404 for any other. */
export async function requireVisiblePart(
  db: Tx,
  actor: Actor,
  id: number,
): Promise<{ part: SellerOrderRow; customerId: number; orderNumber: string }> {
  requireSellerOrderReader(actor);
  const [part] = await db.select().from(sellerOrders).where(eq(sellerOrders.id, id)).limit(1);
  const owner = part ? (await ownersOf(db, [part])).get(part.order_id) : undefined;
  if (!part || !owner || roleIn(actor, part, owner.customer_id) === null) throw notFound('order_not_found');
  return { part, customerId: owner.customer_id, orderNumber: owner.order_number };
}

/** One seller order in full. */
export async function sellerOrderDetail(db: Db, actor: Actor, id: number): Promise<SellerOrder> {
  const { part, customerId, orderNumber } = await requireVisiblePart(db, actor, id);
  const [view] = await sellerOrderViews(
    db,
    [part],
    new Map([[part.order_id, { order_number: orderNumber, customer_id: customerId }]]),
    actor,
  );
  return view!;
}
