import type { Actor } from '#server/access/actor.ts';
import { requireCustomer } from '#server/access/permissions.ts';

/*
 * Who may do what with carts: pricing a cart is open to everyone (the browser keeps a visitor's
 * cart); a cart kept on the server belongs to a signed-in customer.
 */

/** The server-kept cart: customers only (401 for nobody signed in, 403 for others). */
export function requireCartOwner(actor: Actor): asserts actor is Extract<Actor, { kind: 'customer' }> {
  requireCustomer(actor);
}
