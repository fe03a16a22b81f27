import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';
import { categories } from './schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.database.db.insert(categories).values(
    Array.from({ length: 11 }, (_, index) => ({
      category_name: `Category ${index + 1}`,
      category_name_bn: `ক্যাটাগরি ${index + 1}`,
      slug: `category-${index + 1}`,
      sort_order: index,
      is_active: index !== 10,
    })),
  );
});
afterAll(() => t.close());

describe('GET /api/categories/load', () => {
  it('pages active categories, 8 by default (spec §9)', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/categories/load' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toHaveLength(8);
    expect(body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 8, total: 10 });
    expect(body.data[0]).toMatchObject({
      category_name: 'Category 1',
      category_name_bn: 'ক্যাটাগরি 1',
      slug: 'category-1',
    });
  });

  it('answers the next page', async () => {
    const body = (await t.inject({ method: 'GET', url: '/api/categories/load?limit=8&page=2' })).json();
    expect(body.data.map((category: { slug: string }) => category.slug)).toEqual([
      'category-9',
      'category-10',
    ]);
    expect(body.meta.current_page).toBe(2);
  });

  it('never shows an inactive category', async () => {
    const body = (await t.inject({ method: 'GET', url: '/api/categories/load?limit=50' })).json();
    expect(body.data.map((category: { slug: string }) => category.slug)).not.toContain('category-11');
  });

  it('refuses a limit above 100', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/categories/load?limit=1000' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0]).toMatchObject({ path: 'limit', code: 'too_big' });
  });
});
