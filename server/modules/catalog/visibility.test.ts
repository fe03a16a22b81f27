import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';
import { insertCategory, insertCompany, insertProduct } from './fixtures.test-helper.ts';

/*
 * The one rule of what shoppers see: only active, approved products of active sellers in
 * active categories, through every call. Each hidden product below carries the made-up word
 * "zorbex" and would top every list (best seller, newest, most tags shared) if the rule slipped;
 * one visible product carries the word too, so each check can tell "hidden" from "broken".
 */

let t: TestApp;
const HIDDEN = [
  'zorbex-pending',
  'zorbex-draft',
  'zorbex-inactive',
  'zorbex-rejected',
  'zorbex-suspended-seller',
  'zorbex-pending-seller',
  'zorbex-inactive-category',
  'zorbex-under-inactive-parent',
];
const VISIBLE = 'zorbex-visible';
const TAGS = ['premium', 'handmade', 'cotton', 'wedding', 'traditional'];
const soon = new Date(Date.now() + 60_000);

beforeAll(async () => {
  t = await buildTestApp({ template: 'demo' });
  const db = t.database.db;
  await insertCompany(db, 'suspended-shop', 'suspended');
  await insertCompany(db, 'pending-shop', 'pending');
  await insertCategory(db, 'switched-off', { isActive: false, showOnBody: true });
  await insertCategory(db, 'switched-off-child', { parent: 'switched-off' });
  const hidden = {
    titleBn: 'জরবেক্স',
    category: 'fashion',
    company: 'rangdhanu-fashion',
    soldCount: 1_000_000,
    createdAt: soon,
    tags: TAGS,
  };
  await insertProduct(db, { ...hidden, title: 'Zorbex Pending', slug: HIDDEN[0], approval: 'pending' });
  await insertProduct(db, { ...hidden, title: 'Zorbex Draft', slug: HIDDEN[1], status: 'draft' });
  await insertProduct(db, { ...hidden, title: 'Zorbex Inactive', slug: HIDDEN[2], status: 'inactive' });
  await insertProduct(db, { ...hidden, title: 'Zorbex Rejected', slug: HIDDEN[3], approval: 'rejected' });
  await insertProduct(db, {
    ...hidden,
    title: 'Zorbex Suspended',
    slug: HIDDEN[4],
    company: 'suspended-shop',
  });
  await insertProduct(db, {
    ...hidden,
    title: 'Zorbex Pending Seller',
    slug: HIDDEN[5],
    company: 'pending-shop',
  });
  await insertProduct(db, { ...hidden, title: 'Zorbex Off', slug: HIDDEN[6], category: 'switched-off' });
  await insertProduct(db, {
    ...hidden,
    title: 'Zorbex Child',
    slug: HIDDEN[7],
    category: 'switched-off-child',
  });
  await insertProduct(db, {
    title: 'Zorbex Visible',
    titleBn: 'জরবেক্স',
    slug: VISIBLE,
    category: 'fashion',
    company: 'rangdhanu-fashion',
    tags: TAGS,
  });
});
afterAll(() => t.close());

async function get(url: string) {
  const response = await t.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.json();
}

const slugsOf = (items: Array<{ slug: string }>) => items.map((item) => item.slug);

function expectOnlyVisible(slugs: string[]) {
  for (const slug of HIDDEN) expect(slugs).not.toContain(slug);
}

