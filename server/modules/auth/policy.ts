import { FEATURES } from '#lib/contracts/features.ts';
import type { Actor } from '#server/access/actor.ts';
import { requireFeature, requireSignedIn } from '#server/access/permissions.ts';

/*
 * Who may do what in the auth module. Signing up, signing in, codes and resets are open (and
 * rate-limited); the gate itself (server/plugins/actor.ts) decides which calls need a credential.
 */

/** Changing one's password: anyone signed in, for themselves. */
export function requirePasswordOwner(actor: Actor): asserts actor is Exclude<Actor, { kind: 'anonymous' }> {
  requireSignedIn(actor);
}

/** API clients: admins with the API clients feature. */
export function requireApiClientManager(actor: Actor): asserts actor is Extract<Actor, { kind: 'admin' }> {
  requireFeature(actor, FEATURES.apiClients);
}
