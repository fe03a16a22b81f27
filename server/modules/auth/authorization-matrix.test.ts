/**
 * The authorization matrix: every protected API call, tried as every kind of caller, with the
 * answer each must get. Add a row for each new protected call (and the setup it needs in
 * `beforeAll`); the columns are fixed:
 *
 *   stranger      no credential at all (not our web app, no token)
 *   anonymous     our web app's visitor, not signed in
 *   customerA/B   two customers          sellerA/B    users of two different companies
 *   deliveryA/B   two delivery persons   adminWithout an admin whose role has every feature but the row's
 *   adminWith     an admin whose role has only the row's feature     superAdmin   the super role
 *
 * Rows name the expected status per column; `others` covers the columns not named.
 */

import { eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_FEATURES, FEATURES } from '#lib/contracts/features.ts';
import { roleAccesses, userRoles, users } from '#server/modules/users/schema.ts';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';
import { createApiClient } from './api-clients.ts';
import { SESSION_COOKIE } from './cookies.ts';
import { createSession } from './sessions.ts';

const ACTORS = [
  'stranger',
  'anonymous',
  'customerA',
  'customerB',
  'sellerA',
  'sellerB',
  'deliveryA',
  'deliveryB',
  'adminWithout',
  'adminWith',
  'superAdmin',
] as const;
type ActorName = (typeof ACTORS)[number];

/** Ids of the seeded people and of things made for the rows. */
interface Context {
  userId: Record<Exclude<ActorName, 'stranger' | 'anonymous' | 'adminWithout' | 'adminWith'>, number>;
  roleId: number;
  apiClientId: number;
  next: () => number;
}

interface Row {
  call: string;
  /** The admin feature the call needs; adminWith/adminWithout are made for it. */
  feature?: number;
  request: (context: Context) => InjectOptions;
  expect: Partial<Record<ActorName, number>> & { others: number };
}

/** Anyone our web app lets in: visitors and everyone signed in. */
const anyCaller = (status = 200) => ({ stranger: 401, others: status });
/** Signed-in people only. */
const signedIn = (status = 200) => ({ stranger: 401, anonymous: 401, others: status });
/** Admins whose role has the row's feature (and super admins). */
const featureHolders = (status = 200) => ({
  stranger: 401,
  anonymous: 401,
  adminWith: status,
  superAdmin: status,
  others: 403,
});

const ROWS: Row[] = [
  // --- accounts (issue 4) ---
  { call: 'GET /api/auth/session', request: () => get('/api/auth/session'), expect: anyCaller() },
  { call: 'GET /api/logout', request: () => get('/api/logout'), expect: anyCaller() },
  {
    call: 'POST /api/user-info/{customer A}',
    feature: FEATURES.adminUsers,
    request: (c) => post(`/api/user-info/${c.userId.customerA}`),
    expect: { ...featureHolders(), customerA: 200 },
  },
  {
    call: 'POST /api/user/change-password (wrong current password: 400 once let in)',
    request: () =>
      post('/api/user/change-password', { current_password: 'not-it', password: 'new-password-1' }),
    expect: signedIn(400),
  },
  {
    call: 'POST /api/user/profile-update',
    request: () => post('/api/user/profile-update', { name: 'Same Name' }),
    expect: signedIn(),
  },
  {
    call: 'GET /api/user-role-infos/{limit}',
    feature: FEATURES.adminUserRoles,
    request: () => get('/api/user-role-infos/10?page=1'),
    expect: featureHolders(),
  },
  {
    call: 'POST /api/user-role-infos/store',
    feature: FEATURES.adminUserRoles,
    request: (c) =>
      post('/api/user-role-infos/store', { role_name: `Matrix role ${c.next()}`, feature_ids: [] }),
    expect: featureHolders(),
  },
  {
    call: 'POST /api/user-role-infos/update/{id}',
    feature: FEATURES.adminUserRoles,
    request: (c) =>
      post(`/api/user-role-infos/update/${c.roleId}`, { role_name: 'Matrix target', feature_ids: [] }),
    expect: featureHolders(),
  },
  {
    call: 'GET /api/users/{limit}',
    feature: FEATURES.adminUsers,
    request: () => get('/api/users/10?page=1'),
    expect: featureHolders(),
  },
  {
    call: 'POST /api/users/store (administrators: super admins only)',
    feature: FEATURES.adminUsers,
    request: (c) =>
      post('/api/users/store', {
        name: 'Matrix Admin',
        email: `matrix-${c.next()}@haat.test`,
        password: 'matrix-password',
        role_id: c.roleId,
      }),
    expect: { ...featureHolders(), adminWith: 403 },
  },
  {
    call: 'POST /api/users/update/{customer B}',
    feature: FEATURES.adminUsers,
    request: (c) => post(`/api/users/update/${c.userId.customerB}`, { name: 'Arif Hossain' }),
    expect: featureHolders(),
  },
  {
    call: 'POST /api/users/update/{super admin} (administrators: super admins only)',
    feature: FEATURES.adminUsers,
    request: (c) => post(`/api/users/update/${c.userId.superAdmin}`, { name: 'Tanvir Ahmed' }),
    expect: { ...featureHolders(), adminWith: 403 },
  },
  {
    call: 'GET /api/api-clients/{limit}',
    feature: FEATURES.apiClients,
    request: () => get('/api/api-clients/10'),
    expect: featureHolders(),
  },
  {
    call: 'POST /api/api-clients/store',
    feature: FEATURES.apiClients,
    request: () => post('/api/api-clients/store', { name: 'Matrix client' }),
    expect: featureHolders(),
  },
  {
    call: 'POST /api/api-clients/update/{id}',
    feature: FEATURES.apiClients,
    request: (c) => post(`/api/api-clients/update/${c.apiClientId}`, { name: 'Matrix client' }),
    expect: featureHolders(),
  },
  {
    call: 'GET /api/dev/outbox (open outside production)',
    request: () => get('/api/dev/outbox'),
    expect: anyCaller(),
  },
];