describe('the only-approved rule', () => {
  it('hides them from the product list, filtered or not', async () => {
    const all = await get('/api/products?limit=100&sort=newest');
    expectOnlyVisible(slugsOf(all.data));
    const byWord = await get('/api/products?q=zorbex');
    expect(slugsOf(byWord.data)).toEqual([VISIBLE]);
    expect(byWord.meta.total).toBe(1);
    const bySeller = await get('/api/products?seller=suspended-shop,pending-shop');
    expect(bySeller.meta.total).toBe(0);
    const byCategory = await get('/api/products?category=switched-off');
    expect(byCategory.meta.total).toBe(0);
  });

  it('hides them from search, its facets and its corrections', async () => {
    const found = await get('/api/search?q=zorbex');
    expect(slugsOf(found.data)).toEqual([VISIBLE]);
    expect(found.meta.total).toBe(1);
    const sellers = slugsOf(found.facets.sellers);
    expect(sellers).not.toContain('suspended-shop');
    expect(sellers).not.toContain('pending-shop');
    expect(slugsOf(found.facets.categories)).not.toContain('switched-off');
    const misspelt = await get('/api/search?q=zorbexx');
    expect(misspelt.corrected).toBe(true);
    expect(slugsOf(misspelt.data)).toEqual([VISIBLE]);
    const bengali = await get(`/api/search?q=${encodeURIComponent('জরবেক্স')}`);
    expect(slugsOf(bengali.data)).toEqual([VISIBLE]);
  });

  it('hides them from suggestions', async () => {
    const suggestions = await get('/api/search/suggestions?q=zorb');
    const products = suggestions.data.filter((item: { type: string }) => item.type === 'product');
    expect(slugsOf(products)).toEqual([VISIBLE]);
    expect(slugsOf(suggestions.data)).not.toContain('switched-off');
  });

  it('hides them from the hot, newest, recommended and category rows', async () => {
    expectOnlyVisible(slugsOf((await get('/api/products/hot?limit=48')).data));
    const newest = await get('/api/products/all?limit=48');
    expectOnlyVisible(slugsOf(newest.data));
    const tagIds = (await get(`/api/products/details/${VISIBLE}`)).data.tags.map(
      (tag: { id: number }) => tag.id,
    );
    const recommended = await t.inject({
      method: 'POST',
      url: '/api/products/recommended',
      payload: { tag_ids: tagIds, limit: 48 },
    });
    expect(slugsOf(recommended.json().data)[0]).toBe(VISIBLE);
    expectOnlyVisible(slugsOf(recommended.json().data));
    const fashion = (await get('/api/categories/details/fashion')).data.id;
    expectOnlyVisible(slugsOf((await get(`/api/products/by-category/${fashion}?limit=48`)).data));
    for (const row of (await get('/api/categories/load-body-category?products=24')).data) {
      expect(row.slug).not.toBe('switched-off');
      expectOnlyVisible(slugsOf(row.products));
    }
  });

  it('answers 404 for their pages and their related products', async () => {
    for (const slug of HIDDEN) {
      const detail = await t.inject({ method: 'GET', url: `/api/products/details/${slug}` });
      expect(detail.statusCode, slug).toBe(404);
      expect(detail.json().code).toBe('product_not_found');
      const related = await t.inject({ method: 'GET', url: `/api/products/details/${slug}/related` });
      expect(related.statusCode, slug).toBe(404);
    }
    expect((await t.inject({ method: 'GET', url: `/api/products/details/${VISIBLE}` })).statusCode).toBe(200);
    expectOnlyVisible(slugsOf((await get(`/api/products/details/${VISIBLE}/related?limit=48`)).data));
  });

  it('hides sellers that are not active and categories that are switched off', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/companies/details/suspended-shop' })).statusCode).toBe(
      404,
    );
    expect((await t.inject({ method: 'GET', url: '/api/companies/details/pending-shop' })).statusCode).toBe(
      404,
    );
    const companies = slugsOf((await get('/api/companies/load')).data);
    expect(companies).toContain('rangdhanu-fashion');
    expect(companies).not.toContain('suspended-shop');
    expect(companies).not.toContain('pending-shop');
    expect((await t.inject({ method: 'GET', url: '/api/categories/details/switched-off' })).statusCode).toBe(
      404,
    );
    expect(
      (await t.inject({ method: 'GET', url: '/api/categories/details/switched-off-child' })).statusCode,
    ).toBe(404);
    const categories = slugsOf((await get('/api/categories/load?limit=100')).data);
    expect(categories).not.toContain('switched-off');
    expect(categories).not.toContain('switched-off-child');
  });

  it('leaves them out of the sitemap', async () => {
    const sitemap = await get('/api/sitemap');
    expect(slugsOf(sitemap.products)).toContain(VISIBLE);
    expectOnlyVisible(slugsOf(sitemap.products));
    expect(slugsOf(sitemap.companies)).not.toContain('suspended-shop');
    expect(slugsOf(sitemap.categories)).not.toContain('switched-off');
  });

  it('counts only visible products on a seller’s profile', async () => {
    const profile = (await get('/api/companies/details/rangdhanu-fashion')).data;
    const listed = await get('/api/products?seller=rangdhanu-fashion&limit=1');
    expect(profile.product_count).toBe(listed.meta.total);
  });
});
