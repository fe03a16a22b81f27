import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '#lib/contracts/orders.ts';
import { as, signIn } from '#server/modules/auth/sessions.test-helper.ts';
import {
  type Caller,
  lineOf,
  newKey,
  place,
  placed,
  saveAddress,
  stockedProduct,
  stockOf,
  type TestProduct,
} from '#server/modules/orders/fixtures.test-helper.ts';
import { orders } from '#server/modules/orders/schema.ts';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';
import { payments } from './schema.ts';

let t: TestApp;
let customer: Caller;
let otherCustomer: Caller;
let addressId: number;
let rice: TestProduct;
let saree: TestProduct;

beforeAll(async () => {
  t = await buildTestApp({ template: 'demo' });
  customer = as(t, await signIn(t, 'customer@haat.test', 'haat-customer-2026'));
  otherCustomer = as(t, await signIn(t, 'arif.hossain@haat.test', 'haat-demo-2026'));
  addressId = await saveAddress(customer, t.database.db);
  rice = await stockedProduct(t.database.db, { title: 'Payment Test Rice', price: 9_000, stock: 50 });
  saree = await stockedProduct(t.database.db, {
    title: 'Payment Test Saree',
    company: 'rangdhanu-fashion',
    price: 250_000,
    stock: 50,
  });
});
afterAll(() => t.close());

const TOTAL = 2 * 9_000 + 250_000 + 2 * 2_000;

async function orderPaidBySandbox(): Promise<{ order: OrderDetail; paymentId: number }> {
  const answer = await placed(customer, {
    items: [lineOf(rice, 2), lineOf(saree, 1)],
    shipping_address_id: addressId,
    payment_method: 'sandbox',
    expected_total: TOTAL,
  });
  return { order: answer.data, paymentId: answer.payment.id };
}

function complete(call: Caller, paymentId: number, outcome: 'approve' | 'decline') {
  return call({ method: 'POST', url: `/api/payments/sandbox/complete/${paymentId}`, payload: { outcome } });
}

async function detailOf(order: OrderDetail): Promise<OrderDetail> {
  return (await customer({ method: 'GET', url: `/api/orders/details/${order.order_number}` })).json().data;
}

