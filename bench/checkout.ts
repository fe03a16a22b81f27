/**
 * `npm run bench:checkout [-- --products N --duration S --connections C --units U --rounds R]`
 *
 * Places orders against the real server (a child process in production mode) on a fresh
 * database — a new database on the PostgreSQL server of DATABASE_URL, dropped afterwards, or a
 * temporary PGlite — with a generated catalogue of N products (default 10 000):
 *
 *   1. a bare Fastify route of the same server, with C connections (default 64);
 *   2. C buyers placing cash-on-delivery orders of random products over the whole catalogue;
 *   3. C buyers fighting over one product's last U units (default 100), R times (default 5):
 *      every buyer keeps ordering one unit until told it is out of stock.
 *
 * Reports throughput, p50/p99, the server's peak memory (and both as ratios to the bare route,
 * measured again just before each phase) and the oversell count, checked in the database after
 * the server stops: it must be 0. Writes its section of docs/benchmarks.md. Never run in CI.
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '#server/db/client.ts';
import { addresses } from '#server/modules/addresses/schema.ts';
import { createSession } from '#server/modules/auth/sessions.ts';
import { purchaseLines } from '#server/modules/catalog/purchases.ts';
import { productPriceInfos } from '#server/modules/catalog/schema.ts';
import { areas, cities, regions } from '#server/modules/geo/schema.ts';
import { orderItems, orders } from '#server/modules/orders/schema.ts';
import { users } from '#server/modules/users/schema.ts';
import { generateCatalog } from './catalog-data.ts';
import {
  type BenchDatabase,
  freshBenchDatabase,
  machine,
  percentile,
  REPORT,
  sampleRss,
  startBenchServer,
  writeReportBlock,
} from './harness.ts';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '64' },
    units: { type: 'string', default: '100' },
    rounds: { type: 'string', default: '5' },
  },
});
const PRODUCT_COUNT = Number(args.products);
const DURATION_S = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const UNITS = Number(args.units);
const ROUNDS = Number(args.rounds);
const WARM_UP_S = 2;
const SESSION_SECRET = randomBytes(32).toString('base64url');
/** The basic configuration's default delivery fee (poisha); VAT is 0 % in a fresh database. */
const DELIVERY_FEE = 2_000;

/** A line a buyer can order, with the total the server will quote for it. */
interface Offer {
  product_id: number;
  price_type_id: number;
  quantity: number;
  total: number;
}

interface Buyer {
  token: string;
  addressId: number;
}

interface Setup {
  buyers: Buyer[];
  catalogue: Offer[];
  /** One product per fight round, each with UNITS in stock. */
  contested: Offer[];
  visibleProducts: number;
}

interface PhaseResult {
  what: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  peakRssMb: number;
  bare?: { requestsPerSecond: number; peakRssMb: number };
  notes: string[];
}

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

/** The machine's 1-minute load average at the start of each phase: other work skews the numbers. */
const loadAverages: number[] = [];
const noteLoad = () => loadAverages.push(loadavg()[0] ?? 0);

