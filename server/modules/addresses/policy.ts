import type { Actor } from '#server/access/actor.ts';
import { requireCustomer } from '#server/access/permissions.ts';

/* Who may do what with addresses: customers keep their own; anyone else's answers 404. */

/** Reading and changing addresses: customers only (401 for nobody signed in, 403 for others). */
export function requireAddressOwner(actor: Actor): asserts actor is Extract<Actor, { kind: 'customer' }> {
  requireCustomer(actor);
}
