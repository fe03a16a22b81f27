import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isActiveCompany } from '#server/modules/sellers/api.ts';
import { categories, products } from './schema.ts';

/**
 * SQL true when the category `categoryId` is active and so is its parent, if it has one: a
 * switched-off category hides its sub-categories too.
 */
export function isActiveCategory(categoryId: AnyPgColumn | SQL): SQL {
  return sql`exists (
    select 1 from ${categories} as own_category
    left join ${categories} as parent_category on parent_category.id = own_category.parent_id
    where own_category.id = ${categoryId} and own_category.is_active
      and (parent_category.id is null or parent_category.is_active))`;
}

/**
 * THE rule of what shoppers see, used by every catalog read: a product is shown only when it is
 * active (the seller's switch), approved (the administrator's review), its seller is active and
 * its category is active. Conditions on `products` as Drizzle names it in a query.
 */
export function isVisibleProduct(): SQL {
  return and(
    eq(products.status, 'active'),
    eq(products.approval, 'approved'),
    isActiveCompany(products.company_id),
    isActiveCategory(products.category_id),
  ) as SQL;
}
