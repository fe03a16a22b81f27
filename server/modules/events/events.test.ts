import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from '#lib/contracts/features.ts';
import type { OrderDetail, SellerOrder } from '#lib/contracts/orders.ts';
import { openDatabase } from '#server/db/client.ts';
import { as, signIn } from '#server/modules/auth/sessions.test-helper.ts';
import {
  type Caller,
  lineOf,
  placeQuoted,
  saveAddress,
  sessionCookieOf,
  stockedProduct,
  type TestProduct,
} from '#server/modules/orders/fixtures.test-helper.ts';
import { users } from '#server/modules/users/schema.ts';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';
import { createEventBus } from './event-bus.ts';
import { adminFeatureAudience, audiencesOf, companyAudience } from './policy.ts';
import { openEventStream } from './stream-events.ts';

/*
 * Realtime events: GET /api/events as browsers use it (real HTTP, read as it arrives), events of
 * order status changes, Last-Event-ID replays, and delivery across two servers on one database
 * (PostgreSQL LISTEN/NOTIFY; PGlite within its process) or through Redis.
 */

interface Received {
  id: string | null;
  event: string;
  data: Record<string, unknown>;
}

/** An EventSource-like reader of /api/events over real HTTP. */
async function connect(
  base: string,
  cookie: string | null,
  headers: Record<string, string> = {},
  query = '',
) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/events${query}`, {
    headers: { ...(cookie ? { cookie } : {}), ...headers },
    signal: controller.signal,
  });
  const received: Received[] = [];
  const raw: string[] = [];
  if (response.ok) {
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            raw.push(block);
            const fields = Object.fromEntries(
              block
                .split('\n')
                .filter((line) => line && !line.startsWith(':'))
                .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
            );
            if (fields.data) {
              received.push({
                id: fields.id ?? null,
                event: fields.event ?? 'message',
                data: JSON.parse(fields.data),
              });
            }
            end = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // aborted
      }
    })();
  }
  return {
    response,
    received,
    raw,
    /** Waits until `count` events arrived (or fails after 5 s). */
    async waitFor(count: number): Promise<Received[]> {
      const deadline = Date.now() + 5000;
      while (received.length < count && Date.now() < deadline) await sleep(20);
      expect(received.length, JSON.stringify(received)).toBeGreaterThanOrEqual(count);
      return received;
    },
    close: () => controller.abort(),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let t: TestApp;
let base: string;
let customerCookie: string;
let otherCustomerCookie: string;
let sellerCookie: string;
let otherSellerCookie: string;
let customer: Caller;
let admin: Caller;
let addressId: number;
let rice: TestProduct;

beforeAll(async () => {
  t = await buildTestApp({ template: 'demo' });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  customerCookie = await signIn(t, 'customer@haat.test', 'haat-customer-2026');
  otherCustomerCookie = await signIn(t, 'arif.hossain@haat.test', 'haat-demo-2026');
  sellerCookie = await signIn(t, 'seller@haat.test', 'haat-seller-2026');
  otherSellerCookie = await signIn(t, 'sharmin.akter@haat.test', 'haat-demo-2026');
  customer = as(t, customerCookie);
  admin = as(t, await signIn(t, 'admin@haat.test', 'haat-admin-2026', 'admin'));
  addressId = await saveAddress(customer, t.database.db);
  rice = await stockedProduct(t.database.db, { title: 'Events Test Rice', price: 9_000, stock: 100 });
});
afterAll(() => t.close());

/** The customer's order of rice (seller@haat.test's company); its one part. */
async function newOrder(): Promise<{ order: OrderDetail; part: SellerOrder }> {
  const answer = await placeQuoted(t, customer, { items: [lineOf(rice, 1)], addressId });
  return { order: answer.data, part: answer.data.seller_orders[0] };
}

async function moveTo(part: SellerOrder, status: number) {
  const response = await admin({
    method: 'POST',
    url: `/api/seller-orders/status/${part.id}`,
    payload: { status, note: '' },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('GET /api/events', () => {
  it('streams at once, uncompressed and unbuffered, even when the client accepts gzip', async () => {
    const stream = await connect(base, customerCookie, { 'accept-encoding': 'gzip, deflate, br' });
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(stream.response.headers.get('content-encoding')).toBeNull();
      expect(stream.response.headers.get('cache-control')).toContain('no-transform');
      expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
      // The opening lines arrive without waiting for any event.
      const deadline = Date.now() + 3000;
      while (stream.raw.length === 0 && Date.now() < deadline) await sleep(10);
      expect(stream.raw[0]).toMatch(/^retry: 3000\n/);
    } finally {
      stream.close();
    }
  });

  it('is for signed-in people only (401), and refuses a malformed Last-Event-ID (400)', async () => {
    const anonymous = await t.inject({ method: 'GET', url: '/api/events' });
    expect(anonymous.statusCode).toBe(401);
    const stranger = await t.app.inject({ method: 'GET', url: '/api/events' });
    expect(stranger.statusCode).toBe(401);
    const bad = await connect(base, customerCookie, { 'last-event-id': 'yesterday' });
    expect(bad.response.status).toBe(400);
    expect(await bad.response.json()).toMatchObject({
      code: 'invalid_last_event_id',
      message: { en: expect.any(String), bn: expect.any(String) },
    });
  });

  it('an order status change reaches its customer and its seller, and nobody else', async () => {
    const { order, part } = await newOrder();
    const mine = await connect(base, customerCookie);
    const seller = await connect(base, sellerCookie);
    const otherCustomer = await connect(base, otherCustomerCookie);
    const otherSeller = await connect(base, otherSellerCookie);
    try {
      await sleep(100); // all four are subscribed
      await moveTo(part, 3);
      const [event] = await mine.waitFor(1);
      expect(event).toMatchObject({
        event: 'order.status',
        id: expect.stringMatching(/^\d+$/),
        data: {
          type: 'order.status',
          data: {
            order_number: order.order_number,
            seller_order_id: part.id,
            sub_number: part.sub_number,
            status: 3,
            cancelled: false,
          },
        },
      });
      const [sellerEvent] = await seller.waitFor(1);
      expect(sellerEvent!.id).toBe(event!.id);
      // Cancelling is announced too.
      const cancelled = await customer({
        method: 'POST',
        url: `/api/orders/cancel/${order.order_number}`,
        payload: { reason: 'changed my mind' },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const [, second] = await mine.waitFor(2);
      expect(second!.data.data).toMatchObject({ order_number: order.order_number, cancelled: true });
      await sleep(300);
      expect(otherCustomer.received).toEqual([]);
      expect(otherSeller.received).toEqual([]);
    } finally {
      for (const stream of [mine, seller, otherCustomer, otherSeller]) stream.close();
    }
  });

  it('reconnecting with Last-Event-ID replays exactly what was missed, then continues live', async () => {
    const { part } = await newOrder();
    const first = await connect(base, customerCookie);
    await sleep(100);
    await moveTo(part, 3);
    const [seen] = await first.waitFor(1);
    first.close();
    // Missed while away.
    await moveTo(part, 4);
    await moveTo(part, 3);
    const again = await connect(base, customerCookie, { 'last-event-id': seen!.id! });
    try {
      const replayed = await again.waitFor(2);
      expect(replayed.map((event) => (event.data.data as { status: number }).status)).toEqual([4, 3]);
      expect(replayed.map((event) => Number(event.id))).toEqual(
        [...replayed.map((event) => Number(event.id))].sort((a, b) => a - b),
      );
      expect(replayed.every((event) => Number(event.id) > Number(seen!.id))).toBe(true);
      await moveTo(part, 4);
      const all = await again.waitFor(3);
      expect((all[2]!.data.data as { status: number }).status).toBe(4);
      await sleep(200);
      expect(all).toHaveLength(3);
    } finally {
      again.close();
    }
    // The first connection may pass the id in the query instead (EventSource cannot set headers).
    const byQuery = await connect(base, customerCookie, {}, `?last_event_id=${seen!.id}`);
    try {
      expect((await byQuery.waitFor(3)).length).toBe(3);
    } finally {
      byQuery.close();
    }
    // Another customer replaying from the same point gets none of it.
    const other = await connect(base, otherCustomerCookie, { 'last-event-id': '0' });
    try {
      await sleep(300);
      expect(other.received.filter((event) => event.event === 'order.status')).toEqual([]);
    } finally {
      other.close();
    }
  });

  it('a shop’s order events reach the members whose role covers orders, not products-only staff', async () => {
    const [owner] = await t.database.db
      .select({ company_id: users.company_id })
      .from(users)
      .where(eq(users.email, 'seller@haat.test'));
    const staffOf = async (role: 'orders' | 'products') => {
      const [row] = await t.database.db
        .insert(users)
        .values({
          name: `Events ${role} staff`,
          email: `events-${role}-staff@haat.test`,
          password_hash: 'not-used: sessions are made directly',
          user_type: 4,
          status: 1,
          company_id: owner!.company_id,
          seller_role: role,
        })
        .returning({ id: users.id });
      return sessionCookieOf(t.database.db, row!.id);
    };
    const productsCookie = await staffOf('products');
    const ordersStaff = await connect(base, await staffOf('orders'));
    const productsStaff = await connect(base, productsCookie);
    try {
      // Products-only staff may not read the shop's orders (decision 0028)...
      const refused = await t.inject({
        method: 'GET',
        url: '/api/seller/orders',
        headers: { cookie: productsCookie },
      });
      expect(refused.statusCode).toBe(403);
      await sleep(100);
      const { order, part } = await newOrder();
      await moveTo(part, 3);
      const seen = await ordersStaff.waitFor(2);
      expect(seen.map((event) => event.event)).toEqual(['seller-order.placed', 'order.status']);
      expect(JSON.stringify(seen)).toContain(order.order_number);
      // ...so the stream tells them nothing of them either.
      await sleep(300);
      expect(productsStaff.received).toEqual([]);
      // Nor does replaying from the start.
      const replay = await connect(base, productsCookie, { 'last-event-id': '0' });
      try {
        await sleep(300);
        expect(replay.received.filter((event) => event.event !== 'resync')).toEqual([]);
      } finally {
        replay.close();
      }
    } finally {
      ordersStaff.close();
      productsStaff.close();
    }
  });

  it('a shop that is not active hears nothing of its orders, as the API tells it nothing', () => {
    const seller = { kind: 'seller', userId: 1, companyId: 7, staffRole: 'owner' } as const;
    expect(audiencesOf({ ...seller, companyActive: true })).toEqual([companyAudience(7)]);
    expect(audiencesOf({ ...seller, companyActive: false })).toEqual([]);
  });

  it("an admin hears what concerns the features of their role only; a super admin every feature's", async () => {
    const admin = (features: number[], isSuper = false) =>
      ({ kind: 'admin', userId: 1, isSuper, features: new Set(features) }) as const;
    expect(audiencesOf(admin([FEATURES.orders]))).toContain(adminFeatureAudience(FEATURES.orders));
    expect(audiencesOf(admin([FEATURES.dashboard, FEATURES.products]))).not.toContain(
      adminFeatureAudience(FEATURES.orders),
    );
    expect(audiencesOf(admin([], true))).toContain(adminFeatureAudience(FEATURES.orders));

    // Over the stream: an order nobody delivers reaches the orders admin, not the products admin.
    const heard = { orders: [] as string[], products: [] as string[] };
    const streams = await Promise.all(
      (['orders', 'products'] as const).map((who) =>
        openEventStream(
          t.app.events,
          admin([who === 'orders' ? FEATURES.orders : FEATURES.products]),
          null,
          { write: (chunk) => void (chunk.startsWith('id:') && heard[who].push(chunk)) },
          { heartbeatMs: 60_000, replayLimit: 10 },
        ),
      ),
    );
    await t.app.events.publish([adminFeatureAudience(FEATURES.orders)], 'delivery.unassigned', {
      seller_order_id: 1,
    });
    for (let wait = 0; wait < 100 && heard.orders.length === 0; wait++) await sleep(20);
    await sleep(100);
    for (const stream of streams) stream.close();
    expect(heard.orders.join('')).toContain('event: delivery.unassigned');
    expect(heard.products).toEqual([]);
  });

  it("an order's status change reaches a dashboard-only admin too, so the flagged count falls as it rose", async () => {
    // The dashboard (feature 1) hears 'order.flagged'; without 'order.status' an admin whose role
    // has the dashboard but not the orders feature saw the flagged count rise live, never fall.
    const { part } = await newOrder();
    const heard = { dashboard: [] as string[], products: [] as string[] };
    const streams = await Promise.all(
      (['dashboard', 'products'] as const).map((who) =>
        openEventStream(
          t.app.events,
          {
            kind: 'admin',
            userId: 1,
            isSuper: false,
            features: new Set([who === 'dashboard' ? FEATURES.dashboard : FEATURES.products]),
          },
          null,
          { write: (chunk) => void (chunk.startsWith('id:') && heard[who].push(chunk)) },
          { heartbeatMs: 60_000, replayLimit: 10 },
        ),
      ),
    );
    try {
      await moveTo(part, 3);
      for (let wait = 0; wait < 100 && heard.dashboard.length === 0; wait++) await sleep(20);
      await sleep(100);
    } finally {
      for (const stream of streams) stream.close();
    }
    expect(heard.dashboard.join('')).toContain('event: order.status');
    expect(heard.dashboard.join('')).toContain(`"seller_order_id":${part.id}`);
    expect(heard.products).toEqual([]);
  });

  it('sends heartbeats while idle', async () => {
    const chunks: string[] = [];
    const stream = await openEventStream(
      t.app.events,
      { kind: 'customer', userId: 999_999 },
      null,
      { write: (chunk) => chunks.push(chunk) },
      { heartbeatMs: 30, replayLimit: 10 },
    );
    await sleep(200);
    stream.close();
    expect(chunks.filter((chunk) => chunk === ': heartbeat\n\n').length).toBeGreaterThanOrEqual(3);
  });
});

describe('two servers on one database', () => {
  it('an event published by one reaches a browser connected to the other; closing with a stream open ends it', async () => {
    const secondDatabase =
      t.database.kind === 'postgres'
        ? await openDatabase({ url: t.database.url!, poolSize: 2 })
        : // PGlite is one process: the second server shares it (and must not close it).
          { ...t.database, close: async () => {} };
    const second = await buildTestApp({ database: secondDatabase });
    try {
      const secondBase = await second.app.listen({ port: 0, host: '127.0.0.1' });
      const { order, part } = await newOrder();
      const onSecond = await connect(secondBase, customerCookie);
      const sellerOnSecond = await connect(secondBase, sellerCookie);
      await sleep(100);
      await moveTo(part, 3); // through the first server
      const [event] = await onSecond.waitFor(1);
      expect(event!.data.data).toMatchObject({ order_number: order.order_number, status: 3 });
      expect((await sellerOnSecond.waitFor(1))[0]!.id).toBe(event!.id);
      // Published on the second, received on the first.
      const onFirst = await connect(base, customerCookie);
      await sleep(100);
      const customerId = (await customer({ method: 'GET', url: '/api/auth/session' })).json().data?.user_info
        ?.id;
      await second.app.events.publish([`customer:${customerId}`], 'test.ping', { from: 'second' });
      const [ping] = await onFirst.waitFor(1);
      expect(ping).toMatchObject({ event: 'test.ping', data: { data: { from: 'second' } } });
      onFirst.close();
      sellerOnSecond.close();
      // onSecond stays open: closing the server ends it rather than waiting for the browser.
      await second.close();
      onSecond.close();
    } finally {
      await second.close();
    }
  });
});

// Runs when a Redis server is given (CI and this machine: TEST_REDIS_URL=redis://127.0.0.1:6379).
describe.skipIf(!process.env.TEST_REDIS_URL)('through Redis (REDIS_URL)', () => {
  it('two servers with REDIS_URL deliver each other’s events through Redis pub/sub', async () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL! };
    const first = await buildTestApp({ template: 'demo', env });
    const secondDatabase =
      first.database.kind === 'postgres'
        ? await openDatabase({ url: first.database.url!, poolSize: 2 })
        : { ...first.database, close: async () => {} };
    const second = await buildTestApp({ database: secondDatabase, env });
    try {
      expect(first.app.events.transport).toBe('redis');
      const secondBase = await second.app.listen({ port: 0, host: '127.0.0.1' });
      const cookie = await signIn(first, 'customer@haat.test', 'haat-customer-2026');
      const userId = (await as(first, cookie)({ method: 'GET', url: '/api/auth/session' })).json().data
        ?.user_info?.id;
      expect(userId).toEqual(expect.any(Number));
      const stream = await connect(secondBase, cookie);
      await sleep(100);
      const published = await first.app.events.publish([`customer:${userId}`], 'test.ping', { via: 'redis' });
      const [event] = await stream.waitFor(1);
      expect(event).toMatchObject({
        id: String(published!.id),
        event: 'test.ping',
        data: { data: { via: 'redis' } },
      });
      stream.close();
    } finally {
      await second.close();
      await first.close();
    }
  });

  it('a bus on another database never hears them', async () => {
    const log = t.app.log;
    const other = await buildTestApp({ env: { REDIS_URL: process.env.TEST_REDIS_URL! } });
    const mine = createEventBus({ database: t.database, redisUrl: process.env.TEST_REDIS_URL, log });
    await mine.start();
    try {
      const heard: string[] = [];
      mine.subscribe(['customer:1'], (event) => heard.push(event.type));
      await other.app.events.publish(['customer:1'], 'test.elsewhere', {});
      await mine.publish(['customer:1'], 'test.here', {});
      const deadline = Date.now() + 3000;
      while (heard.length === 0 && Date.now() < deadline) await sleep(20);
      await sleep(200);
      expect(heard).toEqual(['test.here']);
    } finally {
      await mine.close();
      await other.close();
    }
  });
});
