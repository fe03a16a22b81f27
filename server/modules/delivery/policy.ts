import { FEATURES } from '#lib/contracts/features.ts';
import type { Actor } from '#server/access/actor.ts';
import { requireFeature, requireSignedIn } from '#server/access/permissions.ts';
import { forbidden, notFound } from '#server/errors.ts';

/*
 * Who may do what in delivery. A delivery person sees and answers only the offers made to them
 * and acts only on the seller orders they hold; anyone else's is 404, as if it did not exist. The
 * profile is changed by its owner (users/profile.ts through updateDeliveryProfile). Admins: the
 * candidates list and the code override with the orders feature (33), cash with the delivery
 * persons feature (32). A customer sees the courier of their own orders only.
 */

export type DeliveryActor = Extract<Actor, { kind: 'delivery' }>;

/** Delivery persons only: 401 for nobody signed in, 403 for other kinds. */
export function requireDeliveryPerson(actor: Actor): asserts actor is DeliveryActor {
  requireSignedIn(actor);
  if (actor.kind !== 'delivery') throw forbidden();
}

/** An offer is answered only by the person it was made to; anyone else's is 404. */
export function requireOwnOffer(
  actor: DeliveryActor,
  offer: { delivery_person_id: number } | undefined,
): void {
  if (!offer || offer.delivery_person_id !== actor.deliveryPersonId) {
    throw notFound('offer_not_found', 'delivery.offerNotFound');
  }
}

/** A seller order is acted on only by the person who holds it; anyone else's is 404. */
export function requireHolder(
  actor: DeliveryActor,
  part: { delivery_person_id: number | null } | undefined,
): void {
  if (!part || part.delivery_person_id !== actor.deliveryPersonId) throw notFound('order_not_found');
}

/** The candidates list and delivering without the code: admins with the orders feature. */
export function requireDeliveryAdmin(actor: Actor): asserts actor is Extract<Actor, { kind: 'admin' }> {
  requireFeature(actor, FEATURES.orders);
}

/** Cash in hand and deposits: admins with the delivery persons feature. */
export function requireCashAdmin(actor: Actor): asserts actor is Extract<Actor, { kind: 'admin' }> {
  requireFeature(actor, FEATURES.deliveryPersons);
}