/** Buyers (customers with a bearer token and an address), what they may buy, and the contested products. */
async function prepare(database: Database): Promise<Setup> {
  const db = database.db;
  // Enough stock that the catalogue phase measures ordering, not running out.
  await db.update(productPriceInfos).set({ stock: 1_000_000 });
  const [region] = await db.insert(regions).values({ code: '30', name: 'Dhaka', name_bn: 'ঢাকা' }).returning();
  const [city] = await db
    .insert(cities)
    .values({ region_id: region!.id, code: '26', name: 'Dhaka', name_bn: 'ঢাকা' })
    .returning();
  const [area] = await db
    .insert(areas)
    .values({ city_id: city!.id, name: 'Dhanmondi', name_bn: 'ধানমন্ডি', latitude: 23.7465, longitude: 90.376 })
    .returning();
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: CONNECTIONS }, (_, index) => ({
        name: `Bench Buyer ${index + 1}`,
        email: `bench-buyer-${index + 1}@haat.test`,
        password_hash: 'not-used: bearer tokens are made directly',
        user_type: 3,
        status: 1,
      })),
    )
    .returning({ id: users.id });
  const buyers: Buyer[] = [];
  for (const person of people) {
    const session = await createSession(db, { kind: 'bearer', userId: person.id });
    const [address] = await db
      .insert(addresses)
      .values({
        user_id: person.id,
        label: 'home',
        full_name: 'Bench Buyer',
        phone: '01711000004',
        region_id: region!.id,
        city_id: city!.id,
        area_id: area!.id,
        address_line: 'House 12, Road 5',
        is_default_shipping: true,
        is_default_billing: true,
      })
      .returning({ id: addresses.id });
    buyers.push({ token: session.token, addressId: address!.id });
  }

  // What shoppers can buy, as the catalog module itself decides it.
  const keys = await db
    .select({ product_id: productPriceInfos.product_id, price_type_id: productPriceInfos.price_type_id })
    .from(productPriceInfos);
  const offers: Offer[] = [];
  for (let from = 0; from < keys.length; from += 5_000) {
    const current = await purchaseLines(db, keys.slice(from, from + 5_000));
    for (const line of current.values()) {
      if (!line.is_visible || !line.has_price) continue;
      const quantity = Math.max(1, line.min_qty);
      offers.push({
        product_id: line.product_id,
        price_type_id: line.price_type_id,
        quantity,
        total: (line.discount_price ?? line.price) * quantity + DELIVERY_FEE,
      });
    }
  }
  const contestedProducts = new Set<number>();
  const contested: Offer[] = [];
  for (const offer of offers) {
    if (contested.length === ROUNDS) break;
    if (offer.quantity !== 1 || contestedProducts.has(offer.product_id)) continue;
    contestedProducts.add(offer.product_id);
    contested.push(offer);
    await db
      .update(productPriceInfos)
      .set({ stock: UNITS })
      .where(
        sql`${productPriceInfos.product_id} = ${offer.product_id} and ${productPriceInfos.price_type_id} = ${offer.price_type_id}`,
      );
  }
  if (contested.length < ROUNDS) throw new Error('Not enough products for the fight rounds');
  return {
    buyers,
    catalogue: offers.filter((offer) => !contestedProducts.has(offer.product_id)),
    contested,
    visibleProducts: new Set(offers.map((offer) => offer.product_id)).size,
  };
}

function orderBody(buyer: Buyer, offer: Offer): string {
  return JSON.stringify({
    items: [{ product_id: offer.product_id, price_type_id: offer.price_type_id, quantity: offer.quantity }],
    shipping_address_id: buyer.addressId,
    payment_method: 'cod',
    expected_total: offer.total,
  });
}

function orderHeaders(buyer: Buyer): Record<string, string> {
  return {
    authorization: `Bearer ${buyer.token}`,
    'content-type': 'application/json',
    'idempotency-key': randomBytes(16).toString('base64url'),
  };
}

/** autocannon with C connections for `seconds`, sampling the server's memory. */
async function cannon(
  base: string,
  pid: number,
  seconds: number,
  request: autocannon.Request,
): Promise<{ result: autocannon.Result; peakRssMb: number }> {
  const rss = sampleRss(pid);
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [request],
  });
  return { result, peakRssMb: rss.stop() };
}

async function barePhase(base: string, pid: number): Promise<PhaseResult> {
  noteLoad();
  const request = { method: 'GET' as const, path: '/__bench/bare' };
  await cannon(base, pid, WARM_UP_S, request);
  const { result, peakRssMb } = await cannon(base, pid, DURATION_S, request);
  return {
    what: 'bare Fastify route',
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    peakRssMb,
    notes: [],
  };
}

/** Orders of random products over the whole catalogue; answers the phase and how many orders it placed. */
async function cataloguePhase(
  base: string,
  pid: number,
  setup: Setup,
): Promise<{ phase: PhaseResult; placed: number }> {
  noteLoad();
  const request: autocannon.Request = {
    method: 'POST',
    path: '/api/orders/place',
    setupRequest: (raw) => {
      const buyer = pick(setup.buyers);
      return { ...raw, headers: orderHeaders(buyer), body: orderBody(buyer, pick(setup.catalogue)) };
    },
  };
  const warm = await cannon(base, pid, WARM_UP_S, request);
  const { result, peakRssMb } = await cannon(base, pid, DURATION_S, request);
  const notes: string[] = [];
  const refused = warm.result.non2xx + result.non2xx;
  if (refused || result.errors) notes.push(`${refused} orders refused, ${result.errors} connection errors`);
  return {
    phase: {
      what: `${CONNECTIONS} buyers, ${PRODUCT_COUNT} products`,
      requestsPerSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      peakRssMb,
      notes,
    },
    placed: warm.result['2xx'] + result['2xx'],
  };
}

/**
 * Every buyer orders one unit of the contested product again and again until told it is out of
 * stock, R times over. Answers orders per second while there was stock, latencies of every call,
 * and how many orders succeeded per round.
 */
