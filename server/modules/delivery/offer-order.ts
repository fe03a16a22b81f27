import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { FEATURES } from '#lib/contracts/features.ts';
import { translate } from '#lib/i18n/translate.ts';
import { afterCommit, transaction } from '#server/db/after-commit.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { adminFeatureAudience, deliveryAudience, type EventBus } from '#server/modules/events/api.ts';
import { defineJob, enqueueJob } from '#server/modules/jobs/api.ts';
import { queuePush } from '#server/modules/notifications/api.ts';
import { nearestCandidates } from './nearest.ts';
import { deliveryOffers, deliveryPersons, deliveryRequests } from './schema.ts';
import { lockPart, pickupOf } from './seller-orders.ts';
import { deliverySettings } from './settings.ts';

/*
 * Offering a seller order to the nearest available delivery person (issue 14, decision 0015).
 * Placing an order opens a delivery request per seller order (with the customer's 4-digit code)
 * and enqueues `delivery.offer`. That job, under the order's lock, offers the part to the nearest
 * candidate within the radius and schedules the offer's timeout (`delivery.offer-timeout`). A
 * decline or a timeout enqueues `delivery.offer` again, which skips everyone already asked.
 * Nobody within the radius → the wider radius; nobody there → the request is flagged for admins
 * and searched again `retry_seconds` later (someone may have come on duty).
 */

interface OfferPayload {
  seller_order_id: number;
}

const offerKey = (sellerOrderId: number) => `delivery.offer:${sellerOrderId}`;

/** A fresh 4-digit code, 0000–9999. */
export function newDeliveryCode(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}

/** Enqueues the search for a delivery person for a part, at once or after `delayMs`. */
export async function enqueueOffer(tx: Tx, sellerOrderId: number, delayMs = 0): Promise<void> {
  await enqueueJob(tx, offerOrder, {
    payload: { seller_order_id: sellerOrderId },
    key: offerKey(sellerOrderId),
    delayMs,
  });
}

/**
 * Called in the transaction that places an order (or approves its digital payment): a delivery
 * request with its code per part, and the search for a delivery person for each.
 */
export async function requestDelivery(
  tx: Tx,
  sellerOrderIds: number[],
  /** False while a digital payment is awaited: the code exists, the search starts once paid. */
  search = true,
): Promise<void> {
  for (const id of sellerOrderIds) {
    await tx
      .insert(deliveryRequests)
      .values({ seller_order_id: id, code: newDeliveryCode() })
      .onConflictDoNothing();
    if (search) await enqueueOffer(tx, id);
  }
}

/**
 * Withdraws a part's open offers (it was assigned, cancelled, or its holder went off duty). With
 * `events`, each delivery person who had one hears 'delivery.offer-closed' once the transaction
 * has committed, so the offer leaves their screen at once (the transaction must be started with
 * transaction()).
 */
export async function withdrawOffers(tx: Tx, sellerOrderId: number, events?: EventBus): Promise<number[]> {
  const withdrawn = await tx
    .update(deliveryOffers)
    .set({ state: 'withdrawn', responded_at: sql`now()` })
    .where(and(eq(deliveryOffers.seller_order_id, sellerOrderId), eq(deliveryOffers.state, 'offered')))
    .returning({ id: deliveryOffers.id, delivery_person_id: deliveryOffers.delivery_person_id });
  if (events && withdrawn.length > 0) {
    afterCommit(tx, async () => {
      for (const row of withdrawn) {
        await events.publish([deliveryAudience(row.delivery_person_id)], 'delivery.offer-closed', {
          offer_id: row.id,
          state: 'withdrawn',
        });
      }
    });
  }
  return withdrawn.map((row) => row.delivery_person_id);
}

/** What one run of the search did (for tests and logs). */
export type OfferOutcome =
  | { kind: 'offered'; offerId: number; deliveryPersonId: number; distance: number }
  | { kind: 'flagged' }
  | { kind: 'skipped'; reason: string };

