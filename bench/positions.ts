/**
 * `npm run bench:positions [-- --riders N --watchers N --processes P --seconds S]`
 *
 * Issue 14's live tracking at city size: N delivery persons (default 2,000) on duty report their
 * position every 5 s while W customers (default 10,000) each watch their own order on its way
 * over server-sent events (GET /api/events). The real server runs as P processes (default 1 and
 * then 2) on one fresh database; riders and watchers are spread over the processes, so a
 * position reported to one process reaches customers connected to another only through the
 * event bus (PostgreSQL LISTEN/NOTIFY, or Redis with REDIS_URL). Records the delay from the
 * position's time (the database's clock when it was stored) to its arrival at the watcher,
 * p50/p99, what arrived of what was due, the report calls' latency, and each server process's
 * CPU and peak memory into docs/benchmarks.md. Needs DATABASE_URL (PostgreSQL). Never run in CI.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';
import { SESSION_COOKIE } from '#server/modules/auth/cookies.ts';
import { createSession } from '#server/modules/auth/sessions.ts';
import {
  type BenchServer,
  freshBenchDatabase,
  machine,
  percentile,
  sampleRss,
  startBenchServer,
  writeReportBlock,
} from './harness.ts';

const { values: args } = parseArgs({
  options: {
    riders: { type: 'string', default: '2000' },
    watchers: { type: 'string', default: '10000' },
    processes: { type: 'string', default: '1,2' },
    seconds: { type: 'string', default: '30' },
  },
});
const RIDERS = Number(args.riders);
const WATCHERS = Number(args.watchers);
const PROCESS_COUNTS = args.processes.split(',').map(Number);
const SECONDS = Number(args.seconds);
const REPORT_EVERY_MS = 5_000;
const SESSION_SECRET = randomBytes(32).toString('base64url');
const CSRF = 'bench-csrf';
/** Dhaka's centre: riders move around it. */
const DHAKA = { latitude: 23.7806, longitude: 90.4074 };

type BenchDb = Awaited<ReturnType<typeof openDatabase>>['db'];

/** Riders on duty, customers, and one order on its way per customer, carried by rider i % N. */
async function generate(db: BenchDb): Promise<{ riders: number[]; customers: number[] }> {
  await db.execute(
    sql`insert into regions (code, name, name_bn) values ('B1', 'Bench Division', 'বেঞ্চ বিভাগ')`,
  );
  await db.execute(sql`
    insert into cities (region_id, name, name_bn, code) select min(id), 'Bench District', 'বেঞ্চ জেলা', 'BD' from regions`);
  await db.execute(sql`
    insert into areas (city_id, name, name_bn, latitude, longitude)
    select min(id), 'Bench Area', 'বেঞ্চ এলাকা', ${DHAKA.latitude}, ${DHAKA.longitude} from cities`);
  await db.execute(sql`
    insert into companies (company_name, company_name_bn, slug, status, pickup_latitude, pickup_longitude)
    values ('Bench Shop', 'বেঞ্চ দোকান', 'bench-shop', 'active', ${DHAKA.latitude}, ${DHAKA.longitude})`);
  await db.execute(sql`
    insert into users (name, email, password_hash, user_type, status)
    select 'Bench Rider ' || n, 'bench-rider-' || n || '@haat.test', 'x', 2, 1 from generate_series(1, ${RIDERS}) n`);
  await db.execute(sql`
    insert into delivery_persons (user_id, full_name, phone, area_id, latitude, longitude, on_duty, position_at)
    select u.id, u.name, '017' || lpad(u.id::text, 8, '0'), (select min(id) from areas),
      ${DHAKA.latitude} + (random() - 0.5) * 0.1, ${DHAKA.longitude} + (random() - 0.5) * 0.1, true, now()
    from users u where u.email like 'bench-rider-%'`);
  await db.execute(sql`
    insert into users (name, email, password_hash, user_type, status)
    select 'Bench Customer ' || n, 'bench-customer-' || n || '@haat.test', 'x', 3, 1 from generate_series(1, ${WATCHERS}) n`);
  await db.execute(sql`
    with geo as (
      select a.id as area_id, a.name as area, a.name_bn as area_bn, c.id as city_id, c.name as city,
        c.name_bn as city_bn, r.id as region_id, r.name as region, r.name_bn as region_bn
      from areas a join cities c on c.id = a.city_id join regions r on r.id = c.region_id limit 1
    )
    insert into orders (order_number, customer_id, payment_method, payment_status, subtotal, vat,
      delivery_fee, total, shipping_full_name, shipping_phone, shipping_region_id, shipping_region,
      shipping_region_bn, shipping_city_id, shipping_city, shipping_city_bn, shipping_area_id,
      shipping_area, shipping_area_bn, shipping_address_line, billing_full_name, billing_phone,
      billing_region_id, billing_region, billing_region_bn, billing_city_id, billing_city,
      billing_city_bn, billing_area_id, billing_area, billing_area_bn, billing_address_line)
    select 'TRACK-' || u.id, u.id, 'cod', 'pending', 50000, 0, 6000, 56000, u.name, '01711000000',
      geo.region_id, geo.region, geo.region_bn, geo.city_id, geo.city, geo.city_bn, geo.area_id,
      geo.area, geo.area_bn, 'House 1', u.name, '01711000000', geo.region_id, geo.region,
      geo.region_bn, geo.city_id, geo.city, geo.city_bn, geo.area_id, geo.area, geo.area_bn, 'House 1'
    from users u, geo where u.email like 'bench-customer-%'`);
  await db.execute(sql`
    with riders as (select id, row_number() over (order by id) - 1 as k from delivery_persons)
    insert into seller_orders (order_id, company_id, sub_number, status, delivery_person_id, subtotal,
      vat, delivery_fee, total)
    select o.id, (select min(id) from companies), o.order_number || '-1', 5, riders.id, 50000, 0, 6000, 56000
    from orders o join riders on riders.k = o.id % ${RIDERS} where o.order_number like 'TRACK-%'`);
  await db.execute(sql`vacuum analyze`);
  const ids = async (pattern: string) =>
    (
      (await db.execute(sql`select id from users where email like ${pattern} order by id`)) as unknown as {
        rows: Array<{ id: number }>;
      }
    ).rows.map((row) => Number(row.id));
  return { riders: await ids('bench-rider-%'), customers: await ids('bench-customer-%') };
}

