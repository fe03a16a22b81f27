import type { Actor } from '#server/access/actor.ts';
import { requireSuperAdmin } from '#server/access/permissions.ts';

/*
 * Who may read the development outbox: in development and tests anyone with a credential; in
 * production it holds real people's codes, so only a super admin.
 */
export function requireOutboxReader(actor: Actor, isOutboxOpen: boolean): void {
  if (!isOutboxOpen) requireSuperAdmin(actor);
}
