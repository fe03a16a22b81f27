import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DeliveryJob } from '#lib/contracts/delivery.ts';
import type { Actor } from '#server/access/actor.ts';
import { transaction } from '#server/db/after-commit.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { AppError, conflict, notFound } from '#server/errors.ts';
import type { EventBus } from '#server/modules/events/api.ts';
import { orders, sellerOrders } from '#server/modules/orders/schema.ts';
import { collectCash } from '#server/modules/payments/api.ts';
import { recordDelivered } from '#server/modules/seller-desk/api.ts';
import { enqueueOffer } from './offer-order.ts';
import { requireDeliveryAdmin, requireDeliveryPerson, requireHolder } from './policy.ts';
import { deliveryCashEntries, deliveryEarnings, deliveryRequests } from './schema.ts';
import {
  announcePart,
  appendTimeline,
  lockPart,
  type OrderRow,
  type PartRow,
  updatePart,
} from './seller-orders.ts';
import { deliverySettings } from './settings.ts';
import { jobViews } from './views.ts';

/*
 * Proof of delivery and what follows it. A seller order on its way (5) is delivered (6) by its
 * holder with the customer's 4-digit code; wrong codes are counted and, past the limit, only an
 * admin can confirm (with a reason, recorded). Delivering records the cash collected (cash on
 * delivery: the server's total of the part) in the holder's cash in hand, the delivery fee in
 * their earnings, and marks the order's cash payment paid once every part is delivered.
 */

async function markDelivered(
  tx: Tx,
  input: { order: OrderRow; part: PartRow; userId: number; role: 'delivery' | 'admin'; note: string | null },
): Promise<void> {
  const { order, part } = input;
  const holder = part.delivery_person_id;
  await updatePart(tx, part.id, { status: 6 });
  await appendTimeline(tx, {
    part,
    event: 'status',
    status: 6,
    userId: input.userId,
    role: input.role,
    note: input.note,
  });
  // The seller's ledger: the delivered part earns its sale and commission lines.
  await recordDelivered(tx, part.id);
  if (holder !== null) {
    if (order.payment_method === 'cod' && part.total > 0) {
      await tx
        .insert(deliveryCashEntries)
        .values({
          delivery_person_id: holder,
          seller_order_id: part.id,
          kind: 'collected',
          amount: part.total,
        })
        .onConflictDoNothing();
    }
    await tx
      .insert(deliveryEarnings)
      .values({ delivery_person_id: holder, seller_order_id: part.id, amount: part.delivery_fee })
      .onConflictDoNothing();
  }
  if (order.payment_method === 'cod') {
    const [left] = await tx
      .select({ id: sellerOrders.id })
      .from(sellerOrders)
      .where(
        and(
          eq(sellerOrders.order_id, order.id),
          isNull(sellerOrders.cancelled_at),
          sql`${sellerOrders.status} <> 6`,
        ),
      )
      .limit(1);
    if (!left) {
      const status = await collectCash(tx, order.id);
      if (status) {
        await tx
          .update(orders)
          .set({ payment_status: status, updated_at: sql`now()` })
          .where(eq(orders.id, order.id));
      }
    }
  }
}

/** The holder delivers with the customer's code. */
export async function deliverWithCode(
  db: Db,
  actor: Actor,
  sellerOrderId: number,
  code: string,
  events?: EventBus,
): Promise<DeliveryJob> {
  requireDeliveryPerson(actor);
  const settings = await deliverySettings(db);
  // A wrong code is counted in a transaction of its own, so the refusal does not undo the count.
  const wrong = await transaction(db, async (tx) => {
    const locked = await lockPart(tx, sellerOrderId);
    requireHolder(actor, locked?.part);
    const { order, part } = locked!;
    if (part.cancelled_at || part.status !== 5) throw conflict('not_on_the_way', 'delivery.notOnTheWay');
    const [request] = await tx
      .select()
      .from(deliveryRequests)
      .where(eq(deliveryRequests.seller_order_id, part.id))
      .for('update');
    if (!request) throw notFound('order_not_found');
    if (request.code_attempts >= settings.max_code_attempts)
      throw conflict('code_locked', 'delivery.codeLocked');
    if (request.code !== code) {
      const [counted] = await tx
        .update(deliveryRequests)
        .set({ code_attempts: sql`${deliveryRequests.code_attempts} + 1`, updated_at: sql`now()` })
        .where(eq(deliveryRequests.seller_order_id, part.id))
        .returning();
      return Math.max(0, settings.max_code_attempts - counted!.code_attempts);
    }
    await markDelivered(tx, { order, part, userId: actor.userId, role: 'delivery', note: null });
    return null;
  });
  if (wrong !== null) {
    throw new AppError('bad_request', 'wrong_code', 'delivery.wrongCode', {
      params: { left: wrong },
      details: { tries_left: wrong },
    });
  }
  await announcePart(events, db, sellerOrderId);
  return (await jobViews(db, [sellerOrderId]))[0]!;
}

