import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { PhotoInfo, PriceInfo, ProductCard } from '#lib/contracts/catalog.ts';
import { cachedCatalogRead } from '#server/cache/read-cache.ts';
import type { Db } from '#server/db/client.ts';
import { activeCompanyInfos, type CompanyCardInfo, companyInfosById } from '#server/modules/sellers/api.ts';
import { brands, productPhotos, productPriceInfos, productPriceTypes, products } from './schema.ts';

/*
 * Product cards for any list in one query whatever the page size (the product rows with their
 * prices and main photo), the sellers coming from a cached list.
 */

/** Photos of these products in their order; with `mainOnly`, just each product's first. */
export async function photoInfosOf(
  db: Db,
  productIds: number[],
  mainOnly: boolean,
): Promise<Map<number, PhotoInfo[]>> {
  const byProduct = new Map<number, PhotoInfo[]>();
  if (productIds.length === 0) return byProduct;
  const columns = {
    product_id: productPhotos.product_id,
    id: productPhotos.id,
    path: productPhotos.path,
    width: productPhotos.width,
    height: productPhotos.height,
    alt: productPhotos.alt,
  };
  const query = mainOnly ? db.selectDistinctOn([productPhotos.product_id], columns) : db.select(columns);
  const rows = await query
    .from(productPhotos)
    .where(inArray(productPhotos.product_id, productIds))
    .orderBy(asc(productPhotos.product_id), asc(productPhotos.sort_order), asc(productPhotos.id));
  for (const row of rows) {
    const list = byProduct.get(row.product_id) ?? [];
    list.push({
      id: row.id,
      product_photo_data: { content: row.path, width: row.width, height: row.height },
      alt: row.alt,
    });
    byProduct.set(row.product_id, list);
  }
  return byProduct;
}

/**
 * Sellers' card data by id: from the cached list of active sellers (there are few, and every card
 * needs one), asking the database only for one the list does not have yet.
 */
async function sellerCards(db: Db, ids: number[]): Promise<Map<number, CompanyCardInfo>> {
  const known = await cachedCatalogRead(db, 'ref:seller-cards', () => activeCompanyInfos(db));
  const missing = [...new Set(ids)].filter((id) => !known.has(id));
  if (missing.length === 0) return known;
  return new Map([...known, ...(await companyInfosById(db, missing))]);
}

export const cardColumns = {
  id: products.id,
  product_title: products.product_title,
  product_title_bn: products.product_title_bn,
  slug: products.slug,
  company_id: products.company_id,
  category_id: products.category_id,
  brand_id: brands.id,
  brand_name: brands.brand_name,
  brand_name_bn: brands.brand_name_bn,
  brand_slug: brands.slug,
  in_stock: products.in_stock,
  sold_count: products.sold_count,
  rating_sum: products.rating_sum,
  rating_count: products.rating_count,
  created_at: products.created_at,
};

/**
 * Cards of the products with these ids, in the same order. The caller has already applied the
 * visibility rule when choosing the ids; an id that no longer exists is skipped.
 */
export async function loadProductCards(db: Db, ids: number[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  // One query: the prices and main photo come as JSON built by the database.
  const rows = await db
    .select({
      ...cardColumns,
      prices: sql<PriceInfo[]>`coalesce((
        select json_agg(json_build_object(
          'id', ${productPriceInfos.id}, 'price', ${productPriceInfos.price},
          'discount_price', ${productPriceInfos.discount_price}, 'min_qty', ${productPriceInfos.min_qty},
          'max_qty', ${productPriceInfos.max_qty}, 'stock', ${productPriceInfos.stock},
          'product_price_type_data', json_build_object('id', ${productPriceTypes.id},
            'type_title', ${productPriceTypes.type_title}, 'type_title_bn', ${productPriceTypes.type_title_bn})
        ) order by ${productPriceInfos.sort_order}, ${productPriceInfos.id})
        from ${productPriceInfos}
        inner join ${productPriceTypes} on ${productPriceTypes.id} = ${productPriceInfos.price_type_id}
        where ${productPriceInfos.product_id} = ${products.id}), '[]'::json)`,
      photo: sql<PhotoInfo | null>`(
        select json_build_object('id', ${productPhotos.id}, 'alt', ${productPhotos.alt},
          'product_photo_data', json_build_object('content', ${productPhotos.path},
            'width', ${productPhotos.width}, 'height', ${productPhotos.height}))
        from ${productPhotos} where ${productPhotos.product_id} = ${products.id}
        order by ${productPhotos.sort_order}, ${productPhotos.id} limit 1)`,
    })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brand_id))
    .where(inArray(products.id, ids));
  const companies = await sellerCards(
    db,
    rows.map((row) => row.company_id),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const cards: ProductCard[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    const company = row && companies.get(row.company_id);
    if (!row || !company) continue;
    cards.push({
      id: row.id,
      product_title: row.product_title,
      product_title_bn: row.product_title_bn,
      slug: row.slug,
      company_info: {
        id: company.id,
        company_name: company.company_name,
        company_name_bn: company.company_name_bn,
        slug: company.slug,
        logo: company.logo,
      },
      brand:
        row.brand_id === null
          ? null
          : {
              id: row.brand_id,
              brand_name: row.brand_name ?? '',
              brand_name_bn: row.brand_name_bn ?? '',
              slug: row.brand_slug ?? '',
            },
      category_id: row.category_id,
      product_price_infos: row.prices,
      product_photo_infos: row.photo ? [row.photo] : [],
      in_stock: row.in_stock,
      sold_count: row.sold_count,
      rating: row.rating_count > 0 ? Math.round((row.rating_sum / row.rating_count) * 10) / 10 : null,
      rating_count: row.rating_count,
      created_at: row.created_at.toISOString(),
    });
  }
  return cards;
}
