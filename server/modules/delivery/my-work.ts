import { and, desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DeliveryJob, DeliverySummary, Offer } from '#lib/contracts/delivery.ts';
import { dhakaDayStart, dhakaToday } from '#lib/dhaka-days.ts';
import type { Actor } from '#server/access/actor.ts';
import type { Db } from '#server/db/client.ts';
import { sellerOrders } from '#server/modules/orders/schema.ts';
import { requireDeliveryPerson } from './policy.ts';
import { deliveryCashEntries, deliveryEarnings, deliveryOffers, deliveryPersons } from './schema.ts';
import { jobViews, offerViews } from './views.ts';

/** What a delivery person reads of their own work: open offers, their orders, their day. */

export async function myOffers(db: Db, actor: Actor): Promise<Offer[]> {
  requireDeliveryPerson(actor);
  const rows = await db
    .select()
    .from(deliveryOffers)
    .where(
      and(
        eq(deliveryOffers.delivery_person_id, actor.deliveryPersonId),
        eq(deliveryOffers.state, 'offered'),
        sql`${deliveryOffers.expires_at} > now()`,
      ),
    )
    .orderBy(deliveryOffers.expires_at);
  return offerViews(db, rows);
}

export async function myDeliveries(db: Db, actor: Actor, view: 'active' | 'history'): Promise<DeliveryJob[]> {
  requireDeliveryPerson(actor);
  const mine = eq(sellerOrders.delivery_person_id, actor.deliveryPersonId);
  const rows = await db
    .select({ id: sellerOrders.id })
    .from(sellerOrders)
    .where(
      view === 'active'
        ? and(mine, lt(sellerOrders.status, 6), isNull(sellerOrders.cancelled_at))
        : and(mine, or(eq(sellerOrders.status, 6), sql`${sellerOrders.cancelled_at} is not null`)),
    )
    .orderBy(desc(sellerOrders.updated_at))
    .limit(view === 'active' ? 50 : 100);
  return jobViews(
    db,
    rows.map((row) => row.id),
  );
}

/** Cash in hand: collections minus deposits, in poisha. */
export async function cashInHand(db: Db, deliveryPersonId: number): Promise<number> {
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(case when ${deliveryCashEntries.kind} = 'collected' then ${deliveryCashEntries.amount} else -${deliveryCashEntries.amount} end), 0)::int`,
    })
    .from(deliveryCashEntries)
    .where(eq(deliveryCashEntries.delivery_person_id, deliveryPersonId));
  return Number(row?.total ?? 0);
}

export async function mySummary(db: Db, actor: Actor): Promise<DeliverySummary> {
  requireDeliveryPerson(actor);
  const id = actor.deliveryPersonId;
  const [person] = await db.select().from(deliveryPersons).where(eq(deliveryPersons.id, id));
  const [today] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(deliveryEarnings)
    .where(
      and(
        eq(deliveryEarnings.delivery_person_id, id),
        // Today in Dhaka (UTC+6), whatever the database server's time zone.
        gte(deliveryEarnings.created_at, dhakaDayStart(dhakaToday())),
      ),
    );
  const [week] = await db
    .select({ total: sql<number>`coalesce(sum(${deliveryEarnings.amount}), 0)::int` })
    .from(deliveryEarnings)
    .where(
      and(
        eq(deliveryEarnings.delivery_person_id, id),
        gte(deliveryEarnings.created_at, sql`date_trunc('week', now())`),
      ),
    );
  const [active] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(sellerOrders)
    .where(
      and(
        eq(sellerOrders.delivery_person_id, id),
        lt(sellerOrders.status, 6),
        isNull(sellerOrders.cancelled_at),
      ),
    );
  const [offers] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(deliveryOffers)
    .where(
      and(
        eq(deliveryOffers.delivery_person_id, id),
        inArray(deliveryOffers.state, ['offered']),
        sql`${deliveryOffers.expires_at} > now()`,
      ),
    );
  return {
    on_duty: person?.on_duty ?? false,
    today_deliveries: Number(today?.count ?? 0),
    cash_in_hand: await cashInHand(db, id),
    earnings_this_week: Number(week?.total ?? 0),
    rating: person?.rating_count ? Math.round((person.rating_sum / person.rating_count) * 10) / 10 : null,
    rating_count: person?.rating_count ?? 0,
    active_orders: Number(active?.count ?? 0),
    open_offers: Number(offers?.count ?? 0),
    latitude: person?.latitude ?? null,
    longitude: person?.longitude ?? null,
    position_at: person?.position_at?.toISOString() ?? null,
  };
}
