import type { InvitedRole, StaffMember } from '#lib/contracts/seller-staff.ts';
import type { Actor } from '#server/access/actor.ts';
import { transaction } from '#server/db/after-commit.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { conflict, notFound } from '#server/errors.ts';
import { recordAudit } from '#server/modules/audit/api.ts';
import {
  deleteShopMember,
  findShopMember,
  listShopMembers,
  setSellerRole,
} from '#server/modules/users/api.ts';
import type { StaffDeps } from './deps.ts';
import { pendingInvitations } from './invitations.ts';
import { isChangeableMember, ownerCompanyOf } from './policy.ts';

/** The owner's team and its pending invitations. */
export async function listStaff(db: Db, actor: Actor) {
  const { companyId } = ownerCompanyOf(actor);
  const [members, invitations] = await Promise.all([
    listShopMembers(db, companyId),
    pendingInvitations(db, companyId),
  ]);
  return { members, invitations };
}

/** A member of the owner's shop who is not an owner: 404 for another shop's, 409 for an owner. */
async function changeableMember(db: Tx, companyId: number, userId: number): Promise<StaffMember> {
  const member = await findShopMember(db, companyId, userId);
  if (!member) throw notFound('member_not_found', 'sellerStaff.memberNotFound');
  if (!isChangeableMember(member)) throw conflict('owner_unchangeable', 'sellerStaff.ownerUnchangeable');
  return member;
}

/** Gives a member a new role; it applies from their next call (the actor is read per call). */
export async function changeStaffRole(
  db: Db,
  actor: Actor,
  userId: number,
  role: InvitedRole,
): Promise<StaffMember> {
  const { companyId } = ownerCompanyOf(actor);
  return transaction(db, async (tx) => {
    const member = await changeableMember(tx, companyId, userId);
    await setSellerRole(tx, companyId, member.id, role);
    await recordAudit(tx, {
      actor,
      action: 'change_role',
      entity: 'seller_staff',
      entityId: member.id,
      before: { role: member.role },
      after: { role },
    });
    return { ...member, role };
  });
}

/** Removes a member: every session of theirs ends and their account is closed. */
export async function removeStaffMember(
  db: Db,
  deps: StaffDeps,
  actor: Actor,
  userId: number,
): Promise<void> {
  const { companyId } = ownerCompanyOf(actor);
  await transaction(db, async (tx) => {
    const member = await changeableMember(tx, companyId, userId);
    await deps.endSessions(tx, member.id);
    await deleteShopMember(tx, companyId, member.id);
    await recordAudit(tx, {
      actor,
      action: 'remove',
      entity: 'seller_staff',
      entityId: member.id,
      before: { company_id: companyId, email: member.email, role: member.role },
    });
  });
}
