import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { ProductCard, ProductDetail } from '#lib/contracts/catalog.ts';
import { cachedCatalogRead } from '#server/cache/read-cache.ts';
import type { Db } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import { companyInfosById } from '#server/modules/sellers/api.ts';
import { loadProductCards, photoInfosOf } from './cards.ts';
import {
  categories,
  productColorLinks,
  productColors,
  productInfos,
  productInfoTypes,
  productSizeLinks,
  productSizes,
  products,
  productTags,
  productTypeInfoNames,
  productTypes,
  tags,
} from './schema.ts';
import { isActiveCategory, isVisibleProduct } from './visibility.ts';

/*
 * The product rows of the home page and the product page, and the product page itself. Every
 * query starts from isVisibleProduct(); rows are chosen as ids, then turned into cards at once.
 */

async function visibleIds(db: Db, where: SQL | undefined, order: SQL[], limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(isVisibleProduct(), where))
    .orderBy(...order)
    .limit(limit);
  return rows.map((row) => row.id);
}

const POPULAR = [desc(products.sold_count), desc(products.id)];
const NEWEST = [desc(products.created_at), desc(products.id)];

/** Best-selling products first. */
export function hotProducts(db: Db, limit: number): Promise<ProductCard[]> {
  return cachedCatalogRead(db, `hot:${limit}`, async () =>
    loadProductCards(db, await visibleIds(db, undefined, POPULAR, limit)),
  );
}

/** Newest products first (the home page's "all products" row). */
export function newestProducts(db: Db, limit: number): Promise<ProductCard[]> {
  return cachedCatalogRead(db, `newest:${limit}`, async () =>
    loadProductCards(db, await visibleIds(db, undefined, NEWEST, limit)),
  );
}

/** SQL true for products in the category `categoryId` or one of its sub-categories. */
function inCategoryTree(categoryId: number): SQL {
  return sql`${products.category_id} in (
    select ${categories.id} from ${categories}
    where ${categories.id} = ${categoryId} or ${categories.parent_id} = ${categoryId})`;
}

/** Best sellers of an active category and its sub-categories; 404 for an unknown or inactive one. */
export function productsOfCategory(db: Db, categoryId: number, limit: number): Promise<ProductCard[]> {
  return cachedCatalogRead(db, `by-category:${categoryId}:${limit}`, async () => {
    const [category] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.id, categoryId), isActiveCategory(categories.id)))
      .limit(1);
    if (!category) throw notFound('category_not_found');
    return loadProductCards(db, await visibleIds(db, inCategoryTree(categoryId), POPULAR, limit));
  });
}

// ── Recommended ──────────────────────────────────────────────────────────────

/** Candidates kept per tag set: enough for the largest limit after the largest exclusion. */
const RECOMMENDED_POOL = 100;

/**
 * The cache key of a visited-tag history: the same set of tags in any order, with repeats, gives
 * the same key; different sets give different keys.
 */
export function recommendedCacheKey(tagIds: readonly number[]): string {
  const unique = [...new Set(tagIds.filter((id) => Number.isSafeInteger(id) && id > 0))].sort(
    (a, b) => a - b,
  );
  return `recommended:${unique.join(',')}`;
}

interface Candidate {
  id: number;
  sold: number;
}

/** The best sellers carrying one tag (cached per tag, so every visitor's history shares them). */
function bestSellersWithTag(db: Db, tagId: number): Promise<Candidate[]> {
  return cachedCatalogRead(db, `tag-best-sellers:${tagId}`, () =>
    db
      .select({ id: products.id, sold: products.sold_count })
      .from(products)
      .innerJoin(productTags, eq(productTags.product_id, products.id))
      .where(and(eq(productTags.tag_id, tagId), isVisibleProduct()))
      .orderBy(...POPULAR)
      .limit(RECOMMENDED_POOL),
  );
}

/**
 * Ranks candidates by the summed weight of the lists they appear in, then by sales. Each list is
 * the best sellers of one tag (or category), so a history of twenty tags costs twenty cached
 * lists, not a count over every tagged product.
 */
export function rankCandidates(lists: Array<{ weight: number; candidates: Candidate[] }>): number[] {
  const scores = new Map<number, { score: number; sold: number }>();
  for (const list of lists) {
    for (const candidate of list.candidates) {
      const entry = scores.get(candidate.id) ?? { score: 0, sold: candidate.sold };
      entry.score += list.weight;
      scores.set(candidate.id, entry);
    }
  }
  return [...scores]
    .sort(([idA, a], [idB, b]) => b.score - a.score || b.sold - a.sold || idB - idA)
    .map(([id]) => id);
}

/** Ranks candidates by how many of the visitor's tags each carries, then by sales. */
export function rankBySharedTags(listsPerTag: Candidate[][]): number[] {
  return rankCandidates(listsPerTag.map((candidates) => ({ weight: 1, candidates })));
}

/**
 * Products sharing the most tags with the visitor's visited-tag history (best sellers first among
 * equals), topped up with best sellers when the tags give too few or there are no tags. The
 * ranked list is cached per tag set; `excludeIds` (what the page already shows) are left out.
 */
