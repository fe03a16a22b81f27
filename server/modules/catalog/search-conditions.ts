import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { ProductSort, productListQuery } from '#lib/contracts/catalog.ts';
import { POISHA_PER_TAKA } from '#lib/money.ts';
import type { Db } from '#server/db/client.ts';
import { activeCompanyIdsWithSlugs } from '#server/modules/sellers/api.ts';
import { brands, categories, products, productTags, searchWords, tags } from './schema.ts';
import {
  correctedTerms,
  MIN_CORRECTABLE_LENGTH,
  matchingTsquery,
  type QueryTerm,
  rankingWords,
  wholeWordTsquery,
} from './search-query.ts';
import { isVisibleProduct } from './visibility.ts';

/**
 * The pieces every product query of the storefront shares: the text condition, the filters, the
 * sort keys, spelling correction and the cache keys (search.ts lists and suggests, search-facets.ts
 * counts facets).
 */
export type ProductListInput = z.output<typeof productListQuery>;

/** How many alike catalog words replace one misspelt query word. */
const ALIKE_WORDS = 3;
/** How alike (pg_trgm similarity, 0–1) a catalog word must be to replace a misspelt word. */
export const CORRECTION_SIMILARITY = 0.35;

// ── Matching text ────────────────────────────────────────────────────────────

/** Products whose search text has every term (see search-query.ts); undefined for no text. */
export function textCondition(terms: QueryTerm[] | null): SQL | undefined {
  if (!terms?.length) return undefined;
  return sql`${products.search_vector} @@ to_tsquery('simple', ${matchingTsquery(terms)})`;
}

/** How many of the words appear in the product's English or Bengali title. */
export function titleHits(words: string[]): SQL {
  const title = sql`lower(${products.product_title} || ' ' || ${products.product_title_bn})`;
  return sql.join(
    words.map((word) => sql`(strpos(${title}, ${word}) > 0)::int`),
    sql` + `,
  );
}

/** One key of a listing's order: an expression and its direction. */
export interface SortKey {
  expression: SQL;
  direction: 'asc' | 'desc';
}

const key = (expression: SQL | AnyPgColumn, direction: 'asc' | 'desc'): SortKey => ({
  expression: sql`${expression}`,
  direction,
});

export function relevanceKeys(terms: QueryTerm[] | null): SortKey[] {
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
export function sortKeys(sort: ProductSort | undefined, terms: QueryTerm[] | null): SortKey[] {
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
    case 'rating':
      // Best average first (unrated last), more ratings before fewer at the same average.
      return [
        key(sql`coalesce(${products.rating_sum}::float8 / nullif(${products.rating_count}, 0), -1)`, 'desc'),
        key(products.rating_count, 'desc'),
        key(products.id, 'desc'),
      ];
    case 'relevance':
      return relevanceKeys(terms);
  }
}

export const orderBy = (keys: SortKey[]) =>
  keys.map((sortKey) => sql`${sortKey.expression} ${sql.raw(sortKey.direction)}`);

/**
 * The corrected query for words that matched nothing: each query word no catalog word starts
 * with is replaced by the most alike words of the catalog's vocabulary (search_words), in one
 * query for all words. Null when there is nothing to correct.
 */
export async function correctWords(db: Db, words: string[]): Promise<QueryTerm[] | null> {
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
export interface FilterConditions {
  category?: SQL;
  brand?: SQL;
  seller?: SQL;
  price?: SQL;
  stock?: SQL;
  tag?: SQL;
  rating?: SQL;
}

export function filterConditions(input: ProductListInput): FilterConditions {
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
  if (input.min_rating !== undefined) {
    // average >= N without dividing: sum >= N × count (unrated products never match).
    conditions.rating = sql`${products.rating_count} > 0 and ${products.rating_sum} >= ${input.min_rating} * ${products.rating_count}`;
  }
  return conditions;
}

export function allConditions(terms: QueryTerm[] | null, filters: FilterConditions): SQL {
  return and(isVisibleProduct(), textCondition(terms), ...Object.values(filters)) as SQL;
}

// ── Running a search ─────────────────────────────────────────────────────────

/** The filters as a cache key: words instead of raw text, lists sorted. */
export function filtersKey(input: ProductListInput, words: string[]): string {
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
    input.min_rating ?? null,
  ]);
}

/** The page and order as a cache key, after the filters'. */
export function pageKey(input: ProductListInput): string {
  return JSON.stringify([input.sort ?? null, input.page, input.limit]);
}
