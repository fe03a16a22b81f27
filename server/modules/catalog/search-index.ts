import { asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { invalidateCatalogCache } from '#server/cache/read-cache.ts';
import { afterCommit } from '#server/db/after-commit.ts';
import type { Tx } from '#server/db/client.ts';
import { brands, categories, products, productTags, tags } from './schema.ts';
import { type BilingualName, productSearchText } from './search-text.ts';

/** Products handled per statement: bounded memory and parameter counts for any number of ids. */
const CHUNK = 1000;

/**
 * Recomputes `products.search_text` (and so the full-text vector and trigram index) of these
 * products from their current titles, brand, category and its parent, and tags. Call it in the
 * same transaction after changing any of those; it answers how many products changed.
 */
export async function refreshSearchText(db: Tx, productIds: readonly number[]): Promise<number> {
  const ids = [...new Set(productIds)];
  let changed = 0;
  for (let start = 0; start < ids.length; start += CHUNK) {
    changed += await refreshChunk(db, ids.slice(start, start + CHUNK));
  }
  if (changed > 0) afterCommit(db, invalidateCatalogCache);
  return changed;
}

async function refreshChunk(db: Tx, ids: number[]): Promise<number> {
  const parent = alias(categories, 'parent_category');
  const [rows, tagRows] = await Promise.all([
    db
      .select({
        id: products.id,
        title: products.product_title,
        titleBn: products.product_title_bn,
        searchText: products.search_text,
        brand: brands.brand_name,
        brandBn: brands.brand_name_bn,
        category: categories.category_name,
        categoryBn: categories.category_name_bn,
        parent: parent.category_name,
        parentBn: parent.category_name_bn,
      })
      .from(products)
      .leftJoin(brands, eq(brands.id, products.brand_id))
      .leftJoin(categories, eq(categories.id, products.category_id))
      .leftJoin(parent, eq(parent.id, categories.parent_id))
      .where(inArray(products.id, ids)),
    db
      .select({ productId: productTags.product_id, name: tags.tag_name, nameBn: tags.tag_name_bn })
      .from(productTags)
      .innerJoin(tags, eq(tags.id, productTags.tag_id))
      .where(inArray(productTags.product_id, ids))
      .orderBy(asc(productTags.product_id), asc(tags.id)),
  ]);
  const tagsOf = new Map<number, BilingualName[]>();
  for (const tag of tagRows) {
    const list = tagsOf.get(tag.productId) ?? [];
    list.push({ name: tag.name, nameBn: tag.nameBn });
    tagsOf.set(tag.productId, list);
  }
  const name = (en: string | null, bn: string | null): BilingualName | null =>
    en === null ? null : { name: en, nameBn: bn ?? '' };
  const updates = rows
    .map((row) => ({
      id: row.id,
      text: productSearchText({
        title: row.title,
        titleBn: row.titleBn,
        brand: name(row.brand, row.brandBn),
        category: name(row.category, row.categoryBn),
        parentCategory: name(row.parent, row.parentBn),
        tags: tagsOf.get(row.id) ?? [],
      }),
      before: row.searchText,
    }))
    .filter((update) => update.text !== update.before);
  if (updates.length === 0) return 0;
  const values = sql.join(
    updates.map((update) => sql`(${update.id}::int, ${update.text}::text)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${products} set search_text = fresh.text
    from (values ${values}) as fresh(id, text)
    where ${products.id} = fresh.id`);
  return updates.length;
}