export async function recommendedProducts(
  db: Db,
  input: { tag_ids: number[]; exclude_ids: number[]; limit: number },
): Promise<ProductCard[]> {
  const ranked = await cachedCatalogRead(db, recommendedCacheKey(input.tag_ids), async () => {
    const tagIds = [...new Set(input.tag_ids)];
    const byTags = rankBySharedTags(await Promise.all(tagIds.map((tagId) => bestSellersWithTag(db, tagId))));
    const chosen = byTags.slice(0, RECOMMENDED_POOL);
    if (chosen.length >= RECOMMENDED_POOL) return chosen;
    const seen = new Set(chosen);
    const popular = await cachedCatalogRead(db, 'best-sellers', () =>
      visibleIds(db, undefined, POPULAR, RECOMMENDED_POOL),
    );
    return [...chosen, ...popular.filter((id) => !seen.has(id))].slice(0, RECOMMENDED_POOL);
  });
  const excluded = new Set(input.exclude_ids);
  const ids = ranked.filter((id) => !excluded.has(id)).slice(0, input.limit);
  return cachedCatalogRead(db, `cards:${ids.join(',')}`, () => loadProductCards(db, ids));
}

// ── The product page ─────────────────────────────────────────────────────────

async function visibleProductBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({
      id: products.id,
      category_id: products.category_id,
      company_id: products.company_id,
      product_type_id: products.product_type_id,
      description: products.description,
      description_bn: products.description_bn,
      warranty_type: products.warranty_type,
      warranty_time: products.warranty_time,
      warranty_calendar: products.warranty_calendar,
      return_days: products.return_days,
      return_policy: products.return_policy,
      return_policy_bn: products.return_policy_bn,
      gender: products.gender,
      updated_at: products.updated_at,
    })
    .from(products)
    .where(and(eq(products.slug, slug), isVisibleProduct()))
    .limit(1);
  return row;
}

/**
 * A product page by slug: the card plus description, all photos, seller with rating, category,
 * type, warranty, return terms, tags, colours, sizes and attributes. A product shoppers may not
 * see (draft, pending, inactive seller or category) answers 404 like an unknown slug.
 */
export function productDetail(db: Db, slug: string): Promise<ProductDetail> {
  return cachedCatalogRead(db, `detail:${slug}`, async () => {
    const row = await visibleProductBySlug(db, slug);
    if (!row) throw notFound('product_not_found');
    const id = row.id;
    const [[card], photos, companies, [category], [type], tagRows, colorRows, sizeRows, infoRows] =
      await Promise.all([
        loadProductCards(db, [id]),
        photoInfosOf(db, [id], false),
        companyInfosById(db, [row.company_id]),
        db
          .select({
            id: categories.id,
            category_name: categories.category_name,
            category_name_bn: categories.category_name_bn,
            slug: categories.slug,
          })
          .from(categories)
          .where(eq(categories.id, row.category_id)),
        row.product_type_id === null
          ? Promise.resolve([])
          : db
              .select({
                id: productTypes.id,
                type_title: productTypes.type_title,
                type_title_bn: productTypes.type_title_bn,
                requires_prescription: productTypes.requires_prescription,
              })
              .from(productTypes)
              .where(eq(productTypes.id, row.product_type_id)),
        db
          .select({ id: tags.id, tag_name: tags.tag_name, tag_name_bn: tags.tag_name_bn, slug: tags.slug })
          .from(productTags)
          .innerJoin(tags, eq(tags.id, productTags.tag_id))
          .where(eq(productTags.product_id, id))
          .orderBy(asc(tags.tag_name)),
        db
          .select({
            id: productColors.id,
            color_name: productColors.color_name,
            color_name_bn: productColors.color_name_bn,
            color_code: productColors.color_code,
          })
          .from(productColorLinks)
          .innerJoin(productColors, eq(productColors.id, productColorLinks.color_id))
          .where(eq(productColorLinks.product_id, id))
          .orderBy(asc(productColors.color_name)),
        db
          .select({
            id: productSizes.id,
            size_name: productSizes.size_name,
            size_type: productSizes.size_type,
          })
          .from(productSizeLinks)
          .innerJoin(productSizes, eq(productSizes.id, productSizeLinks.size_id))
          .where(eq(productSizeLinks.product_id, id))
          .orderBy(asc(productSizes.size_type), asc(productSizes.sort_order), asc(productSizes.id)),
        db
          .select({
            group: productInfoTypes.info_type_title,
            group_bn: productInfoTypes.info_type_title_bn,
            name: productTypeInfoNames.info_name,
            name_bn: productTypeInfoNames.info_name_bn,
            value: productInfos.value,
            value_bn: productInfos.value_bn,
          })
          .from(productInfos)
          .innerJoin(productTypeInfoNames, eq(productTypeInfoNames.id, productInfos.type_info_name_id))
          .innerJoin(productInfoTypes, eq(productInfoTypes.id, productTypeInfoNames.info_type_id))
          .where(eq(productInfos.product_id, id))
          .orderBy(asc(productInfoTypes.id), asc(productTypeInfoNames.id)),
      ]);
    const company = companies.get(row.company_id);
    if (!card || !company || !category) throw notFound('product_not_found');
    return {
      ...card,
      product_photo_infos: photos.get(id) ?? [],
      company_info: { ...card.company_info, rating: company.rating, rating_count: company.rating_count },
      description: row.description,
      description_bn: row.description_bn,
      category,
      product_type: type ?? null,
      warranty: {
        warranty_type: row.warranty_type,
        warranty_time: row.warranty_time,
        warranty_calendar: row.warranty_calendar,
      },
      return_days: row.return_days,
      return_policy: row.return_policy,
      return_policy_bn: row.return_policy_bn,
      gender: row.gender,
      tags: tagRows,
      colors: colorRows,
      sizes: sizeRows,
      infos: infoRows,
      updated_at: row.updated_at.toISOString(),
    };
  });
}

