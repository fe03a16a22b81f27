import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { OrderDetail, SellerOrder } from '#lib/contracts/orders.ts';
import { timelineStepOf } from '#lib/order-status.ts';
import type { Actor } from '#server/access/actor.ts';
import { transaction } from '#server/db/after-commit.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { conflict, notFound } from '#server/errors.ts';
import { releaseStock } from '#server/modules/catalog/api.ts';
import { withdrawOffers } from '#server/modules/delivery/api.ts';
import type { EventBus } from '#server/modules/events/api.ts';
import { type PaymentStatus, takeOffPayment } from '#server/modules/payments/api.ts';
import { announceOrder } from './announce-order.ts';
import {
  type ChangedBy,
  lockedPart,
  lockOrder,
  partView,
  setPaymentStatus,
  statusOf,
} from './locked-order.ts';
import { mayCancel, requirePartCanceller, roleIn } from './policy.ts';
import { requireOrderReader, requireVisiblePart } from './reads.ts';
import { orderItems, orders, orderTimeline, sellerOrders } from './schema.ts';
import { type OrderRow, orderDetailView, partsOf, type SellerOrderRow } from './views.ts';

/**
 * Cancels parts of a locked order that are not cancelled yet: marks them, records the
 * cancellation on their timelines, gives their stock back, takes their totals off the payment
 * (or refunds them), and marks the order cancelled when no part is left. Answers whether a
 * product came back into stock.
 */
export async function cancelParts(
  tx: Tx,
  order: OrderRow,
  parts: SellerOrderRow[],
  by: ChangedBy,
  reason: string,
  /** Tells delivery persons whose open offers of these parts are withdrawn (needs transaction()). */
  events?: EventBus,
): Promise<void> {
  const cancelled = await tx
    .update(sellerOrders)
    .set({ cancelled_at: sql`now()`, cancel_reason: reason || null, updated_at: sql`now()` })
    .where(
      and(
        inArray(
          sellerOrders.id,
          parts.map((part) => part.id),
        ),
        isNull(sellerOrders.cancelled_at),
      ),
    )
    .returning();
  if (cancelled.length === 0) return;
  // Nobody is to be offered a cancelled part any longer, nor see its offer count down.
  for (const part of cancelled) await withdrawOffers(tx, part.id, events);
  await tx.insert(orderTimeline).values(
    cancelled.map((part) => ({
      seller_order_id: part.id,
      event: 'cancelled' as const,
      step: timelineStepOf(statusOf(part)),
      status: part.status,
      actor_user_id: by.userId,
      actor_role: by.role,
      note: reason || null,
    })),
  );
  const items = await tx
    .select({
      product_id: orderItems.product_id,
      price_type_id: orderItems.price_type_id,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(
      inArray(
        orderItems.seller_order_id,
        cancelled.map((part) => part.id),
      ),
    );
  await releaseStock(tx, items);
  let paymentStatus: PaymentStatus | null = null;
  for (const part of cancelled) paymentStatus = await takeOffPayment(tx, order.id, part.total);
  await setPaymentStatus(tx, order.id, paymentStatus);
  const [left] = await tx
    .select({ id: sellerOrders.id })
    .from(sellerOrders)
    .where(and(eq(sellerOrders.order_id, order.id), isNull(sellerOrders.cancelled_at)))
    .limit(1);
  if (!left) {
    await tx
      .update(orders)
      .set({ cancelled_at: sql`now()`, updated_at: sql`now()` })
      .where(eq(orders.id, order.id));
  }
}

/**
 * A seller (or an admin) cancels its part before it is picked up (admins: until delivered); its
 * stock returns. Delivery persons cannot cancel (403); a part past that point is 409.
 */
export async function cancelSellerOrder(
  db: Db,
  actor: Actor,
  id: number,
  reason: string,
  events?: EventBus,
): Promise<SellerOrder> {
  const visible = await requireVisiblePart(db, actor, id);
  const view = await transaction(db, async (tx) => {
    const { order, part } = await lockedPart(tx, visible.part);
    const role = roleIn(actor, part, order.customer_id);
    if (!role) throw notFound('order_not_found');
    requirePartCanceller(role);
    if (part.cancelled_at || !mayCancel(role, statusOf(part))) {
      throw conflict('not_cancellable', 'ordersApi.notCancellable');
    }
    await cancelParts(
      tx,
      order,
      [part],
      { userId: 'userId' in actor ? actor.userId : null, role },
      reason,
      events,
    );
    const [fresh] = await tx.select().from(sellerOrders).where(eq(sellerOrders.id, part.id));
    return partView(tx, fresh!, order, actor);
  });
  await announceOrder(events, db, visible.part.order_id);
  return view;
}

/**
 * The customer (or an admin) cancels every part of an order that has not been picked up yet;
 * their stock returns. Nothing left to cancel is 409.
 */
export async function cancelOrder(
  db: Db,
  actor: Actor,
  orderNumber: string,
  reason: string,
  events?: EventBus,
): Promise<OrderDetail> {
  const found = await requireOrderReader(db, actor, orderNumber);
  const detail = await transaction(db, async (tx) => {
    const order = await lockOrder(tx, found.id);
    const parts = await partsOf(tx, order.id);
    const cancellable = parts.filter((part) => {
      const role = roleIn(actor, part, order.customer_id);
      return role !== null && part.cancelled_at === null && mayCancel(role, statusOf(part));
    });
    if (cancellable.length === 0) throw conflict('not_cancellable', 'ordersApi.notCancellable');
    const by: ChangedBy = {
      userId: 'userId' in actor ? actor.userId : null,
      role: actor.kind === 'admin' ? 'admin' : 'customer',
    };
    await cancelParts(tx, order, cancellable, by, reason, events);
    return orderDetailView(tx, await lockOrder(tx, order.id), actor);
  });
  await announceOrder(events, db, found.id);
  return detail;
}
