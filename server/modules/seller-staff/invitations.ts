import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { fieldErrorsFromIssues } from '#lib/contracts/issues.ts';
import {
  INVITATION_DAYS,
  type Invitation,
  type InvitationPreview,
  type InvitedRole,
  type inviteBody,
} from '#lib/contracts/seller-staff.ts';
import { translate } from '#lib/i18n/translate.ts';
import type { Actor } from '#server/access/actor.ts';
import { transaction } from '#server/db/after-commit.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { AppError, conflict, notFound } from '#server/errors.ts';
import { recordAudit } from '#server/modules/audit/api.ts';
import { auditLog } from '#server/modules/audit/schema.ts';
import { sellerPartnerOf } from '#server/modules/sellers/api.ts';
import { takenLoginId } from '#server/modules/users/api.ts';
import { users } from '#server/modules/users/schema.ts';
import type { StaffDeps } from './deps.ts';
import { ownerCompanyOf } from './policy.ts';
import { sellerInvitations } from './schema.ts';

/*
 * Invitations to a shop's team: the owner invites an e-mail address with a role; the e-mail
 * carries a link with a random token, of which only a hash is kept. The link works once, for
 * INVITATION_DAYS days; sending it again makes a new token (the old one stops working).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

function freshToken(): { token: string; hash: string; expiresAt: Date } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOf(token), expiresAt: new Date(Date.now() + INVITATION_DAYS * DAY_MS) };
}

type InvitationRow = typeof sellerInvitations.$inferSelect;

function invitationOf(row: InvitationRow, invitedBy: string | null): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    expires_at: row.expires_at.toISOString(),
    is_expired: row.expires_at.getTime() <= Date.now(),
    invited_by: invitedBy,
    created_at: row.created_at.toISOString(),
  };
}

/** The shop's invitations not yet accepted (expired ones too: the owner may send them again). */
export async function pendingInvitations(db: Tx, companyId: number): Promise<Invitation[]> {
  const rows = await db
    .select({ invitation: sellerInvitations, invitedBy: users.name })
    .from(sellerInvitations)
    .leftJoin(users, eq(users.id, sellerInvitations.invited_by))
    .where(and(eq(sellerInvitations.company_id, companyId), isNull(sellerInvitations.accepted_at)))
    .orderBy(asc(sellerInvitations.id));
  return rows.map((row) => invitationOf(row.invitation, row.invitedBy));
}

/** The e-mail with the link, in both languages (the invitee's language is not known yet). */
async function sendInvitation(
  db: Tx,
  deps: StaffDeps,
  input: { email: string; role: InvitedRole; token: string; companyId: number; inviter: string },
): Promise<void> {
  const shop = await shopNames(db, input.companyId);
  const link = `${deps.publicUrl}/seller-dashboard/accept-invitation?token=${encodeURIComponent(input.token)}`;
  const params = (locale: 'en' | 'bn') => ({
    shop: locale === 'en' ? (shop?.company_name ?? '') : (shop?.company_name_bn ?? ''),
    inviter: input.inviter,
    role: translate(locale, `sellerStaff.role.${input.role}`),
    days: INVITATION_DAYS,
    link,
  });
  await deps.notifier.send(db, {
    channel: 'email',
    to: input.email,
    subject: `${translate('en', 'sellerStaff.mail.subject', params('en'))} · ${translate('bn', 'sellerStaff.mail.subject', params('bn'))}`,
    text: `${translate('en', 'sellerStaff.mail.body', params('en'))}\n\n${translate('bn', 'sellerStaff.mail.body', params('bn'))}`,
  });
}

function emailField(key: 'sellerStaff.alreadyUser' | 'sellerStaff.alreadyInvited') {
  return fieldErrorsFromIssues([{ code: 'custom', path: ['email'], message: key }]);
}

async function inviterName(db: Tx, userId: number): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name ?? '';
}

/** How many invitation e-mails (new or sent again) an owner may send in an hour. */
export const INVITATIONS_PER_HOUR = 20;

/**
 * Each invitation e-mail is an audit line; an owner who sent INVITATIONS_PER_HOUR in the last hour
 * waits (429): the marketplace's mail must not become a way to send anyone mail. Counted from the
 * audit lines, so withdrawing and inviting again does not reset it.
 */
async function requireInvitationBudget(tx: Tx, userId: number): Promise<void> {
  const [row] = await tx
    .select({ sent: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.actor_user_id, userId),
        eq(auditLog.entity, 'seller_invitation'),
        sql`${auditLog.action} in ('invite', 'resend')`,
        gt(auditLog.created_at, sql`now() - interval '1 hour'`),
      ),
    );
  if (Number(row?.sent ?? 0) >= INVITATIONS_PER_HOUR) {
    throw new AppError('too_many_requests', 'too_many_invitations', 'sellerStaff.tooManyInvitations', {
      params: { count: INVITATIONS_PER_HOUR },
      headers: { 'retry-after': '3600' },
    });
  }
}

/**
 * Invites an e-mail address to the owner's shop with a role. An address that is already an
 * account's (any kind) is refused, as is one already invited to this shop (send that again).
 */
