import { asc, count, eq } from 'drizzle-orm';
import type { Category } from '#lib/contracts/catalog.ts';
import { type PageMeta, pageMeta } from '#lib/pagination.ts';
import type { Db } from '#server/db/client.ts';
import { categories } from './schema.ts';

/** Active categories in display order, one page at a time. */
export async function listCategories(
  db: Db,
  page: number,
  limit: number,
): Promise<{ data: Category[]; meta: PageMeta }> {
  const where = eq(categories.is_active, true);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: categories.id,
        category_name: categories.category_name,
        category_name_bn: categories.category_name_bn,
        slug: categories.slug,
        icon: categories.icon,
        parent_id: categories.parent_id,
      })
      .from(categories)
      .where(where)
      .orderBy(asc(categories.sort_order), asc(categories.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(categories).where(where),
  ]);
  return { data: rows, meta: pageMeta(page, limit, total?.total ?? 0) };
}
