import { and, asc, type SQL, sql } from 'drizzle-orm';
import type { FacetValue, SearchResult } from '#lib/contracts/catalog.ts';
import { pageMeta } from '#lib/pagination.ts';
import { cachedCatalogRead } from '#server/cache/read-cache.ts';
import type { Db } from '#server/db/client.ts';
import { listActiveCompanies } from '#server/modules/sellers/api.ts';
import { loadProductCards } from './cards.ts';
import { brands, categories, products } from './schema.ts';
import {
  allConditions,
  correctWords,
  type FilterConditions,
  filterConditions,
  filtersKey,
  orderBy,
  type ProductListInput,
  pageKey,
  sortKeys,
  textCondition,
} from './search-conditions.ts';
import { prefixTerms, type QueryTerm, queryWords } from './search-query.ts';
import { isActiveCategory, isVisibleProduct } from './visibility.ts';

// ── Facets ───────────────────────────────────────────────────────────────────

interface FacetRow extends Record<string, unknown> {
  by_category: number;
  by_brand: number;
  by_seller: number;
  category_id: number | null;
  brand_id: number | null;
  company_id: number | null;
  category_count: number;
  brand_count: number;
  seller_count: number;
  total: number;
  price_min: number | null;
  price_max: number | null;
  in_stock_count: number;
  page_ids: number[] | null;
}

/**
 * One pass over the matching products gives every facet's counts and the page: each facet
 * ignores its own filter (so a shopper sees how many another brand would give), the price range
 * ignores the price filter, the in-stock count the in-stock filter; the row of the empty grouping
 * set carries the total and the ids of the requested page, in order.
 */
async function facetsAndPage(
  db: Db,
  terms: QueryTerm[] | null,
  filters: FilterConditions,
  input: ProductListInput,
): Promise<FacetRow[]> {
  const flag = (condition: SQL | undefined) => condition ?? sql`true`;
  const keys = sortKeys(input.sort, terms);
  // Only products passing every filter can be on the page: the others need no sort key.
  const facetFilters = [filters.category, filters.brand, filters.seller, filters.price, filters.stock].filter(
    (condition): condition is SQL => condition !== undefined,
  );
  const onPage = facetFilters.length ? and(...facetFilters) : undefined;
  const sortColumns = sql.join(
    keys.map((sortKey, index) => {
      const value = onPage ? sql`case when ${onPage} then ${sortKey.expression} end` : sortKey.expression;
      return sql`${value} as ${sql.raw(`sort_${index}`)}`;
    }),
    sql`, `,
  );
  const pageOrder = sql.raw(keys.map((sortKey, index) => `sort_${index} ${sortKey.direction}`).join(', '));
  const result = await db.execute<FacetRow>(sql`
    with matched as materialized (
      select ${products.id} as id, ${products.category_id} as category_id, ${products.brand_id} as brand_id,
        ${products.company_id} as company_id, ${products.effective_price} as price,
        ${products.in_stock} as in_stock,
        (${flag(filters.category)}) as f_category, (${flag(filters.brand)}) as f_brand,
        (${flag(filters.seller)}) as f_seller, (${flag(filters.price)}) as f_price,
        (${flag(filters.stock)}) as f_stock,
        ${sortColumns}
      from ${products} where ${and(isVisibleProduct(), textCondition(terms), filters.tag, filters.rating)}
    )
    select grouping(category_id) as by_category, grouping(brand_id) as by_brand,
      grouping(company_id) as by_seller, category_id, brand_id, company_id,
      (count(*) filter (where f_brand and f_seller and f_price and f_stock))::int as category_count,
      (count(*) filter (where f_category and f_seller and f_price and f_stock))::int as brand_count,
      (count(*) filter (where f_category and f_brand and f_price and f_stock))::int as seller_count,
      (count(*) filter (where f_category and f_brand and f_seller and f_price and f_stock))::int as total,
      (min(price) filter (where f_category and f_brand and f_seller and f_stock))::int as price_min,
      (max(price) filter (where f_category and f_brand and f_seller and f_stock))::int as price_max,
      (count(*) filter (where f_category and f_brand and f_seller and f_price and in_stock))::int as in_stock_count,
      case when grouping(category_id) = 1 and grouping(brand_id) = 1 and grouping(company_id) = 1 then array(
        select id from matched where f_category and f_brand and f_seller and f_price and f_stock
        order by ${pageOrder} limit ${input.limit} offset ${(input.page - 1) * input.limit}
      ) end as page_ids
    from matched
    group by grouping sets ((category_id), (brand_id), (company_id), ())`);
  return (result as unknown as { rows: FacetRow[] }).rows;
}

