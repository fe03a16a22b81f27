import { eq, sql } from 'drizzle-orm';
import type { SellerOrder } from '#lib/contracts/orders.ts';
import { bilingual } from '#lib/i18n/translate.ts';
import { timelineStepOf } from '#lib/order-status.ts';
import type { Actor } from '#server/access/actor.ts';
import type { Db } from '#server/db/client.ts';
import { conflict, invalidFields, notFound } from '#server/errors.ts';
import { deliveryContactsByIds, withdrawOffers } from '#server/modules/delivery/api.ts';
import { lockedPart, partView, refuseUnpaid, statusOf } from './locked-order.ts';
import { requireDeliveryAssigner } from './policy.ts';
import { orderTimeline, sellerOrders } from './schema.ts';

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
