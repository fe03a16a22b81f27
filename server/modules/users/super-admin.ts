import { and, asc, eq, sql } from 'drizzle-orm';
import { ACCOUNT_STATUS } from '#lib/contracts/auth.ts';
import { USER_TYPES } from '#lib/reference-data.ts';
import type { Db } from '#server/db/client.ts';
import { hashPassword } from './password.ts';
import { userRoles, users } from './schema.ts';

export class AdminExistsError extends Error {
  constructor(email: string) {
    super(`A user with the e-mail ${email} already exists; choose another address.`);
    this.name = 'AdminExistsError';
  }
}

/**
 * Makes an active super admin with a verified e-mail, in the first active super role (made,
 * named "Super Admin", when there is none). One transaction: nothing is left half made.
 */
export async function createSuperAdmin(
  db: Db,
  input: { email: string; name: string; password: string },
): Promise<{ id: number; email: string; roleName: string }> {
  const passwordHash = await hashPassword(input.password);
  const email = input.email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
      .limit(1);
    if (taken) throw new AdminExistsError(email);
    let [role] = await tx
      .select({ id: userRoles.id, role_name: userRoles.role_name })
      .from(userRoles)
      .where(and(eq(userRoles.is_super, true), eq(userRoles.is_active, true)))
      .orderBy(asc(userRoles.id))
      .limit(1);
    if (!role) {
      [role] = await tx
        .insert(userRoles)
        .values({ role_name: 'Super Admin', is_super: true })
        .returning({ id: userRoles.id, role_name: userRoles.role_name });
    }
    const [user] = await tx
      .insert(users)
      .values({
        name: input.name,
        email,
        password_hash: passwordHash,
        user_type: USER_TYPES.admin,
        status: ACCOUNT_STATUS.active,
        email_verified_at: new Date(),
        role_id: role!.id,
      })
      .returning({ id: users.id });
    return { id: user!.id, email, roleName: role!.role_name };
  });
}
