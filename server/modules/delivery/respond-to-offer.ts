import { and, eq, gt, sql } from 'drizzle-orm';
import type { Offer } from '#lib/contracts/delivery.ts';
import type { Actor } from '#server/access/actor.ts';
import { transaction } from '#server/db/after-commit.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { conflict } from '#server/errors.ts';
import { deliveryAudience, type EventBus } from '#server/modules/events/api.ts';
import { enqueueOffer, withdrawOffers } from './offer-order.ts';
import { requireDeliveryPerson, requireOwnOffer } from './policy.ts';
import { deliveryOffers, deliveryRequests } from './schema.ts';
import { announcePart, appendTimeline, lockPart, updatePart } from './seller-orders.ts';
import { offerView } from './views.ts';

/*
 * A delivery person answers an offer. Accepting takes the order's lock, then closes the offer
 * with a conditional update (only an open, unexpired offer of theirs), then checks nobody holds
 * the part: whatever the races (a double tap, a second device, an admin assigning meanwhile, the
 * timeout firing), exactly one person ends up holding it. Status 1 becomes 2 with timeline step
 * 2; a part the seller already moved to 3 or 4 keeps its status and is just assigned.
 */

async function findOffer(db: Db, id: number) {
  const [offer] = await db.select().from(deliveryOffers).where(eq(deliveryOffers.id, id)).limit(1);
  return offer;
}

export async function acceptOffer(db: Db, actor: Actor, offerId: number, events?: EventBus): Promise<Offer> {
  requireDeliveryPerson(actor);
  const offer = await findOffer(db, offerId);
  requireOwnOffer(actor, offer);
  await transaction(db, async (tx) => {
    const locked = await lockPart(tx, offer!.seller_order_id);
    const [taken] = await tx
      .update(deliveryOffers)
      .set({ state: 'accepted', responded_at: sql`now()` })
      .where(
        and(
          eq(deliveryOffers.id, offerId),
          eq(deliveryOffers.delivery_person_id, actor.deliveryPersonId),
          eq(deliveryOffers.state, 'offered'),
          gt(deliveryOffers.expires_at, sql`now()`),
        ),
      )
      .returning();
    if (!taken) throw conflict('offer_closed', 'delivery.offerClosed');
    const part = locked?.part;
    if (!part || part.cancelled_at || part.delivery_person_id !== null || part.status >= 5) {
      throw conflict('order_taken', 'delivery.orderTaken');
    }
    if (part.status === 1) {
      await updatePart(tx, part.id, { delivery_person_id: actor.deliveryPersonId, status: 2 });
      await appendTimeline(tx, { part, event: 'status', status: 2, userId: actor.userId, role: 'delivery' });
    } else {
      await updatePart(tx, part.id, { delivery_person_id: actor.deliveryPersonId });
      await appendTimeline(tx, {
        part,
        event: 'assigned',
        status: part.status,
        userId: actor.userId,
        role: 'delivery',
      });
    }
    await tx
      .update(deliveryRequests)
      .set({ flagged_at: null, updated_at: sql`now()` })
      .where(eq(deliveryRequests.seller_order_id, part.id));
  });
  await announcePart(events, db, offer!.seller_order_id);
  return offerView(db, (await findOffer(db, offerId))!);
}

export async function declineOffer(db: Db, actor: Actor, offerId: number, events?: EventBus): Promise<Offer> {
  requireDeliveryPerson(actor);
  const offer = await findOffer(db, offerId);
  requireOwnOffer(actor, offer);
  await transaction(db, async (tx) => {
    const [declined] = await tx
      .update(deliveryOffers)
      .set({ state: 'declined', responded_at: sql`now()` })
      .where(and(eq(deliveryOffers.id, offerId), eq(deliveryOffers.state, 'offered')))
      .returning();
    if (!declined) throw conflict('offer_closed', 'delivery.offerClosed');
    await enqueueOffer(tx, declined.seller_order_id);
  });
  await events?.publish([deliveryAudience(actor.deliveryPersonId)], 'delivery.offer-closed', {
    offer_id: offerId,
    state: 'declined',
  });
  return offerView(db, (await findOffer(db, offerId))!);
}

/**
 * A delivery person going off duty gives back their open offers: each goes to the next
 * candidate. Runs in the caller's transaction.
 */
export async function giveBackOffers(tx: Tx, deliveryPersonId: number): Promise<void> {
  const open = await tx
    .update(deliveryOffers)
    .set({ state: 'declined', responded_at: sql`now()` })
    .where(and(eq(deliveryOffers.delivery_person_id, deliveryPersonId), eq(deliveryOffers.state, 'offered')))
    .returning({ seller_order_id: deliveryOffers.seller_order_id });
  for (const row of open) await enqueueOffer(tx, row.seller_order_id);
}

export { withdrawOffers };
