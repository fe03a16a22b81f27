import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderInfo } from '#lib/contracts/admin-panel.ts';
import { ADMIN_FEATURES, FEATURES } from '#lib/contracts/features.ts';
import { auditLog } from '#server/modules/audit/schema.ts';
import { as, signIn } from '#server/modules/auth/sessions.test-helper.ts';
import { deliveryPersons } from '#server/modules/delivery/schema.ts';
import {
  adminWithFeatures,
  type Caller,
  lineOf,
  newCustomers,
  placed,
  saveAddress,
  stockedProduct,
} from '#server/modules/orders/fixtures.test-helper.ts';
import { sellerOrders } from '#server/modules/orders/schema.ts';
import { companies } from '#server/modules/sellers/schema.ts';
import { customerInfos, users } from '#server/modules/users/schema.ts';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';

let t: TestApp;
let admin: Caller;
let customer: Caller;
let seller: Caller;
/** Every feature but the one under test. */
const without = (feature: number) => ADMIN_FEATURES.map((item) => item.id).filter((id) => id !== feature);
let noDashboard: Caller;
let noOrders: Caller;
let noCompanies: Caller;
let ordersOnly: Caller;
let partId: number;
let pendingCompanyId: number;
let otherPendingCompanyId: number;

beforeAll(async () => {
  t = await buildTestApp({ template: 'demo' });
  const db = t.database.db;
  admin = as(t, await signIn(t, 'admin@haat.test', 'haat-admin-2026', 'admin'));
  customer = as(t, await signIn(t, 'customer@haat.test', 'haat-customer-2026'));
  seller = as(t, await signIn(t, 'seller@haat.test', 'haat-seller-2026'));
  noDashboard = await adminWithFeatures(t, 'No dashboard', without(FEATURES.dashboard));
  noOrders = await adminWithFeatures(t, 'No orders', without(FEATURES.orders));
  noCompanies = await adminWithFeatures(t, 'No companies', without(FEATURES.companies));
  ordersOnly = await adminWithFeatures(t, 'Orders only', [FEATURES.orders]);
  const product = await stockedProduct(db, { title: 'Admin Panel Rice', price: 9_000, stock: 100 });
  const addressId = await saveAddress(customer, db);
  const order = await placed(customer, {
    items: [lineOf(product, 2)],
    shipping_address_id: addressId,
    payment_method: 'cod',
    expected_total: 2 * 9_000 + 2_000,
  });
  partId = order.data.seller_orders[0].id;
  const pending = await db
    .insert(companies)
    .values([
      { company_name: 'Queue Shop', company_name_bn: 'কিউ শপ', slug: 'queue-shop', status: 'pending' },
      { company_name: 'Queue Two', company_name_bn: 'কিউ টু', slug: 'queue-two', status: 'pending' },
    ])
    .returning({ id: companies.id });
  pendingCompanyId = pending[0]!.id;
  otherPendingCompanyId = pending[1]!.id;
});
afterAll(() => t.close());

async function auditLines(entity: string, entityId: number) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entity_id, String(entityId))))
    .orderBy(asc(auditLog.id));
}

