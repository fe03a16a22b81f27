import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartQuote } from '#lib/contracts/cart.ts';
import type { OrderDetail, PlaceOrderBody } from '#lib/contracts/orders.ts';
import { invalidateCatalogCache } from '#server/cache/read-cache.ts';
import { as, signIn } from '#server/modules/auth/sessions.test-helper.ts';
import { products, productTypes } from '#server/modules/catalog/schema.ts';
import { prescriptions } from '#server/modules/prescriptions/schema.ts';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';
import {
  addressBody,
  type Caller,
  dhanmondi,
  lineOf,
  newCustomers,
  newKey,
  place,
  placed,
  saveAddress,
  stockedProduct,
  stockOf,
  type TestProduct,
  userIdOf,
} from './fixtures.test-helper.ts';
import { orders } from './schema.ts';

let t: TestApp;
let nusrat: Caller;
let nusratId: number;
let addressId: number;
let rice: TestProduct;
let saree: TestProduct;

beforeAll(async () => {
  t = await buildTestApp({ template: 'demo' });
  const db = t.database.db;
  nusrat = as(t, await signIn(t, 'customer@haat.test', 'haat-customer-2026'));
  nusratId = await userIdOf(db, 'customer@haat.test');
  addressId = await saveAddress(nusrat, db);
  rice = await stockedProduct(db, {
    title: 'Order Test Rice',
    price: 9_000,
    discount: 8_550,
    stock: 40,
    minQty: 2,
    maxQty: 10,
  });
  saree = await stockedProduct(db, {
    title: 'Order Test Saree',
    company: 'rangdhanu-fashion',
    price: 250_000,
    stock: 5,
  });
});
afterAll(() => t.close());

async function quoteOf(items: PlaceOrderBody['items']): Promise<CartQuote> {
  const response = await t.inject({ method: 'POST', url: '/api/cart/quote', payload: { items } });
  return response.json().data;
}

/** A body for these lines, confirming the total the server quotes now. */
async function orderFor(
  items: PlaceOrderBody['items'],
  extra: Partial<PlaceOrderBody> = {},
): Promise<PlaceOrderBody> {
  return {
    items,
    shipping_address_id: addressId,
    payment_method: 'cod',
    expected_total: (await quoteOf(items)).total,
    ...extra,
  };
}

async function orderCountOf(userId: number): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(orders).where(eq(orders.customer_id, userId));
  return row!.n;
}

