import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_FEATURES, FEATURES } from '#lib/contracts/features.ts';
import type { OrderDetail, PlaceOrderBody, SellerOrder } from '#lib/contracts/orders.ts';
import { as, signIn } from '#server/modules/auth/sessions.test-helper.ts';
import { deliveryPersons, deliveryRequests } from '#server/modules/delivery/schema.ts';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';
import {
  adminWithFeatures,
  type Caller,
  lineOf,
  placed,
  saveAddress,
  stockedProduct,
  stockOf,
  type TestProduct,
  userIdOf,
} from './fixtures.test-helper.ts';

let t: TestApp;
let customer: Caller;
let otherCustomer: Caller;
let sellerA: Caller;
let sellerB: Caller;
let deliveryA: Caller;
let deliveryB: Caller;
let admin: Caller;
let adminWithoutOrders: Caller;
let deliveryAId: number;
let addressId: number;
let rice: TestProduct;
let saree: TestProduct;

/** An admin whose role has every feature but `feature`. */
const adminLacking = (feature: number) =>
  adminWithFeatures(
    t,
    `Without ${feature}`,
    ADMIN_FEATURES.map((item) => item.id).filter((id) => id !== feature),
  );

beforeAll(async () => {
  t = await buildTestApp({ template: 'demo' });
  const db = t.database.db;
  customer = as(t, await signIn(t, 'customer@haat.test', 'haat-customer-2026'));
  otherCustomer = as(t, await signIn(t, 'arif.hossain@haat.test', 'haat-demo-2026'));
  sellerA = as(t, await signIn(t, 'seller@haat.test', 'haat-seller-2026'));
  sellerB = as(t, await signIn(t, 'sharmin.akter@haat.test', 'haat-demo-2026'));
  deliveryA = as(t, await signIn(t, 'delivery@haat.test', 'haat-delivery-2026'));
  deliveryB = as(t, await signIn(t, 'shahidul.islam@haat.test', 'haat-demo-2026'));
  admin = as(t, await signIn(t, 'admin@haat.test', 'haat-admin-2026', 'admin'));
  adminWithoutOrders = await adminLacking(FEATURES.orders);
  const [person] = await db
    .select({ id: deliveryPersons.id })
    .from(deliveryPersons)
    .where(eq(deliveryPersons.user_id, await userIdOf(db, 'delivery@haat.test')));
  deliveryAId = person!.id;
  addressId = await saveAddress(customer, db);
  rice = await stockedProduct(db, { title: 'Status Test Rice', price: 9_000, stock: 100 });
  saree = await stockedProduct(db, {
    title: 'Status Test Saree',
    company: 'rangdhanu-fashion',
    price: 250_000,
    stock: 100,
  });
});
afterAll(() => t.close());

/** An order of rice (seller A) and a saree (seller B); its two parts. */
async function newOrder(
  extra: Partial<PlaceOrderBody> = {},
): Promise<{ order: OrderDetail; rice: SellerOrder; saree: SellerOrder }> {
  const items = [lineOf(rice, 2), lineOf(saree, 1)];
  const quote = (await t.inject({ method: 'POST', url: '/api/cart/quote', payload: { items } })).json().data;
  const answer = await placed(customer, {
    items,
    shipping_address_id: addressId,
    payment_method: 'cod',
    expected_total: quote.total,
    ...extra,
  });
  const order: OrderDetail = answer.data;
  return { order, rice: order.seller_orders[0]!, saree: order.seller_orders[1]! };
}

function move(call: Caller, part: { id: number }, status: number, note = '') {
  return call({ method: 'POST', url: `/api/seller-orders/status/${part.id}`, payload: { status, note } });
}

