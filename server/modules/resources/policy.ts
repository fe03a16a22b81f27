import type { Resource } from '#lib/resources/define.ts';
import type { Actor } from '#server/access/actor.ts';
import { requireFeature, requireSignedIn } from '#server/access/permissions.ts';
import { forbidden } from '#server/errors.ts';

/*
 * Who may use a managed list: admins whose role has the resource's feature (super admins have
 * every feature). The routes check the same through each endpoint's `access` before reading the
 * input; the services check again, so no caller of a service can skip it.
 */

export type Admin = Extract<Actor, { kind: 'admin' }>;

/** Reading one record, writing, exporting: the resource's feature. */
export function requireResourceAdmin(actor: Actor, resource: Resource): asserts actor is Admin {
  requireFeature(actor, resource.feature);
}

/** The list: open to everyone for public reference data (regions…), else the feature. */
export function requireMayList(actor: Actor, resource: Resource): void {
  if (resource.publicList) return;
  requireResourceAdmin(actor, resource);
}

/**
 * A lookup (type-ahead names): any admin; sellers too where the resource allows it (the product
 * editor's brands and tags), and then only active records. Answers whether only active ones show.
 */
export function requireMayLookup(actor: Actor, resource: Resource): { activeOnly: boolean } {
  requireSignedIn(actor);
  if (actor.kind === 'admin') return { activeOnly: false };
  if (actor.kind === 'seller' && resource.sellerLookup) return { activeOnly: true };
  throw forbidden();
}
