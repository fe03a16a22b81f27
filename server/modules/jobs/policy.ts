import { FEATURES } from '#lib/contracts/features.ts';
import type { Actor } from '#server/access/actor.ts';
import { requireFeature } from '#server/access/permissions.ts';

/** Who may see and retry background jobs: admins with the background jobs feature (53). */
export function requireJobsAdmin(actor: Actor): asserts actor is Extract<Actor, { kind: 'admin' }> {
  requireFeature(actor, FEATURES.backgroundJobs);
}
