import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_FEATURES, FEATURES } from '#lib/contracts/features.ts';
import { as, signIn } from '#server/modules/auth/sessions.test-helper.ts';
import { products } from '#server/modules/catalog/schema.ts';
import { deliveryPersons, deliveryRequests } from '#server/modules/delivery/schema.ts';
import { events } from '#server/modules/events/schema.ts';
import {
  adminWithFeatures,
  type Caller,
  dhanmondi,
  lineOf,
  placed,
  saveAddress,
  sessionCookieOf,
  stockedProduct,
  type TestProduct,
  userIdOf,
} from '#server/modules/orders/fixtures.test-helper.ts';
import { orders, sellerOrders } from '#server/modules/orders/schema.ts';
import { companies } from '#server/modules/sellers/schema.ts';
import { users } from '#server/modules/users/schema.ts';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';
import { commissionOf } from './ledger.ts';

let t: TestApp;
let customer: Caller;
let sellerA: Caller;
let sellerB: Caller;
let deliveryA: Caller;
let admin: Caller;
let adminWithoutCompanies: Caller;
let deliveryAId: number;
let addressId: number;
let companyAId: number;
let rice: TestProduct;
let saree: TestProduct;

/** A seller whose new company has this status (and reason), signed in. */
async function sellerWithCompany(
  name: string,
  status: 'pending' | 'rejected' | 'suspended' | 'active',
  reason: string | null = null,
): Promise<{ call: Caller; companyId: number }> {
  const db = t.database.db;
  const [company] = await db
    .insert(companies)
    .values({
      company_name: name,
      company_name_bn: `${name} বাংলা`,
      slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      status,
      status_reason: reason,
    })
    .returning({ id: companies.id });
  const [user] = await db
    .insert(users)
    .values({
      name: `${name} owner`,
      email: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}@haat.test`,
      password_hash: '-',
      user_type: 4,
      status: 1,
      company_id: company!.id,
    })
    .returning({ id: users.id });
  return { call: as(t, await sessionCookieOf(db, user!.id)), companyId: company!.id };
}

beforeAll(async () => {
  t = await buildTestApp({ template: 'demo' });
  const db = t.database.db;
  customer = as(t, await signIn(t, 'customer@haat.test', 'haat-customer-2026'));
  sellerA = as(t, await signIn(t, 'seller@haat.test', 'haat-seller-2026'));
  sellerB = as(t, await signIn(t, 'sharmin.akter@haat.test', 'haat-demo-2026'));
  deliveryA = as(t, await signIn(t, 'delivery@haat.test', 'haat-delivery-2026'));
  admin = as(t, await signIn(t, 'admin@haat.test', 'haat-admin-2026', 'admin'));
  adminWithoutCompanies = await adminWithFeatures(
    t,
    'Without companies',
    ADMIN_FEATURES.map((item) => item.id).filter((id) => id !== FEATURES.companies),
  );
  const [person] = await db
    .select({ id: deliveryPersons.id })
    .from(deliveryPersons)
    .where(eq(deliveryPersons.user_id, await userIdOf(db, 'delivery@haat.test')));
  deliveryAId = person!.id;
  const [a] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.slug, 'dhaka-daily-bazar'));
  companyAId = a!.id;
  addressId = await saveAddress(customer, db);
  rice = await stockedProduct(db, { title: 'Desk Test Rice', price: 9_000, stock: 100 });
  saree = await stockedProduct(db, {
    title: 'Desk Test Saree',
    company: 'rangdhanu-fashion',
    price: 250_000,
    stock: 100,
  });
});
afterAll(() => t.close());

/** An order of rice (seller A) and a saree (seller B); its number and its two parts' ids. */
async function newOrder(): Promise<{ number: string; riceId: number; sareeId: number }> {
  const items = [lineOf(rice, 2), lineOf(saree, 1)];
  const quote = (await t.inject({ method: 'POST', url: '/api/cart/quote', payload: { items } })).json().data;
  const answer = await placed(customer, {
    items,
    shipping_address_id: addressId,
    payment_method: 'cod',
    expected_total: quote.total,
  });
  const parts = answer.data.seller_orders as Array<{ id: number; company_info: { slug: string } }>;
  return {
    number: answer.data.order_number,
    riceId: parts.find((part) => part.company_info.slug === 'dhaka-daily-bazar')!.id,
    sareeId: parts.find((part) => part.company_info.slug !== 'dhaka-daily-bazar')!.id,
  };
}

const move = (call: Caller, id: number, status: number) =>
  call({ method: 'POST', url: `/api/seller-orders/status/${id}`, payload: { status } });

describe('a shop that is not approved', () => {
  it('reads its application and why, and every other seller call refuses it', async () => {
    for (const status of ['pending', 'rejected', 'suspended'] as const) {
      const { call } = await sellerWithCompany(
        `Gate ${status} Shop`,
        status,
        status === 'pending' ? null : 'Blurry licence',
      );
      const account = await call({ method: 'GET', url: '/api/seller/account' });
      expect(account.statusCode).toBe(200);
      expect(account.json().data).toMatchObject({ status });
      if (status !== 'pending') expect(account.json().data.status_reason).toBe('Blurry licence');
      for (const [method, url, payload] of [
        ['GET', '/api/seller/orders', undefined],
        ['GET', '/api/seller/dashboard', undefined],
        ['GET', '/api/seller/ledger', undefined],
        ['GET', '/api/seller-orders', undefined],
        ['GET', '/api/seller-orders/details/1', undefined],
        ['POST', '/api/seller-orders/status/1', { status: 3 }],
        ['POST', '/api/seller/settings', { company_name: 'X Shop', company_name_bn: 'X Shop' }],
      ] as const) {
        const refused = await call({ method, url, ...(payload ? { payload } : {}) });
        expect(refused.statusCode, `${method} ${url}`).toBe(403);
        expect(refused.json().code).toBe('company_not_active');
        expect(refused.json().message.bn).toBeTruthy();
      }
    }
  });

  it('a rejected shop corrects its application and waits again; a taken name is refused', async () => {
    const { call, companyId } = await sellerWithCompany('Resubmit Shop', 'rejected', 'Missing NID');
    const body = {
      company_name: 'Resubmit Shop Fixed',
      company_name_bn: 'রিসাবমিট দোকান',
      owner_name: 'Rahim Uddin',
      nid_no: '1990123456789',
    };
    const taken = await call({
      method: 'POST',
      url: '/api/seller/account/resubmit',
      payload: { ...body, company_name: 'Dhaka Daily Bazar' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message.en).toBe('Store name already exist.');
    const noId = await call({
      method: 'POST',
      url: '/api/seller/account/resubmit',
      payload: { ...body, nid_no: '' },
    });
    expect(noId.statusCode).toBe(400);
    const answer = await call({ method: 'POST', url: '/api/seller/account/resubmit', payload: body });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({
      status: 'pending',
      status_reason: null,
      nid_no: '1990123456789',
    });
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, companyId));
    expect(row!.company_name).toBe('Resubmit Shop Fixed');
    // An active shop has nothing to resubmit.
    const active = await sellerA({ method: 'POST', url: '/api/seller/account/resubmit', payload: body });
    expect(active.statusCode).toBe(409);
  });

  it('customers, delivery persons and anonymous callers cannot use seller calls', async () => {
    expect((await customer({ method: 'GET', url: '/api/seller/orders' })).statusCode).toBe(403);
    expect((await deliveryA({ method: 'GET', url: '/api/seller/dashboard' })).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: '/api/seller/account' })).statusCode).toBe(401);
  });
});

describe('manage orders', () => {
  it('a new order shows in the seller’s New tab (announced live), with its area but not who ordered', async () => {
    const before = await sellerA({ method: 'GET', url: '/api/seller/orders?tab=new' });
    const order = await newOrder();
    const announced = await t.database.db
      .select()
      .from(events)
      .where(
        sql`${events.type} = 'seller-order.placed' and ${events.data}->>'seller_order_id' = ${String(order.riceId)}`,
      );
    expect(announced).toHaveLength(1);
    expect(announced[0]!.audiences).toEqual([`company:${companyAId}`]);

    const after = await sellerA({ method: 'GET', url: '/api/seller/orders?tab=new' });
    expect(after.statusCode).toBe(200);
    expect(after.json().counts.new).toBe(before.json().counts.new + 1);
    const row = after.json().data[0];
    expect(row).toMatchObject({
      id: order.riceId,
      order_number: order.number,
      status: 1,
      payment_method: 'cod',
    });
    expect(row.area.area).toBeTruthy();
    expect(after.body).not.toContain('shipping_phone');
    expect(row).not.toHaveProperty('customer');

    const found = await sellerA({ method: 'GET', url: `/api/seller/orders?q=${order.number}` });
    expect(found.json().data.map((r: { id: number }) => r.id)).toEqual([order.riceId]);
    const none = await sellerA({ method: 'GET', url: '/api/seller/orders?q=NO-SUCH-ORDER' });
    expect(none.json().meta.total).toBe(0);
    const future = await sellerA({ method: 'GET', url: '/api/seller/orders?from=2099-01-01' });
    expect(future.json().meta.total).toBe(0);
    const today = new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10);
    const dated = await sellerA({ method: 'GET', url: `/api/seller/orders?from=${today}&to=${today}` });
    expect(dated.json().data.some((r: { id: number }) => r.id === order.riceId)).toBe(true);
    expect((await sellerA({ method: 'GET', url: '/api/seller/orders?from=24-01-01' })).statusCode).toBe(400);
  });

  it('finds an order by its customer’s name or phone in any letter case, and follows a corrected name', async () => {
    const order = await newOrder();
    // An order's name and phone corrected after placing (support does this) are searched anew.
    await t.database.db
      .update(orders)
      .set({ shipping_full_name: 'Zebunnesa Quraishi', shipping_phone: '01799123456' })
      .where(eq(orders.order_number, order.number));
    const idsFound = async (caller: Caller, q: string) =>
      (await caller({ method: 'GET', url: `/api/seller/orders?q=${encodeURIComponent(q)}` }))
        .json()
        .data.map((row: { id: number }) => row.id);
    expect(await idsFound(sellerA, 'zebunNESA')).toEqual([order.riceId]);
    expect(await idsFound(sellerA, '99123456')).toEqual([order.riceId]);
    expect(await idsFound(sellerA, order.number.toLowerCase())).toEqual([order.riceId]);
    // Each shop finds only its own part of the order.
    expect(await idsFound(sellerB, 'Quraishi')).toEqual([order.sareeId]);
    const counted = await sellerA({ method: 'GET', url: '/api/seller/orders?q=quraishi' });
    expect(counted.json().counts.new).toBe(1);
  });

  it('another seller neither sees nor moves the order, whatever id it sends', async () => {
    const order = await newOrder();
    const list = await sellerB({ method: 'GET', url: `/api/seller/orders?q=${order.number}` });
    expect(list.json().data.map((r: { id: number }) => r.id)).toEqual([order.sareeId]);
    expect(
      (await sellerB({ method: 'GET', url: `/api/seller/orders/facts/${order.riceId}` })).statusCode,
    ).toBe(404);
    expect(
      (await sellerB({ method: 'GET', url: `/api/seller-orders/details/${order.riceId}` })).statusCode,
    ).toBe(404);
    expect((await move(sellerB, order.riceId, 3)).statusCode).toBe(404);
    const cancel = await sellerB({
      method: 'POST',
      url: `/api/seller-orders/cancel/${order.riceId}`,
      payload: { reason: 'no' },
    });
    expect(cancel.statusCode).toBe(404);
    expect(
      (await sellerA({ method: 'GET', url: `/api/seller/orders/facts/${order.riceId}` })).statusCode,
    ).toBe(200);
  });

  it('a member of another shop’s team (orders or every role) neither sees nor moves the order, and nothing changes', async () => {
    const order = await newOrder();
    const [ownerB] = await t.database.db
      .select({ company_id: users.company_id })
      .from(users)
      .where(eq(users.email, 'sharmin.akter@haat.test'));
    for (const role of ['orders', 'all'] as const) {
      const [member] = await t.database.db
        .insert(users)
        .values({
          name: `Shop B ${role} staff`,
          email: `shop-b-${role}-staff@haat.test`,
          password_hash: 'not-used: sessions are made directly',
          user_type: 4,
          status: 1,
          company_id: ownerB!.company_id,
          seller_role: role,
        })
        .returning({ id: users.id });
      const staff = as(t, await sessionCookieOf(t.database.db, member!.id));
      // Their own shop's part of the same order is theirs to see: the refusal is about the shop.
      expect(
        (await staff({ method: 'GET', url: `/api/seller/orders/facts/${order.sareeId}` })).statusCode,
      ).toBe(200);
      for (const url of [
        `/api/seller/orders/facts/${order.riceId}`,
        `/api/seller-orders/details/${order.riceId}`,
      ]) {
        expect((await staff({ method: 'GET', url })).statusCode, `${role}: ${url}`).toBe(404);
      }
      expect((await move(staff, order.riceId, 3)).statusCode, role).toBe(404);
      const cancel = await staff({
        method: 'POST',
        url: `/api/seller-orders/cancel/${order.riceId}`,
        payload: { reason: 'not ours' },
      });
      expect(cancel.statusCode, role).toBe(404);
    }
    const [part] = await t.database.db.select().from(sellerOrders).where(eq(sellerOrders.id, order.riceId));
    expect(part).toMatchObject({ status: 1, cancelled_at: null });
  });

  it('the seller prepares and packs; tabs follow; a cancel with a reason lands in Cancelled', async () => {
    const order = await newOrder();
    expect((await move(sellerA, order.riceId, 3)).statusCode).toBe(200);
    let facts = await sellerA({ method: 'GET', url: `/api/seller/orders/facts/${order.riceId}` });
    expect(facts.json().data.status).toBe(3);
    expect((await move(sellerA, order.riceId, 4)).statusCode).toBe(200);
    const packed = await sellerA({ method: 'GET', url: `/api/seller/orders?tab=packed&q=${order.number}` });
    expect(packed.json().data.map((r: { id: number }) => r.id)).toEqual([order.riceId]);
    // The seller cannot skip to delivered.
    expect((await move(sellerA, order.riceId, 6)).statusCode).toBe(403);

    const other = await newOrder();
    const cancelled = await sellerA({
      method: 'POST',
      url: `/api/seller-orders/cancel/${other.riceId}`,
      payload: { reason: 'Out of stock' },
    });
    expect(cancelled.statusCode).toBe(200);
    facts = await sellerA({ method: 'GET', url: `/api/seller/orders/facts/${other.riceId}` });
    expect(facts.json().data).toMatchObject({ cancelled: true, cancel_reason: 'Out of stock' });
    const tab = await sellerA({ method: 'GET', url: `/api/seller/orders?tab=cancelled&q=${other.number}` });
    expect(tab.json().data).toHaveLength(1);
  });
});

/** The delivery person hands the parcel over with the customer's code (issue 14's proof). */
async function deliverWithCode(sellerOrderId: number) {
  const [request] = await t.database.db
    .select({ code: deliveryRequests.code })
    .from(deliveryRequests)
    .where(eq(deliveryRequests.seller_order_id, sellerOrderId));
  return deliveryA({
    method: 'POST',
    url: `/api/delivery/orders/deliver/${sellerOrderId}`,
    payload: { code: request!.code },
  });
}

describe('money', () => {
  it('a delivered order writes sale and commission lines at the shop’s rate; the balance follows; only its seller sees them', async () => {
    await t.database.db.update(companies).set({ commission_bp: 1250 }).where(eq(companies.id, companyAId));
    const start = (await sellerA({ method: 'GET', url: '/api/seller/ledger' })).json().balance as number;
    const order = await newOrder();
    await move(sellerA, order.riceId, 3);
    await move(sellerA, order.riceId, 4);
    const assign = await admin({
      method: 'POST',
      url: `/api/seller-orders/assign/${order.riceId}`,
      payload: { delivery_person_id: deliveryAId },
    });
    expect(assign.statusCode).toBe(200);
    expect((await move(deliveryA, order.riceId, 5)).statusCode).toBe(200);
    expect((await deliverWithCode(order.riceId)).statusCode).toBe(200);

    const facts = (await sellerA({ method: 'GET', url: `/api/seller/orders/facts/${order.riceId}` })).json()
      .data;
    const ledger = (await sellerA({ method: 'GET', url: '/api/seller/ledger' })).json();
    const lines = ledger.data.filter((line: { sub_number: string | null }) =>
      line.sub_number?.startsWith(order.number),
    );
    const sale = facts.subtotal + facts.vat;
    const commission = commissionOf(facts.subtotal, 1250);
    expect(lines.map((line: { kind: string; amount: number }) => [line.kind, line.amount]).sort()).toEqual(
      [
        ['commission', -commission],
        ['sale', sale],
      ].sort(),
    );
    expect(ledger.balance).toBe(start + sale - commission);

    // An admin moving it back (a correction) reverses it with a new line; nothing is edited.
    expect((await move(admin, order.riceId, 5)).statusCode).toBe(200);
    const corrected = (await sellerA({ method: 'GET', url: '/api/seller/ledger' })).json();
    expect(corrected.balance).toBe(start);
    expect(corrected.data[0]).toMatchObject({ kind: 'reversal', amount: -(sale - commission) });
    expect((await deliverWithCode(order.riceId)).statusCode).toBe(200);
    expect((await sellerA({ method: 'GET', url: '/api/seller/ledger' })).json().balance).toBe(
      start + sale - commission,
    );

    const other = (await sellerB({ method: 'GET', url: '/api/seller/ledger?limit=5000' })).json();
    expect(
      other.data.some((line: { sub_number: string | null }) => line.sub_number === facts.sub_number),
    ).toBe(false);
  });

  it('admins with the sellers feature see balances and record payouts, which come off the balance', async () => {
    const balances = await admin({ method: 'GET', url: '/api/admin/seller-balances?limit=100' });
    expect(balances.statusCode).toBe(200);
    const mine = balances.json().data.find((row: { company_id: number }) => row.company_id === companyAId);
    expect(mine.balance).toBe((await sellerA({ method: 'GET', url: '/api/seller/ledger' })).json().balance);
    expect(balances.json().commission_income.total).toBeGreaterThan(0);

    const body = {
      company_id: companyAId,
      amount: 1_000,
      method: 'bkash',
      account: '01700000000',
      reference: 'TRX123',
    };
    expect(
      (await adminWithoutCompanies({ method: 'POST', url: '/api/admin/seller-payouts', payload: body }))
        .statusCode,
    ).toBe(403);
    expect(
      (await sellerA({ method: 'POST', url: '/api/admin/seller-payouts', payload: body })).statusCode,
    ).toBe(403);
    expect((await sellerA({ method: 'GET', url: '/api/admin/seller-balances' })).statusCode).toBe(403);
    expect(
      (
        await admin({
          method: 'POST',
          url: '/api/admin/seller-payouts',
          payload: { ...body, company_id: 999_999 },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await admin({ method: 'POST', url: '/api/admin/seller-payouts', payload: { ...body, amount: -5 } }))
        .statusCode,
    ).toBe(400);
    const paid = await admin({ method: 'POST', url: '/api/admin/seller-payouts', payload: body });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().data.balance).toBe(mine.balance - 1_000);
    const ledger = (await sellerA({ method: 'GET', url: '/api/seller/ledger' })).json();
    expect(ledger.data[0]).toMatchObject({ kind: 'payout', amount: -1_000 });
    const month = new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 7);
    const statement = (await sellerA({ method: 'GET', url: `/api/seller/ledger?month=${month}` })).json();
    expect(statement.totals.payout).toBeLessThanOrEqual(-1_000);
  });
});

describe('dashboard and settings', () => {
  it('the dashboard answers the shop’s own figures in one request', async () => {
    const a = await sellerA({ method: 'GET', url: '/api/seller/dashboard' });
    expect(a.statusCode).toBe(200);
    const data = a.json().data;
    expect(data.today.orders).toBeGreaterThan(0);
    expect(data.daily).toHaveLength(30);
    expect(data.daily.at(-1).orders).toBe(data.today.orders);
    expect(data.top_products.some((p: { product_id: number }) => p.product_id === rice.productId)).toBe(true);
    expect(data.balance).toBe((await sellerA({ method: 'GET', url: '/api/seller/ledger' })).json().balance);
    const b = (await sellerB({ method: 'GET', url: '/api/seller/dashboard' })).json().data;
    expect(b.top_products.some((p: { product_id: number }) => p.product_id === rice.productId)).toBe(false);
  });

  it('settings change the shop; holiday mode hides its products from the storefront at once', async () => {
    const [product] = await t.database.db
      .select({ slug: products.slug })
      .from(products)
      .where(eq(products.id, rice.productId));
    const url = `/api/products/details/${product!.slug}`;
    expect((await t.inject({ method: 'GET', url })).statusCode).toBe(200);
    const account = (await sellerA({ method: 'GET', url: '/api/seller/account' })).json().data;
    const settings = {
      company_name: account.company_name,
      company_name_bn: account.company_name_bn,
      description: 'Fresh groceries every day',
      description_bn: 'প্রতিদিন তাজা বাজার',
      opening_hours: 'Sat–Thu 8:00–22:00',
      on_holiday: true,
    };
    const saved = await sellerA({ method: 'POST', url: '/api/seller/settings', payload: settings });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ on_holiday: true, description_bn: 'প্রতিদিন তাজা বাজার' });
    expect((await t.inject({ method: 'GET', url })).statusCode).toBe(404);
    const shop = await t.inject({ method: 'GET', url: `/api/companies/details/${account.slug}` });
    expect(shop.statusCode).toBe(200);
    await sellerA({
      method: 'POST',
      url: '/api/seller/settings',
      payload: { ...settings, on_holiday: false },
    });
    expect((await t.inject({ method: 'GET', url })).statusCode).toBe(200);

    const taken = await sellerA({
      method: 'POST',
      url: '/api/seller/settings',
      payload: { ...settings, company_name: 'Rangdhanu Fashion' },
    });
    expect(taken.statusCode).toBe(409);
    // Seller B's settings call changes only seller B's shop.
    const before = (await sellerA({ method: 'GET', url: '/api/seller/account' })).json().data;
    const accountB = (await sellerB({ method: 'GET', url: '/api/seller/account' })).json().data;
    await sellerB({
      method: 'POST',
      url: '/api/seller/settings',
      payload: {
        company_name: accountB.company_name,
        company_name_bn: accountB.company_name_bn,
        description: 'B only',
      },
    });
    expect((await sellerA({ method: 'GET', url: '/api/seller/account' })).json().data).toEqual(before);
  });
  it('settings take a contact phone in Bengali digits, kept in ASCII digits; a wrong one is refused', async () => {
    const account = (await sellerA({ method: 'GET', url: '/api/seller/account' })).json().data;
    const body = { company_name: account.company_name, company_name_bn: account.company_name_bn };
    const saved = await sellerA({
      method: 'POST',
      url: '/api/seller/settings',
      payload: { ...body, phone: '০১৭১১২২৩৩৪৪' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.phone).toBe('01711223344');
    const wrong = await sellerA({
      method: 'POST',
      url: '/api/seller/settings',
      payload: { ...body, phone: '১২৩' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual([expect.objectContaining({ path: 'phone' })]);
    expect((await sellerA({ method: 'GET', url: '/api/seller/account' })).json().data.phone).toBe(
      '01711223344',
    );
    const cleared = await sellerA({
      method: 'POST',
      url: '/api/seller/settings',
      payload: { ...body, phone: '' },
    });
    expect(cleared.json().data.phone).toBeNull();
  });
  it('settings keep the pickup area (with its district and division) and pin; an unknown area is refused', async () => {
    const account = (await sellerA({ method: 'GET', url: '/api/seller/account' })).json().data;
    const place = await dhanmondi(t.database.db);
    const body = {
      company_name: account.company_name,
      company_name_bn: account.company_name_bn,
      address: 'House 3, Road 7',
      pickup_area_id: place.area_id,
      pickup_latitude: 23.7461,
      pickup_longitude: 90.3742,
    };
    const saved = await sellerA({ method: 'POST', url: '/api/seller/settings', payload: body });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      pickup_area_id: place.area_id,
      pickup_city_id: place.city_id,
      pickup_region_id: place.region_id,
      pickup_latitude: 23.7461,
      pickup_longitude: 90.3742,
    });
    const unknown = await sellerA({
      method: 'POST',
      url: '/api/seller/settings',
      payload: { ...body, pickup_area_id: 99_999_999 },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields[0]).toMatchObject({ path: 'pickup_area_id' });
  });
});
