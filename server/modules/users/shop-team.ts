import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { StaffMember, StaffRole } from '#lib/contracts/seller-staff.ts';
import { USER_TYPES } from '#lib/reference-data.ts';
import type { Tx } from '#server/db/client.ts';
import { users } from './schema.ts';

/*
 * The seller users of one shop (its team), for the seller-staff module, which decides who may
 * see and change them. Every query is bound to the company, so another shop's id finds nothing.
 */

const memberColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: sql<StaffRole>`coalesce(${users.seller_role}, 'owner')`,
  last_login_at: users.last_login_at,
  created_at: users.created_at,
};

interface MemberRow {
  id: number;
  name: string;
  email: string | null;
  role: StaffRole;
  last_login_at: Date | null;
  created_at: Date;
}

function memberOf(row: MemberRow): StaffMember {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    last_login_at: row.last_login_at ? row.last_login_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
  };
}

const ofShop = (companyId: number) =>
  and(eq(users.company_id, companyId), eq(users.user_type, USER_TYPES.seller), ne(users.status, 3));

/** A shop's team, owners first, then by when they joined. */
export async function listShopMembers(db: Tx, companyId: number): Promise<StaffMember[]> {
  const rows = await db
    .select(memberColumns)
    .from(users)
    .where(ofShop(companyId))
    .orderBy(sql`coalesce(${users.seller_role}, 'owner') <> 'owner'`, asc(users.id));
  return rows.map(memberOf);
}

/** One member of a shop's team, or null when the id is not this shop's. */
export async function findShopMember(db: Tx, companyId: number, userId: number): Promise<StaffMember | null> {
  const [row] = await db
    .select(memberColumns)
    .from(users)
    .where(and(ofShop(companyId), eq(users.id, userId)))
    .limit(1);
  return row ? memberOf(row) : null;
}

/** Gives a member of the shop a new role. */
export async function setSellerRole(
  tx: Tx,
  companyId: number,
  userId: number,
  role: StaffRole,
): Promise<void> {
  await tx
    .update(users)
    .set({ seller_role: role, updated_at: new Date() })
    .where(and(ofShop(companyId), eq(users.id, userId)));
}

/**
 * Closes a member's account: the row goes (a staff account is only its shop's; what it did keeps
 * its record, its author set to null), so the address may be invited again.
 */
export async function deleteShopMember(tx: Tx, companyId: number, userId: number): Promise<boolean> {
  const deleted = await tx
    .delete(users)
    .where(and(ofShop(companyId), eq(users.id, userId)))
    .returning({ id: users.id });
  return deleted.length > 0;
}
