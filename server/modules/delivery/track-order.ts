import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Tracking } from '#lib/contracts/delivery.ts';
import type { Actor } from '#server/access/actor.ts';
import { requireCustomer } from '#server/access/permissions.ts';
import type { Db } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import { orders, sellerOrders } from '#server/modules/orders/schema.ts';
import { distanceMetres } from './nearest.ts';
import { deliveryPersons, deliveryRequests } from './schema.ts';

/** City speed for the ETA (motorbikes in Dhaka traffic), metres per minute. */
const CITY_METRES_PER_MINUTE = 250;

/**
 * The customer's own order, per seller order that is not cancelled: the code to give at the door (until delivered),
 * who carries it, and while it is on its way (5) where they are and how long it may take. Another
 * customer's order is 404, as if it did not exist.
 */
export async function trackOrder(db: Db, actor: Actor, orderNumber: string): Promise<Tracking[]> {
  requireCustomer(actor);
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.order_number, orderNumber), eq(orders.customer_id, actor.userId)))
    .limit(1);
  if (!order) throw notFound('order_not_found');
  // A cancelled part has nothing to track: nobody is looking for a delivery person for it.
  const parts = await db
    .select()
    .from(sellerOrders)
    .where(and(eq(sellerOrders.order_id, order.id), isNull(sellerOrders.cancelled_at)))
    .orderBy(asc(sellerOrders.id));
  const requests = await db
    .select()
    .from(deliveryRequests)
    .where(
      inArray(
        deliveryRequests.seller_order_id,
        parts.map((part) => part.id),
      ),
    );
  const couriers = parts.flatMap((part) =>
    part.delivery_person_id === null ? [] : [part.delivery_person_id],
  );
  const people = couriers.length
    ? await db.select().from(deliveryPersons).where(inArray(deliveryPersons.id, couriers))
    : [];
  const drop =
    order.shipping_latitude !== null && order.shipping_longitude !== null
      ? { latitude: order.shipping_latitude, longitude: order.shipping_longitude }
      : null;
  return parts.map((part) => {
    const request = requests.find((row) => row.seller_order_id === part.id);
    const person = people.find((row) => row.id === part.delivery_person_id);
    const onTheWay = part.status === 5 && part.cancelled_at === null;
    const position =
      onTheWay && person && person.latitude !== null && person.longitude !== null && person.position_at
        ? { latitude: person.latitude, longitude: person.longitude, at: person.position_at.toISOString() }
        : null;
    const distance = position && drop ? Math.round(distanceMetres(position, drop)) : null;
    return {
      seller_order_id: part.id,
      status: part.status,
      code: request && part.status < 6 && part.cancelled_at === null ? request.code : null,
      courier: person
        ? {
            id: person.id,
            full_name: person.full_name,
            phone: person.phone,
            rating: person.rating_count
              ? Math.round((person.rating_sum / person.rating_count) * 10) / 10
              : null,
            vehicle_type: person.vehicle_type,
          }
        : null,
      position,
      drop,
      distance_m: distance,
      eta_minutes: distance === null ? null : Math.max(1, Math.ceil(distance / CITY_METRES_PER_MINUTE)),
    };
  });
}