describe('placing an order: the server decides every price', () => {
  it('prices lines from current data, splits the order per seller and records timeline step 1', async () => {
    const riceBefore = await stockOf(t.database.db, rice);
    const body = await orderFor([
      { ...lineOf(rice, 4, 8_550), price: 1, line_total: 4 } as PlaceOrderBody['items'][number],
      lineOf(saree, 1, 250_000),
    ]);
    expect(body.expected_total).toBe(34_200 + 250_000 + 4_000);
    const answer = await placed(nusrat, { ...body, extra_instruction: 'Ring twice' });
    const order: OrderDetail = answer.data;

    expect(answer).toMatchObject({ status: true, msg: 'Your order has been placed.', payment: null });
    expect(order.order_number).toMatch(/^HT-\d{6}-[0-9A-HJKMNP-TV-Z]{6}$/);
    expect(order).toMatchObject({
      status: 1,
      status_label: { title: 'Order Submitted', title_bn: 'অর্ডার জমা হয়েছে' },
      cancelled: false,
      cancellable: true,
      payment_method: 'cod',
      payment_status: 'pending',
      subtotal: 284_200,
      discount: 1_800,
      vat: 0,
      delivery_fee: 4_000,
      total: 288_200,
      extra_instruction: 'Ring twice',
      prescription_ids: [],
    });
    expect(
      order.seller_orders.map((part) => [
        part.sub_number,
        part.company_info.slug,
        part.subtotal,
        part.delivery_fee,
        part.total,
      ]),
    ).toEqual([
      [`${order.order_number}-1`, 'dhaka-daily-bazar', 34_200, 2_000, 36_200],
      [`${order.order_number}-2`, 'rangdhanu-fashion', 250_000, 2_000, 252_000],
    ]);
    expect(order.seller_orders[0]!.lines).toEqual([
      expect.objectContaining({
        product_id: rice.productId,
        unit_price: 8_550,
        quantity: 4,
        line_total: 34_200,
      }),
    ]);
    for (const part of order.seller_orders) {
      expect(part).toMatchObject({
        status: 1,
        cancelled: false,
        delivery_person: null,
        next_statuses: [],
        cancellable: true,
      });
      expect(part.timeline).toEqual([
        { event: 'placed', step: 1, status: 1, note: null, created_at: expect.any(String) },
      ]);
    }
    expect(await stockOf(t.database.db, rice)).toBe(riceBefore - 4);
  });

  it('copies the shipping and billing addresses: editing the address later changes no order', async () => {
    const db = t.database.db;
    const office = await saveAddress(nusrat, db, {
      label: 'office',
      full_name: 'Nusrat at work',
      address_line: 'Level 7, Gulshan Avenue',
    });
    const answer = await placed(nusrat, await orderFor([lineOf(rice, 2)], { billing_address_id: office }));
    const order: OrderDetail = answer.data;
    expect(order.shipping).toMatchObject({
      full_name: 'Nusrat Jahan',
      phone: '01711000004',
      region: 'Dhaka',
      region_bn: 'ঢাকা',
      area: 'Dhanmondi',
      area_bn: 'ধানমন্ডি',
      address_line: 'House 12, Road 5',
      latitude: 23.7465,
    });
    expect(order.billing).toMatchObject({
      full_name: 'Nusrat at work',
      address_line: 'Level 7, Gulshan Avenue',
    });

    await nusrat({
      method: 'POST',
      url: `/api/addresses/update/${addressId}`,
      payload: addressBody(await dhanmondi(db), { address_line: 'Somewhere else entirely' }),
    });
    await nusrat({ method: 'POST', url: `/api/addresses/delete/${office}` });
    const again = await nusrat({ method: 'GET', url: `/api/orders/details/${order.order_number}` });
    expect(again.json().data.shipping.address_line).toBe('House 12, Road 5');
    expect(again.json().data.billing.full_name).toBe('Nusrat at work');
    await nusrat({
      method: 'POST',
      url: `/api/addresses/update/${addressId}`,
      payload: addressBody(await dhanmondi(db)),
    });
  });

  it('refuses a total the shopper did not confirm (409 total_changed with the new quote); nothing is taken', async () => {
    const before = await stockOf(t.database.db, rice);
    const orderCount = await orderCountOf(nusratId);
    const body = await orderFor([lineOf(rice, 2)]);
    const response = await place(nusrat, { ...body, expected_total: body.expected_total - 100 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'total_changed',
      message: { en: 'The total has changed since you confirmed it. Please check the new total.' },
      details: {
        expected_total: body.expected_total - 100,
        total: body.expected_total,
        quote: { total: body.expected_total },
      },
    });
    expect(await stockOf(t.database.db, rice)).toBe(before);
    expect(await orderCountOf(nusratId)).toBe(orderCount);
  });

  it('refuses a line whose price changed since the shopper saw it (409 price_changed), never charging it silently', async () => {
    const response = await place(nusrat, await orderFor([lineOf(rice, 2, 8_000)]));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'price_changed',
      details: { lines: [{ product_id: rice.productId, unit_price: 8_550, previous_price: 8_000 }] },
    });
  });

  it('refuses quantities outside min_qty and max_qty instead of changing them', async () => {
    for (const quantity of [1, 11]) {
      const response = await place(nusrat, {
        ...(await orderFor([lineOf(rice, 2)])),
        items: [lineOf(rice, quantity)],
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'quantity_out_of_bounds',
        details: { lines: [{ product_id: rice.productId, requested: quantity, min_qty: 2, max_qty: 10 }] },
      });
    }
  });

  it('refuses more than the stock (409 out_of_stock, naming the line and what is left)', async () => {
    const before = await stockOf(t.database.db, saree);
    const response = await place(nusrat, {
      ...(await orderFor([lineOf(saree, 1)])),
      items: [lineOf(saree, before + 1)],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'out_of_stock',
      details: { lines: [{ product_id: saree.productId, requested: before + 1, stock: before }] },
    });
    expect(await stockOf(t.database.db, saree)).toBe(before);
  });

  it('refuses a product shoppers can no longer see', async () => {
    const gone = await stockedProduct(t.database.db, { title: 'Order Test Withdrawn' });
    const body = await orderFor([lineOf(gone, 1)]);
    await t.database.db.update(products).set({ status: 'inactive' }).where(eq(products.id, gone.productId));
    invalidateCatalogCache();
    const response = await place(nusrat, body);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'item_unavailable',
      details: { lines: [{ product_id: gone.productId }] },
    });
  });

  it('ships only to the customer’s own addresses', async () => {
    const [other] = await newCustomers(t.database.db, 1, 'address-owner');
    const theirs = await saveAddress(as(t, other!.cookie), t.database.db);
    const response = await place(nusrat, await orderFor([lineOf(rice, 2)], { shipping_address_id: theirs }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      fields: [{ path: 'shipping_address_id', code: 'not_found' }],
    });
  });

  it('bills only to the customer’s own addresses: another’s billing address is refused and copied nowhere', async () => {
    const [other] = await newCustomers(t.database.db, 1, 'billing-owner');
    const theirs = await saveAddress(as(t, other!.cookie), t.database.db, {
      full_name: 'Billing Owner Private',
      address_line: 'Flat 3B, Secret Lane',
    });
    const ordersBefore = await orderCountOf(nusratId);
    const response = await place(nusrat, await orderFor([lineOf(rice, 2)], { billing_address_id: theirs }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      fields: [{ path: 'billing_address_id', code: 'not_found' }],
    });
    expect(response.body).not.toContain('Secret Lane');
    expect(await orderCountOf(nusratId)).toBe(ordersBefore);
  });

  it('takes the ordered lines out of the customer’s server cart', async () => {
    await nusrat({ method: 'POST', url: '/api/cart/items', payload: { ...lineOf(rice, 2), mode: 'set' } });
    await nusrat({ method: 'POST', url: '/api/cart/items', payload: { ...lineOf(saree, 1), mode: 'set' } });
    await placed(nusrat, await orderFor([lineOf(rice, 2)]));
    const cart: CartQuote = (await nusrat({ method: 'GET', url: '/api/cart' })).json().data;
    expect(cart.groups.flatMap((group) => group.lines).map((line) => line.product_id)).toEqual([
      saree.productId,
    ]);
  });

  it('sends a digital payment’s shopper to the gateway’s page', async () => {
    const answer = await placed(nusrat, await orderFor([lineOf(rice, 2)], { payment_method: 'sandbox' }));
    expect(answer.payment).toEqual({
      id: expect.any(Number),
      redirect_url: `/payments/sandbox/${answer.payment.id}`,
    });
    expect(answer.data).toMatchObject({ payment_method: 'sandbox', payment_status: 'pending' });
  });

  it('is for customers only', async () => {
    const seller = as(t, await signIn(t, 'seller@haat.test', 'haat-seller-2026'));
    expect((await place(seller, await orderFor([lineOf(rice, 2)]))).statusCode).toBe(403);
    expect((await place(t.inject, await orderFor([lineOf(rice, 2)]))).statusCode).toBe(401);
  });
});

