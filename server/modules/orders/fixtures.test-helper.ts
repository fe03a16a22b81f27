import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { AddressInput } from '#lib/contracts/addresses.ts';
import type { PlaceOrderBody } from '#lib/contracts/orders.ts';
import type { Db } from '#server/db/client.ts';
import { createSession, SESSION_COOKIE } from '#server/modules/auth/api.ts';
import { as } from '#server/modules/auth/sessions.test-helper.ts';
import { insertProduct } from '#server/modules/catalog/fixtures.test-helper.ts';
import { productPriceInfos } from '#server/modules/catalog/schema.ts';
import { deliveryPersons } from '#server/modules/delivery/schema.ts';
import { areas, cities, regions } from '#server/modules/geo/schema.ts';
import { roleAccesses, userRoles, users } from '#server/modules/users/schema.ts';
import type { TestApp } from '#server/testing/app.ts';
import { sellerOrders } from './schema.ts';

/*
 * Set-up for the cart, address, order, payment and prescription tests: real rows written the
 * way their modules write them, and orders placed through the API.
 */

/** A caller bound to a session cookie (test-sessions' `as`). */
export type Caller = (options: Parameters<TestApp['inject']>[0]) => Promise<LightMyRequestResponse>;

/** A fresh Idempotency-Key. */
export const newKey = () => randomBytes(12).toString('base64url');

/** Dhanmondi, in Dhaka district, in Dhaka division: a place that nests. */
export async function dhanmondi(db: Db): Promise<{ region_id: number; city_id: number; area_id: number }> {
  const [row] = await db
    .select({ region_id: regions.id, city_id: cities.id, area_id: areas.id })
    .from(areas)
    .innerJoin(cities, eq(cities.id, areas.city_id))
    .innerJoin(regions, eq(regions.id, cities.region_id))
    .where(eq(areas.name, 'Dhanmondi'))
    .limit(1);
  if (!row) throw new Error('The demo geography has no Dhanmondi');
  return row;
}

export function addressBody(
  place: { region_id: number; city_id: number; area_id: number },
  overrides: Partial<AddressInput> = {},
): AddressInput {
  return {
    label: 'home',
    full_name: 'Nusrat Jahan',
    phone: '01711000004',
    ...place,
    address_line: 'House 12, Road 5',
    latitude: 23.7465,
    longitude: 90.376,
    ...overrides,
  };
}

