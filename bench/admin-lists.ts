/**
 * `npm run bench:admin [-- --orders N --products N --duration S --connections C]`
 *
 * Issue 11's admin lists at marketplace size: the order-infos list (every seller order, flagged
 * first) over N orders (default 1 000 000) with a status and a date filter, and the admin's
 * products list with a search over 100 000 products, against a bare Fastify route of the same
 * server in the same run. A fresh database (PostgreSQL with DATABASE_URL, as the issue asks; a
 * temporary PGlite directory otherwise), the real server in production mode as a child process,
 * a super admin signed in, autocannon. Records req/s, p50/p99, the ratio to the bare route and the
 * query plan's top line into docs/benchmarks.md. Never run in CI. Generating takes minutes: `--keep`
 * measures, then leaves the database and prints its URL, `--reuse URL` measures it again (the DATA_DIR is new).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sign } from '@fastify/cookie';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';
import { hashPassword } from '#server/modules/users/api.ts';
import { createSuperAdmin } from '#server/modules/users/super-admin.ts';
import { generateCatalog, NOUNS } from './catalog-data.ts';
import {
  type BenchDatabase,
  freshBenchDatabase,
  machine,
  sampleRss,
  startBenchServer,
  writeReportBlock,
} from './harness.ts';

const { values: args } = parseArgs({
  options: {
    orders: { type: 'string', default: '1000000' },
    products: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '8' },
    /** Measures as usual, then keeps the generated database (for EXPLAIN, or `--reuse`) and prints its URL. */
    keep: { type: 'boolean', default: false },
    /**
     * A database kept by `--keep` (its PostgreSQL URL): migrated, planned and measured again
     * without generating anything, and kept afterwards. For trial runs; the report says so.
     */
    reuse: { type: 'string' },
  },
});
const ORDERS = Number(args.orders);
const PRODUCTS = Number(args.products);
const DURATION_S = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const WARM_UP_S = 2;
const SESSION_SECRET = randomBytes(32).toString('base64url');
const ADMIN = { email: 'bench-admin@haat.test', name: 'Bench Admin', password: 'bench-admin-password-2026' };
/** The seller of the first shop, which gets every fifth order (200k of 1M): issue 13's benchmark. */
const SELLER = { email: 'bench-seller@haat.test', password: 'bench-seller-password-2026' };

interface Phase {
  what: string;
  path: string;
}

interface Measured extends Phase {
  requestsPerSecond: number;
  bareRequestsPerSecond: number;
  p50: number;
  p99: number;
  peakRssMb: number;
  problems: string;
}

