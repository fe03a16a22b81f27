import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { RoleInfo } from '#lib/contracts/auth.ts';
import { ADMIN_FEATURES } from '#lib/contracts/features.ts';
import { fieldErrorsFromIssues } from '#lib/contracts/issues.ts';
import type { Role, roleBody } from '#lib/contracts/users.ts';
import { type PageMeta, pageMeta } from '#lib/pagination.ts';
import type { Actor } from '#server/access/actor.ts';
import { transaction } from '#server/db/after-commit.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { conflict, notFound } from '#server/errors.ts';
import { recordAudit } from '#server/modules/audit/api.ts';
import { ensureMayGrant, ensureRoleEditable, requireRoleManager } from './policy.ts';
import { roleAccesses, userRoles, users } from './schema.ts';

type RoleInput = z.output<typeof roleBody>;

const ALL_FEATURE_IDS = ADMIN_FEATURES.map((feature) => feature.id);

/** An admin's role_info (spec §3): the super role lists every feature. Null for no role. */
export async function roleInfoOf(db: Db, roleId: number | null): Promise<RoleInfo> {
  if (roleId === null) return null;
  const [role] = await db.select().from(userRoles).where(eq(userRoles.id, roleId)).limit(1);
  if (!role) return null;
  const featureIds = role.is_active ? await featuresOf(db, role.id, role.is_super) : [];
  return {
    id: role.id,
    role_name: role.role_name,
    is_super: role.is_super,
    role_accesses: featureIds.map((feature_id) => ({ feature_id })),
  };
}

async function featuresOf(db: Db, roleId: number, isSuper: boolean): Promise<number[]> {
  if (isSuper) return ALL_FEATURE_IDS;
  const rows = await db
    .select({ feature_id: roleAccesses.feature_id })
    .from(roleAccesses)
    .where(eq(roleAccesses.role_id, roleId))
    .orderBy(asc(roleAccesses.feature_id));
  return rows.map((row) => row.feature_id);
}

async function roleRows(db: Db, ids?: number[]): Promise<Role[]> {
  const rows = await db
    .select({
      id: userRoles.id,
      role_name: userRoles.role_name,
      is_super: userRoles.is_super,
      is_active: userRoles.is_active,
      created_at: userRoles.created_at,
      updated_at: userRoles.updated_at,
      features: sql<
        number[] | null
      >`(select array_agg(ra.feature_id order by ra.feature_id) from role_accesses ra where ra.role_id = "user_roles"."id")`,
      // Qualified by hand: drizzle writes a lone "id" here, which would be the user's own id.
      users_count: sql<number>`(select count(*)::int from users u where u.role_id = "user_roles"."id")`,
    })
    .from(userRoles)
    .where(ids ? inArray(userRoles.id, ids) : undefined)
    .orderBy(asc(userRoles.id));
  return rows.map((row) => ({
    id: row.id,
    role_name: row.role_name,
    is_super: row.is_super,
    is_active: row.is_active,
    role_accesses: (row.is_super ? ALL_FEATURE_IDS : (row.features ?? [])).map((feature_id) => ({
      feature_id,
    })),
    users_count: Number(row.users_count),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }));
}

/** Admin roles with their features, one page at a time (feature 50). */
export async function listRoles(
  db: Db,
  actor: Actor,
  page: number,
  limit: number,
): Promise<{ data: Role[]; meta: PageMeta }> {
  requireRoleManager(actor);
  const [[total], ids] = await Promise.all([
    db.select({ total: count() }).from(userRoles),
    db
      .select({ id: userRoles.id })
      .from(userRoles)
      .orderBy(asc(userRoles.id))
      .limit(limit)
      .offset((page - 1) * limit),
  ]);
  const data = ids.length
    ? await roleRows(
        db,
        ids.map((row) => row.id),
      )
    : [];
  return { data, meta: pageMeta(page, limit, total?.total ?? 0) };
}

function duplicateName(): never {
  throw conflict('role_exists', 'roles.duplicate', {
    fields: fieldErrorsFromIssues([{ code: 'custom', path: ['role_name'], message: 'roles.duplicate' }]),
  });
}

async function isNameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(sql`lower(${userRoles.role_name}) = lower(${name})`);
  return rows.some((row) => row.id !== exceptId);
}

