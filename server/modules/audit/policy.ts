import { FEATURES } from '#lib/contracts/features.ts';
import type { Actor } from '#server/access/actor.ts';
import { requireFeature } from '#server/access/permissions.ts';

/** Who may read the audit log: admins with the audit log feature (54). */
export function requireAuditReader(actor: Actor): asserts actor is Extract<Actor, { kind: 'admin' }> {
  requireFeature(actor, FEATURES.auditLog);
}
