import { FEATURES } from '#lib/contracts/features.ts';
import type { Actor } from '#server/access/actor.ts';
import { requireFeature } from '#server/access/permissions.ts';

type Admin = Extract<Actor, { kind: 'admin' }>;

/** The dashboard's widgets: admins with feature 1. */
export function requireDashboard(actor: Actor): asserts actor is Admin {
  requireFeature(actor, FEATURES.dashboard);
}

/** Order infos (every seller order, assigning by hand): admins with feature 33. */
export function requireOrdersAdmin(actor: Actor): asserts actor is Admin {
  requireFeature(actor, FEATURES.orders);
}

/** The sellers' sign-up queue and their commission: admins with feature 30. */
export function requireCompaniesAdmin(actor: Actor): asserts actor is Admin {
  requireFeature(actor, FEATURES.companies);
}
