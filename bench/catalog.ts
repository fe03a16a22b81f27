/**
 * `npm run bench:catalog [-- --products N --duration S --connections C]`
 *
 * Generates N products (default 100 000) into a fresh database (a temporary PGlite data
 * directory, or a new database on the PostgreSQL server of DATABASE_URL, dropped afterwards),
 * starts the real server as a child process, and measures with autocannon, in one run: a bare
 * Fastify route on that server, the product list, search (one repeated query, and queries that
 * always miss the read cache), the home page and a product page. Writes the results for this
 * engine into docs/benchmarks.md. Never run in CI.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sign } from '@fastify/cookie';
import autocannon from 'autocannon';
import { openDatabase } from '#server/db/client.ts';
import { generateCatalog, NOUNS } from './catalog-data.ts';
import {
  freshBenchDatabase,
  machine,
  REPORT,
  ROOT,
  rssMb,
  startBenchServer,
  writeReportBlock,
} from './harness.ts';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
  },
});
const PRODUCT_COUNT = Number(args.products);
const DURATION_S = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const WARM_UP_S = 2;
const SESSION_SECRET = randomBytes(32).toString('base64url');
const VISITOR = `haat_visitor=${sign('bench', SESSION_SECRET)}`;

interface Phase {
  name: string;
  /** What is measured, for the report. */
  what: string;
  path: string;
  /** Concurrent connections; CONNECTIONS unless given. */
  connections?: number;
  /** Builds each request's path (queries that must miss the cache). */
  nextPath?: () => string;
  page?: boolean;
}

interface Measured {
  phase: Phase;
  /** The bare route's req/s measured just before this phase: the ratio's base, under the same load. */
  bareRequestsPerSecond?: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  peakRssMb: number;
  non2xx: number;
  errors: number;
}

function runAutocannon(base: string, phase: Phase, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: base,
    connections: phase.connections ?? CONNECTIONS,
    duration: seconds,
    headers: { cookie: VISITOR, accept: phase.page ? 'text/html' : 'application/json' },
    requests: [
      {
        method: 'GET',
        path: phase.path,
        ...(phase.nextPath
          ? {
              setupRequest: (request: autocannon.Request) => ({ ...request, path: phase.nextPath!() }),
            }
          : {}),
      },
    ],
  });
}