describe('prescription medicine', () => {
  let medicine: TestProduct;
  let ownPrescription: number;
  let othersPrescription: number;

  beforeAll(async () => {
    const db = t.database.db;
    medicine = await stockedProduct(db, {
      title: 'Order Test Omeprazole',
      company: 'arogya-health',
      price: 12_000,
    });
    const [type] = await db
      .select({ id: productTypes.id })
      .from(productTypes)
      .where(eq(productTypes.slug, 'medicine'));
    await db.update(products).set({ product_type_id: type!.id }).where(eq(products.id, medicine.productId));
    const [other] = await newCustomers(db, 1, 'prescription-owner');
    const file = {
      title: 'Gastric',
      patient_name: 'Nusrat Jahan',
      patient_age: 31,
      patient_gender: 2,
      content_type: 'image/png' as const,
      size: 10,
      storage_key: 'private/prescriptions/x.png',
    };
    const keep = async (userId: number) =>
      (
        await db
          .insert(prescriptions)
          .values({ ...file, user_id: userId })
          .returning({ id: prescriptions.id })
      )[0]!.id;
    ownPrescription = await keep(nusratId);
    othersPrescription = await keep(other!.id);
  });

  it('needs at least one of the customer’s own prescriptions attached', async () => {
    const none = await place(nusrat, await orderFor([lineOf(medicine, 1), lineOf(rice, 2)]));
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({
      code: 'prescription_required',
      details: { lines: [{ product_id: medicine.productId }] },
    });

    const theirs = await place(
      nusrat,
      await orderFor([lineOf(medicine, 1)], { prescription_ids: [othersPrescription] }),
    );
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json()).toMatchObject({ fields: [{ path: 'prescription_ids', code: 'not_found' }] });

    const answer = await placed(
      nusrat,
      await orderFor([lineOf(medicine, 1)], { prescription_ids: [ownPrescription] }),
    );
    expect(answer.data.prescription_ids).toEqual([ownPrescription]);
  });
});

