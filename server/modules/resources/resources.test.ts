import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from '#lib/contracts/features.ts';
import { RESOURCE_COUNT_CAP, RESOURCES, type Resource } from '#lib/resources/index.ts';
import { auditLog } from '#server/modules/audit/schema.ts';
import { as, signIn } from '#server/modules/auth/sessions.test-helper.ts';
import { categories, products, tags } from '#server/modules/catalog/schema.ts';
import { adminWithFeatures, type Caller } from '#server/modules/orders/fixtures.test-helper.ts';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';

let t: TestApp;
let admin: Caller;
let customer: Caller;
let seller: Caller;
let delivery: Caller;
/** Ids the samples point to. */
const refs = { productType: 0, infoType: 0, region: 0, city: 0 };

beforeAll(async () => {
  t = await buildTestApp({ template: 'demo' });
  admin = as(t, await signIn(t, 'admin@haat.test', 'haat-admin-2026', 'admin'));
  customer = as(t, await signIn(t, 'customer@haat.test', 'haat-customer-2026'));
  seller = as(t, await signIn(t, 'seller@haat.test', 'haat-seller-2026'));
  delivery = as(t, await signIn(t, 'delivery@haat.test', 'haat-delivery-2026'));
  const first = async (name: string) => {
    const response = await admin({ method: 'GET', url: `/api/${name}/1` });
    expect(response.statusCode, response.body).toBe(200);
    const id = response.json().data[0]?.id;
    if (id) return id as number;
    const made = await admin({ method: 'POST', url: `/api/${name}/store`, payload: sample(name, 900) });
    expect(made.statusCode, made.body).toBe(201);
    return made.json().data.id as number;
  };
  refs.productType = await first('product-types');
  refs.infoType = await first('product-info-types');
  refs.region = await first('regions');
  refs.city = await first('cities');
}, 120_000);
afterAll(() => t.close());

/** A valid new record of each resource; `n` keeps names and codes apart. */
function sample(name: string, n: number): Record<string, unknown> {
  const en = `Sample ${name} ${n}`;
  const bn = `নমুনা ${n}`;
  switch (name) {
    case 'categories':
      return { category_name: en, category_name_bn: bn };
    case 'brand-info':
      return { brand_name: en, brand_name_bn: bn };
    case 'tags':
      return { tag_name: en, tag_name_bn: bn };
    case 'product-types':
    case 'product-price-types':
      return { type_title: en, type_title_bn: bn };
    case 'product-info-types':
      return { info_type_title: en, info_type_title_bn: bn };
    case 'product-type-info-name':
      return {
        product_type_id: refs.productType,
        info_type_id: refs.infoType,
        info_name: en,
        info_name_bn: bn,
      };
    case 'product-color-info':
      return { color_name: en, color_name_bn: bn, color_code: '#12ab34' };
    case 'product-size-info':
      return { size_name: `S${n}`, size_type: 'EU' };
    case 'regions':
      return { code: `T${n}`, name: en, name_bn: bn };
    case 'cities':
      return { region_id: refs.region, code: `TC${n}`, name: en, name_bn: bn };
    case 'areas':
      return { city_id: refs.city, name: en, name_bn: bn, latitude: 23.75, longitude: 90.39 };
    case 'promotional-banners':
      return {
        banner_title: en,
        banner_title_bn: bn,
        desktop_banner_image: `resources/promotional-banners/d${n}.webp`,
        mobile_banner_image: `resources/promotional-banners/m${n}.webp`,
        display_type: '1',
        schedule_type: '0',
      };
    case 'static-page-infos':
      return { title: en, title_bn: bn, body: `<p>Body ${n}</p>`, body_bn: `<p>${bn}</p>` };
    default:
      throw new Error(`no sample for ${name}`);
  }
}

/** The field a second record must not repeat, and the field an update changes. */
function uniqueFieldOf(resource: Resource): string | undefined {
  const field =
    resource.fields.find((item) => item.input === 'slug') ?? resource.fields.find((item) => item.unique);
  return field?.name;
}