async function fightPhase(
  base: string,
  pid: number,
  setup: Setup,
): Promise<{ phase: PhaseResult; won: number[] }> {
  const latencies: number[] = [];
  const won: number[] = [];
  const unexpected = new Map<number, number>();
  let sellingMs = 0;
  let calls = 0;
  const rss = sampleRss(pid);
  for (const offer of setup.contested) {
    let successes = 0;
    let lastSuccessAt = 0;
    const started = performance.now();
    await Promise.all(
      setup.buyers.map(async (buyer) => {
        for (let attempt = 0; attempt < UNITS * 4; attempt++) {
          const sent = performance.now();
          const response = await fetch(`${base}/api/orders/place`, {
            method: 'POST',
            headers: orderHeaders(buyer),
            body: orderBody(buyer, offer),
          });
          const body = (await response.json()) as { code?: string };
          latencies.push(performance.now() - sent);
          calls += 1;
          if (response.status === 201) {
            successes += 1;
            lastSuccessAt = performance.now();
            continue;
          }
          if (response.status === 409 && body.code === 'out_of_stock') return;
          unexpected.set(response.status, (unexpected.get(response.status) ?? 0) + 1);
          return;
        }
      }),
    );
    sellingMs += lastSuccessAt - started;
    won.push(successes);
  }
  const peakRssMb = rss.stop();
  latencies.sort((a, b) => a - b);
  const totalWon = won.reduce((sum, count) => sum + count, 0);
  const notes = [
    `${ROUNDS} rounds of ${UNITS} units: ${totalWon} orders placed (${won.join(', ')} per round), ${calls - totalWon} calls answered 409 out_of_stock; sold out in ${Math.round(sellingMs / ROUNDS)} ms per round on average`,
  ];
  for (const [status, count] of unexpected) notes.push(`${count} calls answered ${status}`);
  return {
    phase: {
      what: `${CONNECTIONS} buyers, last ${UNITS} units of one product`,
      requestsPerSecond: Math.round(totalWon / (sellingMs / 1000)),
      p50: Math.round(percentile(latencies, 50)),
      p99: Math.round(percentile(latencies, 99)),
      peakRssMb,
      notes,
    },
    won,
  };
}