/** An admin (orders feature) confirms delivery without the code; the reason is recorded. */
export async function overrideDelivery(
  db: Db,
  actor: Actor,
  sellerOrderId: number,
  reason: string,
  events?: EventBus,
): Promise<DeliveryJob> {
  requireDeliveryAdmin(actor);
  await transaction(db, async (tx) => {
    const locked = await lockPart(tx, sellerOrderId);
    if (!locked) throw notFound('order_not_found');
    const { order, part } = locked;
    if (part.cancelled_at || part.status !== 5) throw conflict('not_on_the_way', 'delivery.notOnTheWay');
    await tx
      .update(deliveryRequests)
      .set({ override_reason: reason, override_by: actor.userId, updated_at: sql`now()` })
      .where(eq(deliveryRequests.seller_order_id, part.id));
    await markDelivered(tx, { order, part, userId: actor.userId, role: 'admin', note: reason });
  });
  await announcePart(events, db, sellerOrderId);
  return (await jobViews(db, [sellerOrderId]))[0]!;
}

/**
 * A delivery attempt failed (not reachable, refused, wrong address): noted on the timeline.
 * Reattempt: the holder keeps it on its way. Return: it goes back to the seller as packed (4),
 * without a holder, and the search for a delivery person starts again.
 */
export async function failDelivery(
  db: Db,
  actor: Actor,
  sellerOrderId: number,
  input: { reason: string; next: 'reattempt' | 'return' },
  events?: EventBus,
): Promise<DeliveryJob> {
  requireDeliveryPerson(actor);
  await transaction(db, async (tx) => {
    const locked = await lockPart(tx, sellerOrderId);
    requireHolder(actor, locked?.part);
    const { part } = locked!;
    if (part.cancelled_at || part.status !== 5) throw conflict('not_on_the_way', 'delivery.notOnTheWay');
    await tx
      .update(deliveryRequests)
      .set({ failed_reason: input.reason, updated_at: sql`now()` })
      .where(eq(deliveryRequests.seller_order_id, part.id));
    const note = `delivery failed: ${input.reason}; ${input.next}`;
    if (input.next === 'reattempt') {
      await appendTimeline(tx, {
        part,
        event: 'status',
        status: 5,
        userId: actor.userId,
        role: 'delivery',
        note,
      });
    } else {
      await updatePart(tx, part.id, { status: 4, delivery_person_id: null });
      await appendTimeline(tx, {
        part,
        event: 'status',
        status: 4,
        userId: actor.userId,
        role: 'delivery',
        note,
      });
      await enqueueOffer(tx, part.id);
    }
  });
  await announcePart(events, db, sellerOrderId);
  return (await jobViews(db, [sellerOrderId]))[0]!;
}

/** Picking up: the holder moves a packed order (4) on its way (5). */
export async function pickUp(
  db: Db,
  actor: Actor,
  sellerOrderId: number,
  events?: EventBus,
): Promise<DeliveryJob> {
  requireDeliveryPerson(actor);
  await transaction(db, async (tx) => {
    const locked = await lockPart(tx, sellerOrderId);
    requireHolder(actor, locked?.part);
    const { part } = locked!;
    if (part.cancelled_at || part.status !== 4) throw conflict('not_packed', 'delivery.notPacked');
    await updatePart(tx, part.id, { status: 5 });
    await appendTimeline(tx, { part, event: 'status', status: 5, userId: actor.userId, role: 'delivery' });
  });
  await announcePart(events, db, sellerOrderId);
  return (await jobViews(db, [sellerOrderId]))[0]!;
}
