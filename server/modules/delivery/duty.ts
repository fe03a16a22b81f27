import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Duty } from '#lib/contracts/delivery.ts';
import type { Actor } from '#server/access/actor.ts';
import { transaction } from '#server/db/after-commit.ts';
import type { Db } from '#server/db/client.ts';
import { conflict } from '#server/errors.ts';
import { customerAudience, type EventBus } from '#server/modules/events/api.ts';
import { orders, sellerOrders } from '#server/modules/orders/schema.ts';
import { requireDeliveryPerson } from './policy.ts';
import { giveBackOffers } from './respond-to-offer.ts';
import { deliveryPersons } from './schema.ts';

type PersonRow = typeof deliveryPersons.$inferSelect;

const dutyView = (row: PersonRow): Duty => ({
  on_duty: row.on_duty,
  latitude: row.latitude,
  longitude: row.longitude,
  position_at: row.position_at?.toISOString() ?? null,
});

/** On duty (with a position, if given) or off duty: going off gives back open offers. */
export async function setDuty(
  db: Db,
  actor: Actor,
  input: { on_duty: boolean; latitude?: number | undefined; longitude?: number | undefined },
): Promise<Duty> {
  requireDeliveryPerson(actor);
  const hasPoint = input.latitude !== undefined && input.longitude !== undefined;
  return transaction(db, async (tx) => {
    const [row] = await tx
      .update(deliveryPersons)
      .set({
        on_duty: input.on_duty,
        ...(hasPoint
          ? { latitude: input.latitude!, longitude: input.longitude!, position_at: sql`now()` }
          : {}),
        updated_at: sql`now()`,
      })
      .where(eq(deliveryPersons.id, actor.deliveryPersonId))
      .returning();
    if (!input.on_duty) await giveBackOffers(tx, actor.deliveryPersonId);
    return dutyView(row!);
  });
}

/**
 * A position report from a delivery person on duty. Customers whose order this person carries
 * on its way hear it at once ('delivery.position', naming the courier); no one else does. Only the last position is
 * kept.
 */
export async function reportPosition(
  db: Db,
  actor: Actor,
  point: { latitude: number; longitude: number },
  events?: EventBus,
): Promise<Duty> {
  requireDeliveryPerson(actor);
  const [row] = await db
    .update(deliveryPersons)
    .set({ latitude: point.latitude, longitude: point.longitude, position_at: sql`now()` })
    .where(and(eq(deliveryPersons.id, actor.deliveryPersonId), eq(deliveryPersons.on_duty, true)))
    .returning();
  if (!row) throw conflict('not_on_duty', 'delivery.notOnDuty');
  if (events) {
    // One event for every customer watching this courier (one row, one NOTIFY per report): it
    // names the courier, not the orders, so no customer learns another's order.
    const watching = await db
      .selectDistinct({ customer_id: orders.customer_id })
      .from(sellerOrders)
      .innerJoin(orders, eq(orders.id, sellerOrders.order_id))
      .where(
        and(
          eq(sellerOrders.delivery_person_id, actor.deliveryPersonId),
          eq(sellerOrders.status, 5),
          isNull(sellerOrders.cancelled_at),
        ),
      );
    await events.publish(
      watching.map((part) => customerAudience(part.customer_id)),
      'delivery.position',
      {
        courier_id: actor.deliveryPersonId,
        latitude: point.latitude,
        longitude: point.longitude,
        at: row.position_at!.toISOString(),
      },
    );
  }
  return dutyView(row);
}
