import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductCard, ProductDetail } from '#lib/contracts/catalog.ts';
import { invalidateCatalogCache } from '#server/cache/read-cache.ts';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';
import { categories, productPriceInfos, products, productTags, tags } from './schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ template: 'demo' });
});
afterAll(() => t.close());

async function get(url: string) {
  const response = await t.inject({ method: 'GET', url });
  expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
  return response.json();
}

/** What a card costs in the listing's price sort: the default price type's discount, else its price. */
const effective = (card: ProductCard) => {
  const first = card.product_price_infos[0]!;
  return first.discount_price ?? first.price;
};

const isSorted = (values: number[], direction: 'asc' | 'desc') =>
  values.every((value, index) =>
    index === 0 ? true : direction === 'asc' ? values[index - 1]! <= value : values[index - 1]! >= value,
  );

describe('GET /api/products', () => {
  it('answers a page of cards with paging meta, newest first by default', async () => {
    const body = await get('/api/products?limit=5&page=2');
    const [visible] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(and(eq(products.status, 'active'), eq(products.approval, 'approved')));
    expect(body.meta).toEqual({
      current_page: 2,
      last_page: Math.ceil(visible!.n / 5),
      per_page: 5,
      total: visible!.n,
    });
    expect(body.data).toHaveLength(5);
    const dates = body.data.map((card: ProductCard) => Date.parse(card.created_at));
    expect(isSorted(dates, 'desc')).toBe(true);
    const firstPage = await get('/api/products?limit=5');
    expect(Date.parse(firstPage.data[4].created_at)).toBeGreaterThanOrEqual(dates[0]);
  });

  it('gives each card its seller, brand, prices in price-type order and main photo', async () => {
    const { data } = await get('/api/products?limit=20');
    for (const card of data as ProductCard[]) {
      expect(card.company_info).toEqual(
        expect.objectContaining({
          id: expect.any(Number),
          slug: expect.any(String),
          company_name_bn: expect.any(String),
        }),
      );
      expect(card.product_price_infos.length).toBeGreaterThan(0);
      for (const price of card.product_price_infos) {
        expect(Number.isInteger(price.price)).toBe(true);
        expect(price.product_price_type_data).toEqual(
          expect.objectContaining({ id: expect.any(Number), type_title: expect.any(String) }),
        );
        if (price.discount_price !== null) expect(price.discount_price).toBeLessThan(price.price);
      }
      expect(card.product_photo_infos).toHaveLength(1);
      expect(card.product_photo_infos[0]!.product_photo_data.content).toMatch(/^products\/.+\.webp$/);
    }
    const withBrand = (data as ProductCard[]).find((card) => card.brand !== null);
    expect(withBrand?.brand).toEqual(
      expect.objectContaining({ slug: expect.any(String), brand_name_bn: expect.any(String) }),
    );
  });

  it('filters by category, sub-categories included', async () => {
    const fashion = await get('/api/products?category=fashion&limit=100');
    const sarees = await get('/api/products?category=sarees&limit=100');
    expect(sarees.meta.total).toBeGreaterThan(0);
    const fashionSlugs = fashion.data.map((card: ProductCard) => card.slug);
    for (const saree of sarees.data) expect(fashionSlugs).toContain(saree.slug);
    const [sareeCategory] = await t.database.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.slug, 'sarees'));
    expect(sarees.data.every((card: ProductCard) => card.category_id === sareeCategory!.id)).toBe(true);
    const both = await get('/api/products?category=sarees,electronics&limit=100');
    const electronics = await get('/api/products?category=electronics&limit=1');
    expect(both.meta.total).toBe(sarees.meta.total + electronics.meta.total);
  });

  it('filters by brand, seller and tag', async () => {
    const walton = await get('/api/products?brand=walton&limit=100');
    expect(walton.meta.total).toBeGreaterThan(1);
    expect(walton.data.every((card: ProductCard) => card.brand?.slug === 'walton')).toBe(true);
    const shop = await get('/api/products?seller=projukti-mart&limit=100');
    expect(shop.data.every((card: ProductCard) => card.company_info.slug === 'projukti-mart')).toBe(true);
    const organic = await get('/api/products?tag=organic&limit=100');
    const [tag] = await t.database.db.select({ id: tags.id }).from(tags).where(eq(tags.slug, 'organic'));
    const tagged = await t.database.db
      .select({ id: productTags.product_id })
      .from(productTags)
      .innerJoin(products, eq(products.id, productTags.product_id))
      .where(
        and(
          eq(productTags.tag_id, tag!.id),
          eq(products.status, 'active'),
          eq(products.approval, 'approved'),
        ),
      );
    expect(organic.meta.total).toBe(tagged.length);
  });

  it('filters by price range in whole taka, on the default price type’s effective price', async () => {
    const body = await get('/api/products?min_price=100&max_price=500&limit=100');
    expect(body.meta.total).toBeGreaterThan(0);
    for (const card of body.data as ProductCard[]) {
      expect(effective(card)).toBeGreaterThanOrEqual(100_00);
      expect(effective(card)).toBeLessThanOrEqual(500_00);
    }
  });

  it('filters to products in stock', async () => {
    const [soldOut] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, 'miniket-rice'));
    await t.database.db
      .update(productPriceInfos)
      .set({ stock: 0 })
      .where(eq(productPriceInfos.product_id, soldOut!.id));
    invalidateCatalogCache();
    const all = await get('/api/products?limit=100');
    const inStock = await get('/api/products?in_stock=true&limit=100');
    expect(inStock.data.every((card: ProductCard) => card.in_stock)).toBe(true);
    const [stocked] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(
        and(
          eq(products.status, 'active'),
          eq(products.approval, 'approved'),
          sql`exists (select 1 from ${productPriceInfos} where ${productPriceInfos.product_id} = ${products.id}
            and ${productPriceInfos.stock} >= ${productPriceInfos.min_qty})`,
        ),
      );
    expect(inStock.meta.total).toBe(stocked!.n);
    expect(inStock.meta.total).toBeLessThan(all.meta.total);
    const rice = await get('/api/products?q=miniket');
    expect(rice.data[0]).toMatchObject({ slug: 'miniket-rice', in_stock: false });
    expect((await get('/api/products?q=miniket&in_stock=1')).meta.total).toBe(0);
  });

  it('sorts by effective price both ways, by popularity and by newest', async () => {
    const up = (await get('/api/products?sort=price_asc&limit=100')).data.map(effective);
    expect(isSorted(up, 'asc')).toBe(true);
    const down = (await get('/api/products?sort=price_desc&limit=100')).data.map(effective);
    expect(isSorted(down, 'desc')).toBe(true);
    expect(down[0]).toBeGreaterThanOrEqual(Math.max(...up));
    expect(up[0]).toBeLessThanOrEqual(Math.min(...down));
    const popular = (await get('/api/products?sort=popular&limit=100')).data.map(
      (card: ProductCard) => card.sold_count,
    );
    expect(isSorted(popular, 'desc')).toBe(true);
  });

  it('answers an empty page beyond the last, with the real meta', async () => {
    const body = await get('/api/products?limit=20&page=999');
    expect(body.data).toEqual([]);
    expect(body.meta.current_page).toBe(999);
    expect(body.meta.total).toBeGreaterThan(0);
  });

  it('answers a stranger without a credential 401, even when the answer is cached', async () => {
    await get('/api/products?limit=3');
    const stranger = await t.app.inject({ method: 'GET', url: '/api/products?limit=3' });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json().data).toBeUndefined();
  });

  it('refuses bad query values with 400 and field errors, never a 500', async () => {
    const cases: Array<[string, string]> = [
      ['min_price=abc', 'min_price'],
      ['max_price=12.5', 'max_price'],
      ['min_price=-1', 'min_price'],
      ['min_price=500&max_price=100', 'max_price'],
      ['sort=cheapest', 'sort'],
      ['in_stock=maybe', 'in_stock'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['page=0', 'page'],
      ['page=two', 'page'],
      [`q=${'x'.repeat(101)}`, 'q'],
    ];
    for (const [query, field] of cases) {
      const response = await t.inject({ method: 'GET', url: `/api/products?${query}` });
      expect(response.statusCode, query).toBe(400);
      const body = response.json();
      expect(body.code).toBe('validation_failed');
      expect(
        body.fields.map((error: { path: string }) => error.path),
        query,
      ).toContain(field);
      expect(body.fields[0].message.bn).toBeTruthy();
    }
    const search = await t.inject({ method: 'GET', url: '/api/search?sort=nope' });
    expect(search.statusCode).toBe(400);
  });
});

