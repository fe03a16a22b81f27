import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartQuote, QuotedLine } from '#lib/contracts/cart.ts';
import { invalidateCatalogCache } from '#server/cache/read-cache.ts';
import { as, signIn } from '#server/modules/auth/sessions.test-helper.ts';
import { productPriceInfos, products } from '#server/modules/catalog/schema.ts';
import { invalidateContentCache } from '#server/modules/content/api.ts';
import { siteSettings } from '#server/modules/content/schema.ts';
import {
  type Caller,
  lineOf,
  newCustomers,
  stockedProduct,
  type TestProduct,
} from '#server/modules/orders/fixtures.test-helper.ts';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';
import { vatOn } from './quote.ts';

let t: TestApp;
let rice: TestProduct;
let saree: TestProduct;
let hidden: TestProduct;

beforeAll(async () => {
  t = await buildTestApp({ template: 'demo' });
  const db = t.database.db;
  rice = await stockedProduct(db, {
    title: 'Cart Test Rice',
    price: 9_000,
    discount: 8_550,
    stock: 30,
    minQty: 2,
    maxQty: 10,
  });
  saree = await stockedProduct(db, {
    title: 'Cart Test Saree',
    company: 'rangdhanu-fashion',
    price: 250_000,
    stock: 3,
  });
  hidden = await stockedProduct(db, { title: 'Cart Test Draft' });
  await db.update(products).set({ status: 'draft' }).where(eq(products.id, hidden.productId));
  invalidateCatalogCache();
});
afterAll(() => t.close());

