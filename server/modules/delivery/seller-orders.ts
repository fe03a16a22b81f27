import { eq, sql } from 'drizzle-orm';
import { FEATURES } from '#lib/contracts/features.ts';
import type { Db, Tx } from '#server/db/client.ts';
import {
  adminFeatureAudience,
  companyAudience,
  customerAudience,
  deliveryAudience,
  type EventBus,
} from '#server/modules/events/api.ts';
import { orders, orderTimeline, sellerOrders } from '#server/modules/orders/schema.ts';
import { companies } from '#server/modules/sellers/schema.ts';
import { DEFAULT_POINT, type Point } from './nearest.ts';
import { pickupPoints } from './schema.ts';

/*
 * The seller orders the delivery module works on. Changes follow the orders module's rule: lock
 * the order's row first (so a seller's status change, an admin's assignment and an acceptance
 * happen one at a time), then read the part again, change it, and append to its timeline.
 */

export type OrderRow = typeof orders.$inferSelect;
export type PartRow = typeof sellerOrders.$inferSelect;

/** The part and its order, the order's row locked for this transaction; null when there is none. */
export async function lockPart(
  tx: Tx,
  sellerOrderId: number,
): Promise<{ order: OrderRow; part: PartRow } | null> {
  const [found] = await tx
    .select({ order_id: sellerOrders.order_id })
    .from(sellerOrders)
    .where(eq(sellerOrders.id, sellerOrderId))
    .limit(1);
  if (!found) return null;
  const [order] = await tx.select().from(orders).where(eq(orders.id, found.order_id)).for('update');
  const [part] = await tx.select().from(sellerOrders).where(eq(sellerOrders.id, sellerOrderId));
  return order && part ? { order, part } : null;
}

/** Digital payments are fulfilled once paid; cash on delivery at once. */
export function awaitsPayment(order: OrderRow): boolean {
  return order.payment_method !== 'cod' && order.payment_status !== 'paid';
}

/** Where a part is picked up: its seller's pickup point, else §9's default point. */
export async function pickupOf(tx: Tx, companyId: number): Promise<Point> {
  // The shop's own pin (the seller sets it in the shop settings) wins over the seeded point.
  const [shop] = await tx
    .select({ latitude: companies.pickup_latitude, longitude: companies.pickup_longitude })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (shop?.latitude != null && shop.longitude != null)
    return { latitude: shop.latitude, longitude: shop.longitude };
  const [row] = await tx
    .select({ latitude: pickupPoints.latitude, longitude: pickupPoints.longitude })
    .from(pickupPoints)
    .where(eq(pickupPoints.company_id, companyId))
    .limit(1);
  return row ?? DEFAULT_POINT;
}

/** Where a part is dropped: the shipping address's pin, when it has one. */
export function dropOf(order: OrderRow): Point | null {
  return order.shipping_latitude !== null && order.shipping_longitude !== null
    ? { latitude: order.shipping_latitude, longitude: order.shipping_longitude }
    : null;
}

export async function appendTimeline(
  tx: Tx,
  entry: {
    part: PartRow;
    event: 'status' | 'assigned';
    status: number;
    userId: number | null;
    role: 'delivery' | 'admin' | 'system';
    note?: string | null;
  },
): Promise<void> {
  await tx.insert(orderTimeline).values({
    seller_order_id: entry.part.id,
    event: entry.event,
    step: entry.status,
    status: entry.status,
    actor_user_id: entry.userId,
    actor_role: entry.role,
    note: entry.note ?? null,
  });
}

/** Sets a part's status (and holder); answers the changed row. */
export async function updatePart(
  tx: Tx,
  id: number,
  changes: { status?: number; delivery_person_id?: number | null },
): Promise<PartRow> {
  const [row] = await tx
    .update(sellerOrders)
    .set({ ...changes, updated_at: sql`now()` })
    .where(eq(sellerOrders.id, id))
    .returning();
  return row!;
}

/**
 * After a change has committed: the same 'order.status' event the orders module sends, to the
 * customer, the seller, the holder and the orders and dashboard admins. Never throws.
 */
export async function announcePart(
  events: EventBus | undefined,
  db: Db,
  sellerOrderId: number,
): Promise<void> {
  if (!events) return;
  try {
    const [part] = await db
      .select({
        order_number: orders.order_number,
        customer_id: orders.customer_id,
        payment_status: orders.payment_status,
        id: sellerOrders.id,
        sub_number: sellerOrders.sub_number,
        company_id: sellerOrders.company_id,
        delivery_person_id: sellerOrders.delivery_person_id,
        status: sellerOrders.status,
        cancelled_at: sellerOrders.cancelled_at,
      })
      .from(sellerOrders)
      .innerJoin(orders, eq(orders.id, sellerOrders.order_id))
      .where(eq(sellerOrders.id, sellerOrderId));
    if (!part) return;
    // The admins' order infos (feature 33) and dashboard (feature 1) follow it too: an order
    // flagged because nobody took it leaves their list and count once someone does.
    const audiences = [
      customerAudience(part.customer_id),
      companyAudience(part.company_id),
      adminFeatureAudience(FEATURES.orders),
      adminFeatureAudience(FEATURES.dashboard),
    ];
    if (part.delivery_person_id !== null) audiences.push(deliveryAudience(part.delivery_person_id));
    await events.publish(audiences, 'order.status', {
      order_number: part.order_number,
      seller_order_id: part.id,
      sub_number: part.sub_number,
      status: part.status,
      cancelled: part.cancelled_at !== null,
      payment_status: part.payment_status,
    });
  } catch {
    // publish logs its own failures; clients fall back to polling.
  }
}
