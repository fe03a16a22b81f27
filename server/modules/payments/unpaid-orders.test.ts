import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_FEATURES, FEATURES } from '#lib/contracts/features.ts';
import type { AdminPayment, OrderDetail, SellerOrder } from '#lib/contracts/orders.ts';
import { ORDER_STATUS } from '#lib/order-status.ts';
import { as, signIn } from '#server/modules/auth/sessions.test-helper.ts';
import { deliveryPersons } from '#server/modules/delivery/schema.ts';
import {
  adminWithFeatures,
  type Caller,
  lineOf,
  placed,
  saveAddress,
  stockedProduct,
  type TestProduct,
  userIdOf,
} from '#server/modules/orders/fixtures.test-helper.ts';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';

/*
 * Issue 9: an order paid through a digital gateway was offered for fulfilment before the gateway
 * said it was paid (sellers prepared it, an admin assigned a rider); and admins could not read
 * payments at all.
 */

let t: TestApp;
let customer: Caller;
let seller: Caller;
let delivery: Caller;
let admin: Caller;
let adminWithoutPayments: Caller;
let adminWithPaymentsOnly: Caller;
let deliveryPersonId: number;
let addressId: number;
let rice: TestProduct;

beforeAll(async () => {
  t = await buildTestApp({ template: 'demo' });
  const db = t.database.db;
  customer = as(t, await signIn(t, 'customer@haat.test', 'haat-customer-2026'));
  seller = as(t, await signIn(t, 'seller@haat.test', 'haat-seller-2026'));
  delivery = as(t, await signIn(t, 'delivery@haat.test', 'haat-delivery-2026'));
  admin = as(t, await signIn(t, 'admin@haat.test', 'haat-admin-2026', 'admin'));
  adminWithoutPayments = await adminWithFeatures(
    t,
    'Orders Admin',
    ADMIN_FEATURES.map((feature) => feature.id).filter((id) => id !== FEATURES.payments),
  );
  adminWithPaymentsOnly = await adminWithFeatures(t, 'Payments Clerk', [FEATURES.payments]);
  const [person] = await db
    .select({ id: deliveryPersons.id })
    .from(deliveryPersons)
    .where(eq(deliveryPersons.user_id, await userIdOf(db, 'delivery@haat.test')));
  deliveryPersonId = person!.id;
  addressId = await saveAddress(customer, db);
  rice = await stockedProduct(db, { title: 'Unpaid Test Rice', price: 9_000, stock: 50 });
});
afterAll(() => t.close());

async function order(paymentMethod: 'sandbox' | 'cod'): Promise<{
  order: OrderDetail;
  part: SellerOrder;
  paymentId: number | null;
}> {
  const items = [lineOf(rice, 1)];
  const quote = (await t.inject({ method: 'POST', url: '/api/cart/quote', payload: { items } })).json().data;
  const answer = await placed(customer, {
    items,
    shipping_address_id: addressId,
    payment_method: paymentMethod,
    expected_total: quote.total,
  });
  return { order: answer.data, part: answer.data.seller_orders[0], paymentId: answer.payment?.id ?? null };
}

const move = (call: Caller, part: { id: number }, status: number) =>
  call({ method: 'POST', url: `/api/seller-orders/status/${part.id}`, payload: { status, note: '' } });
const assign = (part: { id: number }) =>
  admin({
    method: 'POST',
    url: `/api/seller-orders/assign/${part.id}`,
    payload: { delivery_person_id: deliveryPersonId },
  });