async function quote(items: unknown[]): Promise<CartQuote> {
  const response = await t.inject({ method: 'POST', url: '/api/cart/quote', payload: { items } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const lines = (cart: CartQuote): QuotedLine[] => cart.groups.flatMap((group) => group.lines);
const lineFor = (cart: CartQuote, product: TestProduct) =>
  lines(cart).find((line) => line.product_id === product.productId)!;

describe('pricing a cart (POST /api/cart/quote, for anyone)', () => {
  it('prices every line from current data: a price the client sends is never used', async () => {
    const cart = await quote([
      { ...lineOf(rice, 4), price: 1, unit_price: 1, line_total: 4 },
      { ...lineOf(saree, 1), price: 100 },
    ]);
    expect(lineFor(cart, rice)).toMatchObject({
      unit_price: 8_550,
      list_price: 9_000,
      quantity: 4,
      line_total: 34_200,
      problems: [],
    });
    expect(cart).toMatchObject({
      subtotal: 34_200 + 250_000,
      discount: 4 * 450,
      vat_percent: 0,
      vat: 0,
      delivery_fee: 2 * 2_000,
      total: 34_200 + 250_000 + 4_000,
      has_problems: false,
      unknown_items: [],
    });
  });

  it('groups lines by seller, each with its subtotal and spec §9’s ৳20 delivery fee', async () => {
    const cart = await quote([lineOf(rice, 2), lineOf(saree, 1)]);
    expect(cart.groups.map((group) => [group.company_info.slug, group.subtotal, group.delivery_fee])).toEqual(
      [
        ['dhaka-daily-bazar', 17_100, 2_000],
        ['rangdhanu-fashion', 250_000, 2_000],
      ],
    );
  });

  it('points out a price that changed since the shopper saw it, with the price they saw', async () => {
    const line = lineFor(await quote([lineOf(rice, 2, 8_000)]), rice);
    expect(line).toMatchObject({ unit_price: 8_550, previous_price: 8_000, problems: ['price_changed'] });
    const same = lineFor(await quote([lineOf(rice, 2, 8_550)]), rice);
    expect(same).toMatchObject({ previous_price: null, problems: [] });
  });

  it('keeps quantities within min_qty, max_qty and stock, saying which limit applied', async () => {
    expect(lineFor(await quote([lineOf(rice, 1)]), rice)).toMatchObject({
      quantity: 2,
      requested_quantity: 1,
      problems: ['clamped_to_min'],
    });
    expect(lineFor(await quote([lineOf(rice, 11)]), rice)).toMatchObject({
      quantity: 10,
      problems: ['clamped_to_max'],
    });
    expect(lineFor(await quote([lineOf(saree, 5)]), saree)).toMatchObject({
      quantity: 3,
      stock: 3,
      line_total: 750_000,
      problems: ['clamped_to_stock'],
    });
  });

  it('adds up repeated lines of one product and price type (spec §4)', async () => {
    const cart = await quote([lineOf(rice, 2), lineOf(rice, 3)]);
    expect(lines(cart)).toHaveLength(1);
    expect(lineFor(cart, rice).quantity).toBe(5);
  });

  it('marks what cannot be bought: out of stock, hidden, not sold in that price type, or unknown', async () => {
    const soldOut = await stockedProduct(t.database.db, { title: 'Cart Test Sold Out', stock: 1, minQty: 2 });
    const cart = await quote([
      lineOf(soldOut, 2),
      lineOf(hidden, 1),
      { product_id: rice.productId, price_type_id: 9_999, quantity: 1 },
      { product_id: 999_999, price_type_id: 1, quantity: 1 },
    ]);
    expect(lineFor(cart, soldOut)).toMatchObject({ quantity: 0, line_total: 0, problems: ['out_of_stock'] });
    expect(lineFor(cart, hidden)).toMatchObject({ quantity: 0, problems: ['unavailable'] });
    expect(lines(cart).find((line) => line.price_type_id === 9_999)).toMatchObject({
      quantity: 0,
      problems: ['unavailable'],
    });
    expect(cart.unknown_items).toEqual([{ product_id: 999_999, price_type_id: 1 }]);
    // Nothing to deliver from a seller whose lines are all unavailable.
    expect(cart).toMatchObject({ subtotal: 0, delivery_fee: 0, total: 0, has_problems: true });
  });

  it('takes VAT and the delivery fee from the basic configuration', async () => {
    const db = t.database.db;
    const saved = await db
      .select()
      .from(siteSettings)
      .where(inArray(siteSettings.key, ['vat', 'delivery_fee_default']));
    const setting = (key: string, value: unknown) =>
      db
        .insert(siteSettings)
        .values({ key, value })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value } });
    await setting('vat', { percent: 7.5 });
    await setting('delivery_fee_default', { poisha: 6_000 });
    invalidateContentCache();
    try {
      const cart = await quote([lineOf(rice, 3), lineOf(saree, 1)]);
      expect(cart.groups.map((group) => group.vat)).toEqual([1_924, 18_750]);
      expect(cart).toMatchObject({
        vat_percent: 7.5,
        vat: 20_674,
        delivery_fee: 12_000,
        total: 25_650 + 250_000 + 20_674 + 12_000,
      });
    } finally {
      await db.delete(siteSettings).where(inArray(siteSettings.key, ['vat', 'delivery_fee_default']));
      if (saved.length) await db.insert(siteSettings).values(saved);
      invalidateContentCache();
    }
  });

  it('describes no product that was never published (a shop’s new draft): its id is as unknown as a made-up one', async () => {
    // A seller's new product, saved but not yet approved: its title, price, stock and photo are
    // the shop's own until an admin approves it (the editor answers 404 to everyone else).
    const draft = await stockedProduct(t.database.db, {
      title: 'Cart Test Secret Launch',
      company: 'rangdhanu-fashion',
      price: 123_400,
      stock: 7,
    });
    await t.database.db
      .update(products)
      .set({ status: 'draft', approval: 'pending', submitted_at: null })
      .where(eq(products.id, draft.productId));
    invalidateCatalogCache();
    const cart = await quote([lineOf(draft, 1)]);
    expect(JSON.stringify(cart)).not.toContain('Secret Launch');
    expect(JSON.stringify(cart)).not.toContain('123400');
    expect(lines(cart)).toEqual([]);
    expect(cart.unknown_items).toEqual([{ product_id: draft.productId, price_type_id: draft.priceTypeId }]);
    // Nor through a signed-in customer's cart on the server.
    const customer = as(t, await signIn(t, 'arif.hossain@haat.test', 'haat-demo-2026'));
    const kept = await customer({
      method: 'POST',
      url: '/api/cart/items',
      payload: { ...lineOf(draft, 1), mode: 'add' },
    });
    expect(kept.statusCode).toBe(404);
    expect(kept.body).not.toContain('Secret Launch');
    // Once approved and active it is for sale like any other.
    await t.database.db
      .update(products)
      .set({ status: 'active', approval: 'approved' })
      .where(eq(products.id, draft.productId));
    invalidateCatalogCache();
    expect(lineFor(await quote([lineOf(draft, 1)]), draft)).toMatchObject({
      product_title: 'Cart Test Secret Launch',
      problems: [],
    });
  });

  it('needs our web app’s visitor or a token, like every call', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/cart/quote', payload: { items: [] } });
    expect(response.statusCode).toBe(401);
  });
});

describe('VAT in poisha', () => {
  it('rounds half up, in integers', () => {
    expect(vatOn(25_650, 7.5)).toBe(1_924); // 1 923.75
    expect(vatOn(2, 25)).toBe(1); // 0.5
    expect(vatOn(1, 25)).toBe(0); // 0.25
    expect(vatOn(123_456, 0)).toBe(0);
    expect(vatOn(100_000, 15)).toBe(15_000);
  });
});

