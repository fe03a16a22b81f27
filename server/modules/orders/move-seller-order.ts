import { eq, sql } from 'drizzle-orm';
import type { SellerOrder } from '#lib/contracts/orders.ts';
import { ORDER_STATUS, type OrderStatus, timelineStepOf } from '#lib/order-status.ts';
import type { Actor } from '#server/access/actor.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { conflict, notFound } from '#server/errors.ts';
import type { EventBus } from '#server/modules/events/api.ts';
import { collectCash } from '#server/modules/payments/api.ts';
import { recordDelivered, recordUndelivered } from '#server/modules/seller-desk/api.ts';
import { announceOrder } from './announce-order.ts';
import { lockedPart, partView, refuseUnpaid, setPaymentStatus, statusOf } from './locked-order.ts';
import { requireMayMove, roleIn } from './policy.ts';
import { requireVisiblePart } from './reads.ts';
import { orderTimeline, sellerOrders } from './schema.ts';
import { type OrderRow, partsOf } from './views.ts';

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
