import { join } from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from '#lib/contracts/features.ts';
import type { OwnReview, PendingReview } from '#lib/contracts/reviews.ts';
import type { Actor } from '#server/access/actor.ts';
import { as, signIn } from '#server/modules/auth/sessions.test-helper.ts';
import { products } from '#server/modules/catalog/schema.ts';
import { deliveryPersons } from '#server/modules/delivery/schema.ts';
import {
  adminWithFeatures,
  type Caller,
  lineOf,
  newCustomers,
  PNG_BYTES,
  placeQuoted,
  saveAddress,
  stockedProduct,
  type TestProduct,
  userIdOf,
} from '#server/modules/orders/fixtures.test-helper.ts';
import { orders, sellerOrders } from '#server/modules/orders/schema.ts';
import { companies } from '#server/modules/sellers/schema.ts';
import { createLocalStorage } from '#server/storage/storage.ts';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';
import { updateReview } from './change-review.ts';
import { reviews } from './schema.ts';

let t: TestApp;
let customer: Caller;
let otherCustomer: Caller;
let sellerA: Caller;
let sellerB: Caller;
let deliveryA: Caller;
let deliveryB: Caller;
let moderator: Caller;
let adminWithout: Caller;
let customerId: number;
let deliveryAId: number;
let addressId: number;
let rice: TestProduct;

beforeAll(async () => {
  t = await buildTestApp({ template: 'demo' });
  const db = t.database.db;
  customer = as(t, await signIn(t, 'customer@haat.test', 'haat-customer-2026'));
  otherCustomer = as(t, await signIn(t, 'arif.hossain@haat.test', 'haat-demo-2026'));
  sellerA = as(t, await signIn(t, 'seller@haat.test', 'haat-seller-2026'));
  sellerB = as(t, await signIn(t, 'sharmin.akter@haat.test', 'haat-demo-2026'));
  deliveryA = as(t, await signIn(t, 'delivery@haat.test', 'haat-delivery-2026'));
  deliveryB = as(t, await signIn(t, 'shahidul.islam@haat.test', 'haat-demo-2026'));
  moderator = await adminWithFeatures(t, 'Review moderator', [FEATURES.reviews]);
  adminWithout = await adminWithFeatures(t, 'No reviews', [FEATURES.orders]);
  customerId = await userIdOf(db, 'customer@haat.test');
  const [person] = await db
    .select({ id: deliveryPersons.id })
    .from(deliveryPersons)
    .where(eq(deliveryPersons.user_id, await userIdOf(db, 'delivery@haat.test')));
  deliveryAId = person!.id;
  addressId = await saveAddress(customer, db);
  rice = await stockedProduct(db, { title: 'Review Test Rice', price: 9_000, stock: 500, maxQty: 50 });
});
afterAll(() => t.close());

/** An order of `product` placed through the API; its part marked delivered by delivery person A (or left at `status`). */
async function orderOf(
  product: TestProduct,
  options: { status?: number; call?: Caller; carrier?: number | null } = {},
): Promise<{ partId: number; orderNumber: string }> {
  const answer = await placeQuoted(t, options.call ?? customer, { items: [lineOf(product, 1)], addressId });
  const part = answer.data.seller_orders[0]!;
  await t.database.db
    .update(sellerOrders)
    .set({
      status: options.status ?? 6,
      delivery_person_id: options.carrier === undefined ? deliveryAId : options.carrier,
    })
    .where(eq(sellerOrders.id, part.id));
  return { partId: part.id, orderNumber: answer.data.order_number };
}