/** The grouping set `()`: the row counting every matching product. */
function isOverall(row: FacetRow): boolean {
  return row.by_category === 1 && row.by_brand === 1 && row.by_seller === 1;
}

function byCountThenName(a: FacetValue, b: FacetValue): number {
  return b.count - a.count || a.name.localeCompare(b.name);
}

/** Facet values with a count, plus those the shopper selected (so they can be unselected). */
function facetValues(
  counts: Map<number, number>,
  names: Map<number, { slug: string; name: string; name_bn: string }>,
  selected: string[] | undefined,
): FacetValue[] {
  const values: FacetValue[] = [];
  const chosen = new Set(selected ?? []);
  for (const [id, name] of names) {
    const value = counts.get(id) ?? 0;
    if (value > 0 || chosen.has(name.slug)) values.push({ ...name, count: value });
  }
  return values.sort(byCountThenName);
}

/** Active categories by id (cached: the list is short and changes rarely). */
async function categoryNames(db: Db) {
  return cachedCatalogRead(db, 'ref:category-names', async () => {
    const rows = await db
      .select({
        id: categories.id,
        slug: categories.slug,
        name: categories.category_name,
        name_bn: categories.category_name_bn,
        parent_id: categories.parent_id,
      })
      .from(categories)
      .where(isActiveCategory(categories.id))
      .orderBy(asc(categories.sort_order), asc(categories.id));
    return new Map(rows.map((row) => [row.id, row]));
  });
}

type FacetName = { slug: string; name: string; name_bn: string };

/** Every brand by id, as facets name them (cached: short, rarely changed). */
function brandNames(db: Db): Promise<Map<number, FacetName>> {
  return cachedCatalogRead(db, 'ref:brand-names', async () => {
    const rows = await db
      .select({ id: brands.id, slug: brands.slug, name: brands.brand_name, name_bn: brands.brand_name_bn })
      .from(brands);
    return new Map(rows.map(({ id, ...name }) => [id, name]));
  });
}

/** Active sellers by id, as facets name them (cached). */
function sellerNames(db: Db): Promise<Map<number, FacetName>> {
  return cachedCatalogRead(db, 'ref:seller-names', async () => {
    const rows = await listActiveCompanies(db);
    return new Map(
      rows.map((row) => [row.id, { slug: row.slug, name: row.company_name, name_bn: row.company_name_bn }]),
    );
  });
}

async function buildFacets(
  db: Db,
  rows: FacetRow[],
  input: ProductListInput,
): Promise<{ facets: SearchResult['facets']; total: number }> {
  const categoryCounts = new Map<number, number>();
  const brandCounts = new Map<number, number>();
  const sellerCounts = new Map<number, number>();
  let overall: FacetRow | undefined;
  for (const row of rows) {
    if (isOverall(row)) overall = row;
    else if (row.by_category === 0 && row.category_id !== null)
      categoryCounts.set(row.category_id, row.category_count);
    else if (row.by_brand === 0 && row.brand_id !== null) brandCounts.set(row.brand_id, row.brand_count);
    else if (row.by_seller === 0 && row.company_id !== null)
      sellerCounts.set(row.company_id, row.seller_count);
  }
  const [categoryIndex, brandIndex, sellerIndex] = await Promise.all([
    categoryNames(db),
    brandNames(db),
    sellerNames(db),
  ]);
  // A category's count includes its sub-categories', as the category filter does.
  const rolledUp = new Map(categoryCounts);
  for (const [id, value] of categoryCounts) {
    const parentId = categoryIndex.get(id)?.parent_id;
    if (parentId != null) rolledUp.set(parentId, (rolledUp.get(parentId) ?? 0) + value);
  }
  const categoryValues = new Map(
    [...categoryIndex].map(([id, category]) => [
      id,
      { slug: category.slug, name: category.name, name_bn: category.name_bn },
    ]),
  );
  return {
    total: overall?.total ?? 0,
    facets: {
      categories: facetValues(rolledUp, categoryValues, input.category),
      brands: facetValues(brandCounts, brandIndex, input.brand),
      sellers: facetValues(sellerCounts, sellerIndex, input.seller),
      price: { min: overall?.price_min ?? null, max: overall?.price_max ?? null },
      in_stock: overall?.in_stock_count ?? 0,
    },
  };
}

