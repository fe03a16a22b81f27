import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from '#lib/contracts/features.ts';
import { authSessions } from '#server/modules/auth/schema.ts';
import { as, signIn } from '#server/modules/auth/sessions.test-helper.ts';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';
import { hashPassword } from './password.ts';
import { roleAccesses, userRoles, users } from './schema.ts';

let t: TestApp;
let customerId: number;

beforeAll(async () => {
  t = await buildTestApp({ template: 'demo' });
  const [customer] = await t.database.db.select().from(users).where(eq(users.email, 'customer@haat.test'));
  customerId = customer!.id;
});
afterAll(() => t.close());

describe('change password', () => {
  it('needs the current password, then signs out every other session but this one', async () => {
    const login = 'sabbir.rahman@haat.test';
    const here = await signIn(t, login, 'haat-demo-2026');
    const elsewhere = await signIn(t, login, 'haat-demo-2026');

    const wrong = await as(
      t,
      here,
    )({
      method: 'POST',
      url: '/api/user/change-password',
      payload: { current_password: 'not-it', password: 'new-password-1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'current_password_wrong',
      fields: [{ path: 'current_password', message: { en: 'The current password is not correct.' } }],
    });

    const same = await as(
      t,
      here,
    )({
      method: 'POST',
      url: '/api/user/change-password',
      payload: { current_password: 'haat-demo-2026', password: 'haat-demo-2026' },
    });
    expect(same.statusCode).toBe(400);

    const changed = await as(
      t,
      here,
    )({
      method: 'POST',
      url: '/api/user/change-password',
      payload: { current_password: 'haat-demo-2026', password: 'new-password-1' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ status: true, data: null });
    expect((await as(t, here)({ method: 'GET', url: '/api/auth/session' })).json().data).not.toBeNull();
    expect((await as(t, elsewhere)({ method: 'GET', url: '/api/auth/session' })).json().data).toBeNull();
    await signIn(t, login, 'new-password-1');
  });

  it('is for signed-in people only', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/user/change-password',
      payload: { current_password: 'a', password: 'new-password-1' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('profile update', () => {
  it('a customer changes name, phone, gender and birthday; answers user_info and partner_info', async () => {
    const cookie = await signIn(t, 'customer@haat.test', 'haat-customer-2026');
    const response = await as(
      t,
      cookie,
    )({
      method: 'POST',
      url: '/api/user/profile-update',
      payload: { name: 'Nusrat J. Khan', phone: '01711000099', gender: 2, date_of_birth: '1994-03-18' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: true,
      user_info: { name: 'Nusrat J. Khan', email: 'customer@haat.test' },
      partner_info: {
        kind: 'customer',
        full_name: 'Nusrat J. Khan',
        phone: '+8801711000099',
        date_of_birth: '1994-03-18',
      },
    });
  });

  it('a delivery person changes their vehicle; e-mail cannot be changed here', async () => {
    const cookie = await signIn(t, 'delivery@haat.test', 'haat-delivery-2026');
    const response = await as(
      t,
      cookie,
    )({
      method: 'POST',
      url: '/api/user/profile-update',
      payload: { name: 'Jamal Uddin', vehicle_type: 'bicycle', email: 'other@example.com' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().partner_info).toMatchObject({ kind: 'delivery', vehicle_type: 'bicycle' });
    expect(response.json().user_info.email).toBe('delivery@haat.test');
  });

  it('refuses a bad date and a bad phone with field errors', async () => {
    const cookie = await signIn(t, 'customer@haat.test', 'haat-customer-2026');
    const response = await as(
      t,
      cookie,
    )({
      method: 'POST',
      url: '/api/user/profile-update',
      payload: { name: 'N', phone: 'abc', date_of_birth: '1994-13-45' },
    });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .fields.map((field: { path: string }) => field.path)
        .sort(),
    ).toEqual(['date_of_birth', 'phone']);
  });
});

describe('user info and blocking', () => {
  it('POST /api/user-info/{id}: yourself, or an admin with the users feature', async () => {
    const customer = await signIn(t, 'customer@haat.test', 'haat-customer-2026');
    const own = await as(t, customer)({ method: 'POST', url: `/api/user-info/${customerId}` });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.user_info.id).toBe(customerId);
    const admin = await signIn(t, 'admin@haat.test', 'haat-admin-2026', 'admin');
    expect((await as(t, admin)({ method: 'POST', url: `/api/user-info/${customerId}` })).statusCode).toBe(
      200,
    );
    expect((await as(t, admin)({ method: 'POST', url: '/api/user-info/999999' })).statusCode).toBe(404);
  });

  it('blocking a user ends their sessions at once; unblocking lets them sign in again', async () => {
    const login = 'tahmina.begum@haat.test';
    const victim = await signIn(t, login, 'haat-demo-2026');
    const [row] = await t.database.db.select().from(users).where(eq(users.email, login));
    const admin = await signIn(t, 'admin@haat.test', 'haat-admin-2026', 'admin');

    const blocked = await as(
      t,
      admin,
    )({ method: 'POST', url: `/api/users/update/${row!.id}`, payload: { status: 3 } });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().data.status).toBe(3);
    expect(await t.database.db.select().from(authSessions).where(eq(authSessions.user_id, row!.id))).toEqual(
      [],
    );
    expect((await as(t, victim)({ method: 'GET', url: '/api/auth/session' })).json().data).toBeNull();
    const again = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login, password: 'haat-demo-2026' },
    });
    expect(again.json().details.status).toBe(3);

    await as(t, admin)({ method: 'POST', url: `/api/users/update/${row!.id}`, payload: { status: 1 } });
    await signIn(t, login, 'haat-demo-2026');
  });

  it('nobody blocks themselves', async () => {
    const admin = await signIn(t, 'admin@haat.test', 'haat-admin-2026', 'admin');
    const me = (await as(t, admin)({ method: 'GET', url: '/api/auth/session' })).json().data.user_info.id;
    const response = await as(
      t,
      admin,
    )({ method: 'POST', url: `/api/users/update/${me}`, payload: { status: 3 } });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('cannot_block_self');
  });

  it('lists users paged by /{limit}?page= with filters', async () => {
    const admin = await signIn(t, 'admin@haat.test', 'haat-admin-2026', 'admin');
    const response = await as(t, admin)({ method: 'GET', url: '/api/users/2?page=1&user_type=2' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toHaveLength(2);
    // Five delivery persons and the twelve virtual riders of the delivery simulation.
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 2, total: 17, last_page: 9 });
    expect(body.data.every((user: { user_type: number }) => user.user_type === 2)).toBe(true);
    expect(body.data[0]).not.toHaveProperty('password_hash');
  });
});

describe('admin roles (feature 50) and administrators', () => {
  let limitedAdmin: string;
  let limitedRoleId: number;

  beforeAll(async () => {
    const [role] = await t.database.db
      .insert(userRoles)
      .values({ role_name: 'Role editor' })
      .returning({ id: userRoles.id });
    limitedRoleId = role!.id;
    await t.database.db.insert(roleAccesses).values([
      { role_id: limitedRoleId, feature_id: FEATURES.adminUserRoles },
      { role_id: limitedRoleId, feature_id: FEATURES.categories },
      { role_id: limitedRoleId, feature_id: FEATURES.adminUsers },
    ]);
    await t.database.db.insert(users).values({
      name: 'Role Editor',
      email: 'role-editor@haat.test',
      password_hash: await hashPassword('role-editor-pass'),
      user_type: 1,
      status: 1,
      role_id: limitedRoleId,
    });
    limitedAdmin = await signIn(t, 'role-editor@haat.test', 'role-editor-pass', 'admin');
  });

  it('stores, lists and updates roles with their role_accesses', async () => {
    const admin = await signIn(t, 'admin@haat.test', 'haat-admin-2026', 'admin');
    const call = as(t, admin);
    const created = await call({
      method: 'POST',
      url: '/api/user-role-infos/store',
      payload: { role_name: 'Catalogue manager', feature_ids: [10, 11, 11, 13] },
    });
    expect(created.statusCode).toBe(200);
    const role = created.json().data;
    expect(role.role_accesses).toEqual([{ feature_id: 10 }, { feature_id: 11 }, { feature_id: 13 }]);

    const updated = await call({
      method: 'POST',
      url: `/api/user-role-infos/update/${role.id}`,
      payload: { role_name: 'Catalogue managers', feature_ids: [10], is_active: false },
    });
    expect(updated.json().data).toMatchObject({ role_name: 'Catalogue managers', is_active: false });
    expect(updated.json().data.role_accesses).toEqual([{ feature_id: 10 }]);

    const list = await call({ method: 'GET', url: '/api/user-role-infos/50?page=1' });
    expect(list.statusCode).toBe(200);
    const names = list.json().data.map((item: { role_name: string }) => item.role_name);
    expect(names).toContain('Super Admin');
    expect(names).toContain('Catalogue managers');
  });

  it('refuses unknown features, duplicate names and changing the super role', async () => {
    const admin = as(t, await signIn(t, 'admin@haat.test', 'haat-admin-2026', 'admin'));
    const unknown = await admin({
      method: 'POST',
      url: '/api/user-role-infos/store',
      payload: { role_name: 'X', feature_ids: [999] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields[0].message.en).toBe('This feature does not exist.');
    const duplicate = await admin({
      method: 'POST',
      url: '/api/user-role-infos/store',
      payload: { role_name: 'super admin', feature_ids: [] },
    });
    expect(duplicate.statusCode).toBe(409);
    const [superRole] = await t.database.db.select().from(userRoles).where(eq(userRoles.is_super, true));
    const locked = await admin({
      method: 'POST',
      url: `/api/user-role-infos/update/${superRole!.id}`,
      payload: { role_name: 'Super Admin', feature_ids: [] },
    });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().code).toBe('super_role_locked');
  });

  it('an admin who may edit roles can only grant the features they have themselves', async () => {
    const call = as(t, limitedAdmin);
    const within = await call({
      method: 'POST',
      url: '/api/user-role-infos/store',
      payload: { role_name: 'Category helper', feature_ids: [FEATURES.categories] },
    });
    expect(within.statusCode).toBe(200);
    const beyond = await call({
      method: 'POST',
      url: `/api/user-role-infos/update/${limitedRoleId}`,
      payload: { role_name: 'Role editor', feature_ids: [FEATURES.adminUserRoles, FEATURES.orders] },
    });
    expect(beyond.statusCode).toBe(403);
    expect(beyond.json().code).toBe('cannot_grant_feature');
  });

  it('only a super admin creates administrators or changes one', async () => {
    const payload = {
      name: 'New Admin',
      email: 'new-admin@haat.test',
      password: 'new-admin-pass',
      role_id: limitedRoleId,
    };
    const refused = await as(t, limitedAdmin)({ method: 'POST', url: '/api/users/store', payload });
    expect(refused.statusCode).toBe(403);
    const [superAdmin] = await t.database.db.select().from(users).where(eq(users.email, 'admin@haat.test'));
    const blockSuper = await as(
      t,
      limitedAdmin,
    )({
      method: 'POST',
      url: `/api/users/update/${superAdmin!.id}`,
      payload: { status: 3 },
    });
    expect(blockSuper.statusCode).toBe(403);

    const admin = as(t, await signIn(t, 'admin@haat.test', 'haat-admin-2026', 'admin'));
    const created = await admin({ method: 'POST', url: '/api/users/store', payload });
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({ user_type: 1, status: 1, role_name: 'Role editor' });
    const newcomer = await signIn(t, 'new-admin@haat.test', 'new-admin-pass', 'admin');
    const me = (await as(t, newcomer)({ method: 'GET', url: '/api/auth/session' })).json().data;
    expect(
      me.role_info.role_accesses.map((access: { feature_id: number }) => access.feature_id).sort(),
    ).toEqual([FEATURES.categories, FEATURES.adminUserRoles, FEATURES.adminUsers].sort((a, b) => a - b));
  });

  it('a change of role applies to the next call, without signing in again', async () => {
    const [editor] = await t.database.db.select().from(users).where(eq(users.email, 'role-editor@haat.test'));
    const call = as(t, limitedAdmin);
    expect((await call({ method: 'GET', url: '/api/user-role-infos/10' })).statusCode).toBe(200);
    await t.database.db.update(users).set({ role_id: null }).where(eq(users.id, editor!.id));
    expect((await call({ method: 'GET', url: '/api/user-role-infos/10' })).statusCode).toBe(403);
    await t.database.db.update(users).set({ role_id: limitedRoleId }).where(eq(users.id, editor!.id));
  });
});