export async function inviteStaff(
  db: Db,
  deps: StaffDeps,
  actor: Actor,
  input: z.output<typeof inviteBody>,
): Promise<Invitation> {
  const { companyId, userId } = ownerCompanyOf(actor);
  if (await takenLoginId(db, { email: input.email, mobile: null })) {
    throw conflict('already_a_user', 'sellerStaff.alreadyUser', {
      fields: emailField('sellerStaff.alreadyUser'),
    });
  }
  const inviter = await inviterName(db, userId);
  try {
    return await transaction(db, async (tx) => {
      await requireInvitationBudget(tx, userId);
      const { token, hash, expiresAt } = freshToken();
      const [row] = await tx
        .insert(sellerInvitations)
        .values({
          company_id: companyId,
          email: input.email,
          role: input.role,
          token_hash: hash,
          expires_at: expiresAt,
          invited_by: userId,
        })
        .returning();
      await sendInvitation(tx, deps, { email: input.email, role: input.role, token, companyId, inviter });
      await recordAudit(tx, {
        actor,
        action: 'invite',
        entity: 'seller_invitation',
        entityId: row!.id,
        after: { company_id: companyId, email: input.email, role: input.role },
      });
      return invitationOf(row!, inviter);
    });
  } catch (error) {
    if (
      String((error as { cause?: unknown })?.cause ?? error).includes('seller_invitations_pending_unique')
    ) {
      throw conflict('already_invited', 'sellerStaff.alreadyInvited', {
        fields: emailField('sellerStaff.alreadyInvited'),
      });
    }
    throw error;
  }
}

/** A pending invitation of the owner's shop, or 404 (another shop's id finds nothing). */
async function ownPending(tx: Tx, companyId: number, id: number): Promise<InvitationRow> {
  const [row] = await tx
    .select()
    .from(sellerInvitations)
    .where(
      and(
        eq(sellerInvitations.id, id),
        eq(sellerInvitations.company_id, companyId),
        isNull(sellerInvitations.accepted_at),
      ),
    )
    .for('update')
    .limit(1);
  if (!row) throw notFound('invitation_not_found', 'sellerStaff.invitationNotFound');
  return row;
}

/** Sends an invitation again with a new token and 7 more days; the old link stops working. */
export async function resendInvitation(
  db: Db,
  deps: StaffDeps,
  actor: Actor,
  id: number,
): Promise<Invitation> {
  const { companyId, userId } = ownerCompanyOf(actor);
  const inviter = await inviterName(db, userId);
  return transaction(db, async (tx) => {
    const row = await ownPending(tx, companyId, id);
    await requireInvitationBudget(tx, userId);
    const { token, hash, expiresAt } = freshToken();
    const [updated] = await tx
      .update(sellerInvitations)
      .set({ token_hash: hash, expires_at: expiresAt, invited_by: userId, updated_at: new Date() })
      .where(eq(sellerInvitations.id, row.id))
      .returning();
    await sendInvitation(tx, deps, { email: row.email, role: row.role, token, companyId, inviter });
    await recordAudit(tx, { actor, action: 'resend', entity: 'seller_invitation', entityId: row.id });
    return invitationOf(updated!, inviter);
  });
}

/** Withdraws a pending invitation: the row goes, and its link with it. */
export async function revokeInvitation(db: Db, actor: Actor, id: number): Promise<void> {
  const { companyId } = ownerCompanyOf(actor);
  await transaction(db, async (tx) => {
    const row = await ownPending(tx, companyId, id);
    await tx.delete(sellerInvitations).where(eq(sellerInvitations.id, row.id));
    await recordAudit(tx, {
      actor,
      action: 'revoke',
      entity: 'seller_invitation',
      entityId: row.id,
      before: { company_id: companyId, email: row.email, role: row.role },
    });
  });
}

/** The shop's names in both languages, or null. */
async function shopNames(db: Tx, companyId: number) {
  const partner = await sellerPartnerOf(db, companyId);
  return partner?.kind === 'seller' ? partner : null;
}

const invalidLink = () => notFound('invitation_invalid', 'sellerStaff.invitationInvalid');

/** A token's invitation while it still works: not accepted and not expired. */
async function usableInvitation(db: Tx, token: string, lock: boolean): Promise<InvitationRow> {
  const query = db
    .select()
    .from(sellerInvitations)
    .where(
      and(
        eq(sellerInvitations.token_hash, hashOf(token)),
        isNull(sellerInvitations.accepted_at),
        gt(sellerInvitations.expires_at, sql`now()`),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw invalidLink();
  return row;
}

/** What a link is for, shown on the accept page: the shop, the address and the role. */
export async function previewInvitation(db: Db, token: string): Promise<InvitationPreview> {
  const row = await usableInvitation(db, token, false);
  const shop = await shopNames(db, row.company_id);
  if (!shop) throw invalidLink();
  return {
    email: row.email,
    role: row.role,
    company_name: shop.company_name,
    company_name_bn: shop.company_name_bn,
    expires_at: row.expires_at.toISOString(),
  };
}

/**
 * Takes an invitation for its account, once: the row is locked and marked accepted in the
 * caller's transaction, so two accepts of one link cannot both make an account. The account's
 * id is written by `recordAcceptedBy` once it exists.
 */
export async function claimInvitation(
  tx: Tx,
  token: string,
): Promise<{ id: number; companyId: number; email: string; role: InvitedRole }> {
  const row = await usableInvitation(tx, token, true);
  await tx
    .update(sellerInvitations)
    .set({ accepted_at: new Date(), updated_at: new Date() })
    .where(eq(sellerInvitations.id, row.id));
  return { id: row.id, companyId: row.company_id, email: row.email, role: row.role };
}

/** Which account an accepted invitation made. */
export async function recordAcceptedBy(tx: Tx, invitationId: number, userId: number): Promise<void> {
  await tx
    .update(sellerInvitations)
    .set({ accepted_user_id: userId })
    .where(eq(sellerInvitations.id, invitationId));
}