describe('the signed-in customer’s cart on the server', () => {
  let call: Caller;
  beforeAll(async () => {
    const [buyer] = await newCustomers(t.database.db, 1, 'server-cart');
    call = as(t, buyer!.cookie);
  });

  async function send(url: string, payload?: unknown): Promise<CartQuote> {
    const response = await call({
      method: url === '/api/cart' ? 'GET' : 'POST',
      url,
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  it('adds to a line that is there (spec §4), sets a quantity, and removes a line', async () => {
    await send('/api/cart/items', { ...lineOf(rice, 2), mode: 'add' });
    let cart = await send('/api/cart/items', { ...lineOf(rice, 3), mode: 'add' });
    expect(lineFor(cart, rice)).toMatchObject({ quantity: 5, requested_quantity: 5 });
    cart = await send('/api/cart/items', { ...lineOf(saree, 1) });
    expect(lines(cart).map((line) => line.product_id)).toEqual([rice.productId, saree.productId]);
    cart = await send('/api/cart/items', { ...lineOf(rice, 3), mode: 'set' });
    expect(lineFor(cart, rice).quantity).toBe(3);
    cart = await send('/api/cart/items/remove', {
      product_id: rice.productId,
      price_type_id: rice.priceTypeId,
    });
    expect(lines(cart).map((line) => line.product_id)).toEqual([saree.productId]);
    expect((await send('/api/cart')).groups).toHaveLength(1);
  });

  it('keeps stored quantities within min_qty and max_qty, and says so on the call that asked for more', async () => {
    const cart = await send('/api/cart/items', { ...lineOf(rice, 25), mode: 'set' });
    expect(lineFor(cart, rice)).toMatchObject({
      requested_quantity: 25,
      quantity: 10,
      problems: ['clamped_to_max'],
    });
    expect(lineFor(await send('/api/cart'), rice)).toMatchObject({
      requested_quantity: 10,
      quantity: 10,
      problems: [],
    });
  });

  it('stores no price: a price changed by the seller shows at once, flagged against the price last seen', async () => {
    await send('/api/cart/items', { ...lineOf(saree, 1, 250_000), mode: 'set' });
    await t.database.db
      .update(productPriceInfos)
      .set({ price: 240_000 })
      .where(eq(productPriceInfos.product_id, saree.productId));
    try {
      expect(lineFor(await send('/api/cart'), saree)).toMatchObject({ unit_price: 240_000, problems: [] });
      const flagged = await send('/api/cart/items', { ...lineOf(saree, 1, 250_000), mode: 'set' });
      expect(lineFor(flagged, saree)).toMatchObject({
        unit_price: 240_000,
        previous_price: 250_000,
        problems: ['price_changed'],
      });
    } finally {
      await t.database.db
        .update(productPriceInfos)
        .set({ price: 250_000 })
        .where(eq(productPriceInfos.product_id, saree.productId));
    }
  });

  it('merges the browser’s cart at sign-in: quantities add up and are clamped; what cannot be bought is named, not kept', async () => {
    await send('/api/cart/clear');
    await send('/api/cart/items', { ...lineOf(rice, 4), mode: 'set' });
    const merged = await send('/api/cart/merge', {
      items: [
        lineOf(rice, 8),
        lineOf(saree, 1),
        lineOf(hidden, 1),
        { product_id: 999_999, price_type_id: 1, quantity: 1 },
      ],
    });
    expect(lineFor(merged, rice)).toMatchObject({
      requested_quantity: 12,
      quantity: 10,
      problems: ['clamped_to_max'],
    });
    expect(lineFor(merged, hidden).problems).toEqual(['unavailable']);
    expect(merged.unknown_items).toEqual([{ product_id: 999_999, price_type_id: 1 }]);
    const stored = await send('/api/cart');
    expect(lines(stored).map((line) => [line.product_id, line.quantity])).toEqual([
      [rice.productId, 10],
      [saree.productId, 1],
    ]);
  });

  it('empties the cart', async () => {
    await send('/api/cart/items', { ...lineOf(rice, 2), mode: 'set' });
    expect((await send('/api/cart/clear')).groups).toEqual([]);
    expect((await send('/api/cart')).groups).toEqual([]);
  });

  it('refuses a product shoppers cannot see (404), without keeping it', async () => {
    const response = await call({ method: 'POST', url: '/api/cart/items', payload: lineOf(hidden, 1) });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('product_not_found');
  });

  it('is each customer’s own, and only customers have one', async () => {
    await send('/api/cart/items', { ...lineOf(saree, 1), mode: 'set' });
    const nusrat = as(t, await signIn(t, 'customer@haat.test', 'haat-customer-2026'));
    const theirs = (await nusrat({ method: 'GET', url: '/api/cart' })).json().data as CartQuote;
    expect(lines(theirs).some((line) => line.product_id === saree.productId)).toBe(false);
    const seller = as(t, await signIn(t, 'seller@haat.test', 'haat-seller-2026'));
    expect((await seller({ method: 'GET', url: '/api/cart' })).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: '/api/cart' })).statusCode).toBe(401);
  });
});