/**
 * People (customer-infos, delivery-persons) sign up themselves: the layer lists and edits them,
 * but their store is refused (admin-panel.test.ts covers them), so the generic round trip below
 * is for the reference lists.
 */
const PEOPLE = new Set(['customer-infos', 'delivery-persons']);

describe.each(
  RESOURCES.filter((resource) => !PEOPLE.has(resource.name)).map(
    (resource) => [resource.name, resource] as const,
  ),
)('resource %s', (name, resource) => {
  it('stores, lists with paging meta, shows, updates, refuses a stale form, and audits every write', async () => {
    const stored = await admin({ method: 'POST', url: `/api/${name}/store`, payload: sample(name, 1) });
    expect(stored.statusCode, stored.body).toBe(201);
    const record = stored.json().data;
    expect(stored.json()).toMatchObject({ status: true, msg: `${resource.singular.en} saved.` });
    expect(record).toMatchObject({ ...sample(name, 1) });

    const second = await admin({ method: 'POST', url: `/api/${name}/store`, payload: sample(name, 2) });
    expect(second.statusCode, second.body).toBe(201);

    const page = await admin({ method: 'GET', url: `/api/${name}/1?page=2&sort=-id` });
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json();
    expect(body.data).toHaveLength(1);
    expect(body.meta).toMatchObject({ current_page: 2, per_page: 1, total_capped: false, has_more: true });
    expect(body.meta.last_page).toBe(body.meta.total);
    expect(body.data[0].id).toBe(record.id);

    const details = resource.detailsPath
      ? resource.detailsPath.replace(':id', String(record.id))
      : `/api/${name}/details/${record.id}`;
    const shown = await admin({ method: 'GET', url: details });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data).toMatchObject({ id: record.id, updated_at: record.updated_at });

    const title = resource.titleField;
    const changed = await admin({
      method: 'POST',
      url: `/api/${name}/update/${record.id}`,
      payload: { [title]: `Changed ${name}`, updated_at: record.updated_at },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data[title]).toBe(`Changed ${name}`);
    expect(changed.json().data.updated_at).not.toBe(record.updated_at);

    // A second form opened before that save is stale now.
    const stale = await admin({
      method: 'POST',
      url: `/api/${name}/update/${record.id}`,
      payload: { [title]: `Overwrite ${name}`, updated_at: record.updated_at },
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().code).toBe('stale_record');
    expect(stale.json().details.current[title]).toBe(`Changed ${name}`);

    const audited = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, name), eq(auditLog.entity_id, String(record.id))));
    expect(audited.map((line) => line.action).sort()).toEqual(['create', 'update']);
  });

  it('answers field errors in both languages, and says a taken value is taken', async () => {
    const invalid = await admin({ method: 'POST', url: `/api/${name}/store`, payload: {} });
    expect(invalid.statusCode, invalid.body).toBe(400);
    const fields = invalid.json().fields as Array<{ path: string; message: { en: string; bn: string } }>;
    const required = fields.find((field) => field.path === resource.titleField);
    expect(required?.message).toEqual({ en: 'This field is required.', bn: expect.any(String) });

    const unique = uniqueFieldOf(resource);
    if (!unique) return; // nothing of it is unique (banners)
    const original = await admin({ method: 'POST', url: `/api/${name}/store`, payload: sample(name, 3) });
    expect(original.statusCode, original.body).toBe(201);
    const copy = { ...sample(name, 4), [unique]: original.json().data[unique] };
    for (const scope of resource.fields.find((field) => field.name === unique)?.unique === true
      ? []
      : ((resource.fields.find((field) => field.name === unique)?.unique as { with: string[] } | undefined)
          ?.with ?? []))
      copy[scope] = original.json().data[scope];
    const taken = await admin({ method: 'POST', url: `/api/${name}/store`, payload: copy });
    expect(taken.statusCode, taken.body).toBe(400);
    const label = resource.fields.find((field) => field.name === unique)!.label;
    expect(taken.json().fields).toContainEqual({
      path: unique,
      code: 'taken',
      message: { en: `This ${label.en} is already taken.`, bn: `এই ${label.bn} আগে থেকেই ব্যবহৃত হচ্ছে।` },
    });
  });

  it('is refused to customers, sellers, delivery persons and admins without its feature', async () => {
    const others = await adminWithFeatures(t, `Not ${name}`, [
      resource.feature === FEATURES.dashboard ? FEATURES.auditLog : FEATURES.dashboard,
    ]);
    for (const caller of [customer, seller, delivery, others]) {
      const store = await caller({ method: 'POST', url: `/api/${name}/store`, payload: sample(name, 5) });
      expect(store.statusCode, store.body).toBe(403);
      const update = await caller({
        method: 'POST',
        url: `/api/${name}/update/1`,
        payload: { updated_at: 'x' },
      });
      expect(update.statusCode).toBe(403);
      const list = await caller({ method: 'GET', url: `/api/${name}/10` });
      expect(list.statusCode).toBe(resource.publicList ? 200 : 403);
      const csv = await caller({ method: 'GET', url: `/api/${name}/export.csv` });
      expect(csv.statusCode).toBe(403);
    }
    const holder = await adminWithFeatures(t, `Has ${name}`, [resource.feature]);
    const store = await holder({ method: 'POST', url: `/api/${name}/store`, payload: sample(name, 6) });
    expect(store.statusCode, store.body).toBe(201);
  });
});

