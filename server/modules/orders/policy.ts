import { FEATURES } from '#lib/contracts/features.ts';
import { canCancel, canMoveStatus, type OrderRole, type OrderStatus } from '#lib/order-status.ts';
import type { Actor, SignedInActor } from '#server/access/actor.ts';
import {
  hasFeature,
  requireCustomer,
  requireFeature,
  requireSellerScope,
  requireSignedIn,
} from '#server/access/permissions.ts';
import { forbidden } from '#server/errors.ts';
import type { sellerOrders } from './schema.ts';

/*
 * Who may do what with orders. Customers place and read their own orders and cancel them before
 * pick-up; sellers work on their company's parts; delivery persons on the parts assigned to them;
 * admins with the orders feature on everything. Which status moves and cancels each role may make
 * is the status machine of lib/order-status.ts (shared with the web app); this file applies it.
 * Someone else's order answers 404, as if it did not exist; a kind of caller a call is not for, 403.
 */

type SellerOrderRow = typeof sellerOrders.$inferSelect;

/**
 * The part a person plays in a seller order: its customer, its seller, its assigned delivery
 * person, or an admin with the orders feature. Null when the order is none of their business.
 */
export function roleIn(
  actor: Actor,
  part: Pick<SellerOrderRow, 'company_id' | 'delivery_person_id'>,
  customerId: number,
): OrderRole | null {
  switch (actor.kind) {
    case 'admin':
      return readsEveryOrder(actor) ? 'admin' : null;
    case 'seller':
      return actor.companyId === part.company_id ? 'seller' : null;
    case 'delivery':
      return part.delivery_person_id !== null && actor.deliveryPersonId === part.delivery_person_id
        ? 'delivery'
        : null;
    case 'customer':
      return actor.userId === customerId ? 'customer' : null;
    default:
      return null;
  }
}

/** Admins with the orders feature read and change every order. */
export function readsEveryOrder(actor: Actor): boolean {
  return hasFeature(actor, FEATURES.orders);
}

/**
 * Reading whole orders is for customers (their own) and admins with the orders feature; others
 * get 403 (they read seller orders).
 */
export function requireWholeOrderReader(actor: Actor): asserts actor is SignedInActor {
  requireSignedIn(actor);
  if (actor.kind !== 'customer' && !readsEveryOrder(actor)) throw forbidden();
}

/** The callers of seller-order calls: sellers, delivery persons and admins with the orders feature. */
export function requireSellerOrderReader(actor: Actor): void {
  requireSignedIn(actor);
  if (actor.kind === 'seller') {
    requireSellerScope(actor, 'orders');
    return;
  }
  if (actor.kind === 'delivery') return;
  if (!hasFeature(actor, FEATURES.orders)) throw forbidden();
}

/** A status move the role may not make is 403, with what was asked. */
export function requireMayMove(role: OrderRole, from: OrderStatus, to: OrderStatus): void {
  if (!canMoveStatus(role, from, to)) {
    throw forbidden('status_not_allowed', 'ordersApi.statusNotAllowed', { details: { from, to, role } });
  }
}

/** A seller order is cancelled by its seller or an admin; a delivery person or customer cannot (403). */
export function requirePartCanceller(role: OrderRole): void {
  if (role !== 'seller' && role !== 'admin') throw forbidden();
}

/** Whether the role may cancel a part in this status now (the status machine's rule). */
export function mayCancel(role: OrderRole, status: OrderStatus): boolean {
  return canCancel(role, status);
}

/** Assigning delivery persons by hand: admins with the orders feature. */
export function requireDeliveryAssigner(actor: Actor): asserts actor is Extract<Actor, { kind: 'admin' }> {
  requireFeature(actor, FEATURES.orders);
}

/** Placing an order and paying for it: customers only (401 for nobody signed in, 403 for others). */
export function requireBuyer(actor: Actor): asserts actor is Extract<Actor, { kind: 'customer' }> {
  requireCustomer(actor);
}

/** Reading every payment (the gateway's answers, refunds): admins with the payments feature. */
export function requirePaymentsReader(actor: Actor): void {
  requireFeature(actor, FEATURES.payments);
}