/** The best sellers of one category, sub-categories not included (cached per category). */
function bestSellersInCategory(db: Db, categoryId: number): Promise<Candidate[]> {
  return cachedCatalogRead(db, `category-best-sellers:${categoryId}`, () =>
    db
      .select({ id: products.id, sold: products.sold_count })
      .from(products)
      .where(and(eq(products.category_id, categoryId), isVisibleProduct()))
      .orderBy(...POPULAR)
      .limit(RECOMMENDED_POOL),
  );
}

/** Sharing the category counts as much as sharing two tags. */
const SAME_CATEGORY_WEIGHT = 2;

/**
 * Products like this one: among the best sellers of its category and of each of its tags, those
 * sharing the most with it (a shared tag counts 1, the same category 2), best sellers first among
 * equals. 404 when the product itself is not shown.
 */
export function relatedProducts(db: Db, slug: string, limit: number): Promise<ProductCard[]> {
  return cachedCatalogRead(db, `related:${slug}:${limit}`, async () => {
    const row = await visibleProductBySlug(db, slug);
    if (!row) throw notFound('product_not_found');
    const ownTags = await db
      .select({ id: productTags.tag_id })
      .from(productTags)
      .where(eq(productTags.product_id, row.id));
    const [sameCategory, ...perTag] = await Promise.all([
      bestSellersInCategory(db, row.category_id),
      ...ownTags.map((tag) => bestSellersWithTag(db, tag.id)),
    ]);
    const ids = rankCandidates([
      { weight: SAME_CATEGORY_WEIGHT, candidates: sameCategory ?? [] },
      ...perTag.map((candidates) => ({ weight: 1, candidates })),
    ])
      .filter((id) => id !== row.id)
      .slice(0, limit);
    return loadProductCards(db, ids);
  });
}

// ── Home page body rows ──────────────────────────────────────────────────────

/**
 * The categories an administrator put on the home page body, each with its best sellers
 * (sub-categories included): the ids of every row in one query, then all cards at once.
 */
export function bodyCategories(db: Db, perCategory: number) {
  return cachedCatalogRead(db, `body-categories:${perCategory}`, async () => {
    const rows = await db
      .select({
        id: categories.id,
        category_name: categories.category_name,
        category_name_bn: categories.category_name_bn,
        slug: categories.slug,
        icon: categories.icon,
        parent_id: categories.parent_id,
      })
      .from(categories)
      .where(and(eq(categories.show_on_body, true), isActiveCategory(categories.id)))
      .orderBy(asc(categories.sort_order), asc(categories.id));
    if (rows.length === 0) return [];
    const bodyIds = sql.join(
      rows.map((row) => sql`${row.id}::int`),
      sql`, `,
    );
    const picks = await db.execute<{ category_id: number; product_id: number }>(sql`
      select body.id as category_id, pick.id as product_id
      from unnest(array[${bodyIds}]) with ordinality as body(id, position)
      cross join lateral (
        select ${products.id} as id, ${products.sold_count} as sold_count from ${products}
        where ${isVisibleProduct()} and ${products.category_id} in (
          select ${categories.id} from ${categories}
          where ${categories.id} = body.id or ${categories.parent_id} = body.id)
        order by ${products.sold_count} desc, ${products.id} desc
        limit ${perCategory}
      ) as pick
      order by body.position, pick.sold_count desc, pick.id desc`);
    const pickRows = (picks as unknown as { rows: Array<{ category_id: number; product_id: number }> }).rows;
    const cards = new Map(
      (await loadProductCards(db, [...new Set(pickRows.map((pick) => pick.product_id))])).map((card) => [
        card.id,
        card,
      ]),
    );
    return rows.map((category) => ({
      ...category,
      products: pickRows
        .filter((pick) => pick.category_id === category.id)
        .map((pick) => cards.get(pick.product_id))
        .filter((card): card is ProductCard => card !== undefined),
    }));
  });
}

/** How many products of a seller shoppers can see. */
export async function visibleProductCount(db: Db, companyId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(products)
    .where(and(isVisibleProduct(), eq(products.company_id, companyId)));
  return row?.total ?? 0;
}
