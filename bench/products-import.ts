/**
 * `npm run bench:products [-- --products N --rows N --duration S]`
 *
 * Issue 12's benchmark: the seller's product list for a shop with N products (default 100,000),
 * first page, a search and a deep page, against the bare route of the same server; and a CSV
 * import of R new products (default 10,000) in one request, then the same file again (every row
 * an update), each timed with the server's peak memory. A fresh database (PostgreSQL with
 * DATABASE_URL, a temporary PGlite otherwise), the real server in production mode. Records into
 * docs/benchmarks.md. Never run in CI.
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { PRODUCT_CSV_COLUMNS } from '#lib/contracts/product-editor.ts';
import { openDatabase } from '#server/db/client.ts';
import { SESSION_COOKIE } from '#server/modules/auth/cookies.ts';
import { createSession } from '#server/modules/auth/sessions.ts';
import { generateCatalog, NOUNS } from './catalog-data.ts';
import { freshBenchDatabase, machine, sampleRss, startBenchServer, writeReportBlock } from './harness.ts';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    rows: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '8' },
  },
});
const PRODUCTS = Number(args.products);
const ROWS = Number(args.rows);
const DURATION_S = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const CSRF = 'bench-csrf';

interface ListResult {
  what: string;
  path: string;
  requestsPerSecond: number;
  bareRequestsPerSecond: number;
  p50: number;
  p99: number;
  problems: string;
}

const run = (base: string, path: string, cookie: string, seconds: number) =>
  autocannon({ url: base + path, connections: CONNECTIONS, duration: seconds, headers: { cookie } });

async function measureList(base: string, what: string, path: string, cookie: string): Promise<ListResult> {
  const probe = await fetch(base + path, { headers: { cookie } });
  if (!probe.ok) throw new Error(`${path} answered ${probe.status}: ${(await probe.text()).slice(0, 300)}`);
  const bare = await run(base, '/__bench/bare', cookie, DURATION_S / 2);
  await run(base, path, cookie, 2);
  const result = await run(base, path, cookie, DURATION_S);
  return {
    what,
    path,
    requestsPerSecond: Math.round(result.requests.average),
    bareRequestsPerSecond: Math.round(bare.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    problems: result.non2xx || result.errors ? `${result.non2xx} non-2xx, ${result.errors} errors` : '',
  };
}

/** A CSV of `rows` products for the import, each with a description as sellers write them. */
function csvOf(rows: number, category: string, priceType: string): string {
  const lines = [PRODUCT_CSV_COLUMNS.join(',')];
  for (let index = 0; index < rows; index++) {
    const [noun, nounBn] = NOUNS[index % NOUNS.length]!;
    lines.push(
      [
        `IMPORT-${index}`,
        `Imported ${noun} ${index}`,
        `আমদানি ${nounBn} ${index}`,
        category,
        priceType,
        String(100 + (index % 900)),
        '',
        '1',
        '10',
        String(index % 50),
        `"${noun} of good quality, packed and checked before dispatch; lot ${index}."`,
        `"ভালো মানের ${nounBn}, পাঠানোর আগে প্যাক ও যাচাই করা; লট ${index}।"`,
        '',
      ].join(','),
    );
  }
  return lines.join('\n');
}