/** Saves an address through the API and answers its id. */
export async function saveAddress(
  call: Caller,
  db: Db,
  overrides: Partial<AddressInput> = {},
): Promise<number> {
  const response = await call({
    method: 'POST',
    url: '/api/addresses/store',
    payload: addressBody(await dhanmondi(db), overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

/** A web session cookie for a user, made directly (sign-in itself is tested by the accounts tests). */
export async function sessionCookieOf(db: Db, userId: number): Promise<string> {
  const session = await createSession(db, { kind: 'web', userId });
  return `${SESSION_COOKIE}=${session.token}`;
}

/** An admin whose role (named `name`) has exactly `features`, calling as a web visitor. */
export async function adminWithFeatures(t: TestApp, name: string, features: number[]): Promise<Caller> {
  const db = t.database.db;
  const [role] = await db.insert(userRoles).values({ role_name: name }).returning();
  await db.insert(roleAccesses).values(features.map((feature_id) => ({ role_id: role!.id, feature_id })));
  const [user] = await db
    .insert(users)
    .values({
      name,
      email: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}@haat.test`,
      password_hash: '-',
      user_type: 1,
      status: 1,
      role_id: role!.id,
    })
    .returning();
  return as(t, await sessionCookieOf(db, user!.id));
}

export async function userIdOf(db: Db, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** Customers made for a test (active, verified), each with a session cookie. */
export async function newCustomers(
  db: Db,
  count: number,
  prefix: string,
): Promise<Array<{ id: number; cookie: string }>> {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        name: `Buyer ${index + 1}`,
        email: `${prefix}-${index + 1}@haat.test`,
        password_hash: 'not-used: sessions are made directly',
        user_type: 3,
        status: 1,
      })),
    )
    .returning({ id: users.id });
  return Promise.all(rows.map(async (row) => ({ id: row.id, cookie: await sessionCookieOf(db, row.id) })));
}

export interface TestProduct {
  productId: number;
  priceTypeId: number;
  /** What one unit costs (the discount price when there is one). */
  unitPrice: number;
}

/** An active, approved product with one price type (or several), stock and limits as asked. */
export async function stockedProduct(
  db: Db,
  input: {
    title: string;
    company?: string;
    price?: number;
    discount?: number;
    stock?: number;
    minQty?: number;
    maxQty?: number;
  },
): Promise<TestProduct> {
  const productId = await insertProduct(db, {
    title: input.title,
    ...(input.company ? { company: input.company } : {}),
    prices: [
      {
        price: input.price ?? 10_000,
        ...(input.discount ? { discount: input.discount } : {}),
        stock: input.stock ?? 50,
        minQty: input.minQty ?? 1,
      },
    ],
  });
  const [info] = await db
    .update(productPriceInfos)
    .set({ max_qty: input.maxQty ?? 20 })
    .where(eq(productPriceInfos.product_id, productId))
    .returning({ price_type_id: productPriceInfos.price_type_id });
  return { productId, priceTypeId: info!.price_type_id, unitPrice: input.discount ?? input.price ?? 10_000 };
}

/** The stock of a product's price type now. */
export async function stockOf(db: Db, product: TestProduct): Promise<number> {
  const [row] = await db
    .select({ stock: productPriceInfos.stock })
    .from(productPriceInfos)
    .where(
      and(
        eq(productPriceInfos.product_id, product.productId),
        eq(productPriceInfos.price_type_id, product.priceTypeId),
      ),
    );
  return row!.stock;
}

/** A cart line of a test product. */
export const lineOf = (product: TestProduct, quantity: number, seenPrice?: number) => ({
  product_id: product.productId,
  price_type_id: product.priceTypeId,
  quantity,
  ...(seenPrice === undefined ? {} : { seen_price: seenPrice }),
});

/** POST /api/orders/place with an Idempotency-Key. */
export function place(call: Caller, body: PlaceOrderBody, key: string = newKey()) {
  return call({
    method: 'POST',
    url: '/api/orders/place',
    headers: { 'idempotency-key': key },
    payload: body,
  });
}

/** Places an order that must succeed, and answers its body. */
export async function placed(call: Caller, body: PlaceOrderBody) {
  const response = await place(call, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/**
 * Places an order of `items` for the customer behind `call`, at the total the cart quotes now,
 * and answers the placing call's body (the order and, for a digital payment, its payment).
 */
export async function placeQuoted(
  t: TestApp,
  call: Caller,
  input: { items: PlaceOrderBody['items']; addressId: number; method?: PlaceOrderBody['payment_method'] },
) {
  const quote = (
    await t.inject({ method: 'POST', url: '/api/cart/quote', payload: { items: input.items } })
  ).json().data;
  return placed(call, {
    items: input.items,
    shipping_address_id: input.addressId,
    payment_method: input.method ?? 'cod',
    expected_total: quote.total,
  });
}

/** A small PNG's bytes (the magic number and a little more). */
export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);

/** A prescription's fields as the upload form sends them. */
export const PRESCRIPTION_FORM = {
  title: 'Gastric care',
  patient_name: 'Nusrat Jahan',
  patient_age: '31',
  patient_gender: '2',
};

/** POST /api/prescriptions/store as a browser's multipart form sends it. */
export function prescriptionUpload(
  fields: Record<string, string> = PRESCRIPTION_FORM,
  file: { bytes: Buffer; name: string; type: string } | null = {
    bytes: PNG_BYTES,
    name: 'prescription.png',
    type: 'image/png',
  },
): InjectOptions {
  const boundary = '----haat-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    method: 'POST',
    url: '/api/prescriptions/store',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(parts),
  };
}

/** Enough of each kind of thing for every caller of the authorization matrix to get a fresh one. */
const MATRIX_POOL = 14;

/**
 * What the authorization matrix's order, cart, address, payment and prescription rows work on,
 * all belonging to customer A, with seller A's company selling and delivery person A assigned.
 * `fresh…()` hands each call its own (a call that succeeds uses it up).
 */
export interface OrderMatrixFixtures {
  product: TestProduct;
  /** What one unit of the product costs delivered. */
  orderTotal: number;
  addressOfA: number;
  orderOfA: string;
  partOfA: number;
  paymentOfA: number;
  prescriptionOfA: number;
  deliveryPersonA: number;
  freshAddressOfA: () => number;
  freshOrderOfA: () => string;
  freshPartToMove: () => number;
  freshPartToCancel: () => number;
  freshSandboxPaymentOfA: () => number;
  freshPrescriptionOfA: () => number;
}

function pool<T>(items: T[]): () => T {
  let next = 0;
  return () => {
    const item = items[next++];
    if (item === undefined) throw new Error('The matrix used more fixtures than were made');
    return item;
  };
}

export async function orderMatrixFixtures(
  t: TestApp,
  people: { customerA: number; deliveryA: number },
): Promise<OrderMatrixFixtures> {
  const db = t.database.db;
  const customerA = as(t, await sessionCookieOf(db, people.customerA));
  const product = await stockedProduct(db, { title: 'Matrix Rice', price: 9_000, stock: 1_000 });
  const orderTotal = 9_000 + 2_000;
  const [courier] = await db
    .select({ id: deliveryPersons.id })
    .from(deliveryPersons)
    .where(eq(deliveryPersons.user_id, people.deliveryA));
  const addressOfA = await saveAddress(customerA, db);
  const upload = async () => {
    const response = await customerA(prescriptionUpload());
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id as number;
  };
  const order = async (extra: Partial<PlaceOrderBody> = {}) =>
    placed(customerA, {
      items: [lineOf(product, 1)],
      shipping_address_id: addressOfA,
      payment_method: 'cod',
      expected_total: orderTotal,
      ...extra,
    });
  /** An order's seller part, assigned to delivery person A. */
  const assignedPart = async () => {
    const answer = await order();
    const partId = answer.data.seller_orders[0].id as number;
    await db.update(sellerOrders).set({ delivery_person_id: courier!.id }).where(eq(sellerOrders.id, partId));
    return partId;
  };
  const times = <T>(make: () => Promise<T>) =>
    Array.from({ length: MATRIX_POOL }).reduce<Promise<T[]>>(
      async (made) => [...(await made), await make()],
      Promise.resolve([]),
    );

  const prescriptionOfA = await upload();
  const main = await order({ prescription_ids: [prescriptionOfA] });
  const partOfA = main.data.seller_orders[0].id as number;
  await db.update(sellerOrders).set({ delivery_person_id: courier!.id }).where(eq(sellerOrders.id, partOfA));
  const paymentOfA = (await order({ payment_method: 'sandbox' })).payment.id as number;
  return {
    product,
    orderTotal,
    addressOfA,
    orderOfA: main.data.order_number,
    partOfA,
    paymentOfA,
    prescriptionOfA,
    deliveryPersonA: courier!.id,
    freshAddressOfA: pool(await times(() => saveAddress(customerA, db))),
    freshOrderOfA: pool(await times(async () => (await order()).data.order_number as string)),
    freshPartToMove: pool(await times(assignedPart)),
    freshPartToCancel: pool(await times(assignedPart)),
    freshSandboxPaymentOfA: pool(
      await times(async () => (await order({ payment_method: 'sandbox' })).payment.id as number),
    ),
    freshPrescriptionOfA: pool(await times(upload)),
  };
}
