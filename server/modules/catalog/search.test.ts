import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FacetValue, ProductCard, SearchResult } from '#lib/contracts/catalog.ts';
import { invalidateCatalogCache } from '#server/cache/read-cache.ts';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';
import { brands, products, searchWords } from './schema.ts';
import { refreshSearchText } from './search-index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ template: 'demo' });
});
afterAll(() => t.close());

async function search(query: string): Promise<SearchResult> {
  const response = await t.inject({ method: 'GET', url: `/api/search?${query}` });
  expect(response.statusCode, `${query}: ${response.body.slice(0, 300)}`).toBe(200);
  return response.json();
}

const slugs = (cards: ProductCard[]) => cards.map((card) => card.slug);
const facet = (values: FacetValue[], slug: string) => values.find((value) => value.slug === slug);

describe('GET /api/search', () => {
  it('finds products by the start of words in English, title matches first', async () => {
    const body = await search('q=walt');
    expect(body.corrected).toBe(false);
    expect(body.meta.total).toBeGreaterThan(1);
    expect(body.data[0]!.product_title).toMatch(/^Walton/);
    expect(body.data.every((card) => card.brand?.slug === 'walton')).toBe(true);
  });

  it('finds a Bengali-titled product by a Bengali query', async () => {
    const body = await search(`q=${encodeURIComponent('জামদানি')}`);
    expect(slugs(body.data)).toContain('dhakai-jamdani-saree');
    expect(body.data[0]!.product_title_bn).toContain('জামদানি');
    const digits = await search(`q=${encodeURIComponent('ওয়ালটন ৩২')}`);
    expect(slugs(digits.data)[0]).toBe('walton-32-inch-smart-led-tv');
  });

  it('finds a misspelt English query’s product and says the query was corrected', async () => {
    for (const [typo, slug] of [
      ['jamdni', 'dhakai-jamdani-saree'],
      ['samsng galaxy', 'samsung-galaxy-smartphone-6-128-gb'],
      ['waltn tv', 'walton-32-inch-smart-led-tv'],
    ]) {
      const body = await search(`q=${encodeURIComponent(typo!)}`);
      expect(body.corrected, typo).toBe(true);
      expect(slugs(body.data), typo).toContain(slug);
    }
    const exact = await search('q=jamdani');
    expect(exact.corrected).toBe(false);
  });

  it('finds nothing, uncorrected, for gibberish', async () => {
    const body = await search('q=qqxzvy');
    expect(body).toMatchObject({ data: [], corrected: false, meta: { total: 0 } });
  });

  it('matches brand, category, parent category and tag names too', async () => {
    expect(slugs((await search('q=fashion&limit=100')).data)).toContain('dhakai-jamdani-saree');
    expect(slugs((await search('q=sarees')).data)).toContain('dhakai-jamdani-saree');
    expect((await search('q=organic')).meta.total).toBeGreaterThan(0);
    expect((await search(`q=${encodeURIComponent('ফ্যাশন')}&limit=100`)).meta.total).toBe(
      (await search('q=fashion&limit=100')).meta.total,
    );
  });

  it('counts facets, each ignoring its own filter', async () => {
    const all = await search('q=walton');
    const tv = await search('q=walton&category=mobile-phones');
    expect(tv.meta.total).toBe(1);
    // The category facet still counts every category's Walton products…
    expect(facet(tv.facets.categories, 'electronics')?.count).toBe(
      facet(all.facets.categories, 'electronics')?.count,
    );
    // …with sub-categories rolled into their parent, as the category filter includes them.
    const electronics = facet(all.facets.categories, 'electronics')!.count;
    const phones = facet(all.facets.categories, 'mobile-phones')!.count;
    expect(electronics).toBe(all.meta.total);
    expect(phones).toBeLessThan(electronics);
    // …while the other facets count within the chosen category.
    expect(facet(tv.facets.brands, 'walton')?.count).toBe(1);
    const fashion = await search('category=fashion&brand=bata');
    expect(fashion.facets.brands.length).toBeGreaterThan(1);
    expect(fashion.facets.brands.reduce((sum, value) => sum + value.count, 0)).toBeGreaterThan(
      fashion.meta.total,
    );
    expect(facet(fashion.facets.brands, 'bata')?.count).toBe(fashion.meta.total);
  });

  it('answers the price range in poisha and the in-stock count', async () => {
    const body = await search('q=walton&limit=100');
    const prices = body.data.map(
      (card) => card.product_price_infos[0]!.discount_price ?? card.product_price_infos[0]!.price,
    );
    expect(body.facets.price).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
    expect(body.facets.in_stock).toBe(body.data.filter((card) => card.in_stock).length);
    const narrowed = await search(`q=walton&max_price=${Math.floor(Math.max(...prices) / 100) - 1}`);
    expect(narrowed.meta.total).toBeLessThan(body.meta.total);
    expect(narrowed.facets.price).toEqual(body.facets.price);
  });

  it('keeps a facet value the shopper chose even when nothing else matches it', async () => {
    const body = await search('q=walton&brand=bata');
    expect(body.meta.total).toBe(0);
    expect(facet(body.facets.brands, 'bata')).toMatchObject({ count: 0 });
    expect(facet(body.facets.brands, 'walton')?.count).toBeGreaterThan(0);
  });

  it('counts the same facets when browsing without words (from the cached summary) as a full pass does', async () => {
    for (const filters of [
      '',
      'category=fashion',
      'category=sarees,electronics&brand=walton,nakshi-ghor',
      'seller=projukti-mart&in_stock=true',
      'brand=bata&category=groceries',
    ]) {
      const browsing = await search(`${filters}&limit=5`);
      // min_price=0 keeps every product but takes the full pass over the database.
      const fullPass = await search(`${filters}&min_price=0&limit=5`);
      expect(browsing.facets, filters).toEqual(fullPass.facets);
      expect(browsing.meta, filters).toEqual(fullPass.meta);
      expect(slugs(browsing.data), filters).toEqual(slugs(fullPass.data));
    }
  });

  it('pages and sorts the same matches', async () => {
    const first = await search('q=rice&limit=2');
    const second = await search('q=rice&limit=2&page=2');
    expect(second.meta.total).toBe(first.meta.total);
    expect(slugs(second.data)).not.toContain(first.data[0]!.slug);
    const cheap = await search('q=rice&sort=price_asc&limit=50');
    const prices = cheap.data.map(
      (card) => card.product_price_infos[0]!.discount_price ?? card.product_price_infos[0]!.price,
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});

describe('the minimum-rating filter', () => {
  it('keeps only products rated at least that many stars on average, in search and listings', async () => {
    const found = await search('q=rice&limit=50');
    const [good, fair] = found.data;
    expect(fair, 'the demo catalog has two rice products').toBeDefined();
    // 4.5 and 3.0 stars on average; unrated products never pass a rating filter.
    await t.database.db
      .update(products)
      .set({ rating_sum: 9, rating_count: 2 })
      .where(eq(products.id, good!.id));
    await t.database.db
      .update(products)
      .set({ rating_sum: 6, rating_count: 2 })
      .where(eq(products.id, fair!.id));
    invalidateCatalogCache();

    const four = await search('q=rice&limit=50&min_rating=4');
    expect(slugs(four.data)).toContain(good!.slug);
    expect(slugs(four.data)).not.toContain(fair!.slug);
    for (const card of four.data) expect(card.rating).toBeGreaterThanOrEqual(4);
    expect(four.meta.total).toBe(four.data.length);
    const three = await search('q=rice&limit=50&min_rating=3');
    expect(slugs(three.data)).toEqual(expect.arrayContaining([good!.slug, fair!.slug]));
    // The facets count within the rated products only.
    const facetTotal = (result: SearchResult) =>
      result.facets.categories.reduce((sum, value) => sum + value.count, 0);
    expect(facetTotal(four)).toBeLessThan(facetTotal(found));

    // Browsing without words (the cached summary's path) and the product list filter the same way.
    const browsing = await search('min_rating=4&limit=50');
    expect(slugs(browsing.data)).toContain(good!.slug);
    for (const card of browsing.data) expect(card.rating).toBeGreaterThanOrEqual(4);
    const listed = await t.inject({ method: 'GET', url: '/api/products?min_rating=4&limit=50' });
    expect(listed.statusCode).toBe(200);
    const listedSlugs = slugs(listed.json().data);
    expect(listedSlugs).toContain(good!.slug);
    expect(listedSlugs).not.toContain(fair!.slug);
  });

  it('refuses a rating outside 1 to 4 with the field named', async () => {
    for (const bad of ['0', '5', 'four', '3.5']) {
      const response = await t.inject({ method: 'GET', url: `/api/search?min_rating=${bad}` });
      expect(response.statusCode, bad).toBe(400);
      expect(JSON.stringify(response.json())).toContain('min_rating');
    }
  });
});

describe('GET /api/search/suggestions', () => {
  async function suggest(q: string) {
    const response = await t.inject({
      method: 'GET',
      url: `/api/search/suggestions?q=${encodeURIComponent(q)}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as Array<{ type: string; slug: string; label: string; image: string | null }>;
  }

  it('suggests brands and products as the shopper types, with thumbnails', async () => {
    const items = await suggest('walt');
    expect(items[0]).toMatchObject({ type: 'brand', slug: 'walton' });
    const product = items.find((item) => item.type === 'product')!;
    expect(product.label).toMatch(/Walton/);
    expect(product.image).toBe(`products/${product.slug}-1.webp`);
    expect(items.length).toBeLessThanOrEqual(8);
  });

  it('suggests categories, in Bengali too', async () => {
    expect((await suggest('sare')).some((item) => item.type === 'category' && item.slug === 'sarees')).toBe(
      true,
    );
    expect((await suggest('শাড়')).some((item) => item.type === 'category' && item.slug === 'sarees')).toBe(
      true,
    );
  });

  it('suggests the products of a misspelt word', async () => {
    expect((await suggest('jamdni')).map((item) => item.slug)).toContain('dhakai-jamdani-saree');
  });

  it('refuses an empty query and a limit above 10', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/search/suggestions?q=' })).statusCode).toBe(400);
    expect((await t.inject({ method: 'GET', url: '/api/search/suggestions?q=a&limit=11' })).statusCode).toBe(
      400,
    );
  });
});

describe('refreshSearchText', () => {
  it('makes a renamed brand findable and teaches the corrector its words', async () => {
    const db = t.database.db;
    const visible = (await search('q=walton')).meta.total;
    await db.update(brands).set({ brand_name: 'Kranzlo' }).where(eq(brands.slug, 'walton'));
    invalidateCatalogCache();
    expect((await search('q=kranzlo')).meta.total).toBe(0);
    const waltons = await db
      .select({ id: products.id })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brand_id))
      .where(eq(brands.slug, 'walton'));
    expect(
      await refreshSearchText(
        db,
        waltons.map((row) => row.id),
      ),
    ).toBe(waltons.length);
    expect(
      await refreshSearchText(
        db,
        waltons.map((row) => row.id),
      ),
    ).toBe(0);
    expect((await search('q=kranzlo')).meta.total).toBe(visible);
    expect(await db.select().from(searchWords).where(eq(searchWords.word, 'kranzlo'))).toHaveLength(1);
    const typo = await search('q=kransllo');
    expect(typo.corrected).toBe(true);
    expect(typo.meta.total).toBe(visible);
  });
});
