import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FEATURES } from '#lib/contracts/features.ts';
import { auditLog } from '#server/modules/audit/schema.ts';
import { as, signIn } from '#server/modules/auth/sessions.test-helper.ts';
import { events } from '#server/modules/events/schema.ts';
import { jobs } from '#server/modules/jobs/schema.ts';
import {
  adminWithFeatures,
  type Caller,
  lineOf,
  placeQuoted,
  saveAddress,
  stockedProduct,
  type TestProduct,
  userIdOf,
} from '#server/modules/orders/fixtures.test-helper.ts';
import { orderTimeline, sellerOrders } from '#server/modules/orders/schema.ts';
import { companies } from '#server/modules/sellers/schema.ts';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';
import {
  deliveryBaseLocations,
  deliveryCashEntries,
  deliveryEarnings,
  deliveryOffers,
  deliveryPersons,
  deliveryRequests,
  pickupPoints,
} from './schema.ts';
import { createCourierSimulation } from './simulate-couriers.ts';

/*
 * The assignment engine end to end through the API and the job runner: nearest first, decline
 * and timeout moving on, the wider radius and the admins' flag, exactly one holder under races,
 * the delivery code, cash in hand and earnings, and who may see what.
 */

let t: TestApp;
let customer: Caller;
let otherCustomer: Caller;
let sellerA: Caller;
let admin: Caller;
let cashlessAdmin: Caller;
let addressId: number;
let rice: TestProduct;
/** The demo delivery persons by e-mail: caller and delivery person id. */
const riders: Record<string, { call: Caller; id: number }> = {};
const A = 'delivery@haat.test';
const B = 'shahidul.islam@haat.test';
const C = 'kamrul.hasan@haat.test';
const D = 'sumon.ahmed@haat.test';

/** The pickup point of the test product's seller. */
const PICKUP = { latitude: 23.78, longitude: 90.4 };
/** A point `metres` north of the pickup point. */
const north = (metres: number) => ({
  latitude: PICKUP.latitude + metres / 111_320,
  longitude: PICKUP.longitude,
});

beforeAll(async () => {
  t = await buildTestApp({ template: 'demo' });
  const db = t.database.db;
  customer = as(t, await signIn(t, 'customer@haat.test', 'haat-customer-2026'));
  otherCustomer = as(t, await signIn(t, 'arif.hossain@haat.test', 'haat-demo-2026'));
  sellerA = as(t, await signIn(t, 'seller@haat.test', 'haat-seller-2026'));
  admin = as(t, await signIn(t, 'admin@haat.test', 'haat-admin-2026', 'admin'));
  cashlessAdmin = await adminWithFeatures(t, 'Orders only', [FEATURES.orders]);
  for (const [email, password] of [
    [A, 'haat-delivery-2026'],
    [B, 'haat-demo-2026'],
    [C, 'haat-demo-2026'],
    [D, 'haat-demo-2026'],
  ] as const) {
    const [person] = await db
      .select({ id: deliveryPersons.id })
      .from(deliveryPersons)
      .where(eq(deliveryPersons.user_id, await userIdOf(db, email)));
    riders[email] = { call: as(t, await signIn(t, email, password)), id: person!.id };
  }
  addressId = await saveAddress(customer, db);
  rice = await stockedProduct(db, { title: 'Delivery Test Rice', price: 9_000, stock: 500 });
  const companyIds = (await db.select({ id: companies.id }).from(companies)).map((row) => row.id);
  await db
    .insert(pickupPoints)
    .values(companyIds.map((company_id) => ({ company_id, ...PICKUP })))
    .onConflictDoUpdate({ target: pickupPoints.company_id, set: PICKUP });
  // The shop's own pin (its settings) is the pickup point delivery uses first.
  await db.update(companies).set({ pickup_latitude: PICKUP.latitude, pickup_longitude: PICKUP.longitude });
  // The demo's virtual riders stay off the street unless a test calls on them.
  await db.update(deliveryPersons).set({ is_virtual: false }).where(eq(deliveryPersons.is_virtual, true));
});
afterAll(() => t.close());

/** Everyone off duty, no one busy: each test places riders where it needs them. */
beforeEach(async () => {
  const db = t.database.db;
  await db.update(deliveryPersons).set({ on_duty: false });
  await db
    .update(sellerOrders)
    .set({ status: 6 })
    .where(sql`${sellerOrders.status} < 6 and ${sellerOrders.delivery_person_id} is not null`);
  await db.update(deliveryOffers).set({ state: 'expired' }).where(eq(deliveryOffers.state, 'offered'));
  await db.delete(jobs).where(eq(jobs.state, 'pending'));
});

async function onDutyAt(email: string, point: { latitude: number; longitude: number }, ageMinutes = 0) {
  await t.database.db
    .update(deliveryPersons)
    .set({ on_duty: true, ...point, position_at: sql`now() - ${ageMinutes} * interval '1 minute'` })
    .where(eq(deliveryPersons.id, riders[email]!.id));
}

/** Places an order of rice for the customer and answers its (only) seller order's id. */
async function newPart(by: Caller = customer): Promise<{ id: number; orderNumber: string }> {
  const answer = await placeQuoted(t, by, {
    items: [lineOf(rice, 1)],
    addressId: by === customer ? addressId : await saveAddress(by, t.database.db),
  });
  return { id: answer.data.seller_orders[0].id, orderNumber: answer.data.order_number };
}

