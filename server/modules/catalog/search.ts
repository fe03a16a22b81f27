import { and, asc, count, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type {
  FacetValue,
  ProductCard,
  ProductSort,
  productListQuery,
  SearchResult,
  Suggestion,
} from '#lib/contracts/catalog.ts';
import { POISHA_PER_TAKA } from '#lib/money.ts';
import { type PageMeta, pageMeta } from '#lib/pagination.ts';
import { cachedCatalogRead } from '#server/cache/read-cache.ts';
import type { Db } from '#server/db/client.ts';
import { activeCompanyIdsWithSlugs, listActiveCompanies } from '#server/modules/sellers/api.ts';
import { loadProductCards, photoInfosOf } from './cards.ts';
import { brands, categories, products, productTags, searchWords, tags } from './schema.ts';
import {
  correctedTerms,
  MIN_CORRECTABLE_LENGTH,
  matchingTsquery,
  prefixTerms,
  type QueryTerm,
  queryWords,
  rankingWords,
  wholeWordTsquery,
} from './search-query.ts';
import { isActiveCategory, isVisibleProduct } from './visibility.ts';

export type ProductListInput = z.output<typeof productListQuery>;

/** How many alike catalog words replace one misspelt query word. */
const ALIKE_WORDS = 3;
/** How alike (pg_trgm similarity, 0–1) a catalog word must be to replace a misspelt word. */
export const CORRECTION_SIMILARITY = 0.35;

// ── Matching text ────────────────────────────────────────────────────────────

/** Products whose search text has every term (see search-query.ts); undefined for no text. */
function textCondition(terms: QueryTerm[] | null): SQL | undefined {
  if (!terms?.length) return undefined;
  return sql`${products.search_vector} @@ to_tsquery('simple', ${matchingTsquery(terms)})`;
}

/** How many of the words appear in the product's English or Bengali title. */
function titleHits(words: string[]): SQL {
  const title = sql`lower(${products.product_title} || ' ' || ${products.product_title_bn})`;
  return sql.join(
    words.map((word) => sql`(strpos(${title}, ${word}) > 0)::int`),
    sql` + `,
  );
}

/** One key of a listing's order: an expression and its direction. */
interface SortKey {
  expression: SQL;
  direction: 'asc' | 'desc';
}

const key = (expression: SQL | AnyPgColumn, direction: 'asc' | 'desc'): SortKey => ({
  expression: sql`${expression}`,
  direction,
});

function relevanceKeys(terms: QueryTerm[] | null): SortKey[] {
  if (!terms?.length) return [key(products.sold_count, 'desc'), key(products.id, 'desc')];
  return [
    // Whole-word matches before word-start-only matches ("tv" before "tvs"),
    key(sql`(${products.search_vector} @@ to_tsquery('simple', ${wholeWordTsquery(terms)}))`, 'desc'),
    // then products whose title has more of the words (a Walton TV before a fan of brand Walton),
    key(titleHits(rankingWords(terms)), 'desc'),
    // then best sellers. (ts_rank would add nothing: the search text holds each word once.)
    key(products.sold_count, 'desc'),
    key(products.id, 'desc'),
  ];
}

/**
 * The order of a listing. Without a sort, a query is sorted by relevance and a plain listing by
 * newest; relevance without a query means best-selling first. Prices compare the effective price
 * (discount price, else price) of the default price type; products without one come last.
 */
function sortKeys(sort: ProductSort | undefined, terms: QueryTerm[] | null): SortKey[] {
  const chosen = sort ?? (terms?.length ? 'relevance' : 'newest');
  switch (chosen) {
    case 'newest':
      return [key(products.created_at, 'desc'), key(products.id, 'desc')];
    case 'price_asc':
      return [key(sql`coalesce(${products.effective_price}, 2147483647)`, 'asc'), key(products.id, 'asc')];
    case 'price_desc':
      return [key(sql`coalesce(${products.effective_price}, -1)`, 'desc'), key(products.id, 'desc')];
    case 'popular':
      return [key(products.sold_count, 'desc'), key(products.id, 'desc')];
    case 'relevance':
      return relevanceKeys(terms);
  }
}

const orderBy = (keys: SortKey[]) =>
  keys.map((sortKey) => sql`${sortKey.expression} ${sql.raw(sortKey.direction)}`);

/**
 * The corrected query for words that matched nothing: each query word no catalog word starts
 * with is replaced by the most alike words of the catalog's vocabulary (search_words), in one
 * query for all words. Null when there is nothing to correct.
 */
async function correctWords(db: Db, words: string[]): Promise<QueryTerm[] | null> {
  if (words.length === 0) return null;
  const typed = sql.join(
    words.map((word) => sql`${word}::text`),
    sql`, `,
  );
  type Row = { word: string; is_known_prefix: boolean; alike: string[] | null; scores: number[] | null };
  const similarity = sql`similarity(${searchWords.word}, typed.word)`;
  const alike = (column: SQL) => sql`case when length(typed.word) >= ${MIN_CORRECTABLE_LENGTH} then array(
      select ${column} from ${searchWords}
      where ${searchWords.word} % typed.word and ${similarity} >= ${CORRECTION_SIMILARITY}
      order by ${similarity} desc, ${searchWords.word}
      limit ${ALIKE_WORDS}) end`;
  const result = await db.execute<Row>(sql`
    select typed.word,
      exists (select 1 from ${searchWords} where ${searchWords.word} like typed.word || '%') as is_known_prefix,
      ${alike(sql`${searchWords.word}`)} as alike,
      ${alike(sql`${similarity}::float8`)} as scores
    from unnest(array[${typed}]) with ordinality as typed(word, position)
    order by typed.position`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  return correctedTerms(
    rows.map((row) => ({
      word: row.word,
      isKnownPrefix: row.is_known_prefix,
      alike: (row.alike ?? []).map((word, index) => ({ word, similarity: Number(row.scores?.[index] ?? 0) })),
    })),
  );
}

// ── Filters ──────────────────────────────────────────────────────────────────

/** One condition per filter the shopper set; a facet's counts ignore that facet's own condition. */
interface FilterConditions {
  category?: SQL;
  brand?: SQL;
  seller?: SQL;
  price?: SQL;
  stock?: SQL;
  tag?: SQL;
}

function filterConditions(input: ProductListInput): FilterConditions {
  const conditions: FilterConditions = {};
  if (input.category?.length) {
    // A category includes its sub-categories.
    conditions.category = sql`${products.category_id} in (
      select own_category.id from ${categories} as own_category
      left join ${categories} as parent_category on parent_category.id = own_category.parent_id
      where own_category.slug in ${input.category} or parent_category.slug in ${input.category})`;
  }
  if (input.brand?.length) {
    conditions.brand = sql`${products.brand_id} in (select ${brands.id} from ${brands} where ${inArray(brands.slug, input.brand)})`;
  }
  if (input.seller?.length) {
    conditions.seller = sql`${products.company_id} in ${activeCompanyIdsWithSlugs(input.seller)}`;
  }
  if (input.min_price !== undefined || input.max_price !== undefined) {
    conditions.price = and(
      input.min_price !== undefined
        ? sql`${products.effective_price} >= ${input.min_price * POISHA_PER_TAKA}`
        : undefined,
      input.max_price !== undefined
        ? sql`${products.effective_price} <= ${input.max_price * POISHA_PER_TAKA}`
        : undefined,
    );
  }
  if (input.in_stock) conditions.stock = sql`${products.in_stock}`;
  if (input.tag?.length) {
    conditions.tag = sql`exists (select 1 from ${productTags} inner join ${tags} on ${tags.id} = ${productTags.tag_id}
      where ${productTags.product_id} = ${products.id} and ${inArray(tags.slug, input.tag)})`;
  }
  return conditions;
}

function allConditions(terms: QueryTerm[] | null, filters: FilterConditions): SQL {
  return and(isVisibleProduct(), textCondition(terms), ...Object.values(filters)) as SQL;
}

// ── Running a search ─────────────────────────────────────────────────────────

/** The filters as a cache key: words instead of raw text, lists sorted. */
function filtersKey(input: ProductListInput, words: string[]): string {
  const list = (values: string[] | undefined) => (values?.length ? [...new Set(values)].sort() : null);
  return JSON.stringify([
    words,
    list(input.category),
    list(input.brand),
    list(input.seller),
    list(input.tag),
    input.min_price ?? null,
    input.max_price ?? null,
    input.in_stock ?? false,
  ]);
}

/** The page and order as a cache key, after the filters'. */
function pageKey(input: ProductListInput): string {
  return JSON.stringify([input.sort ?? null, input.page, input.limit]);
}

interface Matching {
  terms: QueryTerm[] | null;
  total: number;
  corrected: boolean;
}

/**
 * Which query finds the products, and how many: the words as typed, or, when they find nothing,
 * the corrected words (`corrected`). Cached per filter set, so paging and re-sorting cost one
 * query each.
 */
function matching(db: Db, input: ProductListInput, words: string[]): Promise<Matching> {
  return cachedCatalogRead(db, `matching:${filtersKey(input, words)}`, async () => {
    const filters = filterConditions(input);
    const countWith = async (terms: QueryTerm[] | null) => {
      const [row] = await db.select({ total: count() }).from(products).where(allConditions(terms, filters));
      return row?.total ?? 0;
    };
    const typed = words.length ? prefixTerms(words) : null;
    const total = await countWith(typed);
    if (total > 0 || words.length === 0) return { terms: typed, total, corrected: false };
    const corrected = await correctWords(db, words);
    const correctedTotal = corrected ? await countWith(corrected) : 0;
    return correctedTotal > 0
      ? { terms: corrected, total: correctedTotal, corrected: true }
      : { terms: typed, total: 0, corrected: false };
  });
}

/**
 * Products shoppers can see, one page at a time, with the filters and sort of the product list
 * and the search page. A query matches every word as the start of a word of the product's
 * titles, brand, category (or its parent) or tags, in English or Bengali; when that finds
 * nothing, misspelt words are corrected to the catalog's most alike words (`corrected`).
 */
export async function listProducts(
  db: Db,
  input: ProductListInput,
): Promise<{ data: ProductCard[]; meta: PageMeta; corrected: boolean }> {
  const words = queryWords(input.q);
  return cachedCatalogRead(db, `products:${filtersKey(input, words)}${pageKey(input)}`, async () => {
    const found = await matching(db, input, words);
    const ids =
      found.total === 0 || (input.page - 1) * input.limit >= found.total
        ? []
        : (
            await db
              .select({ id: products.id })
              .from(products)
              .where(allConditions(found.terms, filterConditions(input)))
              .orderBy(...orderBy(sortKeys(input.sort, found.terms)))
              .limit(input.limit)
              .offset((input.page - 1) * input.limit)
          ).map((row) => row.id);
    return {
      data: await loadProductCards(db, ids),
      meta: pageMeta(input.page, input.limit, found.total),
      corrected: found.corrected,
    };
  });
}

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
      from ${products} where ${and(isVisibleProduct(), textCondition(terms), filters.tag)}
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
    words.length === 0 && input.min_price === undefined && input.max_price === undefined && !input.tag?.length
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

// ── Suggestions ──────────────────────────────────────────────────────────────

/** How alike a typed text and a category or brand name must be to suggest it. */
const NAME_SIMILARITY = 0.45;

/**
 * Suggestions as a shopper types: categories and brands whose names start with the typed words
 * (English or Bengali) or look like a typo of them, then products whose text starts with them,
 * best sellers first; when no product matches, misspelt words are corrected as in search.
 */
export async function suggest(db: Db, q: string, limit: number): Promise<Suggestion[]> {
  const words = queryWords(q);
  if (words.length === 0) return [];
  return cachedCatalogRead(db, `suggest:${JSON.stringify([words, limit])}`, async () => {
    const prefix = matchingTsquery(prefixTerms(words));
    const typed = words.join(' ');
    const nameLimit = Math.max(1, Math.floor(limit / 4));
    const nameMatch = (en: AnyPgColumn, bn: AnyPgColumn) =>
      sql`(to_tsvector('simple', ${en} || ' ' || ${bn}) @@ to_tsquery('simple', ${prefix})
        or word_similarity(${typed}, lower(${en} || ' ' || ${bn})) >= ${NAME_SIMILARITY})`;
    const nameRank = (en: AnyPgColumn, bn: AnyPgColumn) =>
      sql`word_similarity(${typed}, lower(${en} || ' ' || ${bn})) desc`;
    const [categoryRows, brandRows] = await Promise.all([
      db
        .select({
          label: categories.category_name,
          label_bn: categories.category_name_bn,
          slug: categories.slug,
          image: categories.icon,
        })
        .from(categories)
        .where(
          and(
            isActiveCategory(categories.id),
            nameMatch(categories.category_name, categories.category_name_bn),
          ),
        )
        .orderBy(nameRank(categories.category_name, categories.category_name_bn), asc(categories.sort_order))
        .limit(nameLimit),
      db
        .select({
          label: brands.brand_name,
          label_bn: brands.brand_name_bn,
          slug: brands.slug,
          image: brands.logo,
        })
        .from(brands)
        .where(and(sql`${brands.is_active}`, nameMatch(brands.brand_name, brands.brand_name_bn)))
        .orderBy(nameRank(brands.brand_name, brands.brand_name_bn), asc(brands.brand_name))
        .limit(nameLimit),
    ]);
    const productLimit = Math.max(1, limit - categoryRows.length - brandRows.length);
    const productsMatching = (terms: QueryTerm[]) =>
      db
        .select({
          id: products.id,
          label: products.product_title,
          label_bn: products.product_title_bn,
          slug: products.slug,
        })
        .from(products)
        .where(and(isVisibleProduct(), textCondition(terms)))
        .orderBy(...orderBy(relevanceKeys(terms)))
        .limit(productLimit);
    let productRows = await productsMatching(prefixTerms(words));
    if (productRows.length === 0) {
      const better = await correctWords(db, words);
      if (better) productRows = await productsMatching(better);
    }
    const photos = await photoInfosOf(
      db,
      productRows.map((row) => row.id),
      true,
    );
    return [
      ...categoryRows.map((row) => ({ type: 'category' as const, ...row })),
      ...brandRows.map((row) => ({ type: 'brand' as const, ...row })),
      ...productRows.map(({ id, ...row }) => ({
        type: 'product' as const,
        ...row,
        image: photos.get(id)?.[0]?.product_photo_data.content ?? null,
      })),
    ].slice(0, limit);
  });
}