async function measure(base: string, pid: number, phase: Phase): Promise<Measured> {
  loadAverages.push(loadavg()[0] ?? 0);
  const probe = await fetch(base + phase.path, { headers: { cookie: VISITOR } });
  if (!probe.ok)
    throw new Error(`${phase.path} answered ${probe.status}: ${(await probe.text()).slice(0, 300)}`);
  await runAutocannon(base, phase, WARM_UP_S);
  let peak = rssMb(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 100);
  const result = await runAutocannon(base, phase, DURATION_S);
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(pid));
  return {
    phase,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    peakRssMb: peak,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

function ensureWebBuild(): boolean {
  if (existsSync(join(ROOT, 'build', 'web', 'server', 'index.js'))) return true;
  console.log('Building the web app for the page phases…');
  const built = spawnSync('npx', ['react-router', 'build'], { stdio: 'inherit', cwd: ROOT });
  return built.status === 0;
}

/** The machine's 1-minute load average at the start of each phase: other work skews the numbers. */
const loadAverages: number[] = [];

function reportSection(
  engine: string,
  generated: Awaited<ReturnType<typeof generateCatalog>>,
  results: Measured[],
  notes: string[],
): string {
  const bare = results.find((result) => result.phase.name === 'bare');
  const ratio = (result: Measured) => {
    const base = result.bareRequestsPerSecond ?? bare?.requestsPerSecond;
    return base ? `${Math.round((result.requestsPerSecond / base) * 100)}%` : '–';
  };
  const rows = results.map(
    (result) =>
      `| ${result.phase.what} | \`${result.phase.path}\` | ${result.requestsPerSecond} | ${ratio(result)} | ${result.p50} | ${result.p99} | ${result.peakRssMb} |${result.non2xx || result.errors ? ` ${result.non2xx} non-2xx, ${result.errors} errors` : ''}`,
  );
  const seconds = (ms: number | undefined) => ((ms ?? 0) / 1000).toFixed(1);
  return [
    `### ${engine}`,
    '',
    `${new Date().toISOString().slice(0, 10)} · ${generated.products} products (${generated.visibleProducts} visible) · ${machine()} · autocannon on the same machine, ${CONNECTIONS} connections unless the phase says otherwise, ${DURATION_S} s per phase after ${WARM_UP_S} s of warm-up`,
    '',
    `Data generated in ${seconds(Object.values(generated.timings).reduce((a, b) => a + b, 0))} s (${Object.entries(
      generated.timings,
    )
      .map(([step, ms]) => `${step} ${seconds(ms)} s`)
      .join(', ')}).`,
    '',
    '| phase | path | req/s | vs bare | p50 ms | p99 ms | peak RSS MB |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    `Load average (1 min) at the start of the phases: ${loadAverages.map((value) => value.toFixed(1)).join(', ')} (other work on the machine at the time).`,
    ...(notes.length ? ['', ...notes.map((note) => `- ${note}`)] : []),
    '',
  ].join('\n');
}

const REPORT_HEADER = `# Benchmarks

Numbers from the scripts in \`bench/\`, on the machine named in each section. Each script writes its
own section; rerun it to refresh the numbers. Benchmarks never run in CI.

## Catalog (\`npm run bench:catalog\`)

A fresh database with generated products; the real server in production mode as a child process;
autocannon against a bare Fastify route of the same server (\`/__bench/bare\`, registered only with
\`HAAT_BENCH=1\`), the product list, search and two server-rendered pages. "vs bare" is the
phase's throughput as a share of the bare route's, measured again just before the phase (so both
see the same load from other work on the machine). "search, cache miss" asks a different question
each time (a random product word and price ceiling), so every request runs the full search with
facets against the database: with one connection it shows the latency one shopper sees, with
more it shows the database's throughput (requests then wait for each other, on PGlite's single
connection especially). The other API phases are mostly served from the catalog read cache
(docs/decisions/0004-catalog-read-cache.md). Peak RSS is the server process's, sampled every
100 ms during the phase.

Aims (issue 3): the product list at 40% or more of the bare route's throughput; search p99 under
50 ms.
`;

function writeReport(engineKey: string, section: string): void {
  writeReportBlock(`bench:catalog:${engineKey}`, section, REPORT_HEADER);
}

async function main(): Promise<void> {
  const database = await freshBenchDatabase();
  const engine = database.engine;
  let server: Awaited<ReturnType<typeof startBenchServer>> | undefined;
  try {
    console.log(`Generating ${PRODUCT_COUNT} products on ${engine}…`);
    const handle = await openDatabase(
      database.databaseUrl ? { url: database.databaseUrl } : { dataDir: database.dataDir },
    );
    await handle.migrate();
    const generated = await generateCatalog(handle.db, PRODUCT_COUNT);
    await handle.close();
    console.log(`Generated ${generated.products} products:`, generated.timings);

    const withPages = ensureWebBuild();
    server = await startBenchServer({ database, sessionSecret: SESSION_SECRET, apiOnly: !withPages });
    const { base, pid } = server;

    const words = NOUNS.map(([en]) => en.split(' ')[0]!.toLowerCase());
    const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
    const phases: Phase[] = [
      { name: 'bare', what: 'bare Fastify route', path: '/__bench/bare' },
      { name: 'products', what: 'product list', path: '/api/products?limit=20' },
      { name: 'search', what: 'search, repeated query', path: '/api/search?q=walton%20rice%20cooker' },
      ...[1, CONNECTIONS].map(
        (connections): Phase => ({
          name: `search-miss-${connections}`,
          what: `search, cache miss, ${connections} connection${connections === 1 ? '' : 's'}`,
          path: '/api/search?q=rice&max_price=5000',
          connections,
          nextPath: () =>
            `/api/search?q=${encodeURIComponent(pick(words))}&max_price=${1000 + Math.floor(Math.random() * 19000)}`,
        }),
      ),
      ...(withPages
        ? [
            { name: 'home', what: 'home page (SSR)', path: '/', page: true },
            {
              name: 'product-page',
              what: 'product page (SSR)',
              path: `/products/${generated.sampleProductSlug}`,
              page: true,
            },
          ]
        : []),
    ];
    const results: Measured[] = [];
    const notes: string[] = [];
    const barePhase = phases[0]!;
    for (const phase of phases) {
      try {
        // Other work on the machine varies: each phase is compared with a bare run just before it.
        const bare = phase === barePhase ? undefined : await measure(base, pid, barePhase);
        const result = {
          ...(await measure(base, pid, phase)),
          bareRequestsPerSecond: bare?.requestsPerSecond,
        };
        results.push(result);
        console.log(
          `${phase.what.padEnd(24)} ${String(result.requestsPerSecond).padStart(7)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms  peak RSS ${result.peakRssMb} MB`,
        );
      } catch (error) {
        const message = `${phase.what} not measured: ${(error as Error).message.split('\n')[0]}`;
        notes.push(message);
        console.error(message);
      }
    }
    if (!withPages) notes.push('The web app could not be built, so the page phases were skipped.');
    writeReport(engine.toLowerCase(), reportSection(engine, generated, results, notes));
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
