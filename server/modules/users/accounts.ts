import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_STATUS, type UserInfo } from '#lib/contracts/auth.ts';
import { fieldErrorsFromIssues } from '#lib/contracts/issues.ts';
import { USER_TYPES } from '#lib/reference-data.ts';
import { isEmail, normalizePhone } from '#lib/validators.ts';
import type { Tx } from '#server/db/client.ts';
import { type AppError, conflict } from '#server/errors.ts';
import { avatarUrl, initialsOf } from './avatar.ts';
import { customerInfos, users } from './schema.ts';

/*
 * Accounts: finding, creating and verifying the rows people sign in with. Signing in, codes and
 * sessions are the auth module's; it calls these through users/api.ts.
 */

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
    /** A seller's part in its shop's team; a seller signing up founds its shop (owner). */
    sellerRole?: 'owner' | 'all' | 'orders' | 'products';
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
      seller_role: input.userType === USER_TYPES.seller ? (input.sellerRole ?? 'owner') : null,
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

function duplicate(which: 'email' | 'mobile'): AppError {
  const key = which === 'email' ? 'auth.duplicate.email' : 'auth.duplicate.mobile';
  return conflict('already_exists', key, {
    fields: fieldErrorsFromIssues([{ code: 'custom', path: [which], message: key }]),
    details: { req_id_type: which, registered: false, status: 0 },
  });
}

/** The 409 answer for a sign-up id that is already someone's (spec §8 wording, req_id_type). */
export { duplicate as duplicateLoginId };
