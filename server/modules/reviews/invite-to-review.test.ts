import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signIn } from '#server/modules/auth/sessions.test-helper.ts';
import { createNotifier } from '#server/modules/notifications/api.ts';
import { notificationOutbox } from '#server/modules/notifications/schema.ts';
import {
  type Caller,
  lineOf,
  placeQuoted,
  saveAddress,
  stockedProduct,
  type TestProduct,
} from '#server/modules/orders/fixtures.test-helper.ts';
import { sellerOrders } from '#server/modules/orders/schema.ts';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';
import { inviteDeliveredToReview } from './invite-to-review.ts';
import { reviewInvitations } from './schema.ts';

let t: TestApp;
let customer: Caller;
let addressId: number;
let soap: TestProduct;
const PUBLIC_URL = 'https://haat.example';

beforeAll(async () => {
  t = await buildTestApp({ template: 'demo' });
  customer = as(t, await signIn(t, 'customer@haat.test', 'haat-customer-2026'));
  addressId = await saveAddress(customer, t.database.db);
  soap = await stockedProduct(t.database.db, {
    title: 'Invitation Test Soap',
    price: 5_000,
    stock: 100,
    maxQty: 10,
  });
});
afterAll(() => t.close());

const notifier = () =>
  createNotifier({
    smtpUrl: undefined,
    mailFrom: 'Haat <no-reply@haat.example>',
    logBodies: false,
    log: t.app.log,
  });
const invite = () => inviteDeliveredToReview(t.database.db, notifier(), PUBLIC_URL);

/** A part of a new order of the demo customer, moved to `status`, last changed `daysAgo` days ago. */
async function part(status: number, daysAgo = 0): Promise<{ id: number; subNumber: string }> {
  const answer = await placeQuoted(t, customer, { items: [lineOf(soap, 1)], addressId });
  const placedPart = answer.data.seller_orders[0]!;
  await t.database.db
    .update(sellerOrders)
    .set({ status, updated_at: sql`now() - ${daysAgo} * interval '1 day'` })
    .where(eq(sellerOrders.id, placedPart.id));
  return { id: placedPart.id, subNumber: placedPart.sub_number };
}

const mailsTo = (email: string) =>
  t.database.db
    .select()
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.recipient, email), eq(notificationOutbox.channel, 'email')))
    .orderBy(desc(notificationOutbox.id));

describe('review invitations by e-mail', () => {
  it('invites the customer once per delivered part, in English and Bengali, with the link to write reviews', async () => {
    await invite(); // the demo history's recent deliveries
    const before = (await mailsTo('customer@haat.test')).length;
    const delivered = await part(6);
    await part(5); // on the way: not yet
    await part(6, 10); // delivered too long ago

    expect(await invite()).toBe(1);
    const mails = await mailsTo('customer@haat.test');
    expect(mails.length).toBe(before + 1);
    const [mail] = mails;
    expect(mail!.subject).toMatch(/^How was your order from .+\? · .+ থেকে আপনার অর্ডার কেমন ছিল\?$/);
    expect(mail!.body).toContain(delivered.subNumber);
    expect(mail!.body).toContain(`${PUBLIC_URL}/user/my-reviews`);
    expect(mail!.body).toContain('পৌঁছে গেছে');

    // Run again: nothing new; the invitation is on record.
    expect(await invite()).toBe(0);
    const [kept] = await t.database.db
      .select()
      .from(reviewInvitations)
      .where(eq(reviewInvitations.seller_order_id, delivered.id));
    expect(kept).toBeDefined();
  });

  it('sends one e-mail when two runners take the same deliveries at once', async () => {
    await part(6);
    await part(6);
    const before = (await mailsTo('customer@haat.test')).length;
    const [first, second] = await Promise.all([invite(), invite()]);
    expect(first + second).toBe(2);
    expect((await mailsTo('customer@haat.test')).length).toBe(before + 2);
  });

  it('does not invite for a part the customer has already reviewed', async () => {
    const reviewed = await part(6);
    const response = await customer({
      method: 'POST',
      url: '/api/reviews/store',
      payload: { seller_order_id: reviewed.id, kind: 'seller', rating: 5, body: 'Quick and polite.' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await invite()).toBe(0);
  });
});
