import { eq } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '#server/access/actor.ts';
import type { Db } from '#server/db/client.ts';
import * as schema from '#server/db/schema.ts';
import { as, signIn } from '#server/modules/auth/sessions.test-helper.ts';
import { companies } from '#server/modules/sellers/schema.ts';
import { users } from '#server/modules/users/schema.ts';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';
import { insertProduct } from './fixtures.test-helper.ts';
import { listManaged } from './manage.ts';
import { productPhotos, products } from './schema.ts';
import { refreshSearchText } from './search-index.ts';

/*
 * The products list's search at depth (GET /api/products/manage): pages of a search come in list
 * order with nothing skipped or repeated, the count goes only three pages past the current one
 * (total_capped, has_more), and the narrow copy of the search text (migration 0030) follows
 * renames and deletions; and the list costs one SQL statement whatever the page's size.
 */

type Call = ReturnType<typeof as>;
let t: TestApp;
let admin: Call;
let seller: Call;
let ids: number[];

const WORD = 'zephyrquill';
const COUNT = 30;

beforeAll(async () => {
  t = await buildTestApp({ template: 'demo' });
  admin = as(t, await signIn(t, 'admin@haat.test', 'haat-admin-2026', 'admin'));
  seller = as(t, await signIn(t, 'seller@haat.test', 'haat-seller-2026'));
  const db = t.database.db;
  // The demo seller's shop: its own search (filtered by shop) takes the products' own text.
  const [own] = await db
    .select({ slug: companies.slug })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.company_id))
    .where(eq(users.email, 'seller@haat.test'));
  ids = [];
  for (let n = 0; n < COUNT; n++) {
    ids.push(
      await insertProduct(db, {
        // Titles in no particular order, so the title sort differs from the id order.
        title: `${WORD} Item ${String((n * 7) % COUNT).padStart(2, '0')}`,
        company: own!.slug,
      }),
    );
  }
});
afterAll(() => t.close());