async function timeImport(base: string, pid: number, cookie: string, csv: string) {
  const rss = sampleRss(pid);
  const started = performance.now();
  const response = await fetch(`${base}/api/products/import`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', 'x-csrf-token': CSRF },
    body: JSON.stringify({ csv }),
    signal: AbortSignal.timeout(30 * 60_000),
  });
  const body = (await response.json()) as { data?: { created: number; updated: number; errors: unknown[] } };
  const seconds = (performance.now() - started) / 1000;
  if (!response.ok)
    throw new Error(`import answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return { seconds, peakRssMb: rss.stop(), ...body.data! };
}

async function main(): Promise<void> {
  const database = await freshBenchDatabase();
  const engine = database.engine;
  const sessionSecret = randomBytes(32).toString('base64url');
  let server: Awaited<ReturnType<typeof startBenchServer>> | undefined;
  try {
    const handle = await openDatabase(
      database.databaseUrl ? { url: database.databaseUrl } : { dataDir: database.dataDir },
    );
    await handle.migrate();
    const started = performance.now();
    console.log(`Generating ${PRODUCTS} products for one shop on ${engine}…`);
    await generateCatalog(handle.db, PRODUCTS);
    const one = sql`(select min(id) from companies where status = 'active')`;
    await handle.db.execute(sql`update products set company_id = ${one}`);
    await handle.db.execute(sql`vacuum analyze products`);
    const rows = (
      (await handle.db.execute(sql`
        insert into users (name, email, password_hash, user_type, status, company_id)
        values ('Bench Seller', 'bench-seller@haat.test', 'x', 4, 1, ${one}) returning id`)) as unknown as {
        rows: Array<{ id: number }>;
      }
    ).rows;
    const session = await createSession(handle.db, { kind: 'web', userId: Number(rows[0]!.id) });
    const cookie = `${SESSION_COOKIE}=${session.token}; haat_csrf=${CSRF}`;
    const [reference] = (
      (await handle.db.execute(sql`select (select slug from categories where parent_id is not null order by id limit 1) as category,
        (select slug from product_price_types order by id limit 1) as price_type`)) as unknown as {
        rows: Array<{ category: string; price_type: string }>;
      }
    ).rows;
    const generatedSeconds = (performance.now() - started) / 1000;
    await handle.close();

    server = await startBenchServer({ database, sessionSecret, apiOnly: true });
    const word = NOUNS[0]![0].toLowerCase();
    const lists: ListResult[] = [];
    for (const [what, path] of [
      ['first page', '/api/products/manage?limit=20'],
      ['search', `/api/products/manage?limit=20&q=${encodeURIComponent(word)}`],
      ['page 50', '/api/products/manage?limit=20&page=50'],
    ] as const) {
      const result = await measureList(server.base, what, path, cookie);
      lists.push(result);
      console.log(
        `${what.padEnd(12)} ${result.requestsPerSecond} req/s (bare ${result.bareRequestsPerSecond})  p50 ${result.p50} ms  p99 ${result.p99} ms`,
      );
    }
    const csv = csvOf(ROWS, reference!.category, reference!.price_type);
    const load = loadavg()[0] ?? 0;
    const first = await timeImport(server.base, server.pid, cookie, csv);
    console.log(
      `import: ${first.created} created in ${first.seconds.toFixed(1)} s, peak ${first.peakRssMb} MB`,
    );
    const again = await timeImport(server.base, server.pid, cookie, csv);
    console.log(
      `again: ${again.updated} updated in ${again.seconds.toFixed(1)} s, peak ${again.peakRssMb} MB`,
    );

    const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
    writeReportBlock(
      `bench:products:${engine.toLowerCase()}`,
      [
        `### ${engine}`,
        '',
        `${when} UTC · one shop with ${PRODUCTS.toLocaleString('en')} products (generated in ${generatedSeconds.toFixed(0)} s) · ${machine()} · autocannon on the same machine, ${CONNECTIONS} connections, ${DURATION_S} s per list after 2 s of warm-up`,
        '',
        '| seller product list | path | req/s | bare req/s | vs bare | p50 ms | p99 ms |',
        '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
        ...lists.map(
          (r) =>
            `| ${r.what} | \`${r.path}\` | ${r.requestsPerSecond} | ${r.bareRequestsPerSecond} | ${((r.requestsPerSecond / r.bareRequestsPerSecond) * 100).toFixed(1)}% | ${r.p50} | ${r.p99} |${r.problems ? ` ${r.problems}` : ''}`,
        ),
        '',
        `| CSV import of ${ROWS.toLocaleString('en')} rows (${(Buffer.byteLength(csv) / 1024 / 1024).toFixed(1)} MB), one request | seconds | rows/s | server peak RSS MB |`,
        '| --- | ---: | ---: | ---: |',
        `| new products (${first.created} created, ${first.errors.length} errors) | ${first.seconds.toFixed(1)} | ${Math.round(ROWS / first.seconds)} | ${first.peakRssMb} |`,
        `| the same file again (${again.updated} updated) | ${again.seconds.toFixed(1)} | ${Math.round(ROWS / again.seconds)} | ${again.peakRssMb} |`,
        '',
        `Load average (1 min) before the import: ${load.toFixed(1)}.`,
        '',
      ].join('\n'),
      '# Benchmarks\n',
    );
  } finally {
    await server?.stop();
    await database.dispose();
  }
}

await main();