/** A web session cookie per user, made directly (sign-in hashes passwords on purpose: slow). */
async function sessionCookies(db: BenchDb, userIds: number[]): Promise<string[]> {
  const cookies: string[] = [];
  for (let from = 0; from < userIds.length; from += 200) {
    const batch = await Promise.all(
      userIds.slice(from, from + 200).map((userId) => createSession(db, { kind: 'web', userId })),
    );
    for (const session of batch) cookies.push(`${SESSION_COOKIE}=${session.token}; haat_csrf=${CSRF}`);
  }
  return cookies;
}

interface Watch {
  delays: number[];
  received: number;
  connected: number;
  close(): void;
}

/** Opens one SSE stream per cookie, spread over the servers; records each position's delay. */
async function watch(servers: BenchServer[], cookies: string[]): Promise<Watch> {
  const state: Watch = { delays: [], received: 0, connected: 0, close: () => {} };
  const requests: Array<ReturnType<typeof httpRequest>> = [];
  await Promise.all(
    cookies.map(
      (cookie, index) =>
        new Promise<void>((resolve) => {
          const url = new URL('/api/events', servers[index % servers.length]!.base);
          const request = httpRequest(url, {
            headers: { cookie, accept: 'text/event-stream' },
            agent: false,
          });
          requests.push(request);
          request.on('response', (response) => {
            if (response.statusCode !== 200) {
              response.resume();
              resolve();
              return;
            }
            state.connected++;
            resolve();
            let buffer = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => {
              buffer += chunk;
              let end = buffer.indexOf('\n\n');
              while (end >= 0) {
                const message = buffer.slice(0, end);
                buffer = buffer.slice(end + 2);
                end = buffer.indexOf('\n\n');
                if (!message.includes('event: delivery.position')) continue;
                const line = message.split('\n').find((part) => part.startsWith('data: '));
                if (!line) continue;
                const event = JSON.parse(line.slice(6)) as { data: { at: string } };
                state.received++;
                state.delays.push(Date.now() - Date.parse(event.data.at));
              }
            });
          });
          request.on('error', () => resolve());
          request.end();
        }),
    ),
  );
  state.close = () => {
    for (const request of requests) request.destroy();
  };
  return state;
}

/** Each rider reports a position every 5 s (staggered over the interval) for `seconds`. */
async function ride(servers: BenchServer[], cookies: string[], seconds: number) {
  const latencies: number[] = [];
  let failed = 0;
  let sent = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    cookies.map(async (cookie, index) => {
      const base = servers[index % servers.length]!.base;
      await new Promise((resolve) => setTimeout(resolve, (index / cookies.length) * REPORT_EVERY_MS));
      while (Date.now() < until) {
        const started = Date.now();
        const body = JSON.stringify({
          latitude: DHAKA.latitude + (Math.random() - 0.5) * 0.1,
          longitude: DHAKA.longitude + (Math.random() - 0.5) * 0.1,
        });
        try {
          const response = await fetch(`${base}/api/delivery/position`, {
            method: 'POST',
            headers: { cookie, 'content-type': 'application/json', 'x-csrf-token': CSRF },
            body,
          });
          await response.arrayBuffer();
          if (response.ok) sent++;
          else failed++;
        } catch {
          failed++;
        }
        latencies.push(Date.now() - started);
        const wait = REPORT_EVERY_MS - (Date.now() - started);
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }),
  );
  return { latencies: latencies.sort((a, b) => a - b), failed, sent };
}

/** CPU seconds (user + system) a process has used so far. */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

