import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from '#lib/contracts/features.ts';
import { auditLog } from '#server/modules/audit/schema.ts';
import { adminWithFeatures, type Caller } from '#server/modules/orders/fixtures.test-helper.ts';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';
import { products, productTags, tags } from './schema.ts';

let t: TestApp;
let admin: Caller;
let productIds: number[];
const tagIds = { a: 0, b: 0 };

beforeAll(async () => {
  t = await buildTestApp({ template: 'demo' });
  admin = await adminWithFeatures(t, 'Tag keeper', [FEATURES.tags]);
  const db = t.database.db;
  const made = await db
    .insert(tags)
    .values([
      { tag_name: 'Organik', tag_name_bn: 'অর্গানিক ভুল', slug: 'organik' },
      { tag_name: 'Organic', tag_name_bn: 'অর্গানিক', slug: 'organic-merge' },
    ])
    .returning({ id: tags.id });
  tagIds.a = made[0]!.id;
  tagIds.b = made[1]!.id;
  productIds = (await db.select({ id: products.id }).from(products).orderBy(products.id).limit(3)).map(
    (p) => p.id,
  );
  // Product 0 carries both tags, product 1 only the misspelt one, product 2 only the right one.
  await db.insert(productTags).values([
    { product_id: productIds[0]!, tag_id: tagIds.a },
    { product_id: productIds[0]!, tag_id: tagIds.b },
    { product_id: productIds[1]!, tag_id: tagIds.a },
    { product_id: productIds[2]!, tag_id: tagIds.b },
  ]);
}, 120_000);
afterAll(() => t.close());

describe('GET /api/tags/usage', () => {
  it('lists tags with how many products carry each', async () => {
    const response = await admin({ method: 'GET', url: '/api/tags/usage?q=organi' });
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json().data as Array<{ id: number; used_by: number }>;
    expect(rows.find((row) => row.id === tagIds.a)?.used_by).toBe(2);
    expect(rows.find((row) => row.id === tagIds.b)?.used_by).toBe(2);
    expect(response.json().meta).toMatchObject({ current_page: 1 });
  });
});

describe('POST /api/tags/merge', () => {
  it('refuses merging a tag into itself, and admins without the tags feature', async () => {
    const same = await admin({
      method: 'POST',
      url: '/api/tags/merge',
      payload: { from_id: tagIds.a, into_id: tagIds.a },
    });
    expect(same.statusCode, same.body).toBe(400);
    expect(same.json().fields[0]).toMatchObject({ path: 'into_id', code: 'same_tag' });
    const other = await adminWithFeatures(t, 'No tags', [FEATURES.dashboard]);
    const refused = await other({
      method: 'POST',
      url: '/api/tags/merge',
      payload: { from_id: tagIds.a, into_id: tagIds.b },
    });
    expect(refused.statusCode).toBe(403);
    const missing = await admin({
      method: 'POST',
      url: '/api/tags/merge',
      payload: { from_id: 999_999, into_id: tagIds.b },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('moves every product link to the kept tag without duplicates, deletes the other, and audits it', async () => {
    const response = await admin({
      method: 'POST',
      url: '/api/tags/merge',
      payload: { from_id: tagIds.a, into_id: tagIds.b },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: true, data: { into_id: tagIds.b, moved: 2 } });
    const db = t.database.db;
    expect(await db.select().from(tags).where(eq(tags.id, tagIds.a))).toHaveLength(0);
    const links = await db
      .select({ product_id: productTags.product_id, tag_id: productTags.tag_id })
      .from(productTags)
      .where(inArray(productTags.tag_id, [tagIds.a, tagIds.b]));
    expect(links.map((link) => link.product_id).sort((x, y) => x - y)).toEqual(
      [...productIds].sort((x, y) => x - y),
    );
    expect(links.every((link) => link.tag_id === tagIds.b)).toBe(true);
    const audited = await db.select().from(auditLog).where(eq(auditLog.action, 'merge'));
    expect(audited.some((line) => line.entity === 'tags' && line.entity_id === String(tagIds.b))).toBe(true);
    const usage = await admin({ method: 'GET', url: '/api/tags/usage?q=organic' });
    expect(usage.json().data.find((row: { id: number }) => row.id === tagIds.b).used_by).toBe(3);
  });
});
