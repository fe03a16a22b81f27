import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '#server/modules/addresses/schema.ts';
import { as } from '#server/modules/auth/sessions.test-helper.ts';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';
import {
  dhanmondi,
  lineOf,
  newCustomers,
  newKey,
  place,
  stockedProduct,
  stockOf,
  type TestProduct,
} from './fixtures.test-helper.ts';
import { orderItems, sellerOrders } from './schema.ts';

/*
 * THE oversell test: many buyers at once for the last units. Stock is taken by one conditional
 * UPDATE per line inside the order's transaction, so whatever the interleaving exactly the
 * stock's worth of orders succeed and the stock ends at zero, never below.
 */

const BUYERS = 200;
const STOCK = 25;

let t: TestApp;
let product: TestProduct;
let buyers: Array<{ id: number; cookie: string; addressId: number }>;

beforeAll(async () => {
  t = await buildTestApp({ template: 'demo' });
  const db = t.database.db;
  product = await stockedProduct(db, {
    title: 'Last Units Hilsa',
    price: 120_000,
    stock: STOCK,
    minQty: 1,
    maxQty: 5,
  });
  const customers = await newCustomers(db, BUYERS, 'rush');
  const dhaka = await dhanmondi(db);
  const rows = await db
    .insert(addresses)
    .values(
      customers.map((customer, index) => ({
        user_id: customer.id,
        label: 'home' as const,
        full_name: `Buyer ${index + 1}`,
        phone: '01711000004',
        ...dhaka,
        address_line: `House ${index + 1}, Road 5`,
        is_default_shipping: true,
        is_default_billing: true,
      })),
    )
    .returning({ id: addresses.id, user_id: addresses.user_id });
  const addressOf = new Map(rows.map((row) => [row.user_id, row.id]));
  buyers = customers.map((customer) => ({ ...customer, addressId: addressOf.get(customer.id)! }));
});
afterAll(() => t.close());

describe(`${BUYERS} buyers at once for ${STOCK} units`, () => {
  it(`gives exactly ${STOCK} orders, leaves the stock at 0 and never below`, {
    timeout: 180_000,
  }, async () => {
    const total = 120_000 + 2_000;
    const answers = await Promise.all(
      buyers.map((buyer) =>
        place(
          as(t, buyer.cookie),
          {
            items: [lineOf(product, 1)],
            shipping_address_id: buyer.addressId,
            payment_method: 'cod',
            expected_total: total,
          },
          newKey(),
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(STOCK);
    expect(statuses.filter((status) => status === 409)).toHaveLength(BUYERS - STOCK);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json()).toMatchObject({
        code: 'out_of_stock',
        details: { lines: [{ product_id: product.productId }] },
      });
    }

    expect(await stockOf(t.database.db, product)).toBe(0);
    const [sold] = await t.database.db
      .select({
        units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`,
        orders: sql<number>`count(distinct ${sellerOrders.order_id})::int`,
      })
      .from(orderItems)
      .innerJoin(sellerOrders, eq(sellerOrders.id, orderItems.seller_order_id))
      .where(eq(orderItems.product_id, product.productId));
    expect(sold).toEqual({ units: STOCK, orders: STOCK });
    const numbers = answers
      .filter((answer) => answer.statusCode === 201)
      .map((answer) => answer.json().data.order_number);
    expect(new Set(numbers).size).toBe(STOCK);
  });

  it('answers every later buyer that it is out of stock, with nothing left to take', async () => {
    const buyer = buyers[0]!;
    const response = await place(
      as(t, buyer.cookie),
      {
        items: [lineOf(product, 1)],
        shipping_address_id: buyer.addressId,
        payment_method: 'cod',
        expected_total: 122_000,
      },
      newKey(),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'out_of_stock', details: { lines: [{ stock: 0 }] } });
  });
});
