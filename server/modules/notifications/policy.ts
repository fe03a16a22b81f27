import type { Actor } from '#server/access/actor.ts';
import { requireSuperAdmin } from '#server/access/permissions.ts';

/*
 * Who may read the development outbox: only a super admin, in every mode. Its codes sign people
 * in (a reset code is as good as the password), so an open outbox hands any visitor the admin
 * (issue 9, decision 0007); a person trying the demo reads their code in the server's log.
 */
export function requireOutboxReader(actor: Actor): void {
  requireSuperAdmin(actor);
}
