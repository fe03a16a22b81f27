import { FEATURES } from '#lib/contracts/features.ts';
import type { Actor } from '#server/access/actor.ts';
import { requireFeature, requireSellerScope, requireSignedIn } from '#server/access/permissions.ts';
import { forbidden } from '#server/errors.ts';

/*
 * Who may do what with reviews: customers write about their own delivered orders (checked in
 * create-review.ts against the order); sellers read and answer reviews of their own company;
 * delivery persons read their own; admins with feature 23 moderate. Everyone reads visible ones.
 */

export type SellerActor = Extract<Actor, { kind: 'seller' }>;
export type DeliveryActor = Extract<Actor, { kind: 'delivery' }>;

export function requireSeller(actor: Actor): asserts actor is SellerActor {
  requireSignedIn(actor);
  if (actor.kind !== 'seller') throw forbidden();
  requireSellerScope(actor, 'orders');
}

export function requireDeliveryPerson(actor: Actor): asserts actor is DeliveryActor {
  requireSignedIn(actor);
  if (actor.kind !== 'delivery') throw forbidden();
}

export function requireModerator(actor: Actor): asserts actor is Extract<Actor, { kind: 'admin' }> {
  requireFeature(actor, FEATURES.reviews);
}

/** A seller answers only reviews of its own company (anything else reads as not found). */
export function isSellersReview(actor: SellerActor, review: { company_id: number }): boolean {
  return review.company_id === actor.companyId;
}