describe('admin dashboard (feature 1)', () => {
  it("answers every widget in one call: today's orders and sales, statuses, queues, product breakdowns", async () => {
    const response = await admin({ method: 'GET', url: '/api/admin/dashboard' });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data.today.orders).toBeGreaterThanOrEqual(1);
    expect(data.today.sales).toBeGreaterThanOrEqual(20_000);
    expect(
      data.orders_by_status.find((row: { status: number }) => row.status === 1)?.count,
    ).toBeGreaterThanOrEqual(1);
    expect(data.awaiting.sellers).toBeGreaterThanOrEqual(2);
    expect(data.products_by_category.length).toBeGreaterThan(0);
    expect(data.products_by_company.length).toBeGreaterThan(0);
    expect(data.products_by_type.length).toBeGreaterThan(0);
    const operatorTotal = data.products_by_operator.reduce(
      (sum: number, row: { count: number }) => sum + row.count,
      0,
    );
    const companyTotal = data.products_by_category.reduce(
      (sum: number, row: { count: number }) => sum + row.count,
      0,
    );
    expect(operatorTotal).toBeGreaterThanOrEqual(companyTotal);
  });

  it('is refused to an admin without feature 1, a customer and a seller', async () => {
    expect((await noDashboard({ method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(403);
    expect((await customer({ method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(403);
    expect((await seller({ method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(403);
  });
});

describe('order infos (feature 33)', () => {
  it('lists seller orders with filters, newest first, paged without a count', async () => {
    const all = await ordersOnly({ method: 'GET', url: '/api/order-infos/20' });
    expect(all.statusCode, all.body).toBe(200);
    const found = all.json().data.find((row: OrderInfo) => row.id === partId);
    expect(found).toMatchObject({ status: 1, payment_method: 'cod', total: 20_000, flagged: false });
    expect(all.json().meta).toMatchObject({ current_page: 1, per_page: 20 });
    expect(all.json().meta).not.toHaveProperty('total');

    const today = new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10);
    const filtered = await admin({
      method: 'GET',
      url: `/api/order-infos/20?status=1&payment_method=cod&area_id=${found.area_id}&from=${today}&to=${today}`,
    });
    expect(filtered.json().data.map((row: OrderInfo) => row.id)).toContain(partId);
    const other = await admin({ method: 'GET', url: '/api/order-infos/20?status=6' });
    expect(other.json().data.map((row: OrderInfo) => row.id)).not.toContain(partId);
    const future = await admin({ method: 'GET', url: '/api/order-infos/20?from=2999-01-01' });
    expect(future.json().data).toEqual([]);

    const one = await admin({ method: 'GET', url: '/api/order-infos/1' });
    expect(one.json().data).toHaveLength(1);
  });

  it('flags an order nobody accepted after 15 minutes', async () => {
    const db = t.database.db;
    await db
      .update(sellerOrders)
      .set({ created_at: new Date(Date.now() - 20 * 60_000) })
      .where(eq(sellerOrders.id, partId));
    const flagged = await admin({ method: 'GET', url: '/api/order-infos/20?flagged=1' });
    const row = flagged.json().data.find((item: OrderInfo) => item.id === partId);
    expect(row?.flagged).toBe(true);
  });

  it('shows the details: lines, customer area, payment and timeline', async () => {
    const response = await admin({ method: 'GET', url: `/api/order-infos/details/${partId}` });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data.lines).toEqual([expect.objectContaining({ product_title: 'Admin Panel Rice', quantity: 2 })]);
    expect(data.timeline[0]).toMatchObject({ event: 'placed', status: 1 });
    expect(data.area).toBeTruthy();
    expect((await admin({ method: 'GET', url: '/api/order-infos/details/999999' })).statusCode).toBe(404);
  });

  it('lists delivery persons for the order, then an admin assigns one by hand', async () => {
    const db = t.database.db;
    const [order] = await db.select().from(sellerOrders).where(eq(sellerOrders.id, partId));
    const candidates = await admin({
      method: 'GET',
      url: `/api/order-infos/delivery-persons-list/${partId}`,
    });
    expect(candidates.statusCode, candidates.body).toBe(200);
    // (Their order, on duty and nearest first, is the delivery module's: assignment.test.ts.)
    const listed = candidates.json().data as Array<{ id: number }>;
    expect(listed.length).toBeGreaterThan(0);
    const courier = listed[0]!;
    const assigned = await admin({
      method: 'POST',
      url: `/api/seller-orders/assign/${order!.id}`,
      payload: { delivery_person_id: courier!.id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const byCourier = await admin({
      method: 'GET',
      url: `/api/order-infos/20?delivery_person_id=${courier!.id}`,
    });
    expect(byCourier.json().data.map((row: OrderInfo) => row.id)).toContain(partId);
  });

  it('refuses bad filters with a field error, and callers without feature 33', async () => {
    const bad = await admin({ method: 'GET', url: '/api/order-infos/20?from=yesterday&status=9' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_failed');
    for (const url of [
      '/api/order-infos/20',
      `/api/order-infos/details/${partId}`,
      `/api/order-infos/delivery-persons-list/${partId}`,
    ]) {
      expect((await noOrders({ method: 'GET', url })).statusCode).toBe(403);
      expect((await customer({ method: 'GET', url })).statusCode).toBe(403);
      expect((await seller({ method: 'GET', url })).statusCode).toBe(403);
    }
  });
});

describe("sellers' sign-up queue (feature 30)", () => {
  it('lists pending sellers first, with their documents and shop details', async () => {
    const response = await admin({ method: 'GET', url: '/api/companies/review/50' });
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json().data as Array<{ id: number; status: string }>;
    expect(rows[0]!.status).toBe('pending');
    expect(rows.map((row) => row.id)).toContain(pendingCompanyId);
    const searched = await admin({ method: 'GET', url: '/api/companies/review/50?q=queue%20two' });
    expect(searched.json().data.map((row: { id: number }) => row.id)).toEqual([otherPendingCompanyId]);
    // One seller by id: where the audit log links a seller's lines.
    const one = await admin({ method: 'GET', url: `/api/companies/review/50?id=${pendingCompanyId}` });
    expect(one.json().data.map((row: { id: number }) => row.id)).toEqual([pendingCompanyId]);
    const bad = await admin({ method: 'GET', url: '/api/companies/review/50?id=abc' });
    expect(bad.statusCode).toBe(400);
  });

  it('rejects with a reason (required), approves, blocks and unblocks, each with an audit line', async () => {
    const noReason = await admin({
      method: 'POST',
      url: `/api/companies/review/${pendingCompanyId}`,
      payload: { action: 'reject' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields[0]).toMatchObject({ path: 'reason' });

    const rejected = await admin({
      method: 'POST',
      url: `/api/companies/review/${pendingCompanyId}`,
      payload: { action: 'reject', reason: 'Trade licence is unreadable' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      status_reason: 'Trade licence is unreadable',
    });

    const unblockRejected = await admin({
      method: 'POST',
      url: `/api/companies/review/${pendingCompanyId}`,
      payload: { action: 'unblock' },
    });
    expect(unblockRejected.statusCode).toBe(409);
    expect(unblockRejected.json().code).toBe('company_status_conflict');

    const approved = await admin({
      method: 'POST',
      url: `/api/companies/review/${pendingCompanyId}`,
      payload: { action: 'approve', version: rejected.json().data.updated_at },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'active', status_reason: null });
    expect(approved.json().data.approved_at).toBeTruthy();

    const stale = await admin({
      method: 'POST',
      url: `/api/companies/review/${pendingCompanyId}`,
      payload: { action: 'block', reason: 'Fake goods', version: rejected.json().data.updated_at },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale_version');

    const blocked = await admin({
      method: 'POST',
      url: `/api/companies/review/${pendingCompanyId}`,
      payload: { action: 'block', reason: 'Fake goods' },
    });
    expect(blocked.json().data.status).toBe('suspended');
    const unblocked = await admin({
      method: 'POST',
      url: `/api/companies/review/${pendingCompanyId}`,
      payload: { action: 'unblock' },
    });
    expect(unblocked.json().data.status).toBe('active');

    const lines = await auditLines('companies', pendingCompanyId);
    expect(lines.map((line) => line.action)).toEqual(['reject', 'approve', 'block', 'unblock']);
    expect(lines[0]).toMatchObject({ before: { status: 'pending' }, after: { status: 'rejected' } });
  });

  it("hides a blocked seller's products from the storefront at once, and shows them again", async () => {
    const db = t.database.db;
    await stockedProduct(db, { title: 'Blocked Shop Lentils', company: 'queue-shop' });
    const visible = async () =>
      (await t.inject({ method: 'GET', url: '/api/products/details/blocked-shop-lentils' })).statusCode;
    expect(await visible()).toBe(200);
    await admin({
      method: 'POST',
      url: `/api/companies/review/${pendingCompanyId}`,
      payload: { action: 'block', reason: 'Fake goods' },
    });
    expect(await visible()).toBe(404);
    await admin({
      method: 'POST',
      url: `/api/companies/review/${pendingCompanyId}`,
      payload: { action: 'unblock' },
    });
    expect(await visible()).toBe(200);
  });

  it('edits the commission rate within 0–100 %, audited', async () => {
    const saved = await admin({
      method: 'POST',
      url: `/api/companies/commission/${otherPendingCompanyId}`,
      payload: { commission_bp: 1250 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.commission_bp).toBe(1250);
    const tooHigh = await admin({
      method: 'POST',
      url: `/api/companies/commission/${otherPendingCompanyId}`,
      payload: { commission_bp: 10_001 },
    });
    expect(tooHigh.statusCode).toBe(400);
    const lines = await auditLines('companies', otherPendingCompanyId);
    expect(lines).toEqual([
      expect.objectContaining({ before: { commission_bp: 1000 }, after: { commission_bp: 1250 } }),
    ]);
  });

  it('is refused to an admin without feature 30, a customer and a seller', async () => {
    for (const call of [noCompanies, customer, seller]) {
      expect((await call({ method: 'GET', url: '/api/companies/review/10' })).statusCode).toBe(403);
      expect(
        (
          await call({
            method: 'POST',
            url: `/api/companies/review/${otherPendingCompanyId}`,
            payload: { action: 'approve' },
          })
        ).statusCode,
      ).toBe(403);
    }
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, otherPendingCompanyId));
    expect(row!.status).toBe('pending');
    expect(
      (await admin({ method: 'POST', url: '/api/companies/review/999999', payload: { action: 'approve' } }))
        .statusCode,
    ).toBe(404);
  });
});

describe('customers (31) and delivery persons (32)', () => {
  it('lists and searches customers through the resource layer; an admin cannot create one', async () => {
    const db = t.database.db;
    const [person] = await newCustomers(db, 1, 'block-me');
    await db
      .insert(customerInfos)
      .values({ user_id: person!.id, full_name: 'Rahima Blockable', phone: '01711000999' });
    const list = await admin({ method: 'GET', url: '/api/customer-infos/10?q=blockable' });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toEqual([expect.objectContaining({ full_name: 'Rahima Blockable' })]);
    const store = await admin({
      method: 'POST',
      url: '/api/customer-infos/store',
      payload: { full_name: 'X', gender: 1 },
    });
    expect(store.statusCode).toBe(403);
    expect(store.json().code).toBe('sign_up_only');
  });

  it('blocks a customer: every session ends at once, audited; unblocking lets them sign in again', async () => {
    const db = t.database.db;
    const [person] = await newCustomers(db, 1, 'blocked-session');
    const [info] = await db
      .insert(customerInfos)
      .values({ user_id: person!.id, full_name: 'Session Holder' })
      .returning({ id: customerInfos.id });
    const them = as(t, person!.cookie);
    expect((await them({ method: 'GET', url: '/api/addresses' })).statusCode).toBe(200);

    const noReason = await noCompanies({
      method: 'POST',
      url: `/api/customer-infos/account/${info!.id}/block`,
      payload: {},
    });
    expect(noReason.statusCode, noReason.body).toBe(200);
    expect(noReason.json().data.status).toBe(3);
    expect((await them({ method: 'GET', url: '/api/addresses' })).statusCode).toBe(401);
    const [user] = await db.select().from(users).where(eq(users.id, person!.id));
    expect(user!.status).toBe(3);

    const again = await admin({
      method: 'POST',
      url: `/api/customer-infos/account/${info!.id}/block`,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    const unblocked = await admin({
      method: 'POST',
      url: `/api/customer-infos/account/${info!.id}/unblock`,
      payload: {},
    });
    expect(unblocked.json().data.status).toBe(1);
    const lines = await auditLines('customer-infos', info!.id);
    expect(lines.map((line) => [line.action, line.before, line.after])).toEqual([
      ['block', { status: 1 }, { status: 3 }],
      ['unblock', { status: 3 }, { status: 1 }],
    ]);
  });

  it('approves a delivery person awaiting approval, and refuses the people calls without their feature', async () => {
    const db = t.database.db;
    const [courier] = await db.select().from(deliveryPersons).limit(1);
    await db.update(users).set({ status: 2 }).where(eq(users.id, courier!.user_id));
    const account = await admin({ method: 'GET', url: `/api/delivery-persons/account/${courier!.id}` });
    expect(account.json().data.status).toBe(2);
    const approved = await admin({
      method: 'POST',
      url: `/api/delivery-persons/account/${courier!.id}/approve`,
      payload: {},
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe(1);
    const twice = await admin({
      method: 'POST',
      url: `/api/delivery-persons/account/${courier!.id}/approve`,
      payload: {},
    });
    expect(twice.statusCode).toBe(409);
    // A customer's profile id is not a delivery person's: the kinds never mix.
    const noDelivery = await adminWithFeatures(t, 'No delivery', without(FEATURES.deliveryPersons));
    for (const call of [noDelivery, customer, seller]) {
      expect(
        (
          await call({
            method: 'POST',
            url: `/api/delivery-persons/account/${courier!.id}/block`,
            payload: {},
          })
        ).statusCode,
      ).toBe(403);
      expect((await call({ method: 'GET', url: '/api/delivery-persons/10' })).statusCode).toBe(403);
    }
    const bad = await admin({
      method: 'POST',
      url: `/api/delivery-persons/account/${courier!.id}/explode`,
      payload: {},
    });
    expect(bad.statusCode).toBe(400);
  });
});
