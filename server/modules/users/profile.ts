import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthUser, PartnerInfo } from '#lib/contracts/auth.ts';
import type { profileUpdateBody } from '#lib/contracts/users.ts';
import { USER_TYPES } from '#lib/reference-data.ts';
import type { Actor } from '#server/access/actor.ts';
import { requireSignedIn } from '#server/access/permissions.ts';
import type { Db } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import { deliveryPartnerOf, updateDeliveryProfile } from '#server/modules/delivery/api.ts';
import { sellerPartnerOf } from '#server/modules/sellers/api.ts';
import { canonicalMobile, findUserById, type UserRow, userInfoOf } from './accounts.ts';
import { requireMayReadUser } from './policy.ts';
import { roleInfoOf } from './roles.ts';
import { customerInfos, users } from './schema.ts';

/* A person's profile: what the API shows about them, and the changes they make to it themselves. */

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
  requireMayReadUser(actor, id);
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
