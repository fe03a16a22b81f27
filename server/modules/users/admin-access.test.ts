import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from '#lib/contracts/features.ts';
import { auditLog } from '#server/modules/audit/schema.ts';
import { as, signIn } from '#server/modules/auth/sessions.test-helper.ts';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';
import { hashPassword } from './password.ts';
import { roleAccesses, userRoles, users } from './schema.ts';

/*
 * Issue 11's rules for admin roles and admin users that the screens rely on: a role still given
 * to someone is not deleted, the super role is fixed, nobody changes their own role, the last
 * active super admin stays, and an admin of a lower role cannot do what their role lacks.
 */

let t: TestApp;
let superAdminId: number;

async function makeAdmin(email: string, roleId: number | null, password = 'admin-access-pass') {
  const [row] = await t.database.db
    .insert(users)
    .values({
      name: email.split('@')[0]!,
      email,
      password_hash: await hashPassword(password),
      user_type: 1,
      status: 1,
      role_id: roleId,
    })
    .returning({ id: users.id });
  return row!.id;
}

async function makeRole(name: string, features: number[], isSuper = false) {
  const [role] = await t.database.db
    .insert(userRoles)
    .values({ role_name: name, is_super: isSuper })
    .returning({ id: userRoles.id });
  if (features.length)
    await t.database.db
      .insert(roleAccesses)
      .values(features.map((feature_id) => ({ role_id: role!.id, feature_id })));
  return role!.id;
}

beforeAll(async () => {
  t = await buildTestApp({ template: 'demo' });
  const [admin] = await t.database.db.select().from(users).where(eq(users.email, 'admin@haat.test'));
  superAdminId = admin!.id;
});
afterAll(() => t.close());