async function pendingOf(call: Caller, orderNumber: string): Promise<PendingReview[]> {
  const response = await call({ method: 'GET', url: `/api/reviews/pending?order_number=${orderNumber}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function productLineOf(orderNumber: string): Promise<PendingReview> {
  return (await pendingOf(customer, orderNumber)).find((item) => item.kind === 'product')!;
}

function store(call: Caller, payload: Record<string, unknown>) {
  return call({ method: 'POST', url: '/api/reviews/store', payload });
}

async function stored(payload: Record<string, unknown>, call: Caller = customer): Promise<OwnReview> {
  const response = await store(call, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

async function reviewProduct(product: TestProduct, rating: number, body = ''): Promise<OwnReview> {
  const { orderNumber } = await orderOf(product);
  const line = await productLineOf(orderNumber);
  return stored({
    kind: 'product',
    seller_order_id: line.seller_order_id,
    order_item_id: line.order_item_id,
    rating,
    body,
  });
}

async function productRating(productId: number) {
  const [row] = await t.database.db
    .select({ sum: products.rating_sum, count: products.rating_count })
    .from(products)
    .where(eq(products.id, productId));
  return row!;
}

/** What the aggregate must be: the visible reviews, counted from scratch. */
async function countedRating(productId: number) {
  const [row] = await t.database.db
    .select({ sum: sql<number>`coalesce(sum(${reviews.rating}), 0)::int`, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(eq(reviews.product_id, productId), isNull(reviews.hidden_at)));
  return row!;
}

function photoUpload(bytes: Buffer, type = 'image/png'): Parameters<Caller>[0] {
  const boundary = '----haat-review-boundary';
  return {
    method: 'POST',
    url: '/api/reviews/photos',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

describe('who may review what', () => {
  it('refuses an order that is not delivered yet (409), or cancelled', async () => {
    const { orderNumber, partId } = await orderOf(rice, { status: 5 });
    expect(await pendingOf(customer, orderNumber)).toEqual([]);
    const response = await store(customer, { kind: 'seller', seller_order_id: partId, rating: 5 });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('not_delivered');
    await t.database.db
      .update(sellerOrders)
      .set({ status: 6, cancelled_at: new Date() })
      .where(eq(sellerOrders.id, partId));
    expect((await store(customer, { kind: 'seller', seller_order_id: partId, rating: 5 })).statusCode).toBe(
      409,
    );
  });

  it('another customer is told the order does not exist (404); sellers and admins may not write (403)', async () => {
    const { orderNumber, partId } = await orderOf(rice);
    const line = await productLineOf(orderNumber);
    expect(await pendingOf(otherCustomer, orderNumber)).toEqual([]);
    const payload = {
      kind: 'product',
      seller_order_id: partId,
      order_item_id: line.order_item_id,
      rating: 4,
    };
    const foreign = await store(otherCustomer, payload);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('order_not_found');
    expect((await store(sellerA, payload)).statusCode).toBe(403);
    expect((await store(moderator, payload)).statusCode).toBe(403);
    // A line of another order, named with this order's part: not found.
    const other = await orderOf(rice);
    const otherLine = await productLineOf(other.orderNumber);
    expect((await store(customer, { ...payload, order_item_id: otherLine.order_item_id })).statusCode).toBe(
      404,
    );
  });

  it('one review per product line, one of the seller and one of the delivery person per order part', async () => {
    const { orderNumber, partId } = await orderOf(rice);
    const pending = await pendingOf(customer, orderNumber);
    expect(pending.map((item) => item.kind).sort()).toEqual(['delivery', 'product', 'seller']);
    const line = pending.find((item) => item.kind === 'product')!;
    expect(line.product?.id).toBe(rice.productId);
    const payload = {
      kind: 'product',
      seller_order_id: partId,
      order_item_id: line.order_item_id,
      rating: 5,
    };
    await stored({ ...payload, body: 'চাল খুব ভালো, ঝরঝরে ভাত হয়।' });
    const again = await store(customer, payload);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_reviewed');
    const seller = await stored({ kind: 'seller', seller_order_id: partId, rating: 4 });
    expect(seller.company.id).toBeGreaterThan(0);
    const delivery = await stored({ kind: 'delivery', seller_order_id: partId, rating: 5, body: 'On time' });
    expect(delivery.delivery_person).toMatchObject({ id: deliveryAId });
    expect(await pendingOf(customer, orderNumber)).toEqual([]);
    expect((await store(customer, { kind: 'seller', seller_order_id: partId, rating: 3 })).statusCode).toBe(
      409,
    );
  });

  it('no delivery person, nothing to rate about one (409)', async () => {
    const { orderNumber, partId } = await orderOf(rice, { carrier: null });
    expect((await pendingOf(customer, orderNumber)).map((item) => item.kind).sort()).toEqual([
      'product',
      'seller',
    ]);
    const response = await store(customer, { kind: 'delivery', seller_order_id: partId, rating: 5 });
    expect(response.json().code).toBe('no_delivery_person');
  });

  it('refuses HTML-looking tricks only where they matter: NUL and direction controls are refused, text is kept as typed', async () => {
    const { orderNumber } = await orderOf(rice);
    const line = await productLineOf(orderNumber);
    const base = {
      kind: 'product',
      seller_order_id: line.seller_order_id,
      order_item_id: line.order_item_id,
      rating: 3,
    };
    expect((await store(customer, { ...base, body: 'bad\u0000text' })).statusCode).toBe(400);
    expect((await store(customer, { ...base, body: 'evil \u202e text' })).statusCode).toBe(400);
    expect((await store(customer, { ...base, body: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await store(customer, { ...base, rating: 6 })).statusCode).toBe(400);
    const review = await stored({ ...base, body: '<b>bold</b> claims' });
    expect(review.body).toBe('<b>bold</b> claims');
  });
});

describe('photos', () => {
  it('takes JPEG, PNG or WebP by their bytes; a review may name only its author’s own uploads', async () => {
    const wrong = await customer(photoUpload(Buffer.from('%PDF-1.4 not an image'), 'image/png'));
    expect(wrong.statusCode).toBe(415);
    expect((await otherCustomer(photoUpload(PNG_BYTES))).statusCode).toBe(201);
    const theirs: string = (await otherCustomer(photoUpload(PNG_BYTES))).json().data.key;
    const upload = await customer(photoUpload(PNG_BYTES));
    expect(upload.statusCode, upload.body).toBe(201);
    const { key, url } = upload.json().data;
    expect(url).toBe(`/media/${key}`);
    expect((await t.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await sellerA(photoUpload(PNG_BYTES))).statusCode).toBe(403);

    const { orderNumber } = await orderOf(rice);
    const line = await productLineOf(orderNumber);
    const base = {
      kind: 'product',
      seller_order_id: line.seller_order_id,
      order_item_id: line.order_item_id,
      rating: 5,
    };
    const foreign = await store(customer, { ...base, photos: [theirs] });
    expect(foreign.statusCode).toBe(400);
    const tooMany = await store(customer, { ...base, photos: [key, key, key, key, key, key] });
    expect(tooMany.statusCode).toBe(400);
    const review = await stored({ ...base, photos: [key] });
    expect(review.photos).toEqual([url]);
  });
});

describe('editing and deleting', () => {
  it('the author edits within 30 days (the aggregate follows the stars), not after; others cannot', async () => {
    const product = await stockedProduct(t.database.db, { title: 'Edit Window Lentils', stock: 50 });
    const review = await reviewProduct(product, 2, 'Too many stones');
    expect(await productRating(product.productId)).toEqual({ sum: 2, count: 1 });

    const edit = await customer({
      method: 'POST',
      url: `/api/reviews/update/${review.id}`,
      payload: { rating: 4, body: 'Seller replaced it, good now' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await productRating(product.productId)).toEqual({ sum: 4, count: 1 });
    const foreign = await otherCustomer({
      method: 'POST',
      url: `/api/reviews/update/${review.id}`,
      payload: { rating: 1 },
    });
    expect(foreign.statusCode).toBe(404);

    const actor: Actor = { kind: 'customer', userId: customerId };
    const written = new Date(review.created_at).getTime();
    const day = 24 * 60 * 60 * 1000;
    const inside = await updateReview(
      t.database.db,
      createLocalStorage(join(t.dataDir, 'media')),
      actor,
      review.id,
      { rating: 5, body: '', photos: [] },
      new Date(written + 29 * day),
    );
    expect(inside.rating).toBe(5);
    await expect(
      updateReview(
        t.database.db,
        createLocalStorage(join(t.dataDir, 'media')),
        actor,
        review.id,
        { rating: 1, body: '', photos: [] },
        new Date(written + 30 * day + 1),
      ),
    ).rejects.toMatchObject({ code: 'edit_window_over', status: 403 });
    expect(await productRating(product.productId)).toEqual({ sum: 5, count: 1 });

    expect(
      (await otherCustomer({ method: 'POST', url: `/api/reviews/delete/${review.id}` })).statusCode,
    ).toBe(404);
    const removed = await customer({ method: 'POST', url: `/api/reviews/delete/${review.id}` });
    expect(removed.statusCode).toBe(200);
    expect(await productRating(product.productId)).toEqual({ sum: 0, count: 0 });
  });
});

describe('removing a photo while editing', () => {
  const storage = () => createLocalStorage(join(t.dataDir, 'media'));
  async function uploaded(call: Caller): Promise<string> {
    const upload = await call(photoUpload(PNG_BYTES));
    expect(upload.statusCode, upload.body).toBe(201);
    return upload.json().data.key;
  }
  async function productReviewWith(product: TestProduct, photos: string[]): Promise<OwnReview> {
    const line = await productLineOf((await orderOf(product)).orderNumber);
    return stored({
      kind: 'product',
      seller_order_id: line.seller_order_id,
      order_item_id: line.order_item_id,
      rating: 4,
      photos,
    });
  }
  const photosOf = async (id: number) =>
    (await t.database.db.select({ photos: reviews.photos }).from(reviews).where(eq(reviews.id, id)))[0]!
      .photos;

  it('another customer cannot remove a photo of someone else’s review; its author can, and its file goes', async () => {
    const product = await stockedProduct(t.database.db, { title: 'Photo Removal Flour', stock: 50 });
    const [first, second] = [await uploaded(customer), await uploaded(customer)];
    const review = await productReviewWith(product, [first, second]);

    // Leaving the photos out of the author's review: it does not exist for them.
    const foreign = await otherCustomer({
      method: 'POST',
      url: `/api/reviews/update/${review.id}`,
      payload: { rating: 4, photos: [] },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('review_not_found');
    // Naming one of the author's photos: not theirs to name.
    const naming = await otherCustomer({
      method: 'POST',
      url: `/api/reviews/update/${review.id}`,
      payload: { rating: 4, photos: [second] },
    });
    expect(naming.statusCode).toBe(400);
    expect(await photosOf(review.id)).toEqual([first, second]);
    expect(await storage().exists(first)).toBe(true);

    const own = await customer({
      method: 'POST',
      url: `/api/reviews/update/${review.id}`,
      payload: { rating: 4, photos: [second] },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.photo_keys).toEqual([second]);
    expect(await photosOf(review.id)).toEqual([second]);
    expect(await storage().exists(first)).toBe(false);
    expect(await storage().exists(second)).toBe(true);
  });

  it('a photo shown in two of the author’s reviews keeps its file when one of them lets it go or is deleted', async () => {
    const product = await stockedProduct(t.database.db, { title: 'Shared Photo Dates', stock: 50 });
    const shared = await uploaded(customer);
    const one = await productReviewWith(product, [shared]);
    const other = await productReviewWith(product, [shared]);

    const edit = await customer({
      method: 'POST',
      url: `/api/reviews/update/${one.id}`,
      payload: { rating: 4, photos: [] },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await storage().exists(shared)).toBe(true);
    expect((await t.inject({ method: 'GET', url: `/media/${shared}` })).statusCode).toBe(200);

    await customer({
      method: 'POST',
      url: `/api/reviews/update/${one.id}`,
      payload: { rating: 4, photos: [shared] },
    });
    expect((await customer({ method: 'POST', url: `/api/reviews/delete/${one.id}` })).statusCode).toBe(200);
    expect(await storage().exists(shared)).toBe(true);
    // The last review showing it lets it go: now the file goes.
    expect((await customer({ method: 'POST', url: `/api/reviews/delete/${other.id}` })).statusCode).toBe(200);
    expect(await storage().exists(shared)).toBe(false);
  });
});

describe('what everyone sees', () => {
  it('a product’s reviews: average to one decimal, count, 5-to-1 distribution, sorts and star filter; cards carry the rating', async () => {
    const product = await stockedProduct(t.database.db, { title: 'Summary Mustard Oil', stock: 50 });
    const five = await reviewProduct(product, 5, 'Pure and fresh');
    await reviewProduct(product, 4, 'ভালো তেল');
    const low = await reviewProduct(product, 2, 'Leaked a bit');
    expect((await otherCustomer({ method: 'POST', url: `/api/reviews/${low.id}/helpful` })).statusCode).toBe(
      200,
    );

    const answer = await t.inject({ method: 'GET', url: `/api/products/${product.productId}/reviews` });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.summary).toEqual({ average: 3.7, count: 3, distribution: [1, 1, 0, 1, 0] });
    expect(body.data[0].id).toBe(low.id);
    expect(body.data.every((review: { verified_purchase: boolean }) => review.verified_purchase)).toBe(true);
    expect(body.meta).toMatchObject({ current_page: 1, last_page: 1, total: 3 });
    const newest = (
      await t.inject({ method: 'GET', url: `/api/products/${product.productId}/reviews?sort=newest` })
    ).json();
    expect(newest.data[0].id).toBe(low.id);
    const fives = (
      await t.inject({ method: 'GET', url: `/api/products/${product.productId}/reviews?stars=5` })
    ).json();
    expect(fives.data.map((review: { id: number }) => review.id)).toEqual([five.id]);

    const [row] = await t.database.db
      .select({ slug: products.slug })
      .from(products)
      .where(eq(products.id, product.productId));
    const detail = (await t.inject({ method: 'GET', url: `/api/products/details/${row!.slug}` })).json();
    expect(detail.data ?? detail).toMatchObject({ rating: 3.7, rating_count: 3 });
    const search = (
      await t.inject({ method: 'GET', url: '/api/products?q=Summary%20Mustard&sort=rating' })
    ).json();
    expect(search.data[0]).toMatchObject({ id: product.productId, rating: 3.7, rating_count: 3 });
  });

  it('helpful once per person, never one’s own; abuse reports once per person', async () => {
    const review = await reviewProduct(rice, 4, 'Good');
    const url = `/api/reviews/${review.id}/helpful`;
    expect((await customer({ method: 'POST', url })).statusCode).toBe(400);
    expect((await sellerB({ method: 'POST', url })).json().data.helpful_count).toBe(1);
    expect((await sellerB({ method: 'POST', url })).statusCode).toBe(409);
    expect((await t.inject({ method: 'POST', url })).statusCode).toBe(401);
    const report = `/api/reviews/${review.id}/report`;
    expect(
      (await otherCustomer({ method: 'POST', url: report, payload: { reason: 'Spam' } })).statusCode,
    ).toBe(200);
    expect((await otherCustomer({ method: 'POST', url: report, payload: {} })).statusCode).toBe(409);
  });
});

describe('sellers, delivery persons and moderators', () => {
  it('the seller of the product replies once; another seller is told it does not exist', async () => {
    const review = await reviewProduct(rice, 3, 'Okay');
    const url = `/api/seller/reviews/${review.id}/reply`;
    expect((await sellerB({ method: 'POST', url, payload: { reply: 'Not ours' } })).statusCode).toBe(404);
    expect((await customer({ method: 'POST', url, payload: { reply: 'Me' } })).statusCode).toBe(403);
    const reply = await sellerA({ method: 'POST', url, payload: { reply: 'ধন্যবাদ, পরের বার আরও ভালো হবে।' } });
    expect(reply.statusCode, reply.body).toBe(200);
    expect((await sellerA({ method: 'POST', url, payload: { reply: 'Again' } })).statusCode).toBe(409);
    const shown = (
      await t.inject({ method: 'GET', url: `/api/products/${rice.productId}/reviews?stars=3` })
    ).json();
    expect(shown.data.find((item: { id: number }) => item.id === review.id).seller_reply).toBe(
      'ধন্যবাদ, পরের বার আরও ভালো হবে।',
    );
    const listA = (
      await sellerA({ method: 'GET', url: `/api/seller/reviews?stars=3&product_id=${rice.productId}` })
    ).json();
    expect(listA.data.map((item: OwnReview) => item.id)).toContain(review.id);
    expect(listA.data.every((item: OwnReview) => item.rating === 3)).toBe(true);
    const listB = (
      await sellerB({ method: 'GET', url: `/api/seller/reviews?product_id=${rice.productId}` })
    ).json();
    expect(listB.data).toEqual([]);
  });

  it('a delivery person reads the ratings they received, with the average; another sees none of them', async () => {
    const { partId } = await orderOf(rice);
    const review = await stored({ kind: 'delivery', seller_order_id: partId, rating: 4 });
    const mine = (await deliveryA({ method: 'GET', url: '/api/delivery/reviews?limit=50' })).json();
    expect(mine.data.map((item: OwnReview) => item.id)).toContain(review.id);
    expect(mine.summary.count).toBeGreaterThan(0);
    const other = (await deliveryB({ method: 'GET', url: '/api/delivery/reviews' })).json();
    expect(other.data.map((item: OwnReview) => item.id)).not.toContain(review.id);
    expect((await customer({ method: 'GET', url: '/api/delivery/reviews' })).statusCode).toBe(403);
  });

  it('moderators see reported first, hide with a reason the author sees (the average drops it), restore', async () => {
    const product = await stockedProduct(t.database.db, { title: 'Moderated Tea', stock: 50 });
    await reviewProduct(product, 5, 'Lovely tea');
    const abusive = await reviewProduct(product, 1, 'Rude words here');
    await otherCustomer({
      method: 'POST',
      url: `/api/reviews/${abusive.id}/report`,
      payload: { reason: 'Abuse' },
    });
    await sellerA({ method: 'POST', url: `/api/reviews/${abusive.id}/report`, payload: { reason: 'Abuse' } });

    expect((await adminWithout({ method: 'GET', url: '/api/admin/reviews' })).statusCode).toBe(403);
    expect((await customer({ method: 'GET', url: '/api/admin/reviews' })).statusCode).toBe(403);
    const list = (await moderator({ method: 'GET', url: '/api/admin/reviews' })).json();
    expect(list.data[0].report_count).toBeGreaterThanOrEqual(2);
    expect(list.data[0].report_count).toBeGreaterThanOrEqual(list.data[1].report_count);

    const hide = `/api/admin/reviews/${abusive.id}/hide`;
    expect(
      (await adminWithout({ method: 'POST', url: hide, payload: { reason: 'Abusive language' } })).statusCode,
    ).toBe(403);
    const hidden = await moderator({ method: 'POST', url: hide, payload: { reason: 'Abusive language' } });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await productRating(product.productId)).toEqual({ sum: 5, count: 1 });
    await moderator({ method: 'POST', url: hide, payload: { reason: 'Twice changes nothing' } });
    expect(await productRating(product.productId)).toEqual({ sum: 5, count: 1 });
    const publicList = (
      await t.inject({ method: 'GET', url: `/api/products/${product.productId}/reviews` })
    ).json();
    expect(publicList.summary).toMatchObject({ average: 5, count: 1 });
    expect(publicList.data.map((item: { id: number }) => item.id)).not.toContain(abusive.id);
    expect(
      (await otherCustomer({ method: 'POST', url: `/api/reviews/${abusive.id}/helpful` })).statusCode,
    ).toBe(404);

    const mine: OwnReview[] = (await customer({ method: 'GET', url: '/api/reviews/mine?limit=50' })).json()
      .data;
    expect(mine.find((item) => item.id === abusive.id)).toMatchObject({
      hidden: true,
      hidden_reason: 'Twice changes nothing',
    });

    // An edit of a hidden review stays out of the average.
    await customer({
      method: 'POST',
      url: `/api/reviews/update/${abusive.id}`,
      payload: { rating: 2, body: 'Sorry' },
    });
    expect(await productRating(product.productId)).toEqual({ sum: 5, count: 1 });
    const restored = await moderator({ method: 'POST', url: `/api/admin/reviews/${abusive.id}/restore` });
    expect(restored.statusCode).toBe(200);
    expect(await productRating(product.productId)).toEqual({ sum: 7, count: 2 });
  });

  it('sellers’ and delivery persons’ aggregates follow their reviews too', async () => {
    const db = t.database.db;
    const [before] = await db
      .select({ sum: companies.rating_sum, count: companies.rating_count })
      .from(companies)
      .innerJoin(sellerOrders, eq(sellerOrders.company_id, companies.id))
      .limit(1);
    const { partId } = await orderOf(rice);
    const [company] = await db
      .select({ id: sellerOrders.company_id })
      .from(sellerOrders)
      .where(eq(sellerOrders.id, partId));
    const [start] = await db
      .select({ sum: companies.rating_sum, count: companies.rating_count })
      .from(companies)
      .where(eq(companies.id, company!.id));
    const review = await stored({ kind: 'seller', seller_order_id: partId, rating: 3 });
    const [after] = await db
      .select({ sum: companies.rating_sum, count: companies.rating_count })
      .from(companies)
      .where(eq(companies.id, company!.id));
    expect(after).toEqual({ sum: start!.sum + 3, count: start!.count + 1 });
    await customer({ method: 'POST', url: `/api/reviews/delete/${review.id}` });
    const [end] = await db
      .select({ sum: companies.rating_sum, count: companies.rating_count })
      .from(companies)
      .where(eq(companies.id, company!.id));
    expect(end).toEqual(start);
    expect(before).toBeDefined();
  });
});

describe('aggregates under concurrency', () => {
  it('concurrent reviews, edits, hides, restores and deletes leave the sum and count exact', async () => {
    const db = t.database.db;
    const product = await stockedProduct(db, { title: 'Concurrent Honey', stock: 500, maxQty: 50 });
    const buyers = await newCustomers(db, 4, 'concurrent-reviewer');
    const callers = buyers.map((buyer) => as(t, buyer.cookie));
    const lines: Array<{ call: Caller; payload: Record<string, unknown> }> = [];
    for (const [index, call] of callers.entries()) {
      const address = await saveAddress(call, db);
      for (let n = 0; n < 3; n++) {
        const answer = await placeQuoted(t, call, { items: [lineOf(product, 1)], addressId: address });
        const part = answer.data.seller_orders[0]!;
        await db.update(sellerOrders).set({ status: 6 }).where(eq(sellerOrders.id, part.id));
        const line = (await pendingOf(call, answer.data.order_number)).find(
          (item) => item.kind === 'product',
        )!;
        lines.push({
          call,
          payload: {
            kind: 'product',
            seller_order_id: part.id,
            order_item_id: line.order_item_id,
            rating: ((index + n) % 5) + 1,
          },
        });
      }
    }
    // Every review at once (and each twice: one of the pair must lose).
    const created = await Promise.all(
      lines.flatMap((line) => [
        line.call({ method: 'POST', url: '/api/reviews/store', payload: line.payload }),
        line.call({ method: 'POST', url: '/api/reviews/store', payload: line.payload }),
      ]),
    );
    expect(created.filter((response) => response.statusCode === 201)).toHaveLength(lines.length);
    expect(created.filter((response) => response.statusCode === 409)).toHaveLength(lines.length);
    const ids: number[] = created.filter((r) => r.statusCode === 201).map((r) => r.json().data.id);
    const callerOf = new Map<number, Caller>();
    const owners = await db
      .select({ id: reviews.id, customer_id: reviews.customer_id })
      .from(reviews)
      .where(eq(reviews.product_id, product.productId));
    for (const owner of owners)
      callerOf.set(owner.id, callers[buyers.findIndex((buyer) => buyer.id === owner.customer_id)]!);
    expect(await productRating(product.productId)).toEqual(await countedRating(product.productId));

    // Edits, hides, restores and deletes, all at once, several on the same review.
    const work = ids.flatMap((id, index) => {
      const call = callerOf.get(id)!;
      const edit = () =>
        call({
          method: 'POST',
          url: `/api/reviews/update/${id}`,
          payload: { rating: ((index * 3) % 5) + 1 },
        });
      const hide = () =>
        moderator({ method: 'POST', url: `/api/admin/reviews/${id}/hide`, payload: { reason: 'Checking' } });
      const restore = () => moderator({ method: 'POST', url: `/api/admin/reviews/${id}/restore` });
      const remove = () => call({ method: 'POST', url: `/api/reviews/delete/${id}` });
      switch (index % 4) {
        case 0:
          return [edit(), hide(), edit()];
        case 1:
          return [hide(), restore(), edit()];
        case 2:
          return [edit(), remove()];
        default:
          return [hide(), edit(), remove(), restore()];
      }
    });
    const answers = await Promise.all(work);
    expect(answers.every((response) => response.statusCode < 500)).toBe(true);
    const final = await productRating(product.productId);
    expect(final).toEqual(await countedRating(product.productId));
    const [check] = await db.select({ id: orders.id }).from(orders).limit(1);
    expect(check).toBeDefined();
  });
});