describe('the sandbox payment gateway', () => {
  it('is offered at checkout while it is on', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/payment-methods' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(['cod', 'sandbox']);
  });

  it('shows the customer their pending payment, and nobody else', async () => {
    const { order, paymentId } = await orderPaidBySandbox();
    const own = await customer({ method: 'GET', url: `/api/payments/details/${paymentId}` });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toEqual({
      id: paymentId,
      order_number: order.order_number,
      provider: 'sandbox',
      amount: TOTAL,
      status: 'pending',
      created_at: expect.any(String),
    });
    expect(
      (await otherCustomer({ method: 'GET', url: `/api/payments/details/${paymentId}` })).statusCode,
    ).toBe(404);
  });

  it('approves: the payment and the order are paid, once', async () => {
    const { order, paymentId } = await orderPaidBySandbox();
    const response = await complete(customer, paymentId, 'approve');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: true,
      msg: 'The payment was approved.',
      data: { status: 'paid' },
    });
    expect(await detailOf(order)).toMatchObject({ payment_status: 'paid', cancelled: false });
    const again = await complete(customer, paymentId, 'decline');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('payment_not_pending');
    expect((await detailOf(order)).cancelled).toBe(false);
  });

  it('declines: the order is cancelled and its stock returns', async () => {
    const riceStock = await stockOf(t.database.db, rice);
    const sareeStock = await stockOf(t.database.db, saree);
    const { order, paymentId } = await orderPaidBySandbox();
    expect(await stockOf(t.database.db, rice)).toBe(riceStock - 2);
    const response = await complete(customer, paymentId, 'decline');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      data: { status: 'declined' },
      msg: 'The payment was declined and the order cancelled.',
    });
    const detail = await detailOf(order);
    expect(detail).toMatchObject({
      cancelled: true,
      payment_status: 'declined',
      status_label: { title: 'Cancelled' },
    });
    expect(
      detail.seller_orders.every((part) => part.cancelled && part.timeline.at(-1)?.event === 'cancelled'),
    ).toBe(true);
    expect(await stockOf(t.database.db, rice)).toBe(riceStock);
    expect(await stockOf(t.database.db, saree)).toBe(sareeStock);
    expect((await complete(customer, paymentId, 'approve')).statusCode).toBe(409);
  });

  it('takes one answer when approve and decline arrive together', async () => {
    const riceStock = await stockOf(t.database.db, rice);
    const { order, paymentId } = await orderPaidBySandbox();
    const answers = await Promise.all([
      complete(customer, paymentId, 'approve'),
      complete(customer, paymentId, 'decline'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const detail = await detailOf(order);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json().data.status;
    expect(detail.payment_status).toBe(winner);
    expect(detail.cancelled).toBe(winner === 'declined');
    expect(await stockOf(t.database.db, rice)).toBe(winner === 'declined' ? riceStock : riceStock - 2);
  });

  it('answers only the paying customer: another customer gets 404, a seller 403', async () => {
    const { paymentId } = await orderPaidBySandbox();
    expect((await complete(otherCustomer, paymentId, 'approve')).statusCode).toBe(404);
    const seller = as(t, await signIn(t, 'seller@haat.test', 'haat-seller-2026'));
    expect((await complete(seller, paymentId, 'approve')).statusCode).toBe(403);
    expect(
      (await customer({ method: 'GET', url: `/api/payments/details/${paymentId}` })).json().data.status,
    ).toBe('pending');
  });

  it('is not a way to settle a cash payment (404)', async () => {
    const answer = await placed(customer, {
      items: [lineOf(rice, 2)],
      shipping_address_id: addressId,
      payment_method: 'cod',
      expected_total: 2 * 9_000 + 2_000,
    });
    expect(answer.payment).toBeNull();
    const [orderRow] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.order_number, answer.data.order_number));
    const [cash] = await t.database.db.select().from(payments).where(eq(payments.order_id, orderRow!.id));
    expect(cash).toMatchObject({ provider: 'cod', status: 'pending', amount: 2 * 9_000 + 2_000 });
    expect((await complete(customer, cash!.id, 'approve')).statusCode).toBe(404);
    expect((await detailOf(answer.data)).payment_status).toBe('pending');
  });

  it('refunds a cancelled part of a paid order, and the whole payment when everything is cancelled', async () => {
    const { order, paymentId } = await orderPaidBySandbox();
    await complete(customer, paymentId, 'approve');
    const seller = as(t, await signIn(t, 'sharmin.akter@haat.test', 'haat-demo-2026'));
    await seller({
      method: 'POST',
      url: `/api/seller-orders/cancel/${order.seller_orders[1]!.id}`,
      payload: {},
    });
    expect((await detailOf(order)).payment_status).toBe('paid');
    await customer({ method: 'POST', url: `/api/orders/cancel/${order.order_number}`, payload: {} });
    expect((await detailOf(order)).payment_status).toBe('refunded');
    expect(
      (await customer({ method: 'GET', url: `/api/payments/details/${paymentId}` })).json().data.status,
    ).toBe('refunded');
  });

  it('asks less of a pending payment when a part is cancelled before paying', async () => {
    const { order, paymentId } = await orderPaidBySandbox();
    const seller = as(t, await signIn(t, 'sharmin.akter@haat.test', 'haat-demo-2026'));
    await seller({
      method: 'POST',
      url: `/api/seller-orders/cancel/${order.seller_orders[1]!.id}`,
      payload: {},
    });
    const payment = (await customer({ method: 'GET', url: `/api/payments/details/${paymentId}` })).json()
      .data;
    expect(payment).toMatchObject({ status: 'pending', amount: 2 * 9_000 + 2_000 });
  });
});

describe('without the sandbox (PAYMENT_SANDBOX=false, as in production)', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await buildTestApp({ template: 'demo', env: { PAYMENT_SANDBOX: 'false' } });
  });
  afterAll(() => off.close());

  it('is not offered at checkout: only cash on delivery is', async () => {
    const response = await off.inject({ method: 'GET', url: '/api/payment-methods' });
    expect(response.json().data).toEqual(['cod']);
  });

  it('refuses the sandbox as a payment method, naming the field', async () => {
    const call = as(off, await signIn(off, 'customer@haat.test', 'haat-customer-2026'));
    const address = await saveAddress(call, off.database.db);
    const product = await stockedProduct(off.database.db, { title: 'No Sandbox Rice', price: 9_000 });
    const response = await place(
      call,
      {
        items: [lineOf(product, 1)],
        shipping_address_id: address,
        payment_method: 'sandbox',
        expected_total: 11_000,
      },
      newKey(),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fields: [{ path: 'payment_method', code: 'payment_method_unavailable' }],
    });
  });
});
