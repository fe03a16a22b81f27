import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { OrderDetail, SellerOrder } from '#lib/contracts/orders.ts';
import { bilingual } from '#lib/i18n/translate.ts';
import { ORDER_STATUS, type OrderStatus, timelineStepOf } from '#lib/order-status.ts';
import type { Actor } from '#server/access/actor.ts';
import { transaction } from '#server/db/after-commit.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { conflict, forbidden, invalidFields, notFound } from '#server/errors.ts';
import { releaseStock } from '#server/modules/catalog/api.ts';
import { deliveryContactsByIds, withdrawOffers } from '#server/modules/delivery/api.ts';
import type { EventBus } from '#server/modules/events/api.ts';
import {
  collectCash,
  type PaymentStatus,
  paymentProviderFor,
  takeOffPayment,
} from '#server/modules/payments/api.ts';
import { recordDelivered, recordUndelivered } from '#server/modules/seller-desk/api.ts';
import { announceOrder } from './announce-order.ts';
import {
  mayCancel,
  requireDeliveryAssigner,
  requireMayMove,
  requirePartCanceller,
  roleIn,
} from './policy.ts';
import { requireOrderReader, requireVisiblePart } from './reads.ts';
import { orderItems, orders, orderTimeline, sellerOrders } from './schema.ts';
import { type OrderRow, orderDetailView, partsOf, type SellerOrderRow, sellerOrderViews } from './views.ts';

/*
 * Changes to an order after it is placed: spec §4's status machine (lib/order-status.ts says who
 * may move a part from which status to which), cancellation (stock returns, the payment follows),
 * and an admin's assignment of a delivery person. Every change starts by locking the order's row,
 * so changes to one order happen one at a time, and appends to the timeline.
 */

/** Who made a change, as the timeline records it. */
export interface ChangedBy {
  userId: number | null;
  role: 'customer' | 'seller' | 'delivery' | 'admin' | 'system';
}

const statusOf = (part: SellerOrderRow) => part.status as OrderStatus;

/**
 * An order paid through a digital gateway is not fulfilled until the gateway says it is paid: no
 * status change and no delivery person before that (cash on delivery is paid at the door).
 */
export function isAwaitingPayment(order: OrderRow): boolean {
  return paymentProviderFor(order.payment_method).isDigital && order.payment_status !== 'paid';
}