async function openOfferOf(partId: number) {
  const [offer] = await t.database.db
    .select()
    .from(deliveryOffers)
    .where(and(eq(deliveryOffers.seller_order_id, partId), eq(deliveryOffers.state, 'offered')));
  return offer;
}

const emailOf = (id: number | undefined) => Object.entries(riders).find(([, rider]) => rider.id === id)?.[0];

async function partRow(id: number) {
  const [row] = await t.database.db.select().from(sellerOrders).where(eq(sellerOrders.id, id));
  return row!;
}

/** The offer's time runs out: its timeout job is due now. */
async function timeOut(offerId: number) {
  await t.database.db
    .update(jobs)
    .set({ run_at: sql`now()` })
    .where(and(eq(jobs.key, `offer:${offerId}`), eq(jobs.state, 'pending')));
  await t.database.db
    .update(deliveryOffers)
    .set({ expires_at: sql`now() - interval '1 second'` })
    .where(eq(deliveryOffers.id, offerId));
}

describe('offering a new seller order', () => {
  it('offers it to the nearest available delivery person, fewer active orders breaking ties', async () => {
    await onDutyAt(A, north(2_000));
    await onDutyAt(B, north(600));
    await onDutyAt(C, north(600));
    await onDutyAt(D, north(300), 60); // nearest, but its position is an hour old
    // C already carries an order: B wins the tie at 600 m.
    const busy = await newPart();
    await t.database.db
      .update(sellerOrders)
      .set({ delivery_person_id: riders[C]!.id, status: 2 })
      .where(eq(sellerOrders.id, busy.id));
    const part = await newPart();
    await t.app.jobs.runDue();
    const offer = await openOfferOf(part.id);
    expect(emailOf(offer?.delivery_person_id)).toBe(B);
    expect(offer!.distance_m).toBeGreaterThan(550);
    expect(offer!.distance_m).toBeLessThan(650);

    // The offer reaches B with its details; nobody else sees it.
    const list = (await riders[B]!.call({ method: 'GET', url: '/api/delivery/offers' })).json().data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: offer!.id,
      job: { seller_order_id: part.id, cash_to_collect: expect.any(Number) },
    });
    expect(list[0].seconds_left).toBeGreaterThan(0);
    expect((await riders[A]!.call({ method: 'GET', url: '/api/delivery/offers' })).json().data).toEqual([]);
  });

  it('moves on to the next nearest after a decline and after a timeout', async () => {
    await onDutyAt(A, north(300));
    await onDutyAt(B, north(900));
    await onDutyAt(C, north(1_500));
    const part = await newPart();
    await t.app.jobs.runDue();
    const first = await openOfferOf(part.id);
    expect(emailOf(first?.delivery_person_id)).toBe(A);

    // Another delivery person can neither decline nor accept A's offer.
    expect(
      (await riders[B]!.call({ method: 'POST', url: `/api/delivery/offers/decline/${first!.id}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await riders[B]!.call({ method: 'POST', url: `/api/delivery/offers/accept/${first!.id}` })).statusCode,
    ).toBe(404);

    const declined = await riders[A]!.call({
      method: 'POST',
      url: `/api/delivery/offers/decline/${first!.id}`,
    });
    expect(declined.statusCode, declined.body).toBe(200);
    await t.app.jobs.runDue();
    const second = await openOfferOf(part.id);
    expect(emailOf(second?.delivery_person_id)).toBe(B);

    await timeOut(second!.id);
    await t.app.jobs.runDue();
    const third = await openOfferOf(part.id);
    expect(emailOf(third?.delivery_person_id)).toBe(C);
    // B's late answer is refused.
    expect(
      (await riders[B]!.call({ method: 'POST', url: `/api/delivery/offers/accept/${second!.id}` }))
        .statusCode,
    ).toBe(409);
  });

  it('tries the wider radius, then flags the order for admins, who see candidates nearest first', async () => {
    await onDutyAt(A, north(6_000)); // beyond 3 km, within 8 km
    const part = await newPart();
    await t.app.jobs.runDue();
    const wide = await openOfferOf(part.id);
    expect(emailOf(wide?.delivery_person_id)).toBe(A);
    const before = await lastEventId();
    await riders[A]!.call({ method: 'POST', url: `/api/delivery/offers/decline/${wide!.id}` });
    await t.app.jobs.runDue();
    expect(await openOfferOf(part.id)).toBeUndefined();
    const [request] = await t.database.db
      .select()
      .from(deliveryRequests)
      .where(eq(deliveryRequests.seller_order_id, part.id));
    expect(request!.flagged_at).not.toBeNull();
    // Told live to the admins whose role has the orders feature (33), not to every admin.
    const unassigned = (await eventsAfter(before)).filter((event) => event.type === 'delivery.unassigned');
    expect(unassigned).toMatchObject([
      { audiences: [`admins:${FEATURES.orders}`], data: { seller_order_id: part.id } },
    ]);

    await onDutyAt(B, north(20_000));
    const listed = await admin({ method: 'GET', url: `/api/order-infos/delivery-persons-list/${part.id}` });
    expect(listed.statusCode, listed.body).toBe(200);
    const body = listed.json();
    expect(body.flagged).toBe(true);
    const onDuty = body.data.filter((row: { on_duty: boolean }) => row.on_duty);
    expect(onDuty.map((row: { id: number }) => emailOf(row.id))).toEqual([A, B]);
    expect(onDuty[0]).toMatchObject({ declined: true });
    expect(onDuty[0].distance_m).toBeLessThan(onDuty[1].distance_m);
    // Feature 33 only; delivery persons and customers are refused.
    expect(
      (await riders[A]!.call({ method: 'GET', url: `/api/order-infos/delivery-persons-list/${part.id}` }))
        .statusCode,
    ).toBe(403);
    expect(
      (await customer({ method: 'GET', url: `/api/order-infos/delivery-persons-list/${part.id}` }))
        .statusCode,
    ).toBe(403);
  });

  it('gives offers back when the delivery person goes off duty', async () => {
    await onDutyAt(A, north(200));
    await onDutyAt(B, north(400));
    const part = await newPart();
    await t.app.jobs.runDue();
    expect(emailOf((await openOfferOf(part.id))?.delivery_person_id)).toBe(A);
    const off = await riders[A]!.call({
      method: 'POST',
      url: '/api/delivery/duty',
      payload: { on_duty: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    await t.app.jobs.runDue();
    expect(emailOf((await openOfferOf(part.id))?.delivery_person_id)).toBe(B);
  });

  it('withdraws the open offer when the order is cancelled, and tells the delivery person at once', async () => {
    for (const by of ['customer', 'seller'] as const) {
      await onDutyAt(A, north(200));
      const part = await newPart();
      await t.app.jobs.runDue();
      const offer = await openOfferOf(part.id);
      expect(emailOf(offer?.delivery_person_id)).toBe(A);
      const cancelled =
        by === 'customer'
          ? await customer({
              method: 'POST',
              url: `/api/orders/cancel/${part.orderNumber}`,
              payload: { reason: 'Ordered by mistake' },
            })
          : await sellerA({
              method: 'POST',
              url: `/api/seller-orders/cancel/${part.id}`,
              payload: { reason: 'Out of stock' },
            });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      // The cancelled order's offer no longer waits on the delivery person's screen.
      expect(await openOfferOf(part.id)).toBeUndefined();
      expect((await riders[A]!.call({ method: 'GET', url: '/api/delivery/offers' })).json().data).toEqual([]);
      const [closed] = await t.database.db
        .select()
        .from(events)
        .where(eq(events.type, 'delivery.offer-closed'))
        .orderBy(desc(events.id))
        .limit(1);
      expect(closed?.audiences).toEqual([`delivery:${riders[A]!.id}`]);
      expect(closed?.data).toMatchObject({ offer_id: offer!.id, state: 'withdrawn' });
      // The customer's order no longer says a delivery person is being looked for.
      const tracking = await customer({ method: 'GET', url: `/api/delivery/tracking/${part.orderNumber}` });
      expect(tracking.statusCode, tracking.body).toBe(200);
      expect(tracking.json().data).toEqual([]);
    }
  });
});

describe('accepting', () => {
  it('makes the order theirs: status 2 with timeline step 2', async () => {
    await onDutyAt(A, north(200));
    const part = await newPart();
    await t.app.jobs.runDue();
    const offer = await openOfferOf(part.id);
    const accepted = await riders[A]!.call({
      method: 'POST',
      url: `/api/delivery/offers/accept/${offer!.id}`,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ state: 'accepted', job: { status: 2 } });
    expect(await partRow(part.id)).toMatchObject({ status: 2, delivery_person_id: riders[A]!.id });
    const steps = await t.database.db
      .select()
      .from(orderTimeline)
      .where(eq(orderTimeline.seller_order_id, part.id));
    expect(steps.map((row) => row.step)).toEqual([1, 2]);
    // The acceptance is announced to the admins too (orders, dashboard): a flagged order taken at
    // last leaves their flagged list and count live (it went to the customer, seller and rider only).
    const [announced] = await t.database.db
      .select({ audiences: events.audiences })
      .from(events)
      .where(
        and(eq(events.type, 'order.status'), sql`${events.data}->>'seller_order_id' = ${String(part.id)}`),
      )
      .orderBy(desc(events.id))
      .limit(1);
    expect(announced?.audiences).toEqual(
      expect.arrayContaining([`admins:${FEATURES.orders}`, `admins:${FEATURES.dashboard}`]),
    );
    const active = (await riders[A]!.call({ method: 'GET', url: '/api/delivery/orders?view=active' })).json()
      .data;
    expect(active.map((job: { seller_order_id: number }) => job.seller_order_id)).toContain(part.id);
    const othersActive = (
      await riders[B]!.call({ method: 'GET', url: '/api/delivery/orders?view=active' })
    ).json().data;
    expect(othersActive.map((job: { seller_order_id: number }) => job.seller_order_id)).not.toContain(
      part.id,
    );
  });

  it('another delivery person can neither accept nor decline an offer made to someone else (404), and it stays open', async () => {
    await onDutyAt(A, north(200));
    await onDutyAt(B, north(900));
    const part = await newPart();
    await t.app.jobs.runDue();
    const offer = await openOfferOf(part.id);
    expect(emailOf(offer!.delivery_person_id)).toBe(A);
    for (const action of ['accept', 'decline'] as const) {
      const answer = await riders[B]!.call({
        method: 'POST',
        url: `/api/delivery/offers/${action}/${offer!.id}`,
      });
      expect(answer.statusCode, `${action}: ${answer.body}`).toBe(404);
      expect(answer.json().code).toBe('offer_not_found');
      // A customer or a seller may not answer offers at all.
      for (const other of [customer, sellerA]) {
        expect(
          (await other({ method: 'POST', url: `/api/delivery/offers/${action}/${offer!.id}` })).statusCode,
        ).toBe(403);
      }
    }
    const [still] = await t.database.db.select().from(deliveryOffers).where(eq(deliveryOffers.id, offer!.id));
    expect(still).toMatchObject({ state: 'offered', delivery_person_id: riders[A]!.id, responded_at: null });
    expect(await partRow(part.id)).toMatchObject({ status: 1, delivery_person_id: null });
    // Nor is it in B's offers.
    const offersOfB = (await riders[B]!.call({ method: 'GET', url: '/api/delivery/offers' })).json().data;
    expect(offersOfB.map((item: { id: number }) => item.id)).not.toContain(offer!.id);
  });

  it('keeps a status the seller already moved on, and just assigns', async () => {
    await onDutyAt(A, north(200));
    const part = await newPart();
    await t.app.jobs.runDue();
    const moved = await sellerA({
      method: 'POST',
      url: `/api/seller-orders/status/${part.id}`,
      payload: { status: 3 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const offer = await openOfferOf(part.id);
    expect(
      (await riders[A]!.call({ method: 'POST', url: `/api/delivery/offers/accept/${offer!.id}` })).statusCode,
    ).toBe(200);
    expect(await partRow(part.id)).toMatchObject({ status: 3, delivery_person_id: riders[A]!.id });
  });

  it('has exactly one winner when one offer is accepted twice at once', async () => {
    await onDutyAt(A, north(200));
    const part = await newPart();
    await t.app.jobs.runDue();
    const offer = await openOfferOf(part.id);
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        riders[A]!.call({ method: 'POST', url: `/api/delivery/offers/accept/${offer!.id}` }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const steps = await t.database.db
      .select()
      .from(orderTimeline)
      .where(eq(orderTimeline.seller_order_id, part.id));
    expect(steps.filter((row) => row.step === 2)).toHaveLength(1);
  });

  it('has exactly one holder when an admin assigns while the offer is accepted', async () => {
    await onDutyAt(A, north(200));
    const part = await newPart();
    await t.app.jobs.runDue();
    const offer = await openOfferOf(part.id);
    const [accept, assign] = await Promise.all([
      riders[A]!.call({ method: 'POST', url: `/api/delivery/offers/accept/${offer!.id}` }),
      admin({
        method: 'POST',
        url: `/api/seller-orders/assign/${part.id}`,
        payload: { delivery_person_id: riders[B]!.id },
      }),
    ]);
    expect(assign.statusCode, assign.body).toBe(200);
    const row = await partRow(part.id);
    // Whichever came second decided; the offer is closed either way and nobody else holds it.
    if (accept.statusCode === 200) expect([riders[A]!.id, riders[B]!.id]).toContain(row.delivery_person_id);
    else expect(row.delivery_person_id).toBe(riders[B]!.id);
    expect(await openOfferOf(part.id)).toBeUndefined();
  });

  it('an admin assigning by hand moves a new order to step 2 and tells everyone live; clearing searches again', async () => {
    await onDutyAt(A, north(200));
    const part = await newPart();
    await t.app.jobs.runDue();
    const offer = await openOfferOf(part.id);
    expect(emailOf(offer?.delivery_person_id)).toBe(A);
    const before = await lastEventId();
    const assign = await admin({
      method: 'POST',
      url: `/api/seller-orders/assign/${part.id}`,
      payload: { delivery_person_id: riders[B]!.id },
    });
    expect(assign.statusCode, assign.body).toBe(200);
    // As when B accepts an offer: "delivery person going to place the order", not still looking.
    expect(await partRow(part.id)).toMatchObject({ status: 2, delivery_person_id: riders[B]!.id });
    const sent = await eventsAfter(before);
    const customerId = await userIdOf(t.database.db, 'customer@haat.test');
    const status = sent.find((event) => event.type === 'order.status');
    expect(status?.audiences).toEqual(
      expect.arrayContaining([`customer:${customerId}`, `delivery:${riders[B]!.id}`]),
    );
    expect(status?.data).toMatchObject({ seller_order_id: part.id, status: 2 });
    expect(sent.find((event) => event.type === 'delivery.offer-closed')).toMatchObject({
      audiences: [`delivery:${riders[A]!.id}`],
      data: { offer_id: offer!.id, state: 'withdrawn' },
    });

    // Taken off B again: it is looking for a delivery person again, and C (not asked yet) is offered it.
    await onDutyAt(C, north(500));
    const clear = await admin({
      method: 'POST',
      url: `/api/seller-orders/assign/${part.id}`,
      payload: { delivery_person_id: null },
    });
    expect(clear.statusCode, clear.body).toBe(200);
    expect(await partRow(part.id)).toMatchObject({ status: 1, delivery_person_id: null });
    await t.app.jobs.runDue();
    expect(emailOf((await openOfferOf(part.id))?.delivery_person_id)).toBe(C);
  });
  it('an admin giving an order to someone else tells whoever held it or had it offered, who can no longer act on it', async () => {
    await onDutyAt(A, north(200));
    await onDutyAt(C, north(300));
    const held = await newPart();
    await t.app.jobs.runDue();
    const offer = await openOfferOf(held.id);
    expect(emailOf(offer?.delivery_person_id)).toBe(A);
    await riders[A]!.call({ method: 'POST', url: `/api/delivery/offers/accept/${offer!.id}` });
    await sellerA({ method: 'POST', url: `/api/seller-orders/status/${held.id}`, payload: { status: 3 } });
    await sellerA({ method: 'POST', url: `/api/seller-orders/status/${held.id}`, payload: { status: 4 } });
    // A steps away while the next order is offered: it goes to C.
    await t.database.db
      .update(deliveryPersons)
      .set({ on_duty: false })
      .where(eq(deliveryPersons.id, riders[A]!.id));
    const offered = await newPart();
    await t.app.jobs.runDue();
    const open = await openOfferOf(offered.id);
    expect(emailOf(open?.delivery_person_id)).toBe(C);
    await onDutyAt(A, north(200));

    const before = await lastEventId();
    for (const part of [held, offered]) {
      const assign = await admin({
        method: 'POST',
        url: `/api/seller-orders/assign/${part.id}`,
        payload: { delivery_person_id: riders[B]!.id },
      });
      expect(assign.statusCode, assign.body).toBe(200);
    }
    // Each hears it live (their dashboards drop it and say why); B, who has them now, does not.
    const reassigned = (await eventsAfter(before)).filter((event) => event.type === 'delivery.reassigned');
    expect(reassigned.map((event) => [event.audiences, event.data])).toEqual([
      [[`delivery:${riders[A]!.id}`], { seller_order_id: held.id, sub_number: expect.any(String) }],
      [[`delivery:${riders[C]!.id}`], { seller_order_id: offered.id, sub_number: expect.any(String) }],
    ]);
    // And a phone with Haat closed gets a web push saying so.
    const pushes = await t.database.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.name, 'notifications.push'), eq(jobs.state, 'pending')));
    const userOf = async (email: string) => userIdOf(t.database.db, email);
    expect(pushes.map((job) => job.payload)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ user_id: await userOf(A), title: expect.stringContaining('reassigned') }),
        expect.objectContaining({ user_id: await userOf(C), title: expect.stringContaining('reassigned') }),
      ]),
    );

    // A can no longer pick it up, report a failed attempt or deliver it; C can no longer accept it.
    for (const url of [
      `/api/delivery/orders/pick-up/${held.id}`,
      `/api/delivery/orders/fail/${held.id}`,
      `/api/delivery/orders/deliver/${held.id}`,
    ]) {
      const tried = await riders[A]!.call({
        method: 'POST',
        url,
        payload: url.includes('fail') ? { reason: 'not_reachable', next: 'return' } : { code: '0000' },
      });
      expect(tried.statusCode, `${url} ${tried.body}`).toBe(404);
    }
    const late = await riders[C]!.call({ method: 'POST', url: `/api/delivery/offers/accept/${open!.id}` });
    expect(late.statusCode).toBeGreaterThanOrEqual(400);
    expect(await partRow(offered.id)).toMatchObject({ delivery_person_id: riders[B]!.id });
    const mine = (await riders[A]!.call({ method: 'GET', url: '/api/delivery/orders?view=active' })).json();
    expect(mine.data.map((job: { seller_order_id: number }) => job.seller_order_id)).not.toContain(held.id);
    // B, who holds it now, picks it up.
    const picked = await riders[B]!.call({ method: 'POST', url: `/api/delivery/orders/pick-up/${held.id}` });
    expect(picked.statusCode, picked.body).toBe(200);
  });
});

async function lastEventId(): Promise<number> {
  const [row] = await t.database.db.select({ id: events.id }).from(events).orderBy(desc(events.id)).limit(1);
  return row?.id ?? 0;
}

async function eventsAfter(id: number) {
  return t.database.db.select().from(events).where(sql`${events.id} > ${id}`).orderBy(events.id);
}

describe('delivering with the code, cash and earnings', () => {
  it('delivers only with the right code, limits wrong codes, and records cash and the fee', async () => {
    await onDutyAt(A, north(200));
    const part = await newPart();
    await t.app.jobs.runDue();
    const offer = await openOfferOf(part.id);
    await riders[A]!.call({ method: 'POST', url: `/api/delivery/offers/accept/${offer!.id}` });
    // Delivering through the status call is refused: the code is the proof.
    await sellerA({ method: 'POST', url: `/api/seller-orders/status/${part.id}`, payload: { status: 3 } });
    await sellerA({ method: 'POST', url: `/api/seller-orders/status/${part.id}`, payload: { status: 4 } });
    // Picking up is the holder's: another delivery person cannot.
    expect(
      (await riders[B]!.call({ method: 'POST', url: `/api/delivery/orders/pick-up/${part.id}` })).statusCode,
    ).toBe(404);
    const picked = await riders[A]!.call({ method: 'POST', url: `/api/delivery/orders/pick-up/${part.id}` });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(
      (
        await riders[A]!.call({
          method: 'POST',
          url: `/api/seller-orders/status/${part.id}`,
          payload: { status: 6 },
        })
      ).statusCode,
    ).toBe(409);

    // The customer sees the code and the courier on the way; another customer does not.
    const tracking = (
      await customer({ method: 'GET', url: `/api/delivery/tracking/${part.orderNumber}` })
    ).json().data;
    expect(tracking[0]).toMatchObject({
      status: 5,
      courier: { full_name: expect.any(String) },
      position: { latitude: expect.any(Number) },
    });
    expect(tracking[0].eta_minutes).toBeGreaterThan(0);
    const code: string = tracking[0].code;
    expect(code).toMatch(/^\d{4}$/);
    expect(
      (await otherCustomer({ method: 'GET', url: `/api/delivery/tracking/${part.orderNumber}` })).statusCode,
    ).toBe(404);

    const wrongCode = code === '0000' ? '1111' : '0000';
    const wrong = await riders[A]!.call({
      method: 'POST',
      url: `/api/delivery/orders/deliver/${part.id}`,
      payload: { code: wrongCode },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'wrong_code', details: { tries_left: 4 } });
    expect(
      (
        await riders[B]!.call({
          method: 'POST',
          url: `/api/delivery/orders/deliver/${part.id}`,
          payload: { code },
        })
      ).statusCode,
    ).toBe(404);
    const delivered = await riders[A]!.call({
      method: 'POST',
      url: `/api/delivery/orders/deliver/${part.id}`,
      payload: { code },
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const row = await partRow(part.id);
    expect(row.status).toBe(6);

    const [cash] = await t.database.db
      .select()
      .from(deliveryCashEntries)
      .where(eq(deliveryCashEntries.seller_order_id, part.id));
    expect(cash).toMatchObject({ kind: 'collected', amount: row.total, delivery_person_id: riders[A]!.id });
    const [earned] = await t.database.db
      .select()
      .from(deliveryEarnings)
      .where(eq(deliveryEarnings.seller_order_id, part.id));
    expect(earned).toMatchObject({ amount: row.delivery_fee });
    const summary = (await riders[A]!.call({ method: 'GET', url: '/api/delivery/my-dashboard' })).json().data;
    expect(summary.cash_in_hand).toBeGreaterThanOrEqual(row.total);
    expect(summary.today_deliveries).toBeGreaterThanOrEqual(1);
  });

  it('locks the code after too many wrong tries; an admin confirms with a reason', async () => {
    await onDutyAt(A, north(200));
    const part = await newPart();
    await t.database.db
      .update(sellerOrders)
      .set({ status: 5, delivery_person_id: riders[A]!.id })
      .where(eq(sellerOrders.id, part.id));
    const [request] = await t.database.db
      .select()
      .from(deliveryRequests)
      .where(eq(deliveryRequests.seller_order_id, part.id));
    const wrongCode = request!.code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i++) {
      await riders[A]!.call({
        method: 'POST',
        url: `/api/delivery/orders/deliver/${part.id}`,
        payload: { code: wrongCode },
      });
    }
    const locked = await riders[A]!.call({
      method: 'POST',
      url: `/api/delivery/orders/deliver/${part.id}`,
      payload: { code: request!.code },
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe('code_locked');
    const confirmed = await admin({
      method: 'POST',
      url: `/api/order-infos/deliver/${part.id}`,
      payload: { reason: 'Customer phoned support' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [after] = await t.database.db
      .select()
      .from(deliveryRequests)
      .where(eq(deliveryRequests.seller_order_id, part.id));
    expect(after!.override_reason).toBe('Customer phoned support');
  });

  it('lists who holds how much cash; deposits bring it down but never below zero', async () => {
    // Only this run's cash: the demo data's history (yesterday's collections) would age it.
    await t.database.db
      .delete(deliveryCashEntries)
      .where(
        and(
          eq(deliveryCashEntries.delivery_person_id, riders[A]!.id),
          sql`${deliveryCashEntries.created_at} < now() - interval '10 minutes'`,
        ),
      );
    const holders = await admin({ method: 'GET', url: '/api/delivery-cash/holders' });
    expect(holders.statusCode, holders.body).toBe(200);
    const mine = holders
      .json()
      .data.find((row: { delivery_person_id: number }) => row.delivery_person_id === riders[A]!.id);
    expect(mine.cash_in_hand).toBeGreaterThan(0);
    expect(mine.days_outstanding).toBe(0);
    const tooMuch = await admin({
      method: 'POST',
      url: `/api/delivery-cash/deposit/${riders[A]!.id}`,
      payload: { amount: mine.cash_in_hand + 1 },
    });
    expect(tooMuch.statusCode).toBe(400);
    const deposit = await admin({
      method: 'POST',
      url: `/api/delivery-cash/deposit/${riders[A]!.id}`,
      payload: { amount: mine.cash_in_hand },
    });
    expect(deposit.statusCode, deposit.body).toBe(200);
    expect(deposit.json().data.cash_in_hand).toBe(0);
    // Money an admin says was handed over is in the audit log, with who and how much.
    const [line] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'delivery-cash-deposits'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(line?.after).toMatchObject({ delivery_person_id: riders[A]!.id, amount: mine.cash_in_hand });
    // A refused deposit (more than held) left no line.
    expect(
      (await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'delivery-cash-deposits')))
        .length,
    ).toBe(1);
    // The delivery persons feature (32) is needed.
    expect((await cashlessAdmin({ method: 'GET', url: '/api/delivery-cash/holders' })).statusCode).toBe(403);
  });
});

describe("the day's summary and a delivery's receipt", () => {
  /** A part held by A and on its way, as after pick-up. */
  async function onItsWay(): Promise<number> {
    const part = await newPart();
    await t.database.db
      .update(sellerOrders)
      .set({ status: 5, delivery_person_id: riders[A]!.id })
      .where(eq(sellerOrders.id, part.id));
    return part.id;
  }

  it("adds a delivery, its cash and fee, and a failed attempt to today's summary; the receipt is the deliverer's", async () => {
    const today = async () =>
      (await riders[A]!.call({ method: 'GET', url: '/api/delivery/my-day' })).json().data;
    const before = await today();
    const delivered = await onItsWay();
    const [request] = await t.database.db
      .select()
      .from(deliveryRequests)
      .where(eq(deliveryRequests.seller_order_id, delivered));
    const done = await riders[A]!.call({
      method: 'POST',
      url: `/api/delivery/orders/deliver/${delivered}`,
      payload: { code: request!.code },
    });
    expect(done.statusCode, done.body).toBe(200);
    const failed = await riders[A]!.call({
      method: 'POST',
      url: `/api/delivery/orders/fail/${await onItsWay()}`,
      payload: { reason: 'not_reachable', next: 'reattempt' },
    });
    expect(failed.statusCode, failed.body).toBe(200);

    const row = await partRow(delivered);
    const after = await today();
    expect(after.delivered_count).toBe(before.delivered_count + 1);
    expect(after.failed_attempts).toBe(before.failed_attempts + 1);
    expect(after.earnings).toBe(before.earnings + row.delivery_fee);
    expect(after.cash_collected).toBe(before.cash_collected + row.total);
    expect(
      after.deliveries.find((line: { seller_order_id: number }) => line.seller_order_id === delivered),
    ).toMatchObject({ sub_number: row.sub_number, earned: row.delivery_fee, cash_collected: row.total });
    // A quiet day long ago, and a day that is not a date.
    const old = (await riders[A]!.call({ method: 'GET', url: '/api/delivery/my-day?date=2020-01-01' })).json()
      .data;
    expect(old).toMatchObject({ delivered_count: 0, earnings: 0, cash_collected: 0, deliveries: [] });
    const bad = await riders[A]!.call({ method: 'GET', url: '/api/delivery/my-day?date=yesterday' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_failed');

    const receipt = await riders[A]!.call({
      method: 'GET',
      url: `/api/delivery/orders/receipt/${delivered}`,
    });
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.json().data).toMatchObject({
      job: { seller_order_id: delivered, sub_number: row.sub_number },
      cash_collected: row.total,
      earned: row.delivery_fee,
      delivered_at: expect.any(String),
    });
    // Another delivery person, the customer and an order not delivered yet: no receipt.
    expect(
      (await riders[B]!.call({ method: 'GET', url: `/api/delivery/orders/receipt/${delivered}` })).statusCode,
    ).toBe(404);
    expect(
      (await customer({ method: 'GET', url: `/api/delivery/orders/receipt/${delivered}` })).statusCode,
    ).toBe(403);
    expect(
      (await riders[A]!.call({ method: 'GET', url: `/api/delivery/orders/receipt/${await onItsWay()}` }))
        .statusCode,
    ).toBe(404);
  });

  it('another delivery person cannot report a failed attempt on an order they do not hold (404, nothing written)', async () => {
    const held = await onItsWay();
    const before = await partRow(held);
    const steps = async () =>
      (await t.database.db.select().from(orderTimeline).where(eq(orderTimeline.seller_order_id, held)))
        .length;
    const stepsBefore = await steps();
    const tried = await riders[B]!.call({
      method: 'POST',
      url: `/api/delivery/orders/fail/${held}`,
      payload: { reason: 'not_reachable', next: 'return' },
    });
    expect(tried.statusCode, tried.body).toBe(404);
    expect(await partRow(held)).toMatchObject({
      status: before.status,
      delivery_person_id: riders[A]!.id,
      updated_at: before.updated_at,
    });
    expect(await steps()).toBe(stepsBefore);
    const summaryOfB = (await riders[B]!.call({ method: 'GET', url: '/api/delivery/my-day' })).json().data;
    expect(
      summaryOfB.deliveries.map((line: { seller_order_id: number }) => line.seller_order_id),
    ).not.toContain(held);
  });
});

describe('base locations (manage-exact-location)', () => {
  const mirpur = { latitude: 23.8069, longitude: 90.3687 };
  const dhanmondi = { latitude: 23.7465, longitude: 90.376 };
  const store = (body: object, who = riders[A]!.call) =>
    who({ method: 'POST', url: '/api/delivery/base-locations/store', payload: body });
  const list = async () =>
    (await riders[A]!.call({ method: 'GET', url: '/api/delivery/base-locations' })).json().data as Array<{
      id: number;
      label: string;
      is_default: boolean;
      area: { id: number; name: string } | null;
    }>;

  it('keeps one default, names the nearest working area, and moves the home area with the default', async () => {
    await t.database.db
      .delete(deliveryBaseLocations)
      .where(eq(deliveryBaseLocations.delivery_person_id, riders[A]!.id));
    const first = await store({ label: 'Mirpur stand', ...mirpur });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      label: 'Mirpur stand',
      is_default: true,
      area: { id: expect.any(Number) },
    });
    const second = await store({ label: 'Dhanmondi', ...dhanmondi });
    expect(second.json().data.is_default).toBe(false);
    expect(second.json().data.area.id).not.toBe(first.json().data.area.id);

    const switched = await riders[A]!.call({
      method: 'POST',
      url: `/api/delivery/base-locations/update/${second.json().data.id}`,
      payload: { label: 'Dhanmondi 27', ...dhanmondi, is_default: true },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    expect((await list()).map((row) => [row.label, row.is_default])).toEqual([
      ['Dhanmondi 27', true],
      ['Mirpur stand', false],
    ]);
    const [person] = await t.database.db
      .select()
      .from(deliveryPersons)
      .where(eq(deliveryPersons.id, riders[A]!.id));
    expect(person!.area_id).toBe(second.json().data.area.id);

    // Removing the default makes the other one the default.
    const removed = await riders[A]!.call({
      method: 'POST',
      url: `/api/delivery/base-locations/delete/${second.json().data.id}`,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await list()).map((row) => [row.label, row.is_default])).toEqual([['Mirpur stand', true]]);
  });

  it("refuses bad input with field errors, more than ten, and another person's location", async () => {
    const bad = await store({ label: '', latitude: 200, longitude: 90 });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .fields.map((field: { path: string }) => field.path)
        .sort(),
    ).toEqual(['label', 'latitude']);
    const mine = (await list())[0]!;
    for (const [method, url] of [
      ['POST', `/api/delivery/base-locations/update/${mine.id}`],
      ['POST', `/api/delivery/base-locations/delete/${mine.id}`],
    ] as const) {
      const payload = url.includes('update') ? { label: 'Taken', ...mirpur } : undefined;
      expect((await riders[B]!.call({ method, url, payload })).statusCode).toBe(404);
      expect((await customer({ method, url, payload })).statusCode).toBe(403);
    }
    expect(
      (await riders[B]!.call({ method: 'GET', url: '/api/delivery/base-locations' })).json().data,
    ).not.toContainEqual(expect.objectContaining({ id: mine.id }));
    for (let i = (await list()).length; i < 10; i++) await store({ label: `Stand ${i}`, ...mirpur });
    const tooMany = await store({ label: 'One more', ...mirpur });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      code: 'too_many_locations',
      message: { en: expect.stringContaining('10') },
    });
    expect(await list()).toHaveLength(10);
  });
});

describe('positions', () => {
  it('reach only the customer whose order is on its way, naming the courier, not the order', async () => {
    await onDutyAt(A, north(200));
    const onItsWay = await newPart();
    const notYet = await newPart(otherCustomer);
    await t.database.db
      .update(sellerOrders)
      .set({ delivery_person_id: riders[A]!.id, status: 5 })
      .where(eq(sellerOrders.id, onItsWay.id));
    await t.database.db
      .update(sellerOrders)
      .set({ delivery_person_id: riders[A]!.id, status: 2 })
      .where(eq(sellerOrders.id, notYet.id));
    const moved = await riders[A]!.call({
      method: 'POST',
      url: '/api/delivery/position',
      payload: north(100),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [announced] = await t.database.db
      .select()
      .from(events)
      .where(eq(events.type, 'delivery.position'))
      .orderBy(desc(events.id))
      .limit(1);
    const customerId = await userIdOf(t.database.db, 'customer@haat.test');
    expect(announced!.audiences).toEqual([`customer:${customerId}`]);
    expect(announced!.data).toMatchObject({ courier_id: riders[A]!.id, ...north(100) });
    expect(JSON.stringify(announced!.data)).not.toContain(onItsWay.orderNumber);
    // The customer's tracking names the same courier, so the page can move its marker.
    const tracking = await customer({ method: 'GET', url: `/api/delivery/tracking/${onItsWay.orderNumber}` });
    expect(tracking.json().data[0].courier.id).toBe(riders[A]!.id);

    await t.database.db
      .update(deliveryPersons)
      .set({ on_duty: false })
      .where(inArray(deliveryPersons.id, [riders[A]!.id]));
    expect(
      (await riders[A]!.call({ method: 'POST', url: '/api/delivery/position', payload: north(100) }))
        .statusCode,
    ).toBe(409);
  });
});

describe('the simulation', () => {
  it('has virtual riders accept, fetch, carry and deliver an order on their own', async () => {
    await t.database.db
      .update(deliveryPersons)
      .set({ is_virtual: true })
      .where(inArray(deliveryPersons.id, [riders[C]!.id, riders[D]!.id]));
    const simulation = createCourierSimulation({
      db: t.database.db,
      events: t.app.events,
      log: t.app.log,
      tickMs: 1_000_000_000,
      speedMps: 1,
      thinkMs: -1_000,
      packMs: 0,
    });
    try {
      await simulation.step(); // virtual riders on duty, positions fresh
      const part = await newPart();
      for (let round = 0; round < 12 && (await partRow(part.id)).status < 6; round++) {
        await t.app.jobs.runDue();
        await simulation.step();
      }
      const row = await partRow(part.id);
      expect(row.status).toBe(6);
      const [rider] = await t.database.db
        .select()
        .from(deliveryPersons)
        .where(eq(deliveryPersons.id, row.delivery_person_id!));
      expect(rider!.is_virtual).toBe(true);
      const steps = await t.database.db
        .select()
        .from(orderTimeline)
        .where(eq(orderTimeline.seller_order_id, part.id));
      expect(steps.map((entry) => entry.step)).toEqual([1, 2, 3, 4, 5, 6]);
    } finally {
      await simulation.stop();
    }
  });
});
