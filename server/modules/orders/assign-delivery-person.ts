import { eq, sql } from 'drizzle-orm';
import type { SellerOrder } from '#lib/contracts/orders.ts';
import { bilingual } from '#lib/i18n/translate.ts';
import { ORDER_STATUS, timelineStepOf } from '#lib/order-status.ts';
import type { Actor } from '#server/access/actor.ts';
import { transaction } from '#server/db/after-commit.ts';
import type { Db } from '#server/db/client.ts';
import { conflict, invalidFields, notFound } from '#server/errors.ts';
import {
  deliveryContactsByIds,
  requestDelivery,
  tellReassigned,
  withdrawOffers,
} from '#server/modules/delivery/api.ts';
import type { EventBus } from '#server/modules/events/api.ts';
import { announceOrder } from './announce-order.ts';
import { lockedPart, partView, refuseUnpaid, statusOf } from './locked-order.ts';
import { requireDeliveryAssigner } from './policy.ts';
import { orderTimeline, sellerOrders } from './schema.ts';

/**
 * An admin (orders feature) sets or clears who carries a seller order, recorded on the timeline.
 * As with an accepted offer, a new order (1) someone now holds is "going to the place" (2); one
 * taken off its holder before pickup goes back to 1 (from 2) and the search starts again.
 * Everyone concerned hears of it live.
 */
export async function assignDeliveryPerson(
  db: Db,
  actor: Actor,
  id: number,
  deliveryPersonId: number | null,
  events?: EventBus,
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
  const view = await transaction(db, async (tx) => {
    const { order, part } = await lockedPart(tx, found);
    if (part.cancelled_at) throw conflict('order_cancelled', 'ordersApi.statusNotAllowed');
    refuseUnpaid(order);
    // Whoever the admin chose holds it: open offers of it are withdrawn.
    const offeredTo = await withdrawOffers(tx, part.id, events);
    const from = statusOf(part);
    const status =
      deliveryPersonId !== null && from === ORDER_STATUS.lookingForDelivery
        ? ORDER_STATUS.deliveryAssigned
        : deliveryPersonId === null && from === ORDER_STATUS.deliveryAssigned
          ? ORDER_STATUS.lookingForDelivery
          : from;
    const [assigned] = await tx
      .update(sellerOrders)
      .set({ delivery_person_id: deliveryPersonId, status, updated_at: sql`now()` })
      .where(eq(sellerOrders.id, part.id))
      .returning();
    await tx.insert(orderTimeline).values({
      seller_order_id: part.id,
      event: status === from ? 'assigned' : 'status',
      step: timelineStepOf(status),
      status,
      actor_user_id: actor.userId,
      actor_role: 'admin',
      note: null,
    });
    // Whoever held it or had it offered, if not the one chosen, is told it is no longer theirs.
    await tellReassigned(
      tx,
      part,
      [part.delivery_person_id, ...offeredTo].filter(
        (id): id is number => id !== null && id !== deliveryPersonId,
      ),
      events,
    );
    // Nobody holds it before pickup: look for the nearest delivery person again.
    if (deliveryPersonId === null && status < ORDER_STATUS.onTheWay) await requestDelivery(tx, [part.id]);
    return partView(tx, assigned!, order, actor);
  });
  await announceOrder(events, db, found.order_id);
  return view;
}
