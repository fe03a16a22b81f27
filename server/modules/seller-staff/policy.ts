import type { Actor } from '#server/access/actor.ts';
import { requireActiveSeller, requireSellerScope, requireSignedIn } from '#server/access/permissions.ts';
import { forbidden } from '#server/errors.ts';

/*
 * Who may do what with a shop's team. Only the shop's owner sees and changes its members and
 * invitations, and always of its own shop: the company comes from the signed-in owner, never
 * from the request, so another shop's member or invitation id simply finds nothing (404). The
 * owner is never changed or removed through these calls.
 */

/** The owner's company (and the owner): 403 for everyone but an active shop's owner. */
export function ownerCompanyOf(actor: Actor): { companyId: number; userId: number } {
  requireSignedIn(actor);
  if (actor.kind !== 'seller') throw forbidden();
  requireActiveSeller(actor);
  requireSellerScope(actor, 'staff');
  return { companyId: actor.companyId, userId: actor.userId };
}

/** Whether a member's role or membership may be changed by the owner (never an owner's). */
export function isChangeableMember(member: { role: string }): boolean {
  return member.role !== 'owner';
}