describe('the Idempotency-Key', () => {
  it('is required, 16 to 100 letters, digits, - or _', async () => {
    const body = await orderFor([lineOf(rice, 2)]);
    for (const headers of [
      {},
      { 'idempotency-key': 'short' },
      { 'idempotency-key': 'has spaces in it, and more' },
    ]) {
      const response = await nusrat({ method: 'POST', url: '/api/orders/place', headers, payload: body });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('idempotency_key_missing');
    }
  });

  it('replays the first answer for the same key and payload: same status, same body, one order', async () => {
    const body = await orderFor([lineOf(rice, 2), lineOf(saree, 1)]);
    const key = newKey();
    const before = await orderCountOf(nusratId);
    const stock = await stockOf(t.database.db, saree);
    const first = await place(nusrat, body, key);
    const second = await place(nusrat, body, key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await orderCountOf(nusratId)).toBe(before + 1);
    expect(await stockOf(t.database.db, saree)).toBe(stock - 1);
  });

  it('refuses a different payload under a key that was used (422 idempotency_key_reused)', async () => {
    const key = newKey();
    await place(nusrat, await orderFor([lineOf(rice, 2)]), key);
    const response = await place(nusrat, await orderFor([lineOf(rice, 3)]), key);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'idempotency_key_reused',
      message: { bn: expect.any(String) },
    });
  });

  it('is each customer’s own: another customer’s key is a new key for them', async () => {
    const [other] = await newCustomers(t.database.db, 1, 'key-owner');
    const otherCall = as(t, other!.cookie);
    const otherAddress = await saveAddress(otherCall, t.database.db);
    const key = newKey();
    const mine = await place(nusrat, await orderFor([lineOf(rice, 2)]), key);
    const theirs = await place(
      otherCall,
      await orderFor([lineOf(rice, 2)], { shipping_address_id: otherAddress }),
      key,
    );
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.json().data.order_number).not.toBe(mine.json().data.order_number);
  });

  it('is not used up by a refused attempt: the corrected order may go through under it', async () => {
    const key = newKey();
    const body = await orderFor([lineOf(rice, 2)]);
    expect((await place(nusrat, { ...body, expected_total: 1 }, key)).statusCode).toBe(409);
    expect((await place(nusrat, body, key)).statusCode).toBe(201);
  });

  it('gives one order to many calls with one key at the same time, each answered with it', async () => {
    const body = await orderFor([lineOf(saree, 1)]);
    const key = newKey();
    const before = await orderCountOf(nusratId);
    const stock = await stockOf(t.database.db, saree);
    const answers = await Promise.all(Array.from({ length: 8 }, () => place(nusrat, body, key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((answer) => answer.json().data.order_number)).size).toBe(1);
    expect(await orderCountOf(nusratId)).toBe(before + 1);
    expect(await stockOf(t.database.db, saree)).toBe(stock - 1);
  });
});

describe('my orders', () => {
  it('lists the customer’s orders newest first, with totals, counts and status', async () => {
    const [buyer] = await newCustomers(t.database.db, 1, 'my-orders');
    const call = as(t, buyer!.cookie);
    const own = await saveAddress(call, t.database.db);
    const first = await placed(call, await orderFor([lineOf(rice, 2)], { shipping_address_id: own }));
    const second = await placed(
      call,
      await orderFor([lineOf(rice, 3), lineOf(saree, 1)], { shipping_address_id: own }),
    );
    const response = await call({ method: 'GET', url: '/api/orders?limit=1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      meta: { current_page: 1, last_page: 2, per_page: 1, total: 2 },
      data: [
        {
          order_number: second.data.order_number,
          total: second.data.total,
          item_count: 2,
          seller_count: 2,
          status: 1,
          status_label: { title: 'Order Submitted' },
          payment_method: 'cod',
          payment_status: 'pending',
          first_image: expect.stringMatching(/^products\//),
        },
      ],
    });
    const page2 = (await call({ method: 'GET', url: '/api/orders?limit=1&page=2' })).json();
    expect(page2.data[0].order_number).toBe(first.data.order_number);
  });

  it('shows an order to its customer and admins with the orders feature; anyone else’s is 404', async () => {
    const answer = await placed(nusrat, await orderFor([lineOf(rice, 2)]));
    const url = `/api/orders/details/${answer.data.order_number}`;
    expect((await nusrat({ method: 'GET', url })).json().data).toEqual(answer.data);
    const arif = as(t, await signIn(t, 'arif.hossain@haat.test', 'haat-demo-2026'));
    const theirs = await arif({ method: 'GET', url });
    expect(theirs.statusCode).toBe(404);
    expect((await arif({ method: 'GET', url: '/api/orders/details/HT-000000-NOSUCH' })).statusCode).toBe(404);
    const admin = as(t, await signIn(t, 'admin@haat.test', 'haat-admin-2026', 'admin'));
    const seen = await admin({ method: 'GET', url });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.seller_orders[0].next_statuses).toEqual([2, 3, 4, 5, 6]);
  });
});
