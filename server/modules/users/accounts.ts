import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ACCOUNT_STATUS, type AuthUser, type PartnerInfo, type UserInfo } from '#lib/contracts/auth.ts';
import { FEATURES } from '#lib/contracts/features.ts';
import { fieldErrorsFromIssues } from '#lib/contracts/issues.ts';
import type {
  AdminUser,
  changePasswordBody,
  listUsersQuery,
  profileUpdateBody,
  storeUserBody,
  updateUserBody,
} from '#lib/contracts/users.ts';
import { type PageMeta, pageMeta } from '#lib/pagination.ts';
import { USER_TYPES } from '#lib/reference-data.ts';
import { isEmail, normalizePhone } from '#lib/validators.ts';
import type { Actor } from '#server/access/actor.ts';
import {
  hasFeature,
  requireFeature,
  requireSignedIn,
  requireSuperAdmin,
} from '#server/access/permissions.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { type AppError, badRequest, conflict, forbidden, notFound } from '#server/errors.ts';
import type { AuthDeps } from '#server/modules/auth/deps.ts';
import { ensureBelow, RATE_RULES } from '#server/modules/auth/rate-limit.ts';
import { revokeUserSessions } from '#server/modules/auth/sessions.ts';
import { deliveryPartnerOf, updateDeliveryProfile } from '#server/modules/delivery/profile.ts';
import { sellerPartnerOf } from '#server/modules/sellers/registration.ts';
import { avatarUrl, initialsOf } from './avatar.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { roleInfoOf, roleKind } from './roles.ts';
import { customerInfos, userRoles, users } from './schema.ts';

export type UserRow = typeof users.$inferSelect;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A user row as the API shows it (user_info): never the password hash. */
export function userInfoOf(row: UserRow): UserInfo {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    user_type: row.user_type,
    status: row.status,
    company_id: row.company_id,
    role_id: row.role_id,
    avatar: avatarUrl(row.email),
    initials: initialsOf(row.name),
    email_verified_at: iso(row.email_verified_at),
    mobile_verified_at: iso(row.mobile_verified_at),
    last_login_at: iso(row.last_login_at),
    created_at: row.created_at.toISOString(),
  };
}

/**
 * A mobile number as stored: digits with a leading plus, and a Bangladeshi number written
 * locally (01XXXXXXXXX) or without its plus (8801XXXXXXXXX) given its +880 country code, so
 * every way people write their number finds the same account.
 */
export function canonicalMobile(value: string): string {
  const phone = normalizePhone(value);
  if (/^01\d{9}$/.test(phone)) return `+88${phone}`;
  if (/^8801\d{9}$/.test(phone)) return `+${phone}`;
  return phone;
}

/** The e-mail address (lower-cased) or mobile number (canonical) a person signs in with. */
export function normalizeLoginId(login: string): { email: string } | { mobile: string } {
  const value = login.trim();
  return isEmail(value) ? { email: value.toLowerCase() } : { mobile: canonicalMobile(value) };
}

/** The account an e-mail address or mobile number belongs to, if any. */
export async function findUserByLogin(db: Tx, login: string): Promise<UserRow | null> {
  const id = normalizeLoginId(login);
  const where = 'email' in id ? sql`lower(${users.email}) = ${id.email}` : eq(users.mobile, id.mobile);
  const [row] = await db.select().from(users).where(where).limit(1);
  return row ?? null;
}