interface Result {
  processes: number;
  connected: number;
  reports: number;
  failedReports: number;
  reportP50: number;
  reportP99: number;
  due: number;
  received: number;
  delayP50: number;
  delayP99: number;
  cpuPercent: number[];
  peakRssMb: number[];
  load: number;
}

async function runWith(
  processes: number,
  database: Awaited<ReturnType<typeof freshBenchDatabase>>,
  riderCookies: string[],
  watcherCookies: string[],
): Promise<Result> {
  const env: Record<string, string> = { SIMULATE_DELIVERY: 'false', JOBS_WORKER: 'false' };
  if (process.env.REDIS_URL) env.REDIS_URL = process.env.REDIS_URL;
  const servers: BenchServer[] = [];
  try {
    for (let index = 0; index < processes; index++) {
      servers.push(await startBenchServer({ database, sessionSecret: SESSION_SECRET, apiOnly: true, env }));
    }
    const watching = await watch(servers, watcherCookies);
    // Settle: every stream open before the riders start.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const rss = servers.map((server) => sampleRss(server.pid));
    const cpuBefore = servers.map((server) => cpuSeconds(server.pid));
    const load = loadavg()[0] ?? 0;
    const started = Date.now();
    const riding = await ride(servers, riderCookies, SECONDS);
    // Late events still on their way.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const elapsed = (Date.now() - started) / 1000;
    const cpuPercent = servers.map((server, index) =>
      Math.round(((cpuSeconds(server.pid) - cpuBefore[index]!) / elapsed) * 100),
    );
    const peakRssMb = rss.map((sampler) => sampler.stop());
    watching.close();
    const delays = watching.delays.sort((a, b) => a - b);
    // Each report is due to every customer whose order that rider carries.
    const watchersPerRider = watcherCookies.length / riderCookies.length;
    return {
      processes,
      connected: watching.connected,
      reports: riding.sent,
      failedReports: riding.failed,
      reportP50: percentile(riding.latencies, 50),
      reportP99: percentile(riding.latencies, 99),
      due: Math.round(riding.sent * watchersPerRider),
      received: watching.received,
      delayP50: percentile(delays, 50),
      delayP99: percentile(delays, 99),
      cpuPercent,
      peakRssMb,
      load: Math.round(load * 10) / 10,
    };
  } finally {
    for (const server of servers) await server.stop();
  }
}

function report(results: Result[], generatedMs: number, transport: string): string {
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const rows = results.map(
    (r) =>
      `| ${r.processes} | ${r.connected} | ${r.reports} | ${r.failedReports} | ${r.reportP50} | ${r.reportP99} | ${r.received} / ${r.due} | ${r.delayP50} | ${r.delayP99} | ${r.cpuPercent.join(' + ')} | ${r.peakRssMb.join(' + ')} | ${r.load} |`,
  );
  return [
    '### PostgreSQL',
    '',
    `${when} UTC · ${RIDERS} delivery persons reporting every 5 s, ${WATCHERS} customers watching over SSE, ${SECONDS} s per run · fan-out through ${transport} · ${machine()} · load generator (riders and watchers) on the same machine`,
    '',
    `Data generated in ${Math.round(generatedMs / 1000)} s.`,
    '',
    '| processes | streams open | reports | failed | report p50 ms | report p99 ms | positions received / due | delay p50 ms | delay p99 ms | CPU % per process | peak RSS MB per process | load (1 min) |',
    '| --------: | -----------: | ------: | -----: | -----------: | -----------: | -----------------------: | -----------: | -----------: | ----------------: | ----------------------: | -----------: |',
    ...rows,
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) throw new Error('bench:positions needs DATABASE_URL (PostgreSQL)');
  const database = await freshBenchDatabase();
  try {
    const handle = await openDatabase({ url: database.databaseUrl! });
    await handle.migrate();
    const started = performance.now();
    console.log(`Generating ${RIDERS} riders and ${WATCHERS} customers with an order on its way…`);
    const { riders, customers } = await generate(handle.db);
    const [riderCookies, watcherCookies] = [
      await sessionCookies(handle.db, riders),
      await sessionCookies(handle.db, customers),
    ];
    const generatedMs = performance.now() - started;
    await handle.close();
    const results: Result[] = [];
    for (const processes of PROCESS_COUNTS) {
      const result = await runWith(processes, database, riderCookies, watcherCookies);
      results.push(result);
      console.log(
        `${processes} process(es): ${result.connected} streams, ${result.reports} reports (p99 ${result.reportP99} ms), ` +
          `${result.received}/${result.due} positions, delay p50 ${result.delayP50} ms p99 ${result.delayP99} ms, ` +
          `CPU ${result.cpuPercent.join('+')} %, RSS ${result.peakRssMb.join('+')} MB`,
      );
    }
    const transport = process.env.REDIS_URL ? 'Redis pub/sub' : 'PostgreSQL LISTEN/NOTIFY';
    writeReportBlock('bench:positions:postgresql', report(results, generatedMs, transport), '# Benchmarks\n');
  } finally {
    await database.dispose();
  }
}

await main();