function get(url: string): InjectOptions {
  return { method: 'GET', url };
}
function post(url: string, payload?: Record<string, unknown>): InjectOptions {
  return { method: 'POST', url, ...(payload ? { payload } : {}) };
}

let t: TestApp;
let context: Context;
const adminsByFeature = new Map<number, { withId: number; withoutId: number }>();

async function userIdByEmail(email: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** An admin whose role has exactly `features`. */
async function adminWithFeatures(name: string, features: number[]): Promise<number> {
  const [role] = await t.database.db
    .insert(userRoles)
    .values({ role_name: name })
    .returning({ id: userRoles.id });
  if (features.length) {
    await t.database.db
      .insert(roleAccesses)
      .values(features.map((feature_id) => ({ role_id: role!.id, feature_id })));
  }
  const [user] = await t.database.db
    .insert(users)
    .values({
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '-')}@haat.test`,
      password_hash: 'not-used: sessions are made directly',
      user_type: 1,
      status: 1,
      role_id: role!.id,
    })
    .returning({ id: users.id });
  return user!.id;
}

async function adminsFor(feature: number) {
  let admins = adminsByFeature.get(feature);
  if (!admins) {
    const others = ADMIN_FEATURES.map((item) => item.id as number).filter((id) => id !== feature);
    admins = {
      withId: await adminWithFeatures(`Has feature ${feature}`, [feature]),
      withoutId: await adminWithFeatures(`Lacks feature ${feature}`, others),
    };
    adminsByFeature.set(feature, admins);
  }
  return admins;
}

/** A fresh web session for a user (no password hashing: the sign-in itself is tested elsewhere). */
async function sessionCookie(userId: number): Promise<string> {
  const session = await createSession(t.database.db, { kind: 'web', userId });
  return `${SESSION_COOKIE}=${session.token}`;
}

async function callAs(actor: ActorName, row: Row): Promise<number> {
  const options = row.request(context);
  if (actor === 'stranger') return (await t.app.inject(options)).statusCode;
  let userId: number | null = null;
  if (actor === 'adminWith' || actor === 'adminWithout') {
    const admins = await adminsFor(row.feature ?? FEATURES.dashboard);
    userId = actor === 'adminWith' ? admins.withId : admins.withoutId;
  } else if (actor !== 'anonymous') userId = context.userId[actor];
  const headers = { ...((options.headers as Record<string, string>) ?? {}) };
  if (userId !== null) headers.cookie = await sessionCookie(userId);
  return (await t.inject({ ...options, headers })).statusCode;
}

beforeAll(async () => {
  t = await buildTestApp({ template: 'demo' });
  let counter = 0;
  const [role] = await t.database.db.insert(userRoles).values({ role_name: 'Matrix target' }).returning();
  const client = await createApiClient(t.database.db, { name: 'Matrix client', createdBy: null });
  context = {
    userId: {
      customerA: await userIdByEmail('customer@haat.test'),
      customerB: await userIdByEmail('arif.hossain@haat.test'),
      sellerA: await userIdByEmail('seller@haat.test'),
      sellerB: await userIdByEmail('sharmin.akter@haat.test'),
      deliveryA: await userIdByEmail('delivery@haat.test'),
      deliveryB: await userIdByEmail('shahidul.islam@haat.test'),
      superAdmin: await userIdByEmail('admin@haat.test'),
    },
    roleId: role!.id,
    apiClientId: client.id,
    next: () => ++counter,
  };
});
afterAll(() => t.close());

describe('authorization matrix', () => {
  it('the two sellers belong to different companies, and all actors are active', async () => {
    const rows = await t.database.db
      .select()
      .from(users)
      .where(inArray(users.id, [context.userId.sellerA, context.userId.sellerB]));
    expect(new Set(rows.map((row) => row.company_id)).size).toBe(2);
    expect(rows.every((row) => row.status === 1)).toBe(true);
  });

  it.each(ROWS.map((row) => [row.call, row] as const))('%s', async (_call, row) => {
    const expected: Record<string, number> = {};
    const actual: Record<string, number> = {};
    for (const actor of ACTORS) {
      expected[actor] = row.expect[actor] ?? row.expect.others;
      actual[actor] = await callAs(actor, row);
    }
    expect(actual).toEqual(expected);
  });
});
