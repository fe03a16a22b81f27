import type { Access } from '#lib/contracts/endpoint.ts';
import { roleMayUse, type SellerScope } from '#lib/contracts/seller-staff.ts';
import { forbidden, unauthorized } from '#server/errors.ts';
import type { Actor, SignedInActor } from './actor.ts';

/** Refuses anonymous callers (401): the call needs someone signed in. */
export function requireSignedIn(actor: Actor): asserts actor is SignedInActor {
  if (actor.kind === 'anonymous') throw unauthorized();
}

/** Whether an actor may use an admin feature: admins whose role has it, and super admins. */
export function hasFeature(actor: Actor, featureId: number): boolean {
  return actor.kind === 'admin' && (actor.isSuper || actor.features.has(featureId));
}

/**
 * Every admin call starts here: 401 for anonymous callers, 403 for everyone else who is not an
 * admin whose role grants `featureId`.
 */
export function requireFeature(
  actor: Actor,
  featureId: number,
): asserts actor is Extract<Actor, { kind: 'admin' }> {
  requireSignedIn(actor);
  if (!hasFeature(actor, featureId)) throw forbidden();
}

/** Only super admins (some changes could otherwise grant more than the changer has). */
export function requireSuperAdmin(actor: Actor): asserts actor is Extract<Actor, { kind: 'admin' }> {
  requireSignedIn(actor);
  if (actor.kind !== 'admin' || !actor.isSuper) throw forbidden();
}

/** Customers only (a cart, addresses, orders of one's own): 401 for anonymous callers, 403 for others. */
export function requireCustomer(actor: Actor): asserts actor is Extract<Actor, { kind: 'customer' }> {
  requireSignedIn(actor);
  if (actor.kind !== 'customer') throw forbidden('customers_only', 'ordersApi.customersOnly');
}

/**
 * An endpoint's declared access (checked by `route` before the input is read): 401 for
 * anonymous callers, 403 for a kind of person the call is not for or an admin without the
 * call's feature.
 */
export function requireAccess(actor: Actor, access: Access): void {
  requireSignedIn(actor);
  const { kinds, feature } = access;
  if (kinds && !kinds.includes(actor.kind)) {
    if (kinds.length === 1 && kinds[0] === 'customer') requireCustomer(actor);
    throw forbidden();
  }
  if (kinds?.includes('seller')) requireActiveSeller(actor, access.inactiveSeller === true);
  if (kinds?.includes('seller') || access.sellerScope)
    requireSellerScope(actor, access.sellerScope ?? 'shop');
  if (feature !== undefined && actor.kind === 'admin' && !hasFeature(actor, feature)) throw forbidden();
}

/**
 * A seller whose company is pending, rejected or blocked may sign in and see why, and do nothing
 * else: 403 company_not_active (unless `allowInactive`, for reading and correcting the application).
 */
export function requireActiveSeller(actor: Actor, allowInactive = false): void {
  if (actor.kind === 'seller' && !actor.companyActive && !allowInactive) {
    throw forbidden('company_not_active', 'sellerDesk.companyNotActive');
  }
}

/**
 * A member of a shop's team uses only the parts of the shop its role covers (403 staff_role):
 * orders-only staff the orders, products-only staff the products, and only the owner the team.
 * Other kinds of callers are not concerned.
 */
export function requireSellerScope(actor: Actor, scope: SellerScope): void {
  if (actor.kind === 'seller' && !roleMayUse(actor.staffRole, scope)) {
    throw forbidden('staff_role', 'sellerStaff.roleRefused');
  }
}
