import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { SellerOrder } from '#lib/contracts/orders.ts';
import type { OrderStatus } from '#lib/order-status.ts';
import type { Actor } from '#server/access/actor.ts';
import type { Tx } from '#server/db/client.ts';
import { conflict, notFound } from '#server/errors.ts';
import { type PaymentStatus, paymentProviderFor } from '#server/modules/payments/api.ts';
import { orders, sellerOrders } from './schema.ts';
import { type OrderRow, type SellerOrderRow, sellerOrderViews } from './views.ts';
/*
 * What every change to an order after it is placed shares (spec §4: move-seller-order.ts,
 * cancel-order.ts, assign-delivery-person.ts): every change starts by locking the order's row, so
 * changes to one order happen one at a time, and appends to the timeline.
 */

/** Who made a change, as the timeline records it. */
export interface ChangedBy {
  userId: number | null;
  role: 'customer' | 'seller' | 'delivery' | 'admin' | 'system';
}

export const statusOf = (part: SellerOrderRow) => part.status as OrderStatus;

/**
 * An order paid through a digital gateway is not fulfilled until the gateway says it is paid: no
 * status change and no delivery person before that (cash on delivery is paid at the door).
 */
export function isAwaitingPayment(order: OrderRow): boolean {
  return paymentProviderFor(order.payment_method).isDigital && order.payment_status !== 'paid';
}

export function refuseUnpaid(order: OrderRow): void {
  if (isAwaitingPayment(order)) {
    throw conflict('awaiting_payment', 'ordersApi.awaitingPayment', {
      details: { payment_status: order.payment_status },
    });
  }
}

/** Locks the order for this transaction: the first step of every change. */
export async function lockOrder(tx: Tx, orderId: number): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw notFound('order_not_found');
  return order;
}

export async function setPaymentStatus(tx: Tx, orderId: number, status: PaymentStatus | null): Promise<void> {
  if (!status) return;
  await tx
    .update(orders)
    .set({ payment_status: status, updated_at: sql`now()` })
    .where(eq(orders.id, orderId));
}

/** Re-reads a part under its order's lock (it may have changed while waiting for the lock). */
export async function lockedPart(
  tx: Tx,
  part: SellerOrderRow,
): Promise<{ order: OrderRow; part: SellerOrderRow }> {
  const order = await lockOrder(tx, part.order_id);
  const [fresh] = await tx.select().from(sellerOrders).where(eq(sellerOrders.id, part.id));
  return { order, part: fresh! };
}

export async function partView(
  db: Tx,
  part: SellerOrderRow,
  order: OrderRow,
  actor: Actor,
): Promise<SellerOrder> {
  const [view] = await sellerOrderViews(db, [part], new Map([[order.id, order]]), actor);
  return view!;
}

/** Every part of an order that is not cancelled, in order (for a declined payment). */
export async function activePartsOf(tx: Tx, orderId: number): Promise<SellerOrderRow[]> {
  return tx
    .select()
    .from(sellerOrders)
    .where(and(eq(sellerOrders.order_id, orderId), isNull(sellerOrders.cancelled_at)))
    .orderBy(asc(sellerOrders.id));
}