export async function findUserById(db: Tx, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Which sign-in id is already someone's: 'email', 'mobile' or null. */
export async function takenLoginId(
  db: Tx,
  ids: { email: string | null; mobile: string | null },
): Promise<'email' | 'mobile' | null> {
  if (ids.email) {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${ids.email.toLowerCase()}`)
      .limit(1);
    if (row) return 'email';
  }
  if (ids.mobile) {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, ids.mobile)).limit(1);
    if (row) return 'mobile';
  }
  return null;
}

/** A new account. Customers get their profile row at once; sellers belong to `companyId`. */
export async function insertUser(
  tx: Tx,
  input: {
    name: string;
    email: string | null;
    mobile: string | null;
    passwordHash: string;
    userType: number;
    status: number;
    companyId?: number | null;
    roleId?: number | null;
    verifiedAt?: Date | null;
  },
): Promise<UserRow> {
  const [row] = await tx
    .insert(users)
    .values({
      name: input.name,
      email: input.email,
      mobile: input.mobile,
      password_hash: input.passwordHash,
      user_type: input.userType,
      status: input.status,
      company_id: input.companyId ?? null,
      role_id: input.roleId ?? null,
      email_verified_at: input.email && input.verifiedAt ? input.verifiedAt : null,
      mobile_verified_at: input.mobile && input.verifiedAt ? input.verifiedAt : null,
    })
    .returning();
  if (input.userType === USER_TYPES.customer) {
    await tx.insert(customerInfos).values({ user_id: row!.id, full_name: input.name, phone: input.mobile });
  }
  return row!;
}

/** Marks the account's code destination verified (e-mail when it has one, else mobile) and activates it. */
export async function markVerified(tx: Tx, user: UserRow): Promise<void> {
  const now = new Date();
  await tx
    .update(users)
    .set({
      ...(user.email ? { email_verified_at: now } : { mobile_verified_at: now }),
      ...(user.status === ACCOUNT_STATUS.unverified ? { status: ACCOUNT_STATUS.active } : {}),
      updated_at: now,
    })
    .where(eq(users.id, user.id));
}

export async function recordLogin(tx: Tx, userId: number): Promise<void> {
  await tx.update(users).set({ last_login_at: new Date() }).where(eq(users.id, userId));
}

export async function setPasswordHash(tx: Tx, userId: number, passwordHash: string): Promise<void> {
  await tx
    .update(users)
    .set({ password_hash: passwordHash, updated_at: new Date() })
    .where(eq(users.id, userId));
}

async function partnerInfoOf(db: Db, user: UserRow): Promise<PartnerInfo> {
  switch (user.user_type) {
    case USER_TYPES.customer: {
      const [row] = await db.select().from(customerInfos).where(eq(customerInfos.user_id, user.id)).limit(1);
      return row
        ? {
            kind: 'customer',
            id: row.id,
            full_name: row.full_name,
            phone: row.phone,
            gender: row.gender,
            date_of_birth: row.date_of_birth,
          }
        : null;
    }
    case USER_TYPES.delivery:
      return deliveryPartnerOf(db, user.id);
    case USER_TYPES.seller:
      return user.company_id ? sellerPartnerOf(db, user.company_id) : null;
    default:
      return null;
  }
}

/** Spec §3's auth user data for a user row: user_info, partner_info and (admins) role_info. */
export async function authUserOf(db: Db, user: UserRow): Promise<AuthUser> {
  const [partner_info, role_info] = await Promise.all([
    partnerInfoOf(db, user),
    user.user_type === USER_TYPES.admin ? roleInfoOf(db, user.role_id) : Promise.resolve(null),
  ]);
  return { user_info: userInfoOf(user), partner_info, role_info };
}

function userIdOf(actor: Actor): number | null {
  return actor.kind === 'anonymous' ? null : actor.userId;
}

/** A user's data: the user themself, or an admin with the users feature. */
export async function getUserInfo(db: Db, actor: Actor, id: number): Promise<AuthUser> {
  requireSignedIn(actor);
  if (userIdOf(actor) !== id && !hasFeature(actor, FEATURES.adminUsers)) throw forbidden();
  const user = await findUserById(db, id);
  if (!user) throw notFound();
  return authUserOf(db, user);
}

/** The signed-in person's own data (the startup "user info" step). */
export async function currentUser(db: Db, actor: Actor): Promise<AuthUser | null> {
  const id = userIdOf(actor);
  if (id === null) return null;
  const user = await findUserById(db, id);
  return user ? authUserOf(db, user) : null;
}

/** A person changes their name and profile; e-mail and mobile are not changed here. */
export async function updateProfile(
  db: Db,
  actor: Actor,
  input: z.output<typeof profileUpdateBody>,
): Promise<AuthUser> {
  requireSignedIn(actor);
  const phone = input.phone ? canonicalMobile(input.phone) : input.phone === '' ? null : undefined;
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ name: input.name, updated_at: new Date() })
      .where(eq(users.id, actor.userId));
    if (actor.kind === 'customer') {
      await tx
        .update(customerInfos)
        .set({
          full_name: input.name,
          ...(phone !== undefined ? { phone } : {}),
          ...(input.gender !== undefined ? { gender: input.gender } : {}),
          ...(input.date_of_birth !== undefined ? { date_of_birth: input.date_of_birth || null } : {}),
          updated_at: new Date(),
        })
        .where(eq(customerInfos.user_id, actor.userId));
    }
    if (actor.kind === 'delivery') {
      await updateDeliveryProfile(tx, actor.userId, {
        full_name: input.name,
        phone: phone ?? undefined,
        vehicle_type: input.vehicle_type,
      });
    }
  });
  const user = await findUserById(db, actor.userId);
  return authUserOf(db, user!);
}

/**
 * Changes the password of the signed-in person after checking the current one. Every other
 * session and token of theirs ends; this one stays. Wrong current passwords count like failed
 * sign-ins, so this call cannot be used to guess the password.
 */
export async function changePassword(
  db: Db,
  auth: AuthDeps,
  actor: Actor,
  sessionId: number | null,
  input: z.output<typeof changePasswordBody>,
): Promise<void> {
  requireSignedIn(actor);
  const limitKey = `user:${actor.userId}`;
  await ensureBelow(auth.limiter, RATE_RULES.loginFailuresPerAccount, limitKey);
  const user = await findUserById(db, actor.userId);
  if (!user) throw notFound();
  if (!(await verifyPassword(user.password_hash, input.current_password))) {
    await auth.limiter.hit(RATE_RULES.loginFailuresPerAccount, limitKey);
    throw badRequest('current_password_wrong', 'auth.currentPasswordWrong', {
      fields: fieldErrorsFromIssues([
        { code: 'custom', path: ['current_password'], message: 'auth.currentPasswordWrong' },
      ]),
    });
  }
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    await revokeUserSessions(tx, user.id, sessionId);
  });
}

// --- Users, as administrators manage them (feature 51) ---

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
  requireFeature(actor, FEATURES.adminUsers);
  const conditions: SQL[] = [];
  if (query.user_type) conditions.push(eq(users.user_type, query.user_type));
  if (query.status) conditions.push(eq(users.status, query.status));
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

function duplicate(which: 'email' | 'mobile'): AppError {
  const key = which === 'email' ? 'auth.duplicate.email' : 'auth.duplicate.mobile';
  return conflict('already_exists', key, {
    fields: fieldErrorsFromIssues([{ code: 'custom', path: [which], message: key }]),
    details: { req_id_type: which, registered: false, status: 0 },
  });
}

/** The 409 answer for a sign-up id that is already someone's (spec §8 wording, req_id_type). */
export { duplicate as duplicateLoginId };

/**
 * Creates an administrator with a role, already verified. Only super admins: an admin who could
 * create admins could otherwise create one with more features than they have.
 */
export async function storeUser(
  db: Db,
  actor: Actor,
  input: z.output<typeof storeUserBody>,
): Promise<AdminUser> {
  requireFeature(actor, FEATURES.adminUsers);
  requireSuperAdmin(actor);
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
  if (taken) throw duplicate(taken);
  const passwordHash = await hashPassword(input.password);
  const user = await insertUser(db, {
    name: input.name,
    email,
    mobile,
    passwordHash,
    userType: USER_TYPES.admin,
    status: ACCOUNT_STATUS.active,
    roleId: input.role_id,
    verifiedAt: new Date(),
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
  actor: Actor,
  id: number,
  input: z.output<typeof updateUserBody>,
): Promise<AdminUser> {
  requireFeature(actor, FEATURES.adminUsers);
  const target = await findUserById(db, id);
  if (!target) throw notFound();
  if (target.user_type === USER_TYPES.admin) requireSuperAdmin(actor);
  if (input.status === ACCOUNT_STATUS.blocked && target.id === actor.userId) {
    throw forbidden('cannot_block_self', 'users.cannotBlockSelf');
  }
  if (input.role_id !== undefined) {
    if (target.user_type !== USER_TYPES.admin) {
      throw badRequest('role_only_for_admins', 'users.roleOnlyForAdmins');
    }
    if (input.role_id !== null && !(await roleKind(db, input.role_id))) {
      throw badRequest('unknown_role', 'validation.invalidOption');
    }
  }
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.status !== undefined ? { status: input.status } : {}),
        ...(input.role_id !== undefined ? { role_id: input.role_id } : {}),
        updated_at: new Date(),
      })
      .where(eq(users.id, id));
    if (input.status === ACCOUNT_STATUS.blocked) await revokeUserSessions(tx, id);
  });
  return adminUserOf((await adminUserRow(db, id))!);
}
