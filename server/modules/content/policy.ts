import { FEATURES } from '#lib/contracts/features.ts';
import type { Actor } from '#server/access/actor.ts';
import { requireFeature } from '#server/access/permissions.ts';

/*
 * Who may see what of the content: banners, the basic configuration and static pages are public
 * reads, the same for everyone (and cached). Their admin writes have their rules here.
 */

type Admin = Extract<Actor, { kind: 'admin' }>;

/** Reading and saving the basic configuration's editable values: admins with feature 44. */
export function requireConfigEditor(actor: Actor): asserts actor is Admin {
  requireFeature(actor, FEATURES.basicConfiguration);
}
