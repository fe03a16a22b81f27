import type { Actor } from '#server/access/actor.ts';
import { requireSuperAdmin } from '#server/access/permissions.ts';
import { forbidden } from '#server/errors.ts';

/*
 * Who may read the development outbox: only a super admin, in every mode. Its codes sign people
 * in (a reset code is as good as the password), so an open outbox hands any visitor the admin
 * (issue 9, decision 0007); a person trying the demo reads their code in the server's log.
 */
export function requireOutboxReader(actor: Actor): void {
  requireSuperAdmin(actor);
}

/**
 * Who may keep web push subscriptions: customers, sellers and delivery persons, each their own
 * (the contract's access says the same; this answers whose they are).
 */
export function requirePushSubscriber(actor: Actor): number {
  if (actor.kind === 'customer' || actor.kind === 'seller' || actor.kind === 'delivery') return actor.userId;
  throw forbidden();
}
