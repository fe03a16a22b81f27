import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductCard } from '#lib/contracts/catalog.ts';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';
import { rankBySharedTags, recommendedCacheKey } from './products.ts';
import { productTags, tags } from './schema.ts';

describe('recommendedCacheKey', () => {
  it('ignores the order and repeats of the visited tags', () => {
    expect(recommendedCacheKey([3, 1, 2])).toBe(recommendedCacheKey([1, 2, 3]));
    expect(recommendedCacheKey([2, 2, 1, 1])).toBe(recommendedCacheKey([1, 2]));
  });

  it('differs for different sets of tags, and for none', () => {
    expect(recommendedCacheKey([1, 2])).not.toBe(recommendedCacheKey([1, 3]));
    expect(recommendedCacheKey([1, 2])).not.toBe(recommendedCacheKey([12]));
    expect(recommendedCacheKey([])).not.toBe(recommendedCacheKey([1]));
  });
});

describe('rankBySharedTags', () => {
  it('ranks products carrying more of the tags first, then the better sellers', () => {
    const spices = [
      { id: 1, sold: 50 },
      { id: 2, sold: 40 },
      { id: 3, sold: 30 },
    ];
    const organic = [
      { id: 3, sold: 30 },
      { id: 4, sold: 90 },
    ];
    expect(rankBySharedTags([spices, organic])).toEqual([3, 4, 1, 2]);
    expect(rankBySharedTags([])).toEqual([]);
  });
});

describe('POST /api/products/recommended', () => {
  let t: TestApp;
  const tagId = new Map<string, number>();
  beforeAll(async () => {
    t = await buildTestApp({ template: 'demo' });
    for (const row of await t.database.db.select({ id: tags.id, slug: tags.slug }).from(tags))
      tagId.set(row.slug, row.id);
  });
  afterAll(() => t.close());

  async function recommend(body: Record<string, unknown>): Promise<ProductCard[]> {
    const response = await t.inject({ method: 'POST', url: '/api/products/recommended', payload: body });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    return response.json().data;
  }

  async function tagsOf(ids: number[]) {
    const rows = await t.database.db
      .select({ productId: productTags.product_id, tagId: productTags.tag_id })
      .from(productTags)
      .where(inArray(productTags.product_id, ids));
    const byProduct = new Map<number, Set<number>>();
    for (const row of rows)
      byProduct.set(row.productId, (byProduct.get(row.productId) ?? new Set()).add(row.tagId));
    return byProduct;
  }

  it('recommends products sharing the visited tags, the most shared first', async () => {
    const visited = [tagId.get('traditional')!, tagId.get('handmade')!, tagId.get('wedding')!];
    const cards = await recommend({ tag_ids: visited, limit: 6 });
    expect(cards).toHaveLength(6);
    const byProduct = await tagsOf(cards.map((card) => card.id));
    const shared = cards.map((card) => visited.filter((id) => byProduct.get(card.id)?.has(id)).length);
    expect(shared[0]).toBeGreaterThan(0);
    expect(shared).toEqual([...shared].sort((a, b) => b - a));
  });

  it('falls back to best sellers without tags, and tops up a short list with them', async () => {
    const popular = await recommend({ tag_ids: [] });
    const hot = (await t.inject({ method: 'GET', url: '/api/products/hot?limit=12' })).json().data;
    expect(popular.map((card) => card.id)).toEqual(hot.map((card: ProductCard) => card.id));
    const [rare] = await t.database.db
      .select({ id: tags.id })
      .from(tags)
      .where(eq(tags.slug, 'winter-sports'));
    const topped = await recommend({ tag_ids: [rare!.id], limit: 24 });
    expect(topped).toHaveLength(24);
  });

  it('depends on the tags, not on their order', async () => {
    const a = await recommend({ tag_ids: [tagId.get('spices')!, tagId.get('organic')!] });
    const b = await recommend({
      tag_ids: [tagId.get('organic')!, tagId.get('spices')!, tagId.get('spices')!],
    });
    const c = await recommend({ tag_ids: [tagId.get('back-to-school')!] });
    expect(b.map((card) => card.id)).toEqual(a.map((card) => card.id));
    expect(c.map((card) => card.id)).not.toEqual(a.map((card) => card.id));
  });

  it('leaves out the products the page already shows', async () => {
    const first = await recommend({ tag_ids: [tagId.get('spices')!], limit: 4 });
    const next = await recommend({
      tag_ids: [tagId.get('spices')!],
      limit: 4,
      exclude_ids: first.map((card) => card.id),
    });
    expect(next).toHaveLength(4);
    for (const card of next) expect(first.map((item) => item.id)).not.toContain(card.id);
  });

  it('refuses a bad body with field errors', async () => {
    for (const payload of [
      { tag_ids: ['x'] },
      { tag_ids: Array.from({ length: 21 }, (_, i) => i + 1) },
      { limit: 0 },
    ]) {
      const response = await t.inject({ method: 'POST', url: '/api/products/recommended', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.length).toBeGreaterThan(0);
    }
  });
});
