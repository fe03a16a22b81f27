import { and, asc, count, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ProductCard, Suggestion } from '#lib/contracts/catalog.ts';
import { type PageMeta, pageMeta } from '#lib/pagination.ts';
import { cachedCatalogRead } from '#server/cache/read-cache.ts';
import type { Db } from '#server/db/client.ts';
import { loadProductCards, photoInfosOf } from './cards.ts';
import { brands, categories, products } from './schema.ts';
import {
  allConditions,
  correctWords,
  filterConditions,
  filtersKey,
  orderBy,
  type ProductListInput,
  pageKey,
  relevanceKeys,
  sortKeys,
  textCondition,
} from './search-conditions.ts';
import { matchingTsquery, prefixTerms, type QueryTerm, queryWords } from './search-query.ts';
import { isActiveCategory, isVisibleProduct } from './visibility.ts';

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
