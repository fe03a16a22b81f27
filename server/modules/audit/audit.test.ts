import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '#lib/contracts/audit.ts';
import { ADMIN_FEATURES, FEATURES } from '#lib/contracts/features.ts';
import type { Actor } from '#server/access/actor.ts';
import { as, signIn } from '#server/modules/auth/sessions.test-helper.ts';
import { type Caller, sessionCookieOf } from '#server/modules/orders/fixtures.test-helper.ts';
import { roleAccesses, userRoles, users } from '#server/modules/users/schema.ts';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';
import { recordAudit } from './api.ts';
import { auditLog } from './schema.ts';

let t: TestApp;
let admin: Caller;
let customer: Caller;
let adminWithoutAudit: Caller;
let adminUserId: number;

beforeAll(async () => {
  t = await buildTestApp({ template: 'demo' });
  const db = t.database.db;
  admin = as(t, await signIn(t, 'admin@haat.test', 'haat-admin-2026', 'admin'));
  customer = as(t, await signIn(t, 'customer@haat.test', 'haat-customer-2026'));
  const [found] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@haat.test'));
  adminUserId = found!.id;
  const [role] = await db.insert(userRoles).values({ role_name: 'No audit' }).returning();
  await db.insert(roleAccesses).values(
    ADMIN_FEATURES.filter((item) => item.id !== FEATURES.auditLog).map((item) => ({
      role_id: role!.id,
      feature_id: item.id,
    })),
  );
  const [user] = await db
    .insert(users)
    .values({
      name: 'No Audit',
      email: 'no-audit@haat.test',
      password_hash: '-',
      user_type: 1,
      status: 1,
      role_id: role!.id,
    })
    .returning();
  adminWithoutAudit = as(t, await sessionCookieOf(db, user!.id));
});
afterAll(() => t.close());

const actorOf = (userId: number): Actor => ({ kind: 'admin', userId, isSuper: true, features: new Set() });

describe('audit log', () => {
  it('records a change only when its transaction commits', async () => {
    const db = t.database.db;
    await db.transaction(async (tx) => {
      await recordAudit(tx, {
        actor: actorOf(adminUserId),
        action: 'update',
        entity: 'test-things',
        entityId: 7,
        before: { name: 'Old' },
        after: { name: 'New', at: new Date('2026-01-02T03:04:05Z') },
      });
    });
    await db
      .transaction(async (tx) => {
        await recordAudit(tx, {
          actor: actorOf(adminUserId),
          action: 'delete',
          entity: 'test-things',
          entityId: 8,
        });
        throw new Error('rolled back');
      })
      .catch(() => {});
    const rows = await db.select().from(auditLog).where(eq(auditLog.entity, 'test-things'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'update',
      entity_id: '7',
      before: { name: 'Old' },
      after: { name: 'New', at: '2026-01-02T03:04:05.000Z' },
    });
  });

  it('lists entries newest first with who did it, paged by "older than" without counting', async () => {
    const db = t.database.db;
    for (const n of [1, 2, 3]) {
      await recordAudit(db, {
        actor: actorOf(adminUserId),
        action: 'create',
        entity: 'paged-things',
        entityId: n,
      });
    }
    const first = await admin({ method: 'GET', url: '/api/audit-logs/2?entity=paged-things' });
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body.data.map((entry: AuditEntry) => entry.entity_id)).toEqual(['3', '2']);
    expect(body.data[0].actor_name).toBeTruthy();
    expect(body.meta).toMatchObject({ per_page: 2, has_more: true });
    const second = (
      await admin({
        method: 'GET',
        url: `/api/audit-logs/2?entity=paged-things&before=${body.meta.next_before}`,
      })
    ).json();
    expect(second.data.map((entry: AuditEntry) => entry.entity_id)).toEqual(['1']);
    expect(second.meta).toMatchObject({ has_more: false, next_before: null });

    const byRecord = (
      await admin({ method: 'GET', url: '/api/audit-logs/10?entity=paged-things&entity_id=2' })
    ).json();
    expect(byRecord.data).toHaveLength(1);
    const future = (
      await admin({ method: 'GET', url: '/api/audit-logs/10?entity=paged-things&from=2999-01-01' })
    ).json();
    expect(future.data).toHaveLength(0);
  });

  it('refuses bad filters with a field error, and readers without feature 54', async () => {
    const bad = await admin({ method: 'GET', url: '/api/audit-logs/10?from=yesterday' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_failed' });
    expect((await customer({ method: 'GET', url: '/api/audit-logs/10' })).statusCode).toBe(403);
    expect((await adminWithoutAudit({ method: 'GET', url: '/api/audit-logs/10' })).statusCode).toBe(403);
  });
});