/** Creates an admin role with its features (feature 50). */
export async function storeRole(db: Db, actor: Actor, input: RoleInput): Promise<Role> {
  requireRoleManager(actor);
  ensureMayGrant(actor, input.feature_ids);
  if (await isNameTaken(db, input.role_name)) duplicateName();
  const id = await transaction(db, async (tx) => {
    const [role] = await tx
      .insert(userRoles)
      .values({ role_name: input.role_name, is_active: input.is_active })
      .returning({ id: userRoles.id });
    if (input.feature_ids.length) {
      await tx
        .insert(roleAccesses)
        .values(input.feature_ids.map((feature_id) => ({ role_id: role!.id, feature_id })));
    }
    await recordAudit(tx, {
      actor,
      action: 'create',
      entity: 'user_roles',
      entityId: role!.id,
      after: input,
    });
    return role!.id;
  });
  const [role] = await roleRows(db, [id]);
  return role!;
}

/** Renames a role, switches it on or off and replaces its features (feature 50). The super role is fixed. */
export async function updateRole(db: Db, actor: Actor, id: number, input: RoleInput): Promise<Role> {
  requireRoleManager(actor);
  const [existing] = await roleRows(db, [id]);
  if (!existing) throw notFound();
  ensureRoleEditable(existing);
  ensureMayGrant(actor, [...existing.role_accesses.map((access) => access.feature_id), ...input.feature_ids]);
  if (await isNameTaken(db, input.role_name, id)) duplicateName();
  await transaction(db, async (tx) => {
    await tx
      .update(userRoles)
      .set({ role_name: input.role_name, is_active: input.is_active, updated_at: new Date() })
      .where(eq(userRoles.id, id));
    await tx.delete(roleAccesses).where(eq(roleAccesses.role_id, id));
    if (input.feature_ids.length) {
      await tx
        .insert(roleAccesses)
        .values(input.feature_ids.map((feature_id) => ({ role_id: id, feature_id })));
    }
    await recordAudit(tx, {
      actor,
      action: 'update',
      entity: 'user_roles',
      entityId: id,
      before: {
        role_name: existing.role_name,
        is_active: existing.is_active,
        feature_ids: existing.role_accesses.map((access) => access.feature_id),
      },
      after: input,
    });
  });
  const [role] = await roleRows(db, [id]);
  return role!;
}

/** One role with its features and how many users have it (feature 50). */
export async function roleDetails(db: Db, actor: Actor, id: number): Promise<Role> {
  requireRoleManager(actor);
  const [role] = await roleRows(db, [id]);
  if (!role) throw notFound();
  return role;
}

/**
 * Deletes a role (feature 50). The super role is fixed, and a role still given to someone is
 * refused with how many: their accounts would lose every feature at once.
 */
export async function deleteRole(db: Db, actor: Actor, id: number): Promise<{ id: number }> {
  requireRoleManager(actor);
  const [existing] = await roleRows(db, [id]);
  if (!existing) throw notFound();
  ensureRoleEditable(existing);
  ensureMayGrant(
    actor,
    existing.role_accesses.map((access) => access.feature_id),
  );
  await transaction(db, async (tx) => {
    // Counted again inside the transaction, with the role's row locked against a new assignment.
    await tx.select({ id: userRoles.id }).from(userRoles).where(eq(userRoles.id, id)).for('update');
    const [holders] = await tx.select({ total: count() }).from(users).where(eq(users.role_id, id));
    const total = holders?.total ?? 0;
    if (total > 0) throw conflict('role_in_use', 'roles.inUse', { params: { count: total } });
    await tx.delete(roleAccesses).where(eq(roleAccesses.role_id, id));
    await tx.delete(userRoles).where(eq(userRoles.id, id));
    await recordAudit(tx, {
      actor,
      action: 'delete',
      entity: 'user_roles',
      entityId: id,
      before: {
        role_name: existing.role_name,
        feature_ids: existing.role_accesses.map((access) => access.feature_id),
      },
    });
  });
  return { id };
}

/** Whether a role exists and is the super role (for assigning roles to users). */
export async function roleKind(db: Tx, roleId: number): Promise<'super' | 'limited' | null> {
  const [role] = await db
    .select({ is_super: userRoles.is_super })
    .from(userRoles)
    .where(eq(userRoles.id, roleId))
    .limit(1);
  return role ? (role.is_super ? 'super' : 'limited') : null;
}