function refuseUnpaid(order: OrderRow): void {
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

async function setPaymentStatus(tx: Tx, orderId: number, status: PaymentStatus | null): Promise<void> {
  if (!status) return;
  await tx
    .update(orders)
    .set({ payment_status: status, updated_at: sql`now()` })
    .where(eq(orders.id, orderId));
}

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

/** Re-reads a part under its order's lock (it may have changed while waiting for the lock). */
async function lockedPart(tx: Tx, part: SellerOrderRow): Promise<{ order: OrderRow; part: SellerOrderRow }> {
  const order = await lockOrder(tx, part.order_id);
  const [fresh] = await tx.select().from(sellerOrders).where(eq(sellerOrders.id, part.id));
  return { order, part: fresh! };
}

async function partView(db: Tx, part: SellerOrderRow, order: OrderRow, actor: Actor): Promise<SellerOrder> {
  const [view] = await sellerOrderViews(db, [part], new Map([[order.id, order]]), actor);
  return view!;
}

/** Cash on delivery is paid once every part that is not cancelled has been delivered. */
async function collectCashWhenAllDelivered(tx: Tx, order: OrderRow): Promise<void> {
  if (order.payment_method !== 'cod') return;
  const parts = await partsOf(tx, order.id);
  const active = parts.filter((part) => part.cancelled_at === null);
  if (active.length > 0 && active.every((part) => part.status === ORDER_STATUS.delivered)) {
    await setPaymentStatus(tx, order.id, await collectCash(tx, order.id));
  }
}

/**
 * Moves a seller order to a new status if the asking person's role may (lib/order-status.ts):
 * its seller prepares and packs, its assigned delivery person takes, carries and delivers, an
 * admin sets anything. Refused moves are 403; a cancelled part cannot move (409).
 */
export async function moveSellerOrder(
  db: Db,
  actor: Actor,
  id: number,
  input: { status: number; note: string },
  /** Announces the change to the customer, the seller and the delivery person after commit. */
  events?: EventBus,
): Promise<SellerOrder> {
  const visible = await requireVisiblePart(db, actor, id);
  const view = await db.transaction(async (tx) => {
    const { order, part } = await lockedPart(tx, visible.part);
    const role = roleIn(actor, part, order.customer_id);
    if (!role) throw notFound('order_not_found');
    if (part.cancelled_at) throw conflict('order_cancelled', 'ordersApi.statusNotAllowed');
    refuseUnpaid(order);
    const to = input.status as OrderStatus;
    requireMayMove(role, statusOf(part), to);
    // Delivery persons confirm delivery with the customer's code (POST /api/delivery/orders/deliver/:id).
    if (role === 'delivery' && to === ORDER_STATUS.delivered) {
      throw conflict('delivery_code_required', 'delivery.codeRequired');
    }
    const [moved] = await tx
      .update(sellerOrders)
      .set({ status: to, updated_at: sql`now()` })
      .where(eq(sellerOrders.id, part.id))
      .returning();
    await tx.insert(orderTimeline).values({
      seller_order_id: part.id,
      event: 'status',
      step: timelineStepOf(to),
      status: to,
      actor_user_id: 'userId' in actor ? actor.userId : null,
      actor_role: role,
      note: input.note || null,
    });
    if (to === ORDER_STATUS.delivered) await collectCashWhenAllDelivered(tx, order);
    // The seller's ledger: a delivered part earns its lines; moved back (an admin), they are reversed.
    if (to === ORDER_STATUS.delivered) await recordDelivered(tx, part.id);
    else if (statusOf(part) === ORDER_STATUS.delivered)
      await recordUndelivered(tx, part.id, input.note || null);
    return partView(tx, moved!, order, actor);
  });
  await announceOrder(events, db, visible.part.order_id);
  return view;
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
    await cancelParts(tx, order, [part], { userId: 'userId' in actor ? actor.userId : null, role }, reason);
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
    await cancelParts(tx, order, cancellable, by, reason);
    return orderDetailView(tx, await lockOrder(tx, order.id), actor);
  });
  await announceOrder(events, db, found.id);
  return detail;
}

/**
 * An admin (orders feature) sets or clears who carries a seller order, until the delivery issue
 * assigns delivery persons itself. Recorded on the timeline.
 */
export async function assignDeliveryPerson(
  db: Db,
  actor: Actor,
  id: number,
  deliveryPersonId: number | null,
): Promise<SellerOrder> {
  requireDeliveryAssigner(actor);
  if (
    deliveryPersonId !== null &&
    !(await deliveryContactsByIds(db, [deliveryPersonId])).has(deliveryPersonId)
  ) {
    throw invalidFields([
      {
        path: 'delivery_person_id',
        code: 'not_found',
        message: bilingual('ordersApi.deliveryPersonUnknown'),
      },
    ]);
  }
  const [found] = await db.select().from(sellerOrders).where(eq(sellerOrders.id, id)).limit(1);
  if (!found) throw notFound('order_not_found');
  return db.transaction(async (tx) => {
    const { order, part } = await lockedPart(tx, found);
    if (part.cancelled_at) throw conflict('order_cancelled', 'ordersApi.statusNotAllowed');
    refuseUnpaid(order);
    // Whoever the admin chose holds it: open offers of it are withdrawn.
    await withdrawOffers(tx, part.id);
    const [assigned] = await tx
      .update(sellerOrders)
      .set({ delivery_person_id: deliveryPersonId, updated_at: sql`now()` })
      .where(eq(sellerOrders.id, part.id))
      .returning();
    await tx.insert(orderTimeline).values({
      seller_order_id: part.id,
      event: 'assigned',
      step: timelineStepOf(statusOf(part)),
      status: part.status,
      actor_user_id: actor.userId,
      actor_role: 'admin',
      note: null,
    });
    return partView(tx, assigned!, order, actor);
  });
}

/** Every part of an order that is not cancelled, in order (for a declined payment). */
export async function activePartsOf(tx: Tx, orderId: number): Promise<SellerOrderRow[]> {
  return tx
    .select()
    .from(sellerOrders)
    .where(and(eq(sellerOrders.order_id, orderId), isNull(sellerOrders.cancelled_at)))
    .orderBy(asc(sellerOrders.id));
}
