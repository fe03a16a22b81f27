/**
 * `npm run bench:nearest`: the nearest-candidate query of delivery assignment (decision 0015)
 * with 10,000 delivery persons around Dhaka (half of them on duty), timed at random pickup
 * points: p50 and p99 of one query, on PGlite, or on PostgreSQL with DATABASE_URL. Writes its
 * block of docs/benchmarks.md.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';
import { nearestCandidates } from '#server/modules/delivery/nearest.ts';
import { freshBenchDatabase, machine, percentile, writeReportBlock } from './harness.ts';

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 10_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 500);
/** Dhaka, roughly 20 km across. */
const BOX = { minLat: 23.68, maxLat: 23.9, minLng: 90.33, maxLng: 90.5 };

const database = await freshBenchDatabase();
const handle = await openDatabase(
  database.databaseUrl ? { url: database.databaseUrl } : { dataDir: database.dataDir },
);
try {
  await handle.migrate();
  const db = handle.db;
  const started = performance.now();
  await db.execute(sql`
    insert into users (name, email, password_hash, user_type, status)
    select 'Rider ' || n, 'rider' || n || '@bench.test', 'x', 2, 1 from generate_series(1, ${PEOPLE}) n`);
  await db.execute(sql`
    insert into delivery_persons (user_id, full_name, phone, latitude, longitude, on_duty, position_at)
    select u.id, u.name, '+880171' || lpad(u.id::text, 7, '0'),
      ${BOX.minLat} + random() * ${BOX.maxLat - BOX.minLat},
      ${BOX.minLng} + random() * ${BOX.maxLng - BOX.minLng},
      random() < 0.5, now()
    from users u where u.email like '%@bench.test'`);
  await db.execute(sql`analyze delivery_persons`);
  console.log(
    `${PEOPLE} delivery persons in ${Math.round(performance.now() - started)} ms (${database.engine})`,
  );

  const times: number[] = [];
  let found = 0;
  for (let i = 0; i < QUERIES; i++) {
    const point = {
      latitude: BOX.minLat + Math.random() * (BOX.maxLat - BOX.minLat),
      longitude: BOX.minLng + Math.random() * (BOX.maxLng - BOX.minLng),
    };
    const begin = performance.now();
    const rows = await nearestCandidates(db, {
      point,
      radius: 3_000,
      sellerOrderId: 0,
      maxActive: 3,
      freshMinutes: 15,
      limit: 5,
    });
    times.push(performance.now() - begin);
    found += rows.length > 0 ? 1 : 0;
  }
  times.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  const line = `| ${database.engine} | ${PEOPLE} | ${QUERIES} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 99))} | ${Math.round((found / QUERIES) * 100)} % |`;
  console.log(line);
  writeReportBlock(
    `nearest-${database.engine.toLowerCase()}`,
    [
      `### Nearest delivery person (${database.engine})`,
      '',
      `\`npm run bench:nearest\` on ${machine()}, ${new Date().toISOString().slice(0, 10)}: one query of`,
      'decision 0015 (bounding box on the partial index, haversine, radius 3 km, top 5) at random points',
      'over Dhaka; half the delivery persons on duty.',
      '',
      '| database | delivery persons | queries | p50 | p99 | found someone |',
      '| -------- | ---------------- | ------- | --- | --- | ------------- |',
      line,
      '',
    ].join('\n'),
    '# Benchmarks\n',
  );
} finally {
  await handle.close();
  await database.dispose();
}
