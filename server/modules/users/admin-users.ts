import { and, count, desc, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { ACCOUNT_STATUS } from '#lib/contracts/auth.ts';
import { fieldErrorsFromIssues } from '#lib/contracts/issues.ts';
import type { AdminUser, listUsersQuery, storeUserBody, updateUserBody } from '#lib/contracts/users.ts';
import { type PageMeta, pageMeta } from '#lib/pagination.ts';
import { USER_TYPES } from '#lib/reference-data.ts';
import type { Actor } from '#server/access/actor.ts';
import { transaction } from '#server/db/after-commit.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '#server/errors.ts';
import { recordAudit } from '#server/modules/audit/api.ts';
import {
  canonicalMobile,
  duplicateLoginId,
  findUserById,
  insertUser,
  takenLoginId,
  type UserRow,
  userInfoOf,
} from './accounts.ts';
import { hashPassword } from './password.ts';
import { requireMayChangeUser, requireMayCreateAdmin, requireUserManager } from './policy.ts';
import { roleKind } from './roles.ts';
import { userRoles, users } from './schema.ts';

/** Ends every session of a user (the auth module's, handed in so that users need not import auth). */
export type EndSessions = (tx: Tx, userId: number) => Promise<void>;

/* Users, as administrators manage them (feature 51). */

function adminUserOf(row: UserRow & { role_name: string | null }): AdminUser {
  return { ...userInfoOf(row), role_name: row.role_name };
}

async function adminUserRow(db: Db, id: number): Promise<(UserRow & { role_name: string | null }) | null> {
  const [row] = await db
    .select({ user: users, role_name: userRoles.role_name })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.id, users.role_id))
    .where(eq(users.id, id))
    .limit(1);
  return row ? { ...row.user, role_name: row.role_name } : null;
}

/** Users newest first, by type, status or a search of name, e-mail and mobile (feature 51). */
export async function listUsers(
  db: Db,
  actor: Actor,
  limit: number,
  query: z.output<typeof listUsersQuery>,
): Promise<{ data: AdminUser[]; meta: PageMeta }> {
  requireUserManager(actor);
  const conditions: SQL[] = [];
  if (query.user_type) conditions.push(eq(users.user_type, query.user_type));
  if (query.status) conditions.push(eq(users.status, query.status));
  if (query.role_id) conditions.push(eq(users.role_id, query.role_id));
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.mobile, pattern)) as SQL,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ user: users, role_name: userRoles.role_name })
      .from(users)
      .leftJoin(userRoles, eq(userRoles.id, users.role_id))
      .where(where)
      .orderBy(desc(users.id))
      .limit(limit)
      .offset((query.page - 1) * limit),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return {
    data: rows.map((row) => adminUserOf({ ...row.user, role_name: row.role_name })),
    meta: pageMeta(query.page, limit, total?.total ?? 0),
  };
}

/**
 * Creates an administrator with a role, already verified. Only super admins: an admin who could
 * create admins could otherwise create one with more features than they have.
 */
export async function storeUser(
  db: Db,
  actor: Actor,
  input: z.output<typeof storeUserBody>,
): Promise<AdminUser> {
  requireMayCreateAdmin(actor);
  if (!(await roleKind(db, input.role_id))) {
    throw badRequest('unknown_role', 'validation.invalidOption', {
      fields: fieldErrorsFromIssues([
        { code: 'custom', path: ['role_id'], message: 'validation.invalidOption' },
      ]),
    });
  }
  const email = input.email ? input.email.toLowerCase() : null;
  const mobile = input.mobile ? canonicalMobile(input.mobile) : null;
  const taken = await takenLoginId(db, { email, mobile });
  if (taken) throw duplicateLoginId(taken);
  const passwordHash = await hashPassword(input.password);
  const user = await transaction(db, async (tx) => {
    const row = await insertUser(tx, {
      name: input.name,
      email,
      mobile,
      passwordHash,
      userType: USER_TYPES.admin,
      status: ACCOUNT_STATUS.active,
      roleId: input.role_id,
      verifiedAt: new Date(),
    });
    await recordAudit(tx, {
      actor,
      action: 'create',
      entity: 'users',
      entityId: row.id,
      after: { name: input.name, email, mobile, role_id: input.role_id },
    });
    return row;
  });
  return adminUserOf((await adminUserRow(db, user.id))!);
}

/**
 * Renames, blocks or unblocks a user, or changes an administrator's role (feature 51). Blocking
 * ends all their sessions in the same transaction. Administrators can only be changed by a
 * super admin, and nobody blocks themselves.
 */
export async function updateUser(
  db: Db,
  endSessions: EndSessions,
  actor: Actor,
  id: number,
  input: z.output<typeof updateUserBody>,
): Promise<AdminUser> {
  requireUserManager(actor);
  const target = await findUserById(db, id);
  if (!target) throw notFound();
  requireMayChangeUser(actor, target, input);
  if (input.role_id !== undefined && input.role_id !== target.role_id && target.id === actor.userId) {
    throw forbidden('cannot_change_own_role', 'users.cannotChangeOwnRole');
  }
  if (input.role_id !== undefined) {
    if (target.user_type !== USER_TYPES.admin) {
      throw badRequest('role_only_for_admins', 'users.roleOnlyForAdmins');
    }
    if (input.role_id !== null && !(await roleKind(db, input.role_id))) {
      throw badRequest('unknown_role', 'validation.invalidOption');
    }
  }
  await transaction(db, async (tx) => {
    if (await losesSuperAdmin(tx, target, input)) await ensureAnotherSuperAdmin(tx, target.id);
    await tx
      .update(users)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.status !== undefined ? { status: input.status } : {}),
        ...(input.role_id !== undefined ? { role_id: input.role_id } : {}),
        updated_at: new Date(),
      })
      .where(eq(users.id, id));
    if (input.status === ACCOUNT_STATUS.blocked) await endSessions(tx, id);
    await recordAudit(tx, {
      actor,
      action: 'update',
      entity: 'users',
      entityId: id,
      before: { name: target.name, status: target.status, role_id: target.role_id },
      after: input,
    });
  });
  return adminUserOf((await adminUserRow(db, id))!);
}

/** Whether the change takes an active super admin's super role or active status away. */
async function losesSuperAdmin(
  tx: Tx,
  target: UserRow,
  input: z.output<typeof updateUserBody>,
): Promise<boolean> {
  if (target.user_type !== USER_TYPES.admin || target.status !== ACCOUNT_STATUS.active) return false;
  if (target.role_id === null || (await roleKind(tx, target.role_id)) !== 'super') return false;
  if (input.status === ACCOUNT_STATUS.blocked) return true;
  return (
    input.role_id !== undefined &&
    input.role_id !== target.role_id &&
    (input.role_id === null || (await roleKind(tx, input.role_id)) !== 'super')
  );
}

/**
 * The marketplace keeps at least one active super admin: nobody else could give roles or
 * create administrators. Counted inside the change's transaction, with the other super admins'
 * rows locked so two changes at once cannot both pass.
 */
async function ensureAnotherSuperAdmin(tx: Tx, exceptId: number): Promise<void> {
  const others = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.id, users.role_id))
    .where(
      and(
        eq(userRoles.is_super, true),
        eq(userRoles.is_active, true),
        eq(users.user_type, USER_TYPES.admin),
        eq(users.status, ACCOUNT_STATUS.active),
        ne(users.id, exceptId),
      ),
    )
    .for('update', { of: users });
  if (others.length === 0) throw conflict('last_super_admin', 'users.lastSuperAdmin');
}