/** Orders spread over the last year, one seller order each, statuses 1–6, some cancelled. */
async function generateOrders(db: Awaited<ReturnType<typeof openDatabase>>['db'], count: number) {
  await db.execute(sql`
    insert into regions (code, name, name_bn) select 'B1', 'Bench Division', 'বেঞ্চ বিভাগ'
    where not exists (select 1 from regions)`);
  await db.execute(sql`
    insert into cities (region_id, name, name_bn, code) select (select min(id) from regions), 'Bench District', 'বেঞ্চ জেলা', 'BD'
    where not exists (select 1 from cities)`);
  await db.execute(sql`
    insert into areas (city_id, name, name_bn)
    select (select min(id) from cities), 'Bench Area ' || n, 'বেঞ্চ এলাকা ' || n from generate_series(1, 20) n
    where not exists (select 1 from areas)`);
  await db.execute(sql`
    insert into users (name, email, password_hash, user_type, status)
    select 'Bench Customer ' || n, 'bench-customer-' || n || '@haat.test', 'x', 3, 1 from generate_series(1, 1000) n`);
  const started = performance.now();
  const batch = 250_000;
  for (let from = 1; from <= count; from += batch) {
    const to = Math.min(count, from + batch - 1);
    await db.execute(sql`
      with geo as (
        select a.id as area_id, a.name as area, a.name_bn as area_bn, c.id as city_id, c.name as city,
          c.name_bn as city_bn, r.id as region_id, r.name as region, r.name_bn as region_bn,
          row_number() over (order by a.id) - 1 as k
        from areas a join cities c on c.id = a.city_id join regions r on r.id = c.region_id
        order by a.id limit 50
      ), customers as (
        select id, row_number() over (order by id) - 1 as k from users where email like 'bench-customer-%'
      )
      insert into orders (order_number, customer_id, payment_method, payment_status, subtotal, vat,
        delivery_fee, total, shipping_full_name, shipping_phone, shipping_region_id, shipping_region,
        shipping_region_bn, shipping_city_id, shipping_city, shipping_city_bn, shipping_area_id,
        shipping_area, shipping_area_bn, shipping_address_line, billing_full_name, billing_phone,
        billing_region_id, billing_region, billing_region_bn, billing_city_id, billing_city,
        billing_city_bn, billing_area_id, billing_area, billing_area_bn, billing_address_line,
        created_at, updated_at)
      select 'BENCH-' || n, customers.id, case when n % 4 = 0 then 'sandbox' else 'cod' end,
        case when n % 4 = 0 then 'paid' else 'pending' end, 50000 + (n % 100) * 1000, 0, 6000,
        56000 + (n % 100) * 1000, 'Bench Customer', '01711000000', geo.region_id, geo.region,
        geo.region_bn, geo.city_id, geo.city, geo.city_bn, geo.area_id, geo.area, geo.area_bn,
        'House ' || n, 'Bench Customer', '01711000000', geo.region_id, geo.region, geo.region_bn,
        geo.city_id, geo.city, geo.city_bn, geo.area_id, geo.area, geo.area_bn, 'House ' || n,
        now() - ((n * 31) % 525600) * interval '1 minute', now() - ((n * 31) % 525600) * interval '1 minute'
      from generate_series(${from}::int, ${to}::int) n
      join geo on geo.k = n % (select count(*) from geo)
      join customers on customers.k = n % 1000`);
  }
  await db.execute(sql`
    with shops as (select id, row_number() over (order by id) - 1 as k from companies),
         shop_count as (select count(*) as c from shops)
    insert into seller_orders (order_id, company_id, sub_number, status, cancelled_at, subtotal, vat,
      delivery_fee, total, created_at, updated_at)
    select o.id, case when o.id % 5 = 0 then (select min(id) from companies) else shops.id end,
      o.order_number || '-1', 1 + (o.id % 6),
      case when o.id % 17 = 0 then o.created_at + interval '1 hour' end,
      o.subtotal, o.vat, o.delivery_fee, o.total, o.created_at, o.created_at
    from orders o, shop_count
    join shops on true
    where o.order_number like 'BENCH-%' and shops.k = o.id % shop_count.c`);
  // As autovacuum leaves a table in use: statistics and the visibility map (index-only scans).
  await db.execute(sql`vacuum analyze orders`);
  await db.execute(sql`vacuum analyze seller_orders`);
  return Math.round(performance.now() - started);
}

async function signIn(
  base: string,
  path: string,
  account: { email: string; password: string },
): Promise<string> {
  const visitor = `haat_visitor=${sign(`bench-${account.email}`, SESSION_SECRET)}; haat_csrf=bench-csrf`;
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: visitor, 'x-csrf-token': 'bench-csrf' },
    body: JSON.stringify({ login: account.email, password: account.password }),
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
  if (!response.ok) throw new Error(`Sign-in answered ${response.status}: ${await response.text()}`);
  return [visitor, ...cookies].join('; ');
}

const loadAverages: number[] = [];

async function run(base: string, path: string, cookie: string, seconds: number) {
  return autocannon({ url: base + path, connections: CONNECTIONS, duration: seconds, headers: { cookie } });
}

