/**
 * `npm run bench:pages [-- --duration S --connections C]`
 *
 * The server-rendered storefront pages a shopper opens most (home, a category, a product, a
 * search and a static page), anonymous and signed in, against a bare Fastify route of the same
 * server in the same run. A fresh database (a temporary PGlite data directory, or a new database
 * on the PostgreSQL server of DATABASE_URL, dropped afterwards) with the demo data, the real
 * server in production mode as a child process, autocannon at 64 connections. Records req/s,
 * p50/p99 and the page's size (uncompressed and gzip) into docs/benchmarks.md. Never run in CI.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { sign } from '@fastify/cookie';
import autocannon from 'autocannon';
import { DEMO_ACCOUNTS } from '#server/db/seed/index.ts';
import {
  freshBenchDatabase,
  machine,
  REPORT,
  ROOT,
  sampleRss,
  startBenchServer,
  writeReportBlock,
} from './harness.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '64' },
    /** A label for the report block ("before" keeps the numbers of the code before a change). */
    label: { type: 'string', default: 'after' },
  },
});
const DURATION_S = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const LABEL = args.label;
const WARM_UP_S = 2;
const SESSION_SECRET = randomBytes(32).toString('base64url');
/** A returning anonymous visitor: the visitor and CSRF cookies a first page gave them. */
const VISITOR = `haat_visitor=${sign('bench-visitor-000000', SESSION_SECRET)}; haat_csrf=bench-csrf`;

interface Page {
  kind: string;
  path: string;
}

interface Measured {
  kind: string;
  path: string;
  who: 'anonymous' | 'signed in' | '–';
  bare: number;
  /** The bare route's CPU time per request, measured just before. */
  bareCpu: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  bytes: number;
  gzipBytes: number;
  peakRssMb: number;
  /** The server process's CPU time per answered request: what the page costs, whatever else runs. */
  cpuMsPerRequest: number;
  non2xx: number;
  errors: number;
}

const loadAverages: number[] = [];

function run(base: string, path: string, cookie: string, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: base + path,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { cookie, accept: 'text/html' },
  });
}