describe('categories', () => {
  it('makes the slug from the name (spec §5) and says a taken slug is taken', async () => {
    const made = await admin({
      method: 'POST',
      url: '/api/categories/store',
      payload: { category_name: '  Fresh  Fish / Sea ', category_name_bn: 'তাজা মাছ' },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data.slug).toBe('fresh-fish-sea');
    const again = await admin({
      method: 'POST',
      url: '/api/categories/store',
      payload: { category_name: 'Other fish', category_name_bn: 'অন্য মাছ', slug: ' Fresh Fish-Sea' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().fields[0]).toMatchObject({ path: 'slug', code: 'taken' });
  });

  it('refuses to delete a category that still has products, saying so; deletes an empty one', async () => {
    const db = t.database.db;
    const [used] = await db.select({ id: products.category_id }).from(products).limit(1);
    const refused = await admin({ method: 'POST', url: `/api/categories/delete/${used!.id}` });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'in_use',
      message: { en: 'It cannot be deleted: this category still has products.' },
    });
    const empty = await admin({
      method: 'POST',
      url: '/api/categories/store',
      payload: { category_name: 'Empty shelf', category_name_bn: 'খালি তাক' },
    });
    const deleted = await admin({ method: 'POST', url: `/api/categories/delete/${empty.json().data.id}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await db.select().from(categories).where(eq(categories.id, empty.json().data.id))).length).toBe(
      0,
    );
  });

  it('shows a renamed category renamed on the storefront at once, and in product search', async () => {
    const db = t.database.db;
    const [row] = await db
      .select({ id: categories.id, updated_at: categories.updated_at })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.category_id))
      .where(eq(categories.is_active, true))
      .limit(1);
    // The storefront's list is read (and cached) first.
    const before = await t.inject({ method: 'GET', url: '/api/categories/load?limit=100' });
    expect(before.statusCode, before.body).toBe(200);
    const current = await admin({ method: 'GET', url: `/api/categories/record/${row!.id}` });
    const renamed = await admin({
      method: 'POST',
      url: `/api/categories/update/${row!.id}`,
      payload: { category_name_bn: 'নতুননামক্যাটাগরি', updated_at: current.json().data.updated_at },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await t.inject({ method: 'GET', url: '/api/categories/load?limit=100' });
    expect(after.body).toContain('নতুননামক্যাটাগরি');
    const found = await t.inject({
      method: 'GET',
      url: `/api/search?q=${encodeURIComponent('নতুননামক্যাটাগরি')}`,
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data.length).toBeGreaterThan(0);
  });

  it('searches, filters, sorts, deactivates in bulk, exports CSV and names relations', async () => {
    const parent = await admin({
      method: 'POST',
      url: '/api/categories/store',
      payload: { category_name: 'Zebra parent', category_name_bn: 'জেব্রা' },
    });
    const child = await admin({
      method: 'POST',
      url: '/api/categories/store',
      payload: {
        category_name: 'Zebra child',
        category_name_bn: 'জেব্রা শিশু',
        parent_id: parent.json().data.id,
      },
    });
    expect(child.statusCode, child.body).toBe(201);
    const self = await admin({
      method: 'POST',
      url: `/api/categories/update/${parent.json().data.id}`,
      payload: { parent_id: parent.json().data.id, updated_at: parent.json().data.updated_at },
    });
    expect(self.json().fields[0]).toMatchObject({ path: 'parent_id' });
    const missing = await admin({
      method: 'POST',
      url: '/api/categories/store',
      payload: { category_name: 'Orphan', category_name_bn: 'অনাথ', parent_id: 999999 },
    });
    expect(missing.json().fields[0]).toMatchObject({ path: 'parent_id' });

    const searched = await admin({ method: 'GET', url: '/api/categories/50?q=zebra&sort=-category_name' });
    expect(searched.json().data.map((item: { category_name: string }) => item.category_name)).toEqual([
      'Zebra parent',
      'Zebra child',
    ]);
    expect(searched.json().data[1].labels.parent_id).toEqual({ en: 'Zebra parent', bn: 'জেব্রা' });
    const children = await admin({
      method: 'GET',
      url: `/api/categories/50?parent_id=${parent.json().data.id}`,
    });
    expect(children.json().data).toHaveLength(1);

    const ids = [parent.json().data.id, child.json().data.id];
    const off = await admin({ method: 'POST', url: '/api/categories/bulk/deactivate', payload: { ids } });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ msg: '2 deactivated.', data: { ids } });
    const inactive = await admin({ method: 'GET', url: '/api/categories/50?q=zebra&is_active=false' });
    expect(inactive.json().data).toHaveLength(2);
    const storefront = await t.inject({ method: 'GET', url: '/api/categories/load?limit=100' });
    expect(storefront.body).not.toContain('Zebra parent');

    const csv = await admin({ method: 'GET', url: '/api/categories/export.csv?q=zebra' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^id,category_name,category_name_bn,slug,/);
    expect(lines).toHaveLength(3);

    const lookup = await admin({ method: 'GET', url: '/api/categories/lookup?q=zebra' });
    expect(lookup.json().data.map((item: { label: string }) => item.label)).toEqual([
      'Zebra child',
      'Zebra parent',
    ]);
  });
});

describe('lists of big tables', () => {
  it(`counts at most ${RESOURCE_COUNT_CAP} rows and then pages by has_more`, async () => {
    const db = t.database.db;
    const many = RESOURCE_COUNT_CAP + 5;
    const values = Array.from({ length: many }, (_, i) => ({
      tag_name: `bulk tag ${i}`,
      tag_name_bn: `ট্যাগ ${i}`,
      slug: `bulk-tag-${i}`,
    }));
    for (let start = 0; start < values.length; start += 2000)
      await db.insert(tags).values(values.slice(start, start + 2000));
    const first = await admin({ method: 'GET', url: '/api/tags/100?q=bulk' });
    expect(first.json().meta).toMatchObject({
      total: RESOURCE_COUNT_CAP,
      total_capped: true,
      has_more: true,
    });
    const deep = await admin({ method: 'GET', url: '/api/tags/100?q=bulk&page=101' });
    expect(deep.json().data).toHaveLength(5);
    expect(deep.json().meta).toMatchObject({ has_more: false, last_page: 101 });
  }, 60_000);
});