/** One run of the search for a part: see the module comment. */
export async function offerToNearest(
  db: Db,
  sellerOrderId: number,
  events?: EventBus,
): Promise<OfferOutcome> {
  return transaction(db, async (tx) => {
    const locked = await lockPart(tx, sellerOrderId);
    if (!locked) return { kind: 'skipped', reason: 'no_order' };
    const { order, part } = locked;
    if (part.cancelled_at || part.delivery_person_id !== null || part.status >= 5) {
      await withdrawOffers(tx, part.id);
      return { kind: 'skipped', reason: 'not_needed' };
    }
    if (order.payment_method !== 'cod' && order.payment_status !== 'paid') {
      return { kind: 'skipped', reason: 'awaiting_payment' };
    }
    const [open] = await tx
      .select({ id: deliveryOffers.id })
      .from(deliveryOffers)
      .where(and(eq(deliveryOffers.seller_order_id, part.id), eq(deliveryOffers.state, 'offered')))
      .limit(1);
    if (open) return { kind: 'skipped', reason: 'offer_open' };
    const settings = await deliverySettings(tx);
    const [request] = await tx
      .insert(deliveryRequests)
      .values({ seller_order_id: part.id, code: newDeliveryCode() })
      .onConflictDoUpdate({ target: deliveryRequests.seller_order_id, set: { updated_at: sql`now()` } })
      .returning();
    const point = await pickupOf(tx, part.company_id);
    const radii = [settings.radius_m, settings.wider_radius_m];
    for (let round = request!.round; round < radii.length; round++) {
      const [nearest] = await nearestCandidates(tx, {
        point,
        radius: radii[round]!,
        sellerOrderId: part.id,
        maxActive: settings.max_active_orders,
        freshMinutes: settings.position_fresh_minutes,
      });
      if (!nearest) continue;
      const [offer] = await tx
        .insert(deliveryOffers)
        .values({
          seller_order_id: part.id,
          delivery_person_id: nearest.id,
          distance_m: nearest.distance_m,
          expires_at: sql`now() + ${settings.offer_seconds} * interval '1 second'`,
        })
        .returning();
      await tx
        .update(deliveryRequests)
        .set({ round, updated_at: sql`now()` })
        .where(eq(deliveryRequests.seller_order_id, part.id));
      await enqueueJob(tx, offerTimeout, {
        payload: { offer_id: offer!.id },
        key: `offer:${offer!.id}`,
        delayMs: settings.offer_seconds * 1000,
      });
      // A phone whose page is closed hears it through web push (when that person subscribed).
      const [holder] = await tx
        .select({ user_id: deliveryPersons.user_id })
        .from(deliveryPersons)
        .where(eq(deliveryPersons.id, nearest.id));
      const distance =
        nearest.distance_m < 1000
          ? `${nearest.distance_m} m`
          : `${(nearest.distance_m / 1000).toFixed(1)} km`;
      await queuePush(tx, holder!.user_id, {
        title: translate('en', 'push.offerTitle'),
        body: translate('en', 'push.offerBody', { order: part.sub_number, distance }),
        url: '/delivery-person-dashboard',
        tag: `offer:${part.id}`,
      });
      afterCommit(tx, async () => {
        await events?.publish([deliveryAudience(nearest.id)], 'delivery.offer', {
          offer_id: offer!.id,
          seller_order_id: part.id,
          sub_number: part.sub_number,
          distance_m: nearest.distance_m,
          expires_at: offer!.expires_at.toISOString(),
        });
      });
      return {
        kind: 'offered',
        offerId: offer!.id,
        deliveryPersonId: nearest.id,
        distance: nearest.distance_m,
      };
    }
    const firstFlag = request!.flagged_at === null;
    await tx
      .update(deliveryRequests)
      .set({
        round: radii.length - 1,
        flagged_at: sql`coalesce(${deliveryRequests.flagged_at}, now())`,
        updated_at: sql`now()`,
      })
      .where(eq(deliveryRequests.seller_order_id, part.id));
    await enqueueOffer(tx, part.id, settings.retry_seconds * 1000);
    if (firstFlag) {
      afterCommit(tx, async () => {
        // Only the admins who hand-assign orders (the orders feature) have anything to do with it.
        await events?.publish([adminFeatureAudience(FEATURES.orders)], 'delivery.unassigned', {
          seller_order_id: part.id,
          sub_number: part.sub_number,
        });
      });
    }
    return { kind: 'flagged' };
  });
}

export const offerOrder = defineJob<OfferPayload>({
  name: 'delivery.offer',
  async run(payload, { deps }) {
    await offerToNearest(deps.db, payload.seller_order_id, deps.events);
  },
});

/** An offer not answered in time expires; the search moves on to the next candidate. */
export async function expireOffer(db: Db, offerId: number, events?: EventBus): Promise<boolean> {
  const expired = await transaction(db, async (tx) => {
    const [row] = await tx
      .update(deliveryOffers)
      .set({ state: 'expired', responded_at: sql`now()` })
      .where(and(eq(deliveryOffers.id, offerId), eq(deliveryOffers.state, 'offered')))
      .returning();
    if (!row) return null;
    await enqueueOffer(tx, row.seller_order_id);
    return row;
  });
  if (expired) {
    await events?.publish([deliveryAudience(expired.delivery_person_id)], 'delivery.offer-closed', {
      offer_id: expired.id,
      state: 'expired',
    });
  }
  return expired !== null;
}

export const offerTimeout = defineJob<{ offer_id: number }>({
  name: 'delivery.offer-timeout',
  async run(payload, { deps }) {
    await expireOffer(deps.db, payload.offer_id, deps.events);
  },
});
