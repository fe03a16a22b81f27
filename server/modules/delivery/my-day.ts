import { and, asc, eq, gte, like, lt, sql } from 'drizzle-orm';
import type { DeliveryDay, DeliveryReceipt } from '#lib/contracts/delivery.ts';
import { dhakaDayEnd, dhakaDayStart, dhakaToday } from '#lib/dhaka-days.ts';
import type { Actor } from '#server/access/actor.ts';
import type { Db } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import { orderTimeline } from '#server/modules/orders/schema.ts';
import { requireDeliveryPerson } from './policy.ts';
import { deliveryCashEntries, deliveryEarnings, deliveryPersons } from './schema.ts';
import { jobViews } from './views.ts';

/*
 * Spec §2's receipt and summary under a delivery person's manage-orders: the receipt of one order
 * they delivered, and one day's work (a Dhaka day) — what they delivered, what failed, what they
 * earned, the cash they took at doors and handed in. Only their own: an order another delivery
 * person delivered is not found.
 */

export async function deliveryReceipt(db: Db, actor: Actor, sellerOrderId: number): Promise<DeliveryReceipt> {
  requireDeliveryPerson(actor);
  const [earning] = await db
    .select({ amount: deliveryEarnings.amount, created_at: deliveryEarnings.created_at })
    .from(deliveryEarnings)
    .where(
      and(
        eq(deliveryEarnings.seller_order_id, sellerOrderId),
        eq(deliveryEarnings.delivery_person_id, actor.deliveryPersonId),
      ),
    );
  if (!earning) throw notFound('order_not_found');
  const [[job], [cash], [person]] = await Promise.all([
    jobViews(db, [sellerOrderId]),
    db
      .select({ amount: deliveryCashEntries.amount })
      .from(deliveryCashEntries)
      .where(
        and(
          eq(deliveryCashEntries.seller_order_id, sellerOrderId),
          eq(deliveryCashEntries.kind, 'collected'),
          eq(deliveryCashEntries.delivery_person_id, actor.deliveryPersonId),
        ),
      ),
    db
      .select({ full_name: deliveryPersons.full_name })
      .from(deliveryPersons)
      .where(eq(deliveryPersons.id, actor.deliveryPersonId)),
  ]);
  return {
    job: job!,
    delivery_person_name: person?.full_name ?? '',
    delivered_at: earning.created_at.toISOString(),
    cash_collected: cash?.amount ?? 0,
    earned: earning.amount,
  };
}

export async function myDay(db: Db, actor: Actor, day: string = dhakaToday()): Promise<DeliveryDay> {
  requireDeliveryPerson(actor);
  const person = actor.deliveryPersonId;
  const from = dhakaDayStart(day);
  const to = dhakaDayEnd(day);
  const [earnings, cash, failed] = await Promise.all([
    db
      .select({
        seller_order_id: deliveryEarnings.seller_order_id,
        amount: deliveryEarnings.amount,
        created_at: deliveryEarnings.created_at,
      })
      .from(deliveryEarnings)
      .where(
        and(
          eq(deliveryEarnings.delivery_person_id, person),
          gte(deliveryEarnings.created_at, from),
          lt(deliveryEarnings.created_at, to),
        ),
      )
      .orderBy(asc(deliveryEarnings.created_at)),
    db
      .select({
        seller_order_id: deliveryCashEntries.seller_order_id,
        kind: deliveryCashEntries.kind,
        amount: deliveryCashEntries.amount,
      })
      .from(deliveryCashEntries)
      .where(
        and(
          eq(deliveryCashEntries.delivery_person_id, person),
          gte(deliveryCashEntries.created_at, from),
          lt(deliveryCashEntries.created_at, to),
        ),
      ),
    // Failed attempts are on the timeline, written by the delivery person (index in 0021).
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(orderTimeline)
      .where(
        and(
          eq(orderTimeline.actor_user_id, actor.userId),
          eq(orderTimeline.actor_role, 'delivery'),
          gte(orderTimeline.created_at, from),
          lt(orderTimeline.created_at, to),
          like(orderTimeline.note, 'delivery failed:%'),
        ),
      ),
  ]);
  const collectedByOrder = new Map<number, number>();
  let collected = 0;
  let deposited = 0;
  for (const entry of cash) {
    if (entry.kind === 'deposited') {
      deposited += entry.amount;
      continue;
    }
    collected += entry.amount;
    if (entry.seller_order_id !== null) collectedByOrder.set(entry.seller_order_id, entry.amount);
  }
  const jobs = new Map(
    (
      await jobViews(
        db,
        earnings.map((row) => row.seller_order_id),
      )
    ).map((job) => [job.seller_order_id, job]),
  );
  const deliveries = earnings.flatMap((row) => {
    const job = jobs.get(row.seller_order_id);
    if (!job) return [];
    return [
      {
        seller_order_id: job.seller_order_id,
        sub_number: job.sub_number,
        company_name: job.company_name,
        company_name_bn: job.company_name_bn,
        drop_area: job.drop_area,
        drop_area_bn: job.drop_area_bn,
        delivered_at: row.created_at.toISOString(),
        earned: row.amount,
        cash_collected: collectedByOrder.get(row.seller_order_id) ?? 0,
      },
    ];
  });
  return {
    date: day,
    delivered_count: earnings.length,
    failed_attempts: Number(failed[0]?.count ?? 0),
    earnings: earnings.reduce((sum, row) => sum + row.amount, 0),
    cash_collected: collected,
    cash_deposited: deposited,
    deliveries,
  };
}
