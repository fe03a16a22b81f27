import { eq } from 'drizzle-orm';
import { invalidateCatalogCache } from '#server/cache/read-cache.ts';
import type { Db } from '#server/db/client.ts';
import { companies } from '#server/modules/sellers/schema.ts';
import {
  categories,
  productPhotos,
  productPriceInfos,
  productPriceTypes,
  products,
  productTags,
  tags,
} from './schema.ts';
import { refreshSearchText } from './search-index.ts';

/*
 * Rows for catalog tests that need precise data: a product with its prices, photo and tags,
 * written as the catalog writes them (search text refreshed, cache invalidated).
 */

export interface ProductFixture {
  title: string;
  titleBn?: string;
  slug?: string;
  /** Company slug; the first company when absent. */
  company?: string;
  /** Category slug; the first category when absent. */
  category?: string;
  status?: 'draft' | 'active' | 'inactive';
  approval?: 'pending' | 'approved' | 'rejected';
  /** Prices in poisha of the first price types, in order. */
  prices?: Array<{ price: number; discount?: number; stock?: number; minQty?: number }>;
  tags?: string[];
  soldCount?: number;
  createdAt?: Date;
}

async function idBySlug(
  db: Db,
  table: typeof companies | typeof categories | typeof tags,
  slug: string | undefined,
): Promise<number> {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(slug ? eq(table.slug, slug) : undefined)
    .orderBy(table.id)
    .limit(1);
  if (!row) throw new Error(`No row with slug ${slug ?? '(first)'}`);
  return row.id;
}

/** Inserts a product as described (active and approved unless told) and answers its id. */
export async function insertProduct(db: Db, fixture: ProductFixture): Promise<number> {
  const slug = fixture.slug ?? fixture.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const [product] = await db
    .insert(products)
    .values({
      company_id: await idBySlug(db, companies, fixture.company),
      category_id: await idBySlug(db, categories, fixture.category),
      product_title: fixture.title,
      product_title_bn: fixture.titleBn ?? fixture.title,
      slug,
      status: fixture.status ?? 'active',
      approval: fixture.approval ?? 'approved',
      sold_count: fixture.soldCount ?? 0,
      ...(fixture.createdAt ? { created_at: fixture.createdAt, updated_at: fixture.createdAt } : {}),
    })
    .returning({ id: products.id });
  const id = product!.id;
  const priceTypes = await db
    .select({ id: productPriceTypes.id })
    .from(productPriceTypes)
    .orderBy(productPriceTypes.id);
  const prices = fixture.prices ?? [{ price: 10_000, stock: 10 }];
  if (prices.length > priceTypes.length) throw new Error('Not enough price types for the fixture');
  await db.insert(productPriceInfos).values(
    prices.map((price, index) => ({
      product_id: id,
      price_type_id: priceTypes[index]!.id,
      price: price.price,
      discount_price: price.discount ?? null,
      stock: price.stock ?? 10,
      min_qty: price.minQty ?? 1,
      max_qty: Math.max(price.minQty ?? 1, 10),
      sort_order: index + 1,
    })),
  );
  await db
    .insert(productPhotos)
    .values({ product_id: id, path: `products/${slug}-1.webp`, width: 800, height: 800 });
  for (const tag of fixture.tags ?? []) {
    await db.insert(productTags).values({ product_id: id, tag_id: await idBySlug(db, tags, tag) });
  }
  await refreshSearchText(db, [id]);
  invalidateCatalogCache();
  return id;
}

/** A company with the given status (a seller shoppers must not see unless active). */
export async function insertCompany(
  db: Db,
  slug: string,
  status: 'pending' | 'active' | 'rejected' | 'suspended',
): Promise<number> {
  const [row] = await db
    .insert(companies)
    .values({ company_name: slug, company_name_bn: slug, slug, status })
    .returning({ id: companies.id });
  invalidateCatalogCache();
  return row!.id;
}

/** A category, optionally under a parent and switched off. */
export async function insertCategory(
  db: Db,
  slug: string,
  options: { parent?: string; isActive?: boolean; showOnBody?: boolean } = {},
): Promise<number> {
  const [row] = await db
    .insert(categories)
    .values({
      category_name: slug,
      category_name_bn: slug,
      slug,
      is_active: options.isActive ?? true,
      show_on_body: options.showOnBody ?? false,
      parent_id: options.parent ? await idBySlug(db, categories, options.parent) : null,
    })
    .returning({ id: categories.id });
  invalidateCatalogCache();
  return row!.id;
}