describe('deleting a role (feature 50)', () => {
  it('is refused while a user has it, with how many; allowed once nobody does, and audited', async () => {
    const admin = as(t, await signIn(t, 'admin@haat.test', 'haat-admin-2026', 'admin'));
    const created = await admin({
      method: 'POST',
      url: '/api/user-role-infos/store',
      payload: { role_name: 'Short-lived', feature_ids: [FEATURES.tags] },
    });
    const roleId = created.json().data.id as number;
    const holder = await makeAdmin('short-lived@haat.test', roleId);

    const details = await admin({ method: 'GET', url: `/api/user-role-infos/details/${roleId}` });
    expect(details.json().data).toMatchObject({ role_name: 'Short-lived', users_count: 1 });

    const refused = await admin({ method: 'POST', url: `/api/user-role-infos/delete/${roleId}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'role_in_use',
      message: {
        en: 'This role is still given to 1 user(s). Give them another role first.',
        bn: expect.stringContaining('ভূমিকাটি'),
      },
    });

    await admin({ method: 'POST', url: `/api/users/update/${holder}`, payload: { role_id: null } });
    const deleted = await admin({ method: 'POST', url: `/api/user-role-infos/delete/${roleId}` });
    expect(deleted.statusCode).toBe(200);
    expect((await admin({ method: 'GET', url: `/api/user-role-infos/details/${roleId}` })).statusCode).toBe(
      404,
    );
    const lines = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'user_roles'));
    expect(lines.filter((line) => line.entity_id === String(roleId)).map((line) => line.action)).toEqual([
      'create',
      'delete',
    ]);
  });

  it('never deletes the super role', async () => {
    const admin = as(t, await signIn(t, 'admin@haat.test', 'haat-admin-2026', 'admin'));
    const [superRole] = await t.database.db.select().from(userRoles).where(eq(userRoles.is_super, true));
    const refused = await admin({ method: 'POST', url: `/api/user-role-infos/delete/${superRole!.id}` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('super_role_locked');
  });

  it('an admin who edits roles cannot delete one with features they lack', async () => {
    const editorRole = await makeRole('Roles only', [FEATURES.adminUserRoles]);
    await makeAdmin('roles-only@haat.test', editorRole);
    const target = await makeRole('Orders desk', [FEATURES.orders]);
    const editor = as(t, await signIn(t, 'roles-only@haat.test', 'admin-access-pass', 'admin'));
    const refused = await editor({ method: 'POST', url: `/api/user-role-infos/delete/${target}` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('cannot_grant_feature');
    // Nor may they read or change admin users, or the basic configuration: their role lacks those.
    expect((await editor({ method: 'GET', url: '/api/users/10?user_type=1' })).statusCode).toBe(403);
    expect((await editor({ method: 'GET', url: '/api/basic-config/settings' })).statusCode).toBe(403);
  });
});

describe('admin users (feature 51)', () => {
  it('lists administrators by role and state', async () => {
    const role = await makeRole('Listed role', [FEATURES.tags]);
    const listed = await makeAdmin('listed@haat.test', role);
    const admin = as(t, await signIn(t, 'admin@haat.test', 'haat-admin-2026', 'admin'));
    const byRole = await admin({ method: 'GET', url: `/api/users/20?user_type=1&role_id=${role}` });
    expect(byRole.json().data.map((user: { id: number }) => user.id)).toEqual([listed]);
    expect(byRole.json().data[0].role_name).toBe('Listed role');
    await admin({ method: 'POST', url: `/api/users/update/${listed}`, payload: { status: 3 } });
    const blocked = await admin({ method: 'GET', url: `/api/users/20?user_type=1&status=3&role_id=${role}` });
    expect(blocked.json().meta.total).toBe(1);
    const active = await admin({ method: 'GET', url: `/api/users/20?user_type=1&status=1&role_id=${role}` });
    expect(active.json().meta.total).toBe(0);
  });

  it('nobody changes their own role; a super admin may demote another while one remains', async () => {
    const admin = as(t, await signIn(t, 'admin@haat.test', 'haat-admin-2026', 'admin'));
    const limited = await makeRole('Demoted to', [FEATURES.tags]);
    const own = await admin({
      method: 'POST',
      url: `/api/users/update/${superAdminId}`,
      payload: { role_id: limited },
    });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({
      code: 'cannot_change_own_role',
      message: { en: 'You cannot change your own role.', bn: 'আপনি নিজের ভূমিকা বদলাতে পারবেন না।' },
    });

    const [superRole] = await t.database.db.select().from(userRoles).where(eq(userRoles.is_super, true));
    const secondId = await makeAdmin('second-super@haat.test', superRole!.id);
    const demoted = await admin({
      method: 'POST',
      url: `/api/users/update/${secondId}`,
      payload: { role_id: limited },
    });
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json().data.role_name).toBe('Demoted to');
    // Demoted, they lose the users feature at once.
    const second = as(t, await signIn(t, 'second-super@haat.test', 'admin-access-pass', 'admin'));
    expect((await second({ method: 'GET', url: '/api/users/10' })).statusCode).toBe(403);
  });

  it('the last active super admin is neither blocked nor demoted (checked in the service layer)', async () => {
    const [superRole] = await t.database.db.select().from(userRoles).where(eq(userRoles.is_super, true));
    const limited = await makeRole('Not super', [FEATURES.tags]);
    const supers = await t.database.db.select().from(users).where(eq(users.role_id, superRole!.id));
    // The other tests' extra super admins are blocked first: the demo admin is the last active one.
    for (const user of supers)
      if (user.id !== superAdminId)
        await t.database.db.update(users).set({ status: 3 }).where(eq(users.id, user.id));
    const activeSupers = (
      await t.database.db.select().from(users).where(eq(users.role_id, superRole!.id))
    ).filter((user) => user.status === 1 && user.user_type === 1);
    expect(activeSupers.map((user) => user.id)).toEqual([superAdminId]);
    // A super admin whose own account stopped counting between sign-in and this call (blocked by
    // someone else meanwhile): the service layer, not the session, keeps the last one.
    const ghostId = await makeAdmin('blocked-super@haat.test', superRole!.id);
    await t.database.db.update(users).set({ status: 3 }).where(eq(users.id, ghostId));
    const ghost = {
      kind: 'admin' as const,
      userId: ghostId,
      isSuper: true,
      features: new Set([FEATURES.adminUsers]),
    };
    const endSessions = async () => {};
    const { updateUser } = await import('./admin-users.ts');
    for (const change of [{ status: 3 as const }, { role_id: limited }, { role_id: null }]) {
      await expect(updateUser(t.database.db, endSessions, ghost, superAdminId, change)).rejects.toMatchObject(
        {
          code: 'last_super_admin',
          status: 409,
        },
      );
    }
    // Renaming is fine, and with a second active super admin the first may be demoted.
    await expect(
      updateUser(t.database.db, endSessions, ghost, superAdminId, { name: 'Haat Admin' }),
    ).resolves.toMatchObject({ id: superAdminId });
    const other = await makeAdmin('other-super@haat.test', superRole!.id);
    await expect(updateUser(t.database.db, endSessions, ghost, other, { status: 3 })).resolves.toMatchObject({
      status: 3,
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, superAdminId));
    expect(row).toMatchObject({ status: 1, role_id: superRole!.id });
  });
});
