import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '#server/modules/audit/schema.ts';
import { as, signIn } from '#server/modules/auth/sessions.test-helper.ts';
import { users } from '#server/modules/users/schema.ts';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';
import { categories, productPriceTypes, products } from './schema.ts';

/*
 * The product editor and products-pre (issue 12): each step's own validation, the approval rules
 * (a pending product or change is invisible, the approved version stays live), ownership with a
 * second seller, CSV import with bad rows, and photo uploads.
 */

type Call = ReturnType<typeof as>;
let t: TestApp;
let seller: Call;
let otherSeller: Call;
let admin: Call;
let customer: Call;
let groceries: number;
let piece: number;
let dozen: number;
let photo: { path: string; width: number; height: number };

const WORD = 'quorvilt';

beforeAll(async () => {
  t = await buildTestApp({ template: 'demo' });
  seller = as(t, await signIn(t, 'seller@haat.test', 'haat-seller-2026'));
  otherSeller = as(t, await signIn(t, 'sharmin.akter@haat.test', 'haat-demo-2026'));
  admin = as(t, await signIn(t, 'admin@haat.test', 'haat-admin-2026', 'admin'));
  customer = as(t, await signIn(t, 'customer@haat.test', 'haat-customer-2026'));
  const db = t.database.db;
  groceries = (await db.select().from(categories).where(eq(categories.slug, 'groceries')))[0]!.id;
  piece = (await db.select().from(productPriceTypes).where(eq(productPriceTypes.slug, 'piece')))[0]!.id;
  dozen = (await db.select().from(productPriceTypes).where(eq(productPriceTypes.slug, 'dozen')))[0]!.id;
  photo = await upload(seller, await image(640, 480, 'jpeg'));
});
afterAll(() => t.close());

async function image(width: number, height: number, format: 'jpeg' | 'png'): Promise<Buffer> {
  const base = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });
  return format === 'jpeg'
    ? base
        .jpeg()
        .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-owner' } } })
        .toBuffer()
    : base.png().toBuffer();
}