async function moved(call: Caller, part: { id: number }, status: number): Promise<SellerOrder> {
  const response = await move(call, part, status);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function assign(
  part: { id: number },
  deliveryPersonId: number | null = deliveryAId,
): Promise<SellerOrder> {
  const response = await admin({
    method: 'POST',
    url: `/api/seller-orders/assign/${part.id}`,
    payload: { delivery_person_id: deliveryPersonId },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function detailOf(order: OrderDetail): Promise<OrderDetail> {
  return (await customer({ method: 'GET', url: `/api/orders/details/${order.order_number}` })).json().data;
}

describe('each seller sees only its part', () => {
  it('lists and opens a seller’s own parts only; another seller’s part is 404', async () => {
    const { order, rice: riceOrder, saree: sareeOrder } = await newOrder();
    const listA: SellerOrder[] = (
      await sellerA({ method: 'GET', url: '/api/seller-orders?limit=100' })
    ).json().data;
    const listB: SellerOrder[] = (
      await sellerB({ method: 'GET', url: '/api/seller-orders?limit=100' })
    ).json().data;
    expect(listA.every((part) => part.company_info.slug === 'dhaka-daily-bazar')).toBe(true);
    expect(listB.every((part) => part.company_info.slug === 'rangdhanu-fashion')).toBe(true);
    const mine = listA.find((part) => part.order_number === order.order_number)!;
    expect(mine).toMatchObject({ id: riceOrder.id, next_statuses: [3], cancellable: true });
    expect(mine.lines.map((line) => line.product_id)).toEqual([rice.productId]);
    expect(
      listB.find((part) => part.order_number === order.order_number)!.lines.map((line) => line.product_id),
    ).toEqual([saree.productId]);
    expect(
      (await sellerA({ method: 'GET', url: `/api/seller-orders/details/${sareeOrder.id}` })).statusCode,
    ).toBe(404);
    expect(
      (await sellerB({ method: 'GET', url: `/api/seller-orders/details/${sareeOrder.id}` })).statusCode,
    ).toBe(200);
  });

  it('filters a seller’s parts by status', async () => {
    const { rice: part } = await newOrder();
    await moved(sellerA, part, 3);
    const list: SellerOrder[] = (
      await sellerA({ method: 'GET', url: '/api/seller-orders?status=3&limit=100' })
    ).json().data;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((item) => item.status === 3)).toBe(true);
    expect(list.some((item) => item.id === part.id)).toBe(true);
  });
});

describe('the status machine (spec §4, lib/order-status.ts)', () => {
  it('lets the seller prepare and pack its part, and nothing else', async () => {
    const { rice: part } = await newOrder();
    for (const status of [2, 4, 5, 6]) {
      const refused = await move(sellerA, part, status);
      expect(refused.statusCode, `1→${status}`).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'status_not_allowed',
        details: { from: 1, to: status, role: 'seller' },
      });
    }
    const preparing = await moved(sellerA, part, 3);
    expect(preparing).toMatchObject({ status: 3, next_statuses: [4] });
    const packed = await moved(sellerA, part, 4);
    expect(packed).toMatchObject({ status: 4, next_statuses: [] });
    expect((await move(sellerA, part, 3)).statusCode).toBe(403);
    expect(packed.timeline.map((entry) => [entry.event, entry.step, entry.status])).toEqual([
      ['placed', 1, 1],
      ['status', 3, 3],
      ['status', 4, 4],
    ]);
    expect((await move(sellerB, part, 4)).statusCode).toBe(404);
  });

  it('lets only the assigned delivery person take, carry and deliver the part', async () => {
    const { rice: part } = await newOrder();
    expect((await move(deliveryA, part, 2)).statusCode).toBe(404);
    const assigned = await assign(part);
    expect(assigned.delivery_person).toEqual({ full_name: 'Jamal Uddin', phone: expect.any(String) });
    // As an accepted offer: the holder is "going to the place" (step 2), not still being looked for.
    expect(assigned).toMatchObject({ status: 2 });
    expect(assigned.timeline.at(-1)).toMatchObject({ event: 'status', step: 2, status: 2 });
    expect((await move(deliveryB, part, 3)).statusCode).toBe(404);

    expect((await move(deliveryA, part, 3)).statusCode).toBe(403);
    await moved(sellerA, part, 3);
    await moved(sellerA, part, 4);
    expect((await move(deliveryA, part, 6)).statusCode).toBe(403);
    await moved(deliveryA, part, 5);
    // Delivering needs the customer's code (the delivery module's call), not a status move.
    expect((await move(deliveryA, part, 6)).json().code).toBe('delivery_code_required');
    const [request] = await t.database.db
      .select({ code: deliveryRequests.code })
      .from(deliveryRequests)
      .where(eq(deliveryRequests.seller_order_id, part.id));
    const delivering = await deliveryA({
      method: 'POST',
      url: `/api/delivery/orders/deliver/${part.id}`,
      payload: { code: request!.code },
    });
    expect(delivering.statusCode, delivering.body).toBe(200);
    const delivered: SellerOrder = (
      await deliveryA({ method: 'GET', url: `/api/seller-orders/details/${part.id}` })
    ).json().data;
    expect(delivered.timeline.map((entry) => entry.step)).toEqual([1, 2, 3, 4, 5, 6]);

    const list: SellerOrder[] = (
      await deliveryA({ method: 'GET', url: '/api/seller-orders?limit=100' })
    ).json().data;
    expect(list.map((item) => item.id)).toContain(part.id);
    const others: SellerOrder[] = (
      await deliveryB({ method: 'GET', url: '/api/seller-orders?limit=100' })
    ).json().data;
    expect(others.map((item) => item.id)).not.toContain(part.id);
  });

  it('lets an admin with the orders feature set any other status, and no other admin', async () => {
    const { rice: part } = await newOrder();
    expect((await move(adminWithoutOrders, part, 5)).statusCode).toBe(403);
    expect(await moved(admin, part, 5)).toMatchObject({ status: 5 });
    expect(await moved(admin, part, 1)).toMatchObject({ status: 1 });
    expect((await move(admin, part, 1)).statusCode).toBe(403);
  });

  it('never lets a customer move a status', async () => {
    const { rice: part } = await newOrder();
    expect((await move(customer, part, 3)).statusCode).toBe(403);
    expect((await move(otherCustomer, part, 3)).statusCode).toBe(403);
  });

  it('says "Order Submitted" until a part moves on, then the least advanced part’s status', async () => {
    const { order, rice: riceOrder, saree: sareeOrder } = await newOrder();
    expect((await detailOf(order)).status_label.title).toBe('Order Submitted');
    await moved(sellerA, riceOrder, 3);
    await moved(sellerA, riceOrder, 4);
    await moved(sellerB, sareeOrder, 3);
    expect(await detailOf(order)).toMatchObject({
      status: 3,
      status_label: { title: 'Being prepared', title_bn: 'প্রস্তুত করা হচ্ছে' },
    });
  });

  it('marks cash on delivery paid once every part is delivered', async () => {
    const { order, rice: riceOrder, saree: sareeOrder } = await newOrder();
    await moved(admin, riceOrder, 6);
    expect((await detailOf(order)).payment_status).toBe('pending');
    await moved(admin, sareeOrder, 6);
    expect(await detailOf(order)).toMatchObject({ status: 6, payment_status: 'paid', cancellable: false });
  });
});

describe('cancelling', () => {
  it('lets the customer cancel before pick-up: every part, with the stock back', async () => {
    const riceStock = await stockOf(t.database.db, rice);
    const sareeStock = await stockOf(t.database.db, saree);
    const { order } = await newOrder();
    expect(await stockOf(t.database.db, rice)).toBe(riceStock - 2);
    const response = await customer({
      method: 'POST',
      url: `/api/orders/cancel/${order.order_number}`,
      payload: { reason: 'Ordered twice' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const cancelled: OrderDetail = response.json().data;
    expect(cancelled).toMatchObject({
      status: null,
      cancelled: true,
      cancellable: false,
      status_label: { title: 'Cancelled', title_bn: 'বাতিল' },
      payment_status: 'declined',
    });
    for (const part of cancelled.seller_orders) {
      expect(part).toMatchObject({ cancelled: true, cancelled_at: expect.any(String), cancellable: false });
      expect(part.timeline.at(-1)).toMatchObject({
        event: 'cancelled',
        step: 1,
        status: 1,
        note: 'Ordered twice',
      });
    }
    expect(await stockOf(t.database.db, rice)).toBe(riceStock);
    expect(await stockOf(t.database.db, saree)).toBe(sareeStock);

    const again = await customer({
      method: 'POST',
      url: `/api/orders/cancel/${order.order_number}`,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('not_cancellable');
    expect(await stockOf(t.database.db, rice)).toBe(riceStock);
  });

  it('leaves parts already on the way, and refuses when nothing can be cancelled', async () => {
    const { order, rice: riceOrder, saree: sareeOrder } = await newOrder();
    await moved(admin, riceOrder, 5);
    const response = await customer({
      method: 'POST',
      url: `/api/orders/cancel/${order.order_number}`,
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    const parts: SellerOrder[] = response.json().data.seller_orders;
    expect(parts.map((part) => [part.id, part.cancelled])).toEqual([
      [riceOrder.id, false],
      [sareeOrder.id, true],
    ]);
    expect(response.json().data).toMatchObject({ cancelled: false, status: 5 });
    const nothing = await customer({
      method: 'POST',
      url: `/api/orders/cancel/${order.order_number}`,
      payload: {},
    });
    expect(nothing.statusCode).toBe(409);
  });

  it('answers 404 for another customer’s order', async () => {
    const { order } = await newOrder();
    const response = await otherCustomer({
      method: 'POST',
      url: `/api/orders/cancel/${order.order_number}`,
      payload: {},
    });
    expect(response.statusCode).toBe(404);
    expect((await detailOf(order)).cancelled).toBe(false);
  });

  it('lets a seller cancel its own part before pick-up; the other seller’s part goes on', async () => {
    const sareeStock = await stockOf(t.database.db, saree);
    const { order, rice: riceOrder, saree: sareeOrder } = await newOrder();
    expect(
      (await sellerA({ method: 'POST', url: `/api/seller-orders/cancel/${sareeOrder.id}`, payload: {} }))
        .statusCode,
    ).toBe(404);
    const response = await sellerB({
      method: 'POST',
      url: `/api/seller-orders/cancel/${sareeOrder.id}`,
      payload: { reason: 'Out of this colour' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ cancelled: true, next_statuses: [], cancellable: false });
    expect(await stockOf(t.database.db, saree)).toBe(sareeStock);
    const detail = await detailOf(order);
    expect(detail).toMatchObject({ cancelled: false, status: 1 });
    expect((await move(sellerB, sareeOrder, 3)).statusCode).toBe(409);
    expect(await moved(sellerA, riceOrder, 3)).toMatchObject({ status: 3 });
  });

  it('does not let a delivery person cancel, nor a seller once the part is on the way', async () => {
    const { rice: part } = await newOrder();
    await assign(part);
    expect(
      (await deliveryA({ method: 'POST', url: `/api/seller-orders/cancel/${part.id}`, payload: {} }))
        .statusCode,
    ).toBe(403);
    await moved(admin, part, 5);
    expect(
      (await sellerA({ method: 'POST', url: `/api/seller-orders/cancel/${part.id}`, payload: {} }))
        .statusCode,
    ).toBe(409);
    expect(
      (await admin({ method: 'POST', url: `/api/seller-orders/cancel/${part.id}`, payload: {} })).statusCode,
    ).toBe(200);
  });

  it('returns the stock once when several cancel the same order at the same moment', async () => {
    const riceStock = await stockOf(t.database.db, rice);
    const { order, rice: riceOrder } = await newOrder();
    const answers = await Promise.all([
      customer({ method: 'POST', url: `/api/orders/cancel/${order.order_number}`, payload: {} }),
      customer({ method: 'POST', url: `/api/orders/cancel/${order.order_number}`, payload: {} }),
      sellerA({ method: 'POST', url: `/api/seller-orders/cancel/${riceOrder.id}`, payload: {} }),
      admin({ method: 'POST', url: `/api/orders/cancel/${order.order_number}`, payload: {} }),
    ]);
    expect(answers.filter((answer) => answer.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(answers.every((answer) => [200, 409].includes(answer.statusCode))).toBe(true);
    expect(await stockOf(t.database.db, rice)).toBe(riceStock);
    expect((await detailOf(order)).cancelled).toBe(true);
  });
});

describe('assigning a delivery person (admins, until the delivery issue)', () => {
  it('needs the orders feature and a delivery person who exists', async () => {
    const { rice: part } = await newOrder();
    const refused = await adminWithoutOrders({
      method: 'POST',
      url: `/api/seller-orders/assign/${part.id}`,
      payload: { delivery_person_id: deliveryAId },
    });
    expect(refused.statusCode).toBe(403);
    const unknown = await admin({
      method: 'POST',
      url: `/api/seller-orders/assign/${part.id}`,
      payload: { delivery_person_id: 999_999 },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ fields: [{ path: 'delivery_person_id', code: 'not_found' }] });
    expect((await assign(part, null)).delivery_person).toBeNull();
  });
});
