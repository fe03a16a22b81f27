/**
 * Migration 0031 rewrites shop phones saved before the contract checked them, the way the
 * contract keeps new ones (lib/validators.ts). Run again here over phones as sellers typed them,
 * it must agree with normalizePhone wherever isPhone accepts, and leave anything else as it was.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { isPhone, normalizePhone } from '#lib/validators.ts';
import { migrationsFolder } from '#server/db/client.ts';
import { companies } from '#server/modules/sellers/schema.ts';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const TYPED = [
  '০১৭ ১১২ ২৩৩৪৪',
  '  01711-223344 ',
  '+880 1711 223344',
  '+৮৮০ ১৭১ ১২২ ৩৩৪৪',
  '(017) 112-23344',
  '01711223344',
  'call the shop',
  '017',
];

it('normalizes the phones the contract accepts and leaves the rest', async () => {
  const db = t.database.db;
  const rows = await db
    .insert(companies)
    .values(
      TYPED.map((phone, index) => ({
        company_name: `Phone shop ${index}`,
        company_name_bn: `ফোন দোকান ${index}`,
        slug: `phone-shop-${index}`,
        phone,
      })),
    )
    .returning({ id: companies.id, phone: companies.phone });
  const migration = readFileSync(join(migrationsFolder, '0031_shop-phones-normalized.sql'), 'utf8');
  await db.execute(sql.raw(migration));
  const after = new Map(
    (
      await db
        .select({ id: companies.id, phone: companies.phone })
        .from(companies)
        .where(
          inArray(
            companies.id,
            rows.map((row) => row.id),
          ),
        )
    ).map((row) => [row.id, row.phone]),
  );
  const expected = rows.map((row) => (isPhone(row.phone!) ? normalizePhone(row.phone!) : row.phone));
  expect(rows.map((row) => after.get(row.id))).toEqual(expected);
  // The cases the sellers' typing produced: Bengali digits and separators.
  expect(after.get(rows[0]!.id)).toBe('01711223344');
  expect(after.get(rows[3]!.id)).toBe('+8801711223344');
  expect(after.get(rows[1]!.id)).toBe('  01711-223344 '); // spec §5's pattern refuses this grouping
  expect(after.get(rows[6]!.id)).toBe('call the shop');
});
