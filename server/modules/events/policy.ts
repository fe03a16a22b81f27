import { FEATURE_IDS } from '#lib/contracts/features.ts';
import { roleMayUse } from '#lib/contracts/seller-staff.ts';
import type { Actor } from '#server/access/actor.ts';
import { requireSignedIn } from '#server/access/permissions.ts';

/*
 * Who may receive which events. An audience is a name an event is addressed to; a person
 * receives only the audiences this file gives them, whatever they ask for.
 */

/** A customer's own orders. */
export const customerAudience = (userId: number) => `customer:${userId}`;
/** A seller company's orders (its owner and the staff whose role covers orders). */
export const companyAudience = (companyId: number) => `company:${companyId}`;
/** A delivery person's own offers and orders. */
export const deliveryAudience = (deliveryPersonId: number) => `delivery:${deliveryPersonId}`;
/** Every administrator, whatever their role. */
export const ADMINS_AUDIENCE = 'admins';
/**
 * Administrators whose role has an admin feature (super admins have every one): what only that
 * feature's pages show, e.g. orders nobody delivers to the orders feature (33).
 */
export const adminFeatureAudience = (featureId: number) => `admins:${featureId}`;

/** The audiences the signed-in person may listen to (401 for anonymous callers). */
export function audiencesOf(actor: Actor): string[] {
  requireSignedIn(actor);
  switch (actor.kind) {
    case 'customer':
      return [customerAudience(actor.userId)];
    case 'seller':
      // Everything addressed to a company is about its orders: staff whose role does not cover
      // orders (products only) may not read them through the API, nor hear of them here; nor may
      // the team of a shop that is not active (pending, rejected or blocked: 403 on every call).
      return actor.companyActive && roleMayUse(actor.staffRole, 'orders')
        ? [companyAudience(actor.companyId)]
        : [];
    case 'delivery':
      return [deliveryAudience(actor.deliveryPersonId)];
    case 'admin':
      return [
        ADMINS_AUDIENCE,
        ...[...(actor.isSuper ? FEATURE_IDS : actor.features)].map(adminFeatureAudience),
      ];
  }
}
