import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLAG_AFTER_MINUTES } from '#lib/contracts/admin-panel.ts';
import { FEATURES } from '#lib/contracts/features.ts';
import type { OrderDetail, PlaceOrderBody } from '#lib/contracts/orders.ts';
import { as, signIn } from '#server/modules/auth/sessions.test-helper.ts';
import { events } from '#server/modules/events/schema.ts';
import { jobs } from '#server/modules/jobs/schema.ts';
import { payments } from '#server/modules/payments/schema.ts';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';
import {
  type Caller,
  lineOf,
  placeQuoted,
  saveAddress,
  stockedProduct,
  stockOf,
  type TestProduct,
} from './fixtures.test-helper.ts';
import { idempotencyKeys, orders, orderTimeline, sellerOrders } from './schema.ts';

/*
 * The orders module's background jobs on the job runner: unpaid digital-payment orders expire
 * (UNPAID_ORDER_MINUTES, here 45), and old Idempotency-Keys are purged.
 */

let t: TestApp;
let customer: Caller;
let addressId: number;
let rice: TestProduct;

beforeAll(async () => {
  t = await buildTestApp({ template: 'demo', env: { UNPAID_ORDER_MINUTES: '45' } });
  customer = as(t, await signIn(t, 'customer@haat.test', 'haat-customer-2026'));
  addressId = await saveAddress(customer, t.database.db);
  rice = await stockedProduct(t.database.db, { title: 'Expiry Test Rice', price: 9_000, stock: 50 });
});
afterAll(() => t.close());

async function order(method: PlaceOrderBody['payment_method'], quantity = 3) {
  return placeQuoted(t, customer, { items: [lineOf(rice, quantity)], addressId, method }) as Promise<{
    data: OrderDetail;
    payment: { id: number } | null;
  }>;
}

async function orderRow(orderNumber: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.order_number, orderNumber));
  return row!;
}

async function expiryJobOf(orderId: number) {
  return t.database.db
    .select()
    .from(jobs)
    .where(eq(jobs.key, `orders.expire-unpaid:${orderId}`));
}

/** The clock moves on: the order's expiry is due now. */
async function expireNow(orderId: number) {
  await t.database.db
    .update(jobs)
    .set({ run_at: sql`now()` })
    .where(and(eq(jobs.key, `orders.expire-unpaid:${orderId}`), eq(jobs.state, 'pending')));
}