// ── Browsing without words ───────────────────────────────────────────────────

/**
 * Browsing (no words, no price or tag filter) is the search page's most common use: the home
 * page's categories link to it. Its facets come from one cached summary of every visible product
 * by category, brand, seller and stock, so no category page has to count the whole catalog.
 */
function isBrowsing(input: ProductListInput, words: string[]): boolean {
  return (
    words.length === 0 &&
    input.min_price === undefined &&
    input.max_price === undefined &&
    input.min_rating === undefined &&
    !input.tag?.length
  );
}

interface SummaryRow extends Record<string, unknown> {
  category_id: number;
  brand_id: number | null;
  company_id: number;
  in_stock: boolean;
  products: number;
  price_min: number | null;
  price_max: number | null;
}

function browseSummary(db: Db): Promise<SummaryRow[]> {
  return cachedCatalogRead(db, 'browse-summary', async () => {
    const result = await db.execute<SummaryRow>(sql`
      select ${products.category_id} as category_id, ${products.brand_id} as brand_id,
        ${products.company_id} as company_id, ${products.in_stock} as in_stock,
        count(*)::int as products, min(${products.effective_price})::int as price_min,
        max(${products.effective_price})::int as price_max
      from ${products} where ${isVisibleProduct()}
      group by 1, 2, 3, 4`);
    return (result as unknown as { rows: SummaryRow[] }).rows;
  });
}

/** The facet rows a facet pass would give, computed from the summary for a browsing request. */
async function browseFacetRows(db: Db, input: ProductListInput): Promise<FacetRow[]> {
  const [summary, categoryIndex, brandIndex, sellerIndex] = await Promise.all([
    browseSummary(db),
    categoryNames(db),
    brandNames(db),
    sellerNames(db),
  ]);
  const idsOf = (index: Map<number, { slug: string }>, slugs: string[] | undefined) =>
    slugs?.length
      ? new Set([...index].filter(([, name]) => slugs.includes(name.slug)).map(([id]) => id))
      : null;
  const chosenCategories = idsOf(categoryIndex, input.category);
  if (chosenCategories) {
    for (const [id, category] of categoryIndex) {
      if (category.parent_id !== null && chosenCategories.has(category.parent_id)) chosenCategories.add(id);
    }
  }
  const chosenBrands = idsOf(brandIndex, input.brand);
  const chosenSellers = idsOf(sellerIndex, input.seller);
  const byCategory = new Map<number, number>();
  const byBrand = new Map<number, number>();
  const bySeller = new Map<number, number>();
  let total = 0;
  let inStock = 0;
  let priceMin: number | null = null;
  let priceMax: number | null = null;
  const add = (counts: Map<number, number>, id: number, value: number) =>
    counts.set(id, (counts.get(id) ?? 0) + value);
  for (const row of summary) {
    const inCategory = !chosenCategories || chosenCategories.has(row.category_id);
    const inBrand = !chosenBrands || (row.brand_id !== null && chosenBrands.has(row.brand_id));
    const inSeller = !chosenSellers || chosenSellers.has(row.company_id);
    const inStockFilter = !input.in_stock || row.in_stock;
    if (inBrand && inSeller && inStockFilter) add(byCategory, row.category_id, row.products);
    if (inCategory && inSeller && inStockFilter && row.brand_id !== null)
      add(byBrand, row.brand_id, row.products);
    if (inCategory && inBrand && inStockFilter) add(bySeller, row.company_id, row.products);
    if (inCategory && inBrand && inSeller) {
      if (inStockFilter) {
        total += row.products;
        if (row.price_min !== null) priceMin = Math.min(priceMin ?? row.price_min, row.price_min);
        if (row.price_max !== null) priceMax = Math.max(priceMax ?? row.price_max, row.price_max);
      }
      if (row.in_stock) inStock += row.products;
    }
  }
  const blank = {
    by_category: 1,
    by_brand: 1,
    by_seller: 1,
    category_id: null,
    brand_id: null,
    company_id: null,
    category_count: 0,
    brand_count: 0,
    seller_count: 0,
    total: 0,
    price_min: null,
    price_max: null,
    in_stock_count: 0,
    page_ids: null,
  } satisfies FacetRow;
  return [
    ...[...byCategory].map(([id, count]) => ({
      ...blank,
      by_category: 0,
      category_id: id,
      category_count: count,
    })),
    ...[...byBrand].map(([id, count]) => ({ ...blank, by_brand: 0, brand_id: id, brand_count: count })),
    ...[...bySeller].map(([id, count]) => ({ ...blank, by_seller: 0, company_id: id, seller_count: count })),
    { ...blank, total, price_min: priceMin, price_max: priceMax, in_stock_count: inStock },
  ];
}