/** Checked in the database once the server has stopped: what was sold against what there was. */
async function countOversell(
  database: Database,
  setup: Setup,
): Promise<{ oversold: number; negativeStock: number; orders: number; lines: string[] }> {
  const db = database.db;
  let oversold = 0;
  const lines: string[] = [];
  for (const offer of setup.contested) {
    const [sold] = await db
      .select({ units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
      .from(orderItems)
      .where(
        sql`${orderItems.product_id} = ${offer.product_id} and ${orderItems.price_type_id} = ${offer.price_type_id}`,
      );
    const [left] = await db
      .select({ stock: productPriceInfos.stock })
      .from(productPriceInfos)
      .where(
        sql`${productPriceInfos.product_id} = ${offer.product_id} and ${productPriceInfos.price_type_id} = ${offer.price_type_id}`,
      );
    const units = Number(sold!.units);
    oversold += Math.max(0, units - UNITS) + Math.max(0, -left!.stock);
    lines.push(`${units} sold, ${left!.stock} left`);
  }
  const [negative] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(productPriceInfos)
    .where(sql`${productPriceInfos.stock} < 0`);
  const [placed] = await db.select({ n: sql<number>`count(*)::int` }).from(orders);
  return { oversold, negativeStock: Number(negative!.n), orders: Number(placed!.n), lines };
}

const INTRO = `## Checkout (\`npm run bench:checkout\`)

A fresh database with a generated catalogue (\`bench/catalog-data.ts\`), 64 customers with bearer
tokens and an address, and the real server in production mode as a child process. Phases, each
with 64 connections: the bare route (\`/__bench/bare\`); buyers placing cash-on-delivery orders of
one random product each over the whole catalogue (autocannon, every request its own
Idempotency-Key, every order a full placing transaction: pricing, stock reservation, order, seller
order, timeline, payment, stored answer); and buyers fighting over one product's last units: every
buyer keeps ordering one unit until answered 409 \`out_of_stock\`, several rounds. For the fight,
"orders/s" counts orders placed while there was stock; its latencies include the refusals. "vs
bare" compares throughput and peak memory with the bare route measured just before the phase.
The oversell count is checked in the database after the server stops (units sold beyond the
stock, or stock below zero): it must be 0.

One order is one transaction of about 18 round trips to the database (decision 0006). A CPU
profile of the application placing orders on PostgreSQL on this shared two-core machine spent about a
third of its time writing to the database's socket and a sixth building queries (Drizzle); fewer
round trips is what would make it faster. In the fight, every order holds the contested row's lock
from its stock reservation until it commits, so those orders go one at a time. PGlite has one
connection (decision 0002): requests queue for it, and at 64 connections a few wait longer than
autocannon's 10 s timeout (counted as connection errors; those orders are still placed).
`;

function reportSection(
  database: BenchDatabase,
  setup: Setup,
  results: PhaseResult[],
  check: Awaited<ReturnType<typeof countOversell>>,
  answered201: { catalogue: number; fight: number },
): string {
  const ratio = (value: number, base: number | undefined) =>
    base ? `${Math.round((value / base) * 100)}%` : '–';
  const rows = results.map(
    (result) =>
      `| ${result.what} | ${result.requestsPerSecond} | ${ratio(result.requestsPerSecond, result.bare?.requestsPerSecond)} | ${result.p50} | ${result.p99} | ${result.peakRssMb} | ${ratio(result.peakRssMb, result.bare?.peakRssMb)} |`,
  );
  return [
    `### ${database.engine}`,
    '',
    `${new Date().toISOString().slice(0, 10)} · ${PRODUCT_COUNT} products (${setup.visibleProducts} visible) · ${machine()} · clients on the same machine, ${CONNECTIONS} connections, ${DURATION_S} s per timed phase after ${WARM_UP_S} s of warm-up`,
    '',
    '| phase | orders/s (req/s) | vs bare | p50 ms | p99 ms | peak RSS MB | RSS vs bare |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    `**Oversell: ${check.oversold}** (contested products: ${check.lines.join('; ')}; price types with stock below zero: ${check.negativeStock}). Orders in the database: ${check.orders}; counted as answered 201: ${answered201.catalogue + answered201.fight} (${answered201.catalogue} over the catalogue, ${answered201.fight} in the fight; autocannon stops counting at the end of each window while up to ${CONNECTIONS} orders are still on their way, and those are placed too).`,
    ...results.flatMap((result) => result.notes.map((note) => `- ${result.what}: ${note}`)),
    `- Load average (1 min) at the start of each phase and its bare run: ${loadAverages.map((value) => value.toFixed(1)).join(', ')} (other work on the machine at the time).`,
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const database = await freshBenchDatabase();
  let server: Awaited<ReturnType<typeof startBenchServer>> | undefined;
  try {
    console.log(`Generating ${PRODUCT_COUNT} products on ${database.engine}…`);
    const url = database.databaseUrl;
    let handle = await openDatabase(url ? { url } : { dataDir: database.dataDir });
    await handle.migrate();
    await generateCatalog(handle.db, PRODUCT_COUNT);
    const setup = await prepare(handle);
    await handle.close();
    console.log(
      `${setup.catalogue.length} offers, ${setup.contested.length} contested products, ${setup.buyers.length} buyers`,
    );

    server = await startBenchServer({ database, sessionSecret: SESSION_SECRET, apiOnly: true });
    const { base, pid } = server;
    const log = (result: PhaseResult) =>
      console.log(
        `${result.what.padEnd(40)} ${String(result.requestsPerSecond).padStart(6)}/s  p50 ${result.p50} ms  p99 ${result.p99} ms  peak RSS ${result.peakRssMb} MB`,
      );
    const results: PhaseResult[] = [];
    const bare = await barePhase(base, pid);
    log(bare);
    results.push(bare);
    const beforeCatalogue = await barePhase(base, pid);
    const catalogue = await cataloguePhase(base, pid, setup);
    catalogue.phase.bare = beforeCatalogue;
    log(catalogue.phase);
    results.push(catalogue.phase);
    const beforeFight = await barePhase(base, pid);
    const fight = await fightPhase(base, pid, setup);
    fight.phase.bare = beforeFight;
    log(fight.phase);
    results.push(fight.phase);
    await server.stop();

    handle = await openDatabase(url ? { url } : { dataDir: database.dataDir });
    const check = await countOversell(handle, setup);
    await handle.close();
    console.log(`Oversell: ${check.oversold}; ${check.lines.join('; ')}`);

    writeReportBlock('bench:checkout:intro', INTRO, '# Benchmarks\n');
    writeReportBlock(
      `bench:checkout:${database.engine.toLowerCase()}`,
      reportSection(database, setup, results, check, {
        catalogue: catalogue.placed,
        fight: fight.won.reduce((sum, count) => sum + count, 0),
      }),
      '# Benchmarks\n',
    );
    console.log(`Results written to ${REPORT}`);
    if (check.oversold > 0 || check.negativeStock > 0) process.exitCode = 1;
  } finally {
    await server?.stop();
    await database.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