describe('unpaid digital-payment orders expire', () => {
  it('placing one schedules its expiry in the same transaction, UNPAID_ORDER_MINUTES later', async () => {
    const { data } = await order('sandbox');
    const row = await orderRow(data.order_number);
    const [job] = await expiryJobOf(row.id);
    expect(job).toMatchObject({
      name: 'orders.expire-unpaid',
      state: 'pending',
      payload: { order_id: row.id },
    });
    expect(job!.run_at.getTime() - row.created_at.getTime()).toBe(45 * 60_000);
    // Not before its time.
    expect(await t.app.jobs.runDue()).toBe(0);
    expect((await orderRow(data.order_number)).cancelled_at).toBeNull();
  });

  it('once due and still unpaid: cancelled by the system, stock back, payment closed, timeline and events', async () => {
    const before = await stockOf(t.database.db, rice);
    const { data } = await order('sandbox', 4);
    expect(await stockOf(t.database.db, rice)).toBe(before - 4);
    const row = await orderRow(data.order_number);
    const received: string[] = [];
    const unsubscribe = t.app.events.subscribe([`customer:${row.customer_id}`], (event) => {
      if (event.data.order_number === data.order_number)
        received.push(`${event.type}:${event.data.cancelled}`);
    });

    await expireNow(row.id);
    expect(await t.app.jobs.runDue()).toBe(1);

    const after = await orderRow(data.order_number);
    expect(after.cancelled_at).not.toBeNull();
    expect(after.payment_status).toBe('declined');
    expect(await stockOf(t.database.db, rice)).toBe(before);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.order_id, row.id));
    expect(payment!.status).toBe('declined');
    const [part] = await t.database.db.select().from(sellerOrders).where(eq(sellerOrders.order_id, row.id));
    // Kept as its message key, so each reader sees it in their own language.
    expect(part!.cancel_reason).toBe('background.unpaidOrderExpired');
    const timeline = await t.database.db
      .select()
      .from(orderTimeline)
      .where(eq(orderTimeline.seller_order_id, part!.id));
    expect(timeline.map((entry) => [entry.event, entry.actor_role])).toEqual([
      ['placed', 'customer'],
      ['cancelled', 'system'],
    ]);
    expect((await expiryJobOf(row.id))[0]!.state).toBe('done');
    // The customer's page hears of it (the event travels through the database's channel).
    for (let wait = 0; wait < 50 && received.length === 0; wait++)
      await new Promise((r) => setTimeout(r, 20));
    unsubscribe();
    expect(received).toEqual(['order.status:true']);
    // The customer sees it cancelled.
    const detail = await customer({ method: 'GET', url: `/api/orders/details/${data.order_number}` });
    expect(detail.json().data.seller_orders[0].cancelled_at).not.toBeNull();
  });

  it('an order paid in time is left alone when its expiry comes', async () => {
    const before = await stockOf(t.database.db, rice);
    const { data, payment } = await order('sandbox', 2);
    const paid = await customer({
      method: 'POST',
      url: `/api/payments/sandbox/complete/${payment!.id}`,
      payload: { outcome: 'approve' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const row = await orderRow(data.order_number);
    await expireNow(row.id);
    // Its expiry, and the search for a delivery person that the payment started (with the web
    // push to whoever is offered it, when someone is in reach).
    expect(await t.app.jobs.runDue()).toBeGreaterThanOrEqual(2);
    expect((await expiryJobOf(row.id))[0]!.state).toBe('done');
    const after = await orderRow(data.order_number);
    expect(after).toMatchObject({ cancelled_at: null, payment_status: 'paid' });
    expect(await stockOf(t.database.db, rice)).toBe(before - 2);
  });

  it('a payment that comes after the expiry finds the order cancelled (409), never paid', async () => {
    const { data, payment } = await order('sandbox', 1);
    const row = await orderRow(data.order_number);
    await expireNow(row.id);
    await t.app.jobs.runDue();
    const late = await customer({
      method: 'POST',
      url: `/api/payments/sandbox/complete/${payment!.id}`,
      payload: { outcome: 'approve' },
    });
    expect(late.statusCode).toBe(409);
    expect((await orderRow(data.order_number)).payment_status).toBe('declined');
  });

  it('cash on delivery orders get no expiry', async () => {
    const { data } = await order('cod', 1);
    const row = await orderRow(data.order_number);
    expect(await expiryJobOf(row.id)).toEqual([]);
  });
});

describe('orders flagged for admins are announced when the flag comes', () => {
  const flagJobOf = (orderId: number) =>
    t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `orders.announce-flagged:${orderId}`));
  const eventsAfter = async (id: number) =>
    t.database.db.select().from(events).where(sql`${events.id} > ${id}`).orderBy(events.id);
  const lastEventId = async () =>
    (await t.database.db.select({ id: sql<number>`coalesce(max(${events.id}), 0)` }).from(events))[0]!.id;

  it('FLAG_AFTER_MINUTES after placing, a part nobody carries reaches the orders and dashboard admins', async () => {
    const { data } = await order('cod', 1);
    const row = await orderRow(data.order_number);
    const [job] = await flagJobOf(row.id);
    expect(job).toMatchObject({ name: 'orders.announce-flagged', state: 'pending' });
    expect(job!.run_at.getTime() - row.created_at.getTime()).toBe(FLAG_AFTER_MINUTES * 60_000);
    const before = await lastEventId();
    await t.database.db.update(jobs).set({ run_at: sql`now()` }).where(eq(jobs.id, job!.id));
    await t.app.jobs.runDue();
    const flagged = (await eventsAfter(before)).filter((event) => event.type === 'order.flagged');
    expect(flagged).toMatchObject([
      {
        audiences: [`admins:${FEATURES.orders}`, `admins:${FEATURES.dashboard}`],
        data: { seller_order_id: data.seller_orders[0]!.id },
      },
    ]);
  });

  it('a part cancelled before then is not announced; its cancellation reaches the orders admins', async () => {
    const { data } = await order('cod', 1);
    const row = await orderRow(data.order_number);
    const before = await lastEventId();
    const cancelled = await customer({
      method: 'POST',
      url: `/api/orders/cancel/${data.order_number}`,
      payload: { reason: '' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await t.database.db
      .update(jobs)
      .set({ run_at: sql`now()` })
      .where(eq(jobs.key, `orders.announce-flagged:${row.id}`));
    await t.app.jobs.runDue();
    const sent = await eventsAfter(before);
    expect(sent.filter((event) => event.type === 'order.flagged')).toEqual([]);
    expect(sent.find((event) => event.type === 'order.status')?.audiences).toContain(
      `admins:${FEATURES.orders}`,
    );
  });
});

describe('old Idempotency-Keys are purged', () => {
  it('keys older than 24 hours are deleted, newer ones kept', async () => {
    const { data: old } = await order('cod', 1);
    const { data: recent } = await order('cod', 1);
    const db = t.database.db;
    const oldRow = await orderRow(old.order_number);
    const recentRow = await orderRow(recent.order_number);
    await db
      .update(idempotencyKeys)
      .set({ created_at: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.order_id, oldRow.id));
    await db
      .update(idempotencyKeys)
      .set({ created_at: sql`now() - interval '23 hours'` })
      .where(eq(idempotencyKeys.order_id, recentRow.id));
    // Start-up registers the recurring job, due at once.
    await t.app.jobs.start();
    await t.app.jobs.stop();
    await t.app.jobs.runDue();
    const remaining = await db.select({ order_id: idempotencyKeys.order_id }).from(idempotencyKeys);
    const ids = remaining.map((row) => row.order_id);
    expect(ids).not.toContain(oldRow.id);
    expect(ids).toContain(recentRow.id);
    const [run] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, 'orders.purge-idempotency-keys'), eq(jobs.state, 'done')));
    expect(run).toBeDefined();
  });
});