async function measure(base: string, pid: number, phase: Phase, cookie: string): Promise<Measured> {
  const probe = await fetch(base + phase.path, { headers: { cookie } });
  if (!probe.ok)
    throw new Error(`${phase.path} answered ${probe.status}: ${(await probe.text()).slice(0, 300)}`);
  // Other work on the machine varies: the bare route is measured again just before each phase.
  const bare = await run(base, '/__bench/bare', cookie, DURATION_S / 2);
  loadAverages.push(loadavg()[0] ?? 0);
  await run(base, phase.path, cookie, WARM_UP_S);
  const rss = sampleRss(pid);
  const result = await run(base, phase.path, cookie, DURATION_S);
  return {
    ...phase,
    requestsPerSecond: Math.round(result.requests.average),
    bareRequestsPerSecond: Math.round(bare.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    peakRssMb: rss.stop(),
    problems: result.non2xx || result.errors ? `${result.non2xx} non-2xx, ${result.errors} errors` : '',
  };
}

function report(
  engine: string,
  results: Measured[],
  timings: Record<string, number>,
  plans: string[],
): string {
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  return [
    `### ${engine}`,
    '',
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · ${ORDERS.toLocaleString('en')} orders, ${PRODUCTS.toLocaleString('en')} products · ${machine()} · autocannon on the same machine, ${CONNECTIONS} connections, ${DURATION_S} s per phase after ${WARM_UP_S} s of warm-up; the bare route measured again before each phase`,
    '',
    Object.keys(timings).length > 0
      ? `Data generated in ${Object.entries(timings)
          .map(([step, ms]) => `${step} ${seconds(ms)} s`)
          .join(', ')}.`
      : 'Data kept from an earlier run (`--reuse`).',
    '',
    '| list | path | req/s | bare req/s | vs bare | p50 ms | p99 ms | peak RSS MB |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.map(
      (r) =>
        `| ${r.what} | \`${r.path}\` | ${r.requestsPerSecond} | ${r.bareRequestsPerSecond} | ${((r.requestsPerSecond / r.bareRequestsPerSecond) * 100).toFixed(1)}% | ${r.p50} | ${r.p99} | ${r.peakRssMb} |${r.problems ? ` ${r.problems}` : ''}`,
    ),
    '',
    `Load average (1 min) at the start of the phases: ${loadAverages.map((value) => value.toFixed(1)).join(', ')}.`,
    '',
    'Query plans (top line of `EXPLAIN ANALYZE` of the list query, on the generated data):',
    '',
    ...plans.map((plan) => `- ${plan}`),
    '',
  ].join('\n');
}

const REPORT_HEADER = `# Benchmarks

Numbers from the scripts in \`bench/\`, on the machine named in each section. Each script writes its
own section; rerun it to refresh the numbers. Benchmarks never run in CI.
`;