describe('an order awaiting its digital payment', () => {
  it('cannot be prepared by its seller, assigned by an admin or moved by anyone until it is paid', async () => {
    const { order: placedOrder, part, paymentId } = await order('sandbox');
    for (const [who, call] of [
      ['seller', seller],
      ['admin', admin],
    ] as const) {
      const refused = await move(call, part, ORDER_STATUS.beingPrepared);
      expect(refused.statusCode, who).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'awaiting_payment',
        message: { en: expect.stringContaining('waiting for its online payment'), bn: expect.any(String) },
      });
    }
    const assignment = await assign(part);
    expect(assignment.statusCode).toBe(409);
    expect(assignment.json().code).toBe('awaiting_payment');
    // Nothing changed: no status, no delivery person, nothing on the timeline.
    const detail: OrderDetail = (
      await customer({ method: 'GET', url: `/api/orders/details/${placedOrder.order_number}` })
    ).json().data;
    expect(detail.seller_orders[0]).toMatchObject({ status: ORDER_STATUS.lookingForDelivery });
    expect(detail.seller_orders[0]!.timeline.map((step) => step.event)).toEqual(
      part.timeline.map((step) => step.event),
    );
    expect(
      (await delivery({ method: 'GET', url: '/api/seller-orders?limit=100' })).json().data,
    ).not.toContainEqual(expect.objectContaining({ id: part.id }));

    const paid = await customer({
      method: 'POST',
      url: `/api/payments/sandbox/complete/${paymentId}`,
      payload: { outcome: 'approve' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    // Assigned by hand, it is the delivery person's (step 2), as an accepted offer would be.
    const assigned = await assign(part);
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().data).toMatchObject({ status: ORDER_STATUS.deliveryAssigned });
    expect((await move(seller, part, ORDER_STATUS.beingPrepared)).statusCode).toBe(200);
  });

  it('still lets the customer cancel it (its stock returns, nothing is due)', async () => {
    const { order: placedOrder } = await order('sandbox');
    const cancelled = await customer({
      method: 'POST',
      url: `/api/orders/cancel/${placedOrder.order_number}`,
      payload: { reason: '' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ cancelled: true, payment_status: 'declined' });
  });

  it('does not hold back cash on delivery, which is paid at the door', async () => {
    const { part } = await order('cod');
    expect((await assign(part)).statusCode).toBe(200);
    expect((await move(seller, part, ORDER_STATUS.beingPrepared)).statusCode).toBe(200);
  });
});

describe('payments for admins', () => {
  it('lists every payment, newest first, by status and provider, and opens one', async () => {
    const { order: sandboxOrder, paymentId } = await order('sandbox');
    const { order: cashOrder } = await order('cod');
    for (const call of [admin, adminWithPaymentsOnly]) {
      const list = await call({ method: 'GET', url: '/api/admin/payments?limit=100' });
      expect(list.statusCode, list.body).toBe(200);
      expect(list.headers['cache-control']).toBe('no-store');
      const data: AdminPayment[] = list.json().data;
      expect(data[0]).toMatchObject({
        order_number: cashOrder.order_number,
        provider: 'cod',
        is_sandbox: false,
      });
      expect(data[1]).toMatchObject({
        id: paymentId,
        order_number: sandboxOrder.order_number,
        provider: 'sandbox',
        is_sandbox: true,
        status: 'pending',
        amount: sandboxOrder.total,
        refunded_amount: 0,
        completed_at: null,
        customer_id: await userIdOf(t.database.db, 'customer@haat.test'),
      });
    }
    const pendingSandbox: AdminPayment[] = (
      await admin({ method: 'GET', url: '/api/admin/payments?status=pending&provider=sandbox&limit=100' })
    ).json().data;
    expect(pendingSandbox.length).toBeGreaterThan(0);
    expect(pendingSandbox.every((p) => p.status === 'pending' && p.provider === 'sandbox')).toBe(true);
    expect(pendingSandbox.map((p) => p.id)).toContain(paymentId);

    const detail = await admin({ method: 'GET', url: `/api/admin/payments/details/${paymentId}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({ id: paymentId, is_sandbox: true, status: 'pending' });
    expect((await admin({ method: 'GET', url: '/api/admin/payments/details/999999' })).statusCode).toBe(404);
    const bad = await admin({ method: 'GET', url: '/api/admin/payments?status=stolen' });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses admins without the payments feature and everyone who is not an admin (403), and strangers (401)', async () => {
    const { paymentId } = await order('sandbox');
    for (const [who, call] of [
      ['admin without the feature', adminWithoutPayments],
      ['customer', customer],
      ['seller', seller],
      ['delivery person', delivery],
    ] as const) {
      expect((await call({ method: 'GET', url: '/api/admin/payments' })).statusCode, who).toBe(403);
      expect(
        (await call({ method: 'GET', url: `/api/admin/payments/details/${paymentId}` })).statusCode,
        who,
      ).toBe(403);
    }
    expect((await t.inject({ method: 'GET', url: '/api/admin/payments' })).statusCode).toBe(401);
  });
});