interface FacetPass {
  terms: QueryTerm[] | null;
  corrected: boolean;
  rows: FacetRow[];
  /** The page the pass was run for, and its ids; other pages query just their ids. */
  pageKey: string;
  pageIds: number[];
}

/**
 * The facet pass of a filter set, cached apart from the page, so paging or re-sorting a search
 * costs one query for the page's ids. On a miss the pass also answers the requested page; when
 * the words as typed find nothing, it is repeated with the corrected words.
 */
function facetPass(db: Db, input: ProductListInput, words: string[]): Promise<FacetPass> {
  return cachedCatalogRead(db, `facets:${filtersKey(input, words)}`, async () => {
    if (isBrowsing(input, words)) {
      return {
        terms: null,
        corrected: false,
        rows: await browseFacetRows(db, input),
        pageKey: '',
        pageIds: [],
      };
    }
    const filters = filterConditions(input);
    const pass = async (terms: QueryTerm[] | null, corrected: boolean): Promise<FacetPass> => {
      const rows = await facetsAndPage(db, terms, filters, input);
      const overall = rows.find(isOverall);
      return { terms, corrected, rows, pageKey: pageKey(input), pageIds: overall?.page_ids ?? [] };
    };
    const typed = await pass(words.length ? prefixTerms(words) : null, false);
    if (typed.rows.find(isOverall)?.total || words.length === 0) return typed;
    const better = await correctWords(db, words);
    const retry = better ? await pass(better, true) : null;
    return retry?.rows.find(isOverall)?.total ? retry : typed;
  });
}

/**
 * The search page: a page of products as listProducts finds them, with facet counts (categories,
 * brands, sellers, price range in poisha, in stock) and whether misspelt words were corrected.
 */
export async function searchProducts(db: Db, input: ProductListInput): Promise<SearchResult> {
  const words = queryWords(input.q);
  return cachedCatalogRead(db, `search:${filtersKey(input, words)}${pageKey(input)}`, async () => {
    const pass = await facetPass(db, input, words);
    const ids =
      pass.pageKey === pageKey(input)
        ? pass.pageIds
        : (
            await db
              .select({ id: products.id })
              .from(products)
              .where(allConditions(pass.terms, filterConditions(input)))
              .orderBy(...orderBy(sortKeys(input.sort, pass.terms)))
              .limit(input.limit)
              .offset((input.page - 1) * input.limit)
          ).map((row) => row.id);
    const [{ facets, total }, data] = await Promise.all([
      buildFacets(db, pass.rows, input),
      loadProductCards(db, ids),
    ]);
    return { data, meta: pageMeta(input.page, input.limit, total), facets, corrected: pass.corrected };
  });
}