async function main(): Promise<void> {
  const reuseDir = args.reuse ? mkdtempSync(join(tmpdir(), 'haat-bench-')) : '';
  const database: BenchDatabase = args.reuse
    ? {
        engine: 'PostgreSQL',
        dataDir: reuseDir,
        databaseUrl: args.reuse,
        dispose: async () => rmSync(reuseDir, { recursive: true, force: true }),
      }
    : await freshBenchDatabase();
  const engine = database.engine;
  let server: Awaited<ReturnType<typeof startBenchServer>> | undefined;
  const timings: Record<string, number> = {};
  const plans: string[] = [];
  try {
    console.log(`Generating ${PRODUCTS} products and ${ORDERS} orders on ${engine}…`);
    const handle = await openDatabase(
      database.databaseUrl ? { url: database.databaseUrl } : { dataDir: database.dataDir },
    );
    await handle.migrate();
    if (!args.reuse) {
      const started = performance.now();
      await generateCatalog(handle.db, PRODUCTS);
      timings.products = performance.now() - started;
      timings.orders = await generateOrders(handle.db, ORDERS);
      await createSuperAdmin(handle.db, ADMIN);
      await handle.db.execute(sql`
        insert into users (name, email, password_hash, user_type, status, company_id)
        values ('Bench Seller', ${SELLER.email}, ${await hashPassword(SELLER.password)}, 4, 1, (select min(id) from companies))`);
    }
    // What the planner does with the two filtered lists (the server's own queries, by shape).
    for (const [what, query] of [
      [
        'order-infos, status 3 in September',
        sql`explain analyze select so.id from seller_orders so where so.status = 3
          and so.created_at >= '2026-09-01T00:00:00+06:00' and so.created_at < '2026-10-01T00:00:00+06:00'
          order by so.created_at desc, so.id desc limit 21`,
      ],
      // A search of the admin's list, newest first: the page and three pages after it (the
      // windowed count, catalog/manage.ts) from the narrow copy of the search text.
      [
        'products search "rice"',
        sql`explain analyze select product_id from product_search_texts where search_text like '%rice%'
          order by product_id desc limit 81`,
      ],
      [
        'products search "rice", page 10',
        sql`explain analyze select product_id from product_search_texts where search_text like '%rice%'
          order by product_id desc limit 81 offset 180`,
      ],
    ] as const) {
      const rows = (await handle.db.execute(query)) as unknown as { rows?: Array<Record<string, string>> };
      const list = rows.rows ?? (rows as unknown as Array<Record<string, string>>);
      const top = Object.values(list[0] ?? {})[0] ?? '';
      const time = Object.values(list.at(-1) ?? {})[0] ?? '';
      plans.push(`${what}: \`${top.trim()}\` — ${time.trim()}`);
    }
    await handle.close();
    console.log(
      'Generated:',
      Object.fromEntries(Object.entries(timings).map(([k, v]) => [k, Math.round(v)])),
    );
    console.log(plans.join('\n'));

    server = await startBenchServer({ database, sessionSecret: SESSION_SECRET, apiOnly: true });
    const { base, pid } = server;
    const cookie = await signIn(base, '/api/admin/login', ADMIN);
    const sellerCookie = await signIn(base, '/api/auth/login', SELLER);
    // A product word of the generated catalogue (its nouns, bench/catalog-data.ts).
    const word = NOUNS[0]![0].toLowerCase();
    const phases: Array<Phase & { seller?: true }> = [
      { what: 'order-infos, first page', path: '/api/order-infos/20' },
      {
        what: 'order-infos, status + month',
        path: '/api/order-infos/20?status=3&from=2026-09-01&to=2026-09-30',
      },
      {
        what: 'order-infos, status + month, page 20',
        path: '/api/order-infos/20?status=3&from=2026-09-01&to=2026-09-30&page=20',
      },
      { what: 'order-infos, one seller', path: '/api/order-infos/20?company_id=1' },
      { what: 'order-infos, flagged only', path: '/api/order-infos/20?flagged=1' },
      { what: 'products, first page', path: '/api/products/manage?limit=20' },
      { what: 'products, search', path: `/api/products/manage?limit=20&q=${encodeURIComponent(word)}` },
      {
        what: 'products, search, page 10',
        path: `/api/products/manage?limit=20&page=10&q=${encodeURIComponent(word)}`,
      },
      {
        what: 'seller (200k orders): manage-orders, a tab',
        path: '/api/seller/orders?tab=preparing',
        seller: true,
      },
      {
        what: 'seller (200k orders): manage-orders, search',
        path: '/api/seller/orders?q=BENCH-12345',
        seller: true,
      },
      { what: 'seller (200k orders): dashboard', path: '/api/seller/dashboard', seller: true },
    ];
    const results: Measured[] = [];
    for (const phase of phases) {
      const result = await measure(base, pid, phase, phase.seller ? sellerCookie : cookie);
      results.push(result);
      console.log(
        `${phase.what.padEnd(40)} ${String(result.requestsPerSecond).padStart(6)} req/s (bare ${result.bareRequestsPerSecond})  p50 ${result.p50} ms  p99 ${result.p99} ms`,
      );
    }
    writeReportBlock(
      `bench:admin:${engine.toLowerCase()}`,
      report(engine, results, timings, plans),
      REPORT_HEADER,
    );
  } finally {
    await server?.stop();
    // A kept or reused database stays (only a reused one's DATA_DIR goes); say where to find it.
    if (args.keep) {
      console.log(
        database.databaseUrl
          ? `Kept: ${database.databaseUrl} (measure it again with --reuse ${database.databaseUrl})`
          : `Kept: ${database.dataDir} (a PGlite directory; --reuse takes a PostgreSQL URL)`,
      );
    } else await database.dispose();
  }
}

await main();