describe('rows of the home page', () => {
  it('GET /api/products/hot answers best sellers first', async () => {
    const { data } = await get('/api/products/hot?limit=6');
    expect(data).toHaveLength(6);
    expect(
      isSorted(
        data.map((card: ProductCard) => card.sold_count),
        'desc',
      ),
    ).toBe(true);
    const [top] = await t.database.db
      .select({ sold: sql<number>`max(${products.sold_count})::int` })
      .from(products)
      .where(and(eq(products.status, 'active'), eq(products.approval, 'approved')));
    expect(data[0].sold_count).toBe(top!.sold);
  });

  it('GET /api/products/all answers the newest first, 12 by default', async () => {
    const { data } = await get('/api/products/all');
    expect(data).toHaveLength(12);
    expect(
      isSorted(
        data.map((card: ProductCard) => Date.parse(card.created_at)),
        'desc',
      ),
    ).toBe(true);
  });

  it('GET /api/products/by-category/:cat_id includes sub-categories, and 404s an unknown category', async () => {
    const fashion = (await get('/api/categories/details/fashion')).data;
    const sareeIds = new Set(
      (await get('/api/products?category=sarees&limit=100')).data.map((card: ProductCard) => card.id),
    );
    const { data } = await get(`/api/products/by-category/${fashion.id}?limit=48`);
    expect(data.some((card: ProductCard) => sareeIds.has(card.id))).toBe(true);
    const categoryIds = new Set([fashion.id, ...fashion.children.map((child: { id: number }) => child.id)]);
    expect(data.every((card: ProductCard) => categoryIds.has(card.category_id))).toBe(true);
    expect((await t.inject({ method: 'GET', url: '/api/products/by-category/999999' })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/api/products/by-category/abc' })).statusCode).toBe(400);
  });

  it('GET /api/categories/load-body-category answers the body categories with their best sellers', async () => {
    const { data } = await get('/api/categories/load-body-category?products=3');
    const flagged = await t.database.db
      .select({ slug: categories.slug })
      .from(categories)
      .where(eq(categories.show_on_body, true));
    expect(data.map((row: { slug: string }) => row.slug).sort()).toEqual(
      flagged.map((row) => row.slug).sort(),
    );
    for (const row of data) {
      expect(row.products.length).toBeGreaterThan(0);
      expect(row.products.length).toBeLessThanOrEqual(3);
      expect(
        isSorted(
          row.products.map((card: ProductCard) => card.sold_count),
          'desc',
        ),
      ).toBe(true);
    }
  });
});

describe('the product page', () => {
  it('GET /api/products/details/:slug answers everything a shopper reads before buying', async () => {
    const { data } = (await get('/api/products/details/dhakai-jamdani-saree')) as { data: ProductDetail };
    expect(data).toMatchObject({
      slug: 'dhakai-jamdani-saree',
      product_title: 'Dhakai Jamdani Saree',
      product_title_bn: 'ঢাকাই জামদানি শাড়ি',
      category: { slug: 'sarees' },
      company_info: { slug: 'rangdhanu-fashion' },
    });
    expect(data.description_bn).toMatch(/[\u0980-\u09ff]/);
    expect(data.company_info.rating).toBeGreaterThan(0);
    expect(data.company_info.rating).toBeLessThanOrEqual(5);
    expect(data.tags.length).toBeGreaterThanOrEqual(3);
    expect(data.warranty.warranty_type).toBeGreaterThanOrEqual(1);
    expect(data.product_type).toEqual(expect.objectContaining({ requires_prescription: false }));
    expect(data.return_policy_bn).toBeTruthy();
    const photos = data.product_photo_infos.map((photo) => photo.product_photo_data.content);
    expect(photos[0]).toBe('products/dhakai-jamdani-saree-1.webp');
    expect(new Set(photos).size).toBe(photos.length);
  });

  it('gives attributes, colours and sizes where the product has them', async () => {
    const rows = await t.database.db.execute<{ slug: string }>(sql`
      select p.slug from products p
      where exists (select 1 from product_infos i where i.product_id = p.id)
        and exists (select 1 from product_size_links s where s.product_id = p.id)
        and p.status = 'active' and p.approval = 'approved' limit 1`);
    const slug = (rows as unknown as { rows: Array<{ slug: string }> }).rows[0]!.slug;
    const { data } = (await get(`/api/products/details/${slug}`)) as { data: ProductDetail };
    expect(data.infos.length).toBeGreaterThan(0);
    expect(data.infos[0]).toEqual(
      expect.objectContaining({
        group: expect.any(String),
        name_bn: expect.any(String),
        value: expect.any(String),
      }),
    );
    expect(data.sizes.length).toBeGreaterThan(0);
  });

  it('answers 404 with a bilingual message for an unknown slug', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/products/details/no-such-product' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'product_not_found', message: { en: expect.any(String) } });
    expect(response.json().message.bn).toBeTruthy();
  });

  it('GET …/related answers products sharing its category or tags, never itself', async () => {
    const product = (await get('/api/products/details/dhakai-jamdani-saree')).data as ProductDetail;
    const { data } = await get('/api/products/details/dhakai-jamdani-saree/related?limit=8');
    expect(data.length).toBeGreaterThan(0);
    expect(data.map((card: ProductCard) => card.slug)).not.toContain('dhakai-jamdani-saree');
    const ownTags = new Set(product.tags.map((tag) => tag.id));
    for (const card of data as ProductCard[]) {
      const detail = (await get(`/api/products/details/${card.slug}`)).data as ProductDetail;
      const sharesTag = detail.tags.some((tag) => ownTags.has(tag.id));
      expect(sharesTag || card.category_id === product.category_id, card.slug).toBe(true);
    }
  });
});

describe('categories and sellers', () => {
  it('GET /api/categories/details/:slug answers a category with its parent or children', async () => {
    const sarees = (await get('/api/categories/details/sarees')).data;
    expect(sarees.parent).toMatchObject({ slug: 'fashion' });
    const fashion = (await get('/api/categories/details/fashion')).data;
    expect(fashion.parent).toBeNull();
    expect(fashion.children.map((child: { slug: string }) => child.slug)).toContain('sarees');
    expect((await t.inject({ method: 'GET', url: '/api/categories/details/nope' })).statusCode).toBe(404);
  });

  it('GET /api/companies/details/:slug answers a shop’s public profile', async () => {
    const { data } = await get('/api/companies/details/projukti-mart');
    expect(data).toMatchObject({ slug: 'projukti-mart', banner: expect.stringMatching(/banner/) });
    expect(data.description_bn).toBeTruthy();
    expect(data.product_count).toBe((await get('/api/products?seller=projukti-mart&limit=1')).meta.total);
    expect(data).not.toHaveProperty('email');
    expect(data).not.toHaveProperty('phone');
  });
});

describe('reference lists', () => {
  it('answers brands, sellers, colours, sizes, attribute names and product types', async () => {
    const brands = (await get('/api/brand-info/load')).data;
    expect(brands.map((brand: { slug: string }) => brand.slug)).toContain('walton');
    expect((await get('/api/companies/load')).data).toHaveLength(4);
    const colors = (await get('/api/product-color-info/load')).data;
    expect(colors[0].color_code).toMatch(/^#[0-9a-f]{6}$/i);
    const sizes = (await get('/api/product-size-info/load')).data;
    const types = ['EU', 'UK', 'US', 'Int', 'Waist', 'Suit Only', 'Full Look', 'Other'];
    expect(sizes.length).toBeGreaterThan(0);
    expect(sizes.every((size: { size_type: string }) => types.includes(size.size_type))).toBe(true);
    const infoNames = (await get('/api/product-type-info-name/load')).data;
    expect(infoNames[0]).toEqual(
      expect.objectContaining({ product_type_id: expect.any(Number), info_name_bn: expect.any(String) }),
    );
    const productTypes = (await get('/api/product-types/load')).data;
    expect(productTypes.some((type: { requires_prescription: boolean }) => type.requires_prescription)).toBe(
      true,
    );
  });

  it('GET /api/sitemap lists products, categories, shops and pages with their last change', async () => {
    const sitemap = await get('/api/sitemap');
    expect(sitemap.products.map((entry: { slug: string }) => entry.slug)).toContain('dhakai-jamdani-saree');
    expect(sitemap.categories.map((entry: { slug: string }) => entry.slug)).toContain('sarees');
    expect(sitemap.companies).toHaveLength(4);
    expect(sitemap.pages.map((entry: { slug: string }) => entry.slug)).toEqual(
      expect.arrayContaining(['about-us', 'terms-and-conditions', 'privacy-policy']),
    );
    expect(Number.isNaN(Date.parse(sitemap.products[0].updated_at))).toBe(false);
  });
});

describe('prices and stock as listings see them', () => {
  it('follow writes to product_price_infos (kept by the database)', async () => {
    const db = t.database.db;
    const card = (await get('/api/products/details/dhakai-jamdani-saree')).data as ProductDetail;
    const first = card.product_price_infos[0]!;
    await db
      .update(productPriceInfos)
      .set({ discount_price: null, price: 123_400 })
      .where(eq(productPriceInfos.id, first.id));
    await db.update(productPriceInfos).set({ stock: 0 }).where(eq(productPriceInfos.product_id, card.id));
    invalidateCatalogCache();
    const [row] = await db
      .select({ effective_price: products.effective_price, in_stock: products.in_stock })
      .from(products)
      .where(eq(products.id, card.id));
    expect(row).toEqual({ effective_price: 123_400, in_stock: false });
    const found = await get('/api/products?min_price=1234&max_price=1234&category=sarees');
    expect(found.data.map((item: ProductCard) => item.slug)).toEqual(['dhakai-jamdani-saree']);
    expect(found.data[0].in_stock).toBe(false);
    await db.delete(productPriceInfos).where(eq(productPriceInfos.id, first.id));
    const [after] = await db
      .select({ effective_price: products.effective_price })
      .from(products)
      .where(eq(products.id, card.id));
    expect(after!.effective_price).not.toBe(123_400);
    invalidateCatalogCache();
  });
});