async function measure(
  base: string,
  pid: number,
  path: string,
  cookie: string,
): Promise<Omit<Measured, 'kind' | 'who' | 'bare' | 'bareCpu'>> {
  loadAverages.push(loadavg()[0] ?? 0);
  const probe = await fetch(base + path, { headers: { cookie, accept: 'text/html' } });
  const body = Buffer.from(await probe.arrayBuffer());
  if (!probe.ok) throw new Error(`${path} answered ${probe.status}: ${body.toString().slice(0, 300)}`);
  await run(base, path, cookie, WARM_UP_S);
  await settle(base);
  const rss = sampleRss(pid);
  const cpuBefore = cpuMs(pid);
  const result = await run(base, path, cookie, DURATION_S);
  const cpuSpent = cpuMs(pid) - cpuBefore;
  const peakRssMb = rss.stop();
  await settle(base);
  return {
    path,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: body.length,
    gzipBytes: gzipSync(body).length,
    peakRssMb,
    cpuMsPerRequest: result.requests.total ? cpuSpent / result.requests.total : 0,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** A process's user + system CPU time so far, in ms (Linux: /proc/PID/stat, 100 ticks a second). */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/**
 * Waits until the server answers the bare route quickly again: requests a phase left in flight
 * (slow pages at 64 connections) must not count against the next phase.
 */
async function settle(base: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    await fetch(`${base}/__bench/bare`);
    if (performance.now() - started < 20) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function signIn(base: string): Promise<string> {
  const customer = DEMO_ACCOUNTS.find((account) => account.role === 'customer')!;
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: VISITOR, 'x-csrf-token': 'bench-csrf' },
    body: JSON.stringify({ login: customer.email, password: customer.password }),
  });
  const session = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .find((pair) => pair.startsWith('haat_session='));
  if (!session) throw new Error(`Signing in answered ${response.status}: ${await response.text()}`);
  return `${VISITOR}; ${session}`;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function reportSection(engine: string, results: Measured[], notes: string[]): string {
  const rows = results.map(
    (r) =>
      `| ${r.kind} | ${r.who} | \`${r.path}\` | ${r.requestsPerSecond} | ${r.bare ? `${((r.requestsPerSecond / r.bare) * 100).toFixed(1)}%` : '100%'} | ${r.p50} | ${r.p99} | ${r.cpuMsPerRequest.toFixed(2)} | ${r.bareCpu && r.cpuMsPerRequest ? `${((r.bareCpu / r.cpuMsPerRequest) * 100).toFixed(1)}%` : '100%'} | ${kb(r.bytes)} | ${kb(r.gzipBytes)} | ${r.peakRssMb} |${r.non2xx || r.errors ? ` ${r.non2xx} non-2xx, ${r.errors} errors` : ''}`,
  );
  return [
    `### ${engine}, ${LABEL}`,
    '',
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · demo data · ${machine()} · autocannon on the same machine, ${CONNECTIONS} connections, ${DURATION_S} s per phase after ${WARM_UP_S} s of warm-up`,
    '',
    '| page | who | path | req/s | vs bare | p50 ms | p99 ms | CPU ms/req | CPU vs bare | HTML KB | gzip KB | peak RSS MB |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    `Load average (1 min) at the start of the phases: ${loadAverages.map((value) => value.toFixed(1)).join(', ')}.`,
    ...(notes.length ? ['', ...notes.map((note) => `- ${note}`)] : []),
    '',
  ].join('\n');
}

const REPORT_HEADER = `# Benchmarks

Numbers from the scripts in \`bench/\`, on the machine named in each section. Each script writes its
own section; rerun it to refresh the numbers. Benchmarks never run in CI.
`;

async function main(): Promise<void> {
  if (!existsSync(join(ROOT, 'build', 'web', 'server', 'index.js'))) {
    console.log('Building the web app…');
    const built = spawnSync('npx', ['react-router', 'build'], { stdio: 'inherit', cwd: ROOT });
    if (built.status !== 0) throw new Error('The web app could not be built');
  }
  const database = await freshBenchDatabase();
  const engine = database.engine;
  let server: Awaited<ReturnType<typeof startBenchServer>> | undefined;
  try {
    console.log(`Starting the server with the demo data on ${engine}…`);
    server = await startBenchServer({
      database,
      sessionSecret: SESSION_SECRET,
      apiOnly: false,
      env: { SEED_DEMO_DATA: 'true' },
    });
    const { base, pid } = server;
    const list = (await (
      await fetch(`${base}/api/products?limit=1`, { headers: { cookie: VISITOR } })
    ).json()) as {
      data: Array<{ slug: string }>;
    };
    const productSlug = list.data[0]?.slug;
    if (!productSlug) throw new Error('The demo data has no products');
    const pages: Page[] = [
      { kind: 'home', path: '/' },
      { kind: 'category', path: '/groceries' },
      { kind: 'product', path: `/products/${productSlug}` },
      { kind: 'search', path: '/search?q=rice' },
      { kind: 'static page', path: '/about-us' },
    ];
    const signedIn = await signIn(base);
    const results: Measured[] = [];
    const notes: string[] = [];
    for (const page of pages) {
      try {
        // Other work on the machine varies: each page is compared with a bare run just before it.
        const bare = await measure(base, pid, '/__bench/bare', VISITOR);
        results.push({ ...bare, kind: 'bare Fastify route', who: '–', bare: 0, bareCpu: 0 });
        for (const [who, cookie] of [
          ['anonymous', VISITOR],
          ['signed in', signedIn],
        ] as const) {
          const result = {
            ...(await measure(base, pid, page.path, cookie)),
            kind: page.kind,
            who,
            bare: bare.requestsPerSecond,
            bareCpu: bare.cpuMsPerRequest,
          };
          results.push(result);
          console.log(
            `${page.kind.padEnd(12)} ${who.padEnd(10)} ${String(result.requestsPerSecond).padStart(6)} req/s (${((result.requestsPerSecond / Math.max(1, bare.requestsPerSecond)) * 100).toFixed(1)}% of ${bare.requestsPerSecond})  p50 ${result.p50} ms  p99 ${result.p99} ms  ${kb(result.bytes)} KB`,
          );
        }
      } catch (error) {
        const message = `${page.kind} not measured: ${(error as Error).message.split('\n')[0]}`;
        notes.push(message);
        console.error(message);
      }
    }
    writeReportBlock(
      `bench:pages:${engine.toLowerCase()}:${LABEL}`,
      reportSection(engine, results, notes),
      REPORT_HEADER,
    );
    console.log(`Results written to ${REPORT}`);
  } finally {
    await server?.stop();
    await database.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