function multipart(bytes: Buffer, name = 'photo.jpg') {
  const boundary = '----haat-test';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(call: Call, bytes: Buffer) {
  const response = await call({ method: 'POST', url: '/api/media-galleries/store', ...multipart(bytes) });
  expect(response.statusCode, response.body).toBe(201);
  const data = response.json().data;
  return { path: data.path as string, width: data.width as number, height: data.height as number };
}

function fullBody(title: string, extra: Record<string, unknown> = {}) {
  return {
    info: {
      product_title: title,
      product_title_bn: `${title} বাংলা`,
      category_id: groceries,
      description: 'Fresh',
      description_bn: 'তাজা',
    },
    type: {},
    price: {
      prices: [
        { price_type_id: piece, price: 12_000, discount_price: 11_000, min_qty: 1, max_qty: 10 },
        { price_type_id: dozen, price: 130_000, min_qty: 1, max_qty: 5 },
      ],
    },
    'price-stock': {
      stocks: [
        { price_type_id: piece, stock: 40 },
        { price_type_id: dozen, stock: 5 },
      ],
    },
    photos: { photos: [photo] },
    tags: { new_tags: ['organic'] },
    brand: { brand_id: null },
    warranty: {},
    ...extra,
  };
}

async function companyOf(email: string): Promise<number> {
  const [row] = await t.database.db
    .select({ company_id: users.company_id })
    .from(users)
    .where(eq(users.email, email));
  return row!.company_id!;
}

async function search(q: string) {
  const response = await t.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Array<{
    id: number;
    product_title: string;
    product_price_infos: Array<{ price: number }>;
  }>;
}

async function createSubmitted(title: string) {
  const response = await seller({
    method: 'POST',
    url: '/api/products/store',
    payload: { ...fullBody(title), submit: true },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; slug: string; review_state: string };
}

describe('each step validates on its own', () => {
  let id: number;
  beforeAll(async () => {
    const response = await seller({
      method: 'POST',
      url: '/api/products/store',
      payload: { info: { product_title: 'Step Draft', product_title_bn: 'ধাপ খসড়া', category_id: groceries } },
    });
    expect(response.statusCode, response.body).toBe(201);
    const data = response.json().data;
    expect(data).toMatchObject({ review_state: 'draft', status: 'draft', slug: 'step-draft' });
    expect(data.step_states).toMatchObject({ info: 'done', price: 'invalid', photos: 'invalid' });
    id = data.id;
  });

  const cases: Array<[string, unknown, string]> = [
    ['info', { product_title: '', product_title_bn: 'x', category_id: 1 }, 'product_title'],
    ['info', { product_title: 'x', product_title_bn: 'x', category_id: 999_999 }, 'category_id'],
    ['type', { color_ids: [999_999] }, 'color_ids'],
    ['price', { prices: [] }, 'prices'],
    ['price', { prices: [{ price_type_id: 1, price: 100, min_qty: 5, max_qty: 2 }] }, 'prices.0.min_qty'],
    ['price', { prices: [{ price_type_id: 1, price: 100, discount_price: 100 }] }, 'prices.0.discount_price'],
    [
      'price',
      {
        prices: [
          { price_type_id: 1, price: 100 },
          { price_type_id: 1, price: 200 },
        ],
      },
      'prices.1.price_type_id',
    ],
    ['price-stock', { stocks: [{ price_type_id: 1, stock: -1 }] }, 'stocks.0.stock'],
    ['photos', { photos: [] }, 'photos'],
    ['photos', { photos: [{ path: 'products/not-mine.webp', width: 10, height: 10 }] }, 'photos.0.path'],
    ['tags', { tag_ids: [999_999] }, 'tag_ids'],
    ['brand', { brand_id: 999_999 }, 'brand_id'],
    ['warranty', { warranty_type: 5 }, 'warranty_type'],
    ['warranty', { warranty_calendar: 0 }, 'warranty_calendar'],
  ];
  it.each(cases)('refuses a bad %s step (%j) naming the field', async (step, body, path) => {
    const response = await seller({
      method: 'POST',
      url: `/api/products/${id}/steps/${step}`,
      payload: body as object,
    });
    expect(response.statusCode, response.body).toBe(400);
    const fields = response.json().errors ?? response.json().fields ?? [];
    expect(JSON.stringify(fields)).toContain(path);
    expect(JSON.stringify(response.json())).toMatch(/[\u0980-\u09FF]/);
  });

  it('saves good steps one at a time and refuses to submit until every step is done', async () => {
    let response = await seller({ method: 'POST', url: `/api/products/${id}/submit` });
    expect(response.statusCode, response.body).toBe(400);
    for (const [step, value] of Object.entries(fullBody('Step Draft'))) {
      response = await seller({
        method: 'POST',
        url: `/api/products/${id}/steps/${step}`,
        payload: value as object,
      });
      expect(response.statusCode, `${step}: ${response.body}`).toBe(200);
    }
    const states = response.json().data.step_states;
    expect(Object.values(states).every((state) => state === 'done')).toBe(true);
    response = await seller({ method: 'POST', url: `/api/products/${id}/submit` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.review_state).toBe('pending');
  });

  it('refuses a slug another product has', async () => {
    const response = await seller({
      method: 'POST',
      url: `/api/products/${id}/steps/info`,
      payload: {
        product_title: 'x',
        product_title_bn: 'x',
        category_id: groceries,
        slug: 'step-draft-taken',
      },
    });
    expect(response.statusCode).toBe(200);
    const other = await seller({
      method: 'POST',
      url: '/api/products/store',
      payload: {
        info: { product_title: 'y', product_title_bn: 'y', category_id: groceries, slug: 'step-draft-taken' },
      },
    });
    expect(other.statusCode).toBe(409);
  });
});

describe('approval', () => {
  it('keeps a new product off the storefront until an admin approves it, then shows it at once', async () => {
    const product = await createSubmitted(`${WORD} honey`);
    expect(product.review_state).toBe('pending');
    expect(await search(WORD)).toHaveLength(0);
    expect((await t.inject({ method: 'GET', url: `/api/products/details/${product.slug}` })).statusCode).toBe(
      404,
    );

    const queue = await admin({ method: 'GET', url: '/api/products-pre' });
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().data.map((item: { product_id: number }) => item.product_id)).toContain(product.id);

    // Only reviewers decide.
    expect(
      (await seller({ method: 'POST', url: `/api/products-pre/${product.id}/approve` })).statusCode,
    ).toBe(403);
    const approved = await admin({ method: 'POST', url: `/api/products-pre/${product.id}/approve` });
    expect(approved.statusCode, approved.body).toBe(200);
    const found = await search(WORD);
    expect(found.map((item) => item.id)).toEqual([product.id]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity_id, String(product.id)));
    expect(audit.map((line) => line.action)).toContain('approve');
  });

  it('keeps the approved title and prices live while a change waits, applies stock at once, and the change on approval', async () => {
    const product = await createSubmitted(`${WORD} ghee`);
    await admin({ method: 'POST', url: `/api/products-pre/${product.id}/approve` });
    const body = fullBody(`${WORD} ghee premium`);
    const change = await seller({
      method: 'POST',
      url: `/api/products/update/${product.id}`,
      payload: {
        info: body.info,
        price: { prices: [{ price_type_id: piece, price: 15_000, min_qty: 1, max_qty: 10 }] },
        'price-stock': {
          stocks: [
            { price_type_id: piece, stock: 0 },
            { price_type_id: dozen, stock: 0 },
          ],
        },
        submit: true,
      },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(change.json().data).toMatchObject({ review_state: 'pending', has_open_change: true });
    const live = (await search(`${WORD} ghee`)).find((item) => item.id === product.id);
    expect(live?.product_title).toBe(`${WORD} ghee`);
    expect(live?.product_price_infos[0]?.price).toBe(12_000);
    // Stock applied at once: out of stock now.
    const detail = await t.inject({ method: 'GET', url: `/api/products/details/${product.slug}` });
    expect(detail.json().data.product_price_infos.map((p: { stock: number }) => p.stock)).toEqual([0, 0]);

    const queue = (await admin({ method: 'GET', url: '/api/products-pre' })).json().data;
    const item = queue.find((entry: { product_id: number }) => entry.product_id === product.id);
    expect(item.kind).toBe('change');
    expect(item.changes.map((c: { step: string }) => c.step).sort()).toEqual([
      'info',
      'price',
      'price-stock',
    ]);
    expect(item.changes.find((c: { step: string }) => c.step === 'info').before.product_title).toBe(
      `${WORD} ghee`,
    );

    await admin({ method: 'POST', url: `/api/products-pre/${product.id}/approve` });
    const after = (await search(`${WORD} premium`)).find((item) => item.id === product.id);
    expect(after?.product_title).toBe(`${WORD} ghee premium`);
    expect(after?.product_price_infos.map((p) => p.price)).toEqual([15_000]);
  });

  it('rejects with a reason the seller sees, keeping the approved version', async () => {
    const product = await createSubmitted(`${WORD} mustard`);
    await admin({ method: 'POST', url: `/api/products-pre/${product.id}/approve` });
    await seller({
      method: 'POST',
      url: `/api/products/${product.id}/steps/info`,
      payload: { ...fullBody('x').info, product_title: `${WORD} mustard BEST EVER` },
    });
    await seller({ method: 'POST', url: `/api/products/${product.id}/submit` });
    const rejected = await admin({
      method: 'POST',
      url: `/api/products-pre/${product.id}/reject`,
      payload: { reason: 'No capitals in titles, please.' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const view = (await seller({ method: 'GET', url: `/api/products/${product.id}/editor` })).json().data;
    expect(view).toMatchObject({
      review_state: 'rejected',
      rejection_reason: 'No capitals in titles, please.',
    });
    expect(view.steps.info.product_title).toBe(`${WORD} mustard`);
    const list = (await seller({ method: 'GET', url: '/api/products/manage?review=rejected' })).json().data;
    expect(list.map((row: { id: number }) => row.id)).toContain(product.id);
  });

  it('bulk approves and lets an admin edit live at once', async () => {
    const a = await createSubmitted(`${WORD} lentil`);
    const b = await createSubmitted(`${WORD} flour`);
    const bulk = await admin({
      method: 'POST',
      url: '/api/products-pre/approve-bulk',
      payload: { product_ids: [a.id, b.id] },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    const edit = await admin({
      method: 'POST',
      url: `/api/products/${a.id}/steps/info`,
      payload: { ...fullBody('x').info, product_title: `${WORD} red lentil` },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await search(`${WORD} red`)).map((item) => item.product_title)).toContain(`${WORD} red lentil`);
  });

  it('deactivation hides a product at once; delete archives an ordered product', async () => {
    const product = await createSubmitted(`${WORD} salt`);
    await admin({ method: 'POST', url: `/api/products-pre/${product.id}/approve` });
    const off = await seller({
      method: 'POST',
      url: `/api/products/${product.id}/status`,
      payload: { status: 'inactive' },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await search(`${WORD} salt`)).map((item) => item.id)).not.toContain(product.id);
    const removed = await seller({ method: 'DELETE', url: `/api/products/${product.id}` });
    expect(removed.json().data.outcome).toBe('deleted');
  });
});

describe('ownership', () => {
  it('a seller can neither read nor change another shop’s product, whatever the id', async () => {
    const product = await createSubmitted(`${WORD} sugar`);
    for (const [method, url, payload] of [
      ['GET', `/api/products/${product.id}/editor`, undefined],
      ['POST', `/api/products/${product.id}/steps/brand`, { brand_id: null }],
      ['POST', `/api/products/update/${product.id}`, { submit: false }],
      ['POST', `/api/products/${product.id}/status`, { status: 'inactive' }],
      ['POST', `/api/products/${product.id}/duplicate`, undefined],
      ['POST', `/api/products/${product.id}/submit`, undefined],
      ['POST', `/api/products/${product.id}/quick-edit`, { price_type_id: piece, price: 100, stock: 999 }],
      ['DELETE', `/api/products/${product.id}`, undefined],
    ] as const) {
      const response = await otherSeller({ method, url, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    // Nothing of it changed: still the seller's, as submitted, at its price and stock.
    const mine = (await seller({ method: 'GET', url: `/api/products/${product.id}/editor` })).json().data;
    expect(mine).toMatchObject({ id: product.id, status: 'active', review_state: product.review_state });
    expect(mine.steps.price.prices[0]).toMatchObject({ price_type_id: piece, price: 12_000 });
    expect(mine.steps['price-stock'].stocks[0]).toMatchObject({ price_type_id: piece, stock: 40 });
    const [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.company_id).toBe(await companyOf('seller@haat.test'));
    const list = (await otherSeller({ method: 'GET', url: `/api/products/manage?q=${WORD}` })).json().data;
    expect(list).toHaveLength(0);
    // Nor use its photos.
    const steal = await otherSeller({
      method: 'POST',
      url: '/api/products/store',
      payload: { ...fullBody('Stolen'), submit: false },
    });
    expect(steal.statusCode).toBe(400);
  });

  it('a seller naming another shop’s company_id makes the product in its own shop (store and CSV import)', async () => {
    const own = await companyOf('sharmin.akter@haat.test');
    const theirs = await companyOf('seller@haat.test');
    expect(own).not.toBe(theirs);
    const stored = await otherSeller({
      method: 'POST',
      url: '/api/products/store',
      payload: { info: fullBody(`${WORD} planted`).info, company_id: theirs },
    });
    expect(stored.statusCode, stored.body).toBe(201);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, stored.json().data.id));
    expect(row!.company_id).toBe(own);
    const csv = [
      'sku,product_title,product_title_bn,category_slug,price_type_slug,price_taka,discount_price_taka,min_qty,max_qty,stock,description,description_bn,brand_slug',
      `PLANT-1,${WORD} planted csv,চাল,groceries,piece,420,,1,10,50,,,`,
    ].join('\n');
    const imported = await otherSeller({
      method: 'POST',
      url: '/api/products/import',
      payload: { csv, company_id: theirs },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().data.created).toBe(1);
    const planted = await t.database.db
      .select({ company_id: products.company_id })
      .from(products)
      .where(eq(products.product_title, `${WORD} planted csv`));
    expect(planted).toEqual([{ company_id: own }]);
    // The shop named sees none of them.
    const list = (
      await seller({ method: 'GET', url: `/api/products/manage?q=${encodeURIComponent(`${WORD} planted`)}` })
    ).json().data;
    expect(list).toEqual([]);
  });

  it('customers get 403 on every write', async () => {
    for (const [url, payload] of [
      ['/api/products/store', fullBody('x')],
      ['/api/products/1/steps/info', fullBody('x').info],
      ['/api/products-pre/1/approve', undefined],
      ['/api/media-galleries/store', undefined],
    ] as const) {
      const response = await customer({ method: 'POST', url, ...(payload ? { payload } : {}) });
      expect(response.statusCode, url).toBe(403);
    }
  });

  it('a seller sees only its own media, and cannot delete used media', async () => {
    const mine = (await seller({ method: 'GET', url: '/api/media-galleries/manage' })).json().data;
    expect(mine.map((file: { path: string }) => file.path)).toContain(photo.path);
    const theirs = (await otherSeller({ method: 'GET', url: '/api/media-galleries/manage' })).json().data;
    expect(theirs.map((file: { path: string }) => file.path)).not.toContain(photo.path);
    const used = mine.find((file: { path: string }) => file.path === photo.path);
    expect((await otherSeller({ method: 'DELETE', url: `/api/media-galleries/${used.id}` })).statusCode).toBe(
      404,
    );
    expect((await seller({ method: 'DELETE', url: `/api/media-galleries/${used.id}` })).statusCode).toBe(409);
  });
});

describe('photo uploads', () => {
  it('stores WebP without EXIF, and refuses non-images and tiny images', async () => {
    const stored = await t.inject({ method: 'GET', url: `/media/${photo.path}` });
    expect(stored.statusCode).toBe(200);
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    const text = await seller({
      method: 'POST',
      url: '/api/media-galleries/store',
      ...multipart(Buffer.from('<svg/>'), 'x.jpg'),
    });
    expect(text.statusCode).toBe(415);
    const tiny = await seller({
      method: 'POST',
      url: '/api/media-galleries/store',
      ...multipart(await image(50, 50, 'png')),
    });
    expect(tiny.statusCode).toBe(422);
  });
});

describe('CSV import', () => {
  const header =
    'sku,product_title,product_title_bn,category_slug,price_type_slug,price_taka,discount_price_taka,min_qty,max_qty,stock,description,description_bn,brand_slug';
  const csv = [
    header,
    `CSV-1,${WORD} csv rice,চাল,groceries,piece,420,399,1,10,50,"Rice, polished",চাল,`,
    'CSV-2,,চাল,groceries,piece,420,,1,10,50,,,',
    'CSV-3,Oil,তেল,no-such-category,piece,200,,1,10,5,,,',
    'CSV-4,Oil,তেল,groceries,piece,200,250,1,10,5,,,',
    'CSV-5,Oil,তেল,groceries,piece,200,,9,2,5,,,',
    `CSV-6,${WORD} csv oil,তেল,groceries,dozen,200.50,,1,10,5,,,`,
  ].join('\n');

  it('creates good rows as pending products and reports bad rows by line and reason', async () => {
    const response = await seller({ method: 'POST', url: '/api/products/import', payload: { csv } });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.created).toBe(2);
    expect(data.errors.map((e: { line: number; column: string }) => [e.line, e.column])).toEqual([
      [3, 'product_title'],
      [4, 'category_slug'],
      [5, 'discount_price_taka'],
      [6, 'min_qty'],
    ]);
    const list = (
      await seller({ method: 'GET', url: `/api/products/manage?q=${encodeURIComponent(`${WORD} csv`)}` })
    ).json().data;
    expect(list).toHaveLength(2);
    expect(list.every((row: { review_state: string }) => row.review_state === 'pending')).toBe(true);
    expect(
      list.find((row: { product_title: string }) => row.product_title.endsWith('oil')).prices[0].price,
    ).toBe(20_050);

    const again = (await seller({ method: 'POST', url: '/api/products/import', payload: { csv } })).json()
      .data;
    expect(again).toMatchObject({ created: 0, updated: 2 });
    const still = (
      await seller({ method: 'GET', url: `/api/products/manage?q=${encodeURIComponent(`${WORD} csv`)}` })
    ).json().data;
    expect(still).toHaveLength(2);
  });

  it('takes a file larger than the API’s usual 1 MB in one request (a shop’s whole catalogue)', async () => {
    const about = 'Long-grain rice, sorted and cleaned by hand, packed in Dinajpur. '.repeat(55);
    const rows = Array.from(
      { length: 300 },
      (_, index) =>
        `BIG-${index},${WORD} bulk ${index},চাল ${index},groceries,piece,100,,1,10,5,"${about}",চাল,`,
    );
    const big = [header, ...rows].join('\n');
    expect(Buffer.byteLength(big)).toBeGreaterThan(1024 * 1024);
    const response = await seller({ method: 'POST', url: '/api/products/import', payload: { csv: big } });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.json().data).toMatchObject({ created: 300, errors: [] });
  });

  it('exports the shop’s products and serves the template', async () => {
    const template = await seller({ method: 'GET', url: '/api/products/import-template.csv' });
    expect(template.statusCode).toBe(200);
    expect(template.body).toContain(header);
    const exported = await seller({ method: 'GET', url: '/api/products/export.csv' });
    expect(exported.body).toContain('CSV-1');
    const theirs = await otherSeller({ method: 'GET', url: '/api/products/export.csv' });
    expect(theirs.body).not.toContain('CSV-1');
  });
});