async function list(call: Call, query: string) {
  const response = await call({ method: 'GET', url: `/api/products/manage?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    data: Array<{ id: number; product_title: string }>;
    meta: {
      current_page: number;
      last_page: number;
      per_page: number;
      total: number;
      total_capped: boolean;
      has_more: boolean;
    };
  };
}

describe('products list search, page by page', () => {
  it('answers every matching product once, newest first, across pages', async () => {
    const seen: number[] = [];
    for (let page = 1; page <= 6; page++) {
      const { data } = await list(admin, `q=${WORD}&limit=5&page=${page}`);
      expect(data, `page ${page}`).toHaveLength(5);
      seen.push(...data.map((row) => row.id));
    }
    expect(seen).toEqual([...ids].sort((a, b) => b - a));
    const oldest: number[] = [];
    for (let page = 1; page <= 6; page++)
      oldest.push(
        ...(await list(admin, `q=${WORD}&limit=5&page=${page}&sort=oldest`)).data.map((row) => row.id),
      );
    expect(oldest).toEqual([...ids].sort((a, b) => a - b));
  });

  it('counts three pages past the current one, then says there are more', async () => {
    const first = await list(admin, `q=${WORD}&limit=5`);
    expect(first.meta).toEqual({
      current_page: 1,
      last_page: 4,
      per_page: 5,
      total: 20,
      total_capped: true,
      has_more: true,
    });
    // From page 4 the rest is within reach: the count is exact.
    const fourth = await list(admin, `q=${WORD}&limit=5&page=4`);
    expect(fourth.meta).toMatchObject({ last_page: 6, total: COUNT, total_capped: false, has_more: true });
    expect(fourth.data.map((row) => row.id)).toEqual([...ids].sort((a, b) => b - a).slice(15, 20));
    const last = await list(admin, `q=${WORD}&limit=5&page=6`);
    expect(last.meta).toMatchObject({ last_page: 6, total: COUNT, total_capped: false, has_more: false });
    // Past the end: no rows, and the real count (the UI sends the person to the last page).
    const beyond = await list(admin, `q=${WORD}&limit=5&page=9`);
    expect(beyond.data).toEqual([]);
    expect(beyond.meta).toMatchObject({ last_page: 6, total: COUNT, total_capped: false, has_more: false });
  });

  it('matches whatever the case of the query, and words in any order', async () => {
    const upper = await list(admin, `q=${encodeURIComponent(`ITEM ${WORD.toUpperCase()}`)}&limit=50`);
    expect(upper.data).toHaveLength(COUNT);
    expect(upper.meta).toMatchObject({ total: COUNT, total_capped: false, has_more: false });
    const one = await list(admin, `q=${encodeURIComponent(`${WORD} item 07`)}`);
    expect(one.data.map((row) => row.product_title)).toEqual([`${WORD} Item 07`]);
  });

  it('sorts a search by title and filters it by shop on the products’ own text', async () => {
    const titles: string[] = [];
    for (let page = 1; page <= 3; page++)
      titles.push(
        ...(await list(admin, `q=${WORD}&limit=10&page=${page}&sort=title`)).data.map(
          (row) => row.product_title,
        ),
      );
    expect(titles).toEqual([...titles].sort());
    expect(new Set(titles).size).toBe(COUNT);
    const own = await list(seller, `q=${WORD}&limit=5&page=2`);
    expect(own.data.map((row) => row.id)).toEqual([...ids].sort((a, b) => b - a).slice(5, 10));
    expect(own.meta).toMatchObject({ total_capped: true, has_more: true, last_page: 5 });
  });

  it('finds a renamed product by its new words only, and forgets a deleted one', async () => {
    const db = t.database.db;
    const renamed = ids[0]!;
    await db
      .update(products)
      .set({ product_title: 'Glimmerwart Lantern', product_title_bn: 'Glimmerwart লণ্ঠন' })
      .where(eq(products.id, renamed));
    await refreshSearchText(db, [renamed]);
    expect((await list(admin, 'q=glimmerwart')).data.map((row) => row.id)).toEqual([renamed]);
    expect((await list(admin, `q=${WORD}&limit=50`)).data.map((row) => row.id)).not.toContain(renamed);
    await db.delete(products).where(eq(products.id, renamed));
    expect((await list(admin, 'q=glimmerwart')).data).toEqual([]);
  });
});

describe('products list, what it asks the database', () => {
  type Query = Parameters<typeof listManaged>[2];
  const query = (fields: Partial<Query>): Query => ({ sort: 'newest', page: 1, limit: 20, ...fields });

  /** The service on the test's own database, through a handle that writes down each statement. */
  async function counting<T>(run: (db: Db) => Promise<T>): Promise<{ result: T; statements: string[] }> {
    const statements: string[] = [];
    const logger = { logQuery: (text: string) => statements.push(text) };
    const database = t.database;
    if (database.pglite) {
      const db = drizzlePglite(database.pglite, { schema, logger }) as unknown as Db;
      return { result: await run(db), statements };
    }
    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    try {
      const db = drizzlePostgres(pool, { schema, logger }) as unknown as Db;
      return { result: await run(db), statements };
    } finally {
      await pool.end();
    }
  }

  const adminActor: Actor = { kind: 'admin', userId: 1, isSuper: true, features: new Set() };

  it('answers a page in one statement, whatever its size, with or without a search or filters', async () => {
    const shapes: Array<Partial<Query>> = [
      { limit: 5 },
      { limit: 50 },
      { limit: 5, page: 3 },
      { q: WORD, limit: 5 },
      { q: WORD, limit: 50 },
      { q: WORD, limit: 5, page: 4, sort: 'title' },
      { status: 'active', stock: 'low', review: 'approved', sort: 'price_asc', limit: 50 },
    ];
    for (const shape of shapes) {
      const { result, statements } = await counting((db) => listManaged(db, adminActor, query(shape)));
      expect(result.data.length, JSON.stringify(shape)).toBeGreaterThan(0);
      expect(statements, JSON.stringify(shape)).toHaveLength(1);
    }
    // Past the end of a search the page has no row to carry the count: one statement more.
    const beyond = await counting((db) => listManaged(db, adminActor, query({ q: WORD, limit: 5, page: 9 })));
    expect(beyond.result.data).toEqual([]);
    // The real count of the earlier pages (what the API answers: one product went in a test above).
    expect(beyond.result.meta).toEqual((await list(admin, `q=${WORD}&limit=5&page=9`)).meta);
    expect(beyond.result.meta.total).toBeGreaterThan(20);
    expect(beyond.statements).toHaveLength(2);
  });

  it('gives each row its shop, category, prices in order, first photo and low-stock flag', async () => {
    const db = t.database.db;
    const id = await insertProduct(db, {
      title: 'Quillfeather Tea',
      prices: [
        { price: 25_000, stock: 40 },
        { price: 90_000, discount: 85_000, stock: 2 },
      ],
    });
    // A later photo does not replace the first.
    await db
      .insert(productPhotos)
      .values({ product_id: id, path: 'products/later.webp', width: 800, height: 800, sort_order: 5 });
    const { result, statements } = await counting((db) =>
      listManaged(db, adminActor, query({ q: 'quillfeather' })),
    );
    expect(statements).toHaveLength(1);
    expect(result.data).toHaveLength(1);
    const [row] = result.data;
    expect(row).toMatchObject({
      id,
      product_title: 'Quillfeather Tea',
      review_state: 'approved',
      has_open_change: false,
      photo: 'products/quillfeather-tea-1.webp',
      low_stock: true,
    });
    expect(row!.company_name).toBeTruthy();
    expect(row!.category_name).toBeTruthy();
    expect(row!.prices.map(({ price, discount_price, stock }) => ({ price, discount_price, stock }))).toEqual(
      [
        { price: 25_000, discount_price: null, stock: 40 },
        { price: 90_000, discount_price: 85_000, stock: 2 },
      ],
    );
    expect(row!.prices[0]!.type_title).toBeTruthy();
    // The API answers the same rows.
    const api = await list(admin, 'q=quillfeather');
    expect(api.data).toEqual(result.data);
  });
});
