import { and, asc, count, eq } from 'drizzle-orm';
import type { Category, CompanyProfile } from '#lib/contracts/catalog.ts';
import { type PageMeta, pageMeta } from '#lib/pagination.ts';
import { cachedCatalogRead } from '#server/cache/read-cache.ts';
import type { Db } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import { staticPageSlugs } from '#server/modules/content/api.ts';
import {
  activeCompanySlugs,
  findActiveCompanyBySlug,
  listActiveCompanies,
} from '#server/modules/sellers/api.ts';
import { visibleProductCount } from './products.ts';
import {
  brands,
  categories,
  productColors,
  productSizes,
  products,
  productTypeInfoNames,
  productTypes,
} from './schema.ts';
import { isActiveCategory, isVisibleProduct } from './visibility.ts';

const categoryColumns = {
  id: categories.id,
  category_name: categories.category_name,
  category_name_bn: categories.category_name_bn,
  slug: categories.slug,
  icon: categories.icon,
  parent_id: categories.parent_id,
};

/** Active categories (whose parent, if any, is active too) in display order, one page at a time. */
export async function listCategories(
  db: Db,
  page: number,
  limit: number,
): Promise<{ data: Category[]; meta: PageMeta }> {
  return cachedCatalogRead(db, `categories:${page}:${limit}`, async () => {
    const where = isActiveCategory(categories.id);
    const [rows, [total]] = await Promise.all([
      db
        .select(categoryColumns)
        .from(categories)
        .where(where)
        .orderBy(asc(categories.sort_order), asc(categories.id))
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ total: count() }).from(categories).where(where),
    ]);
    return { data: rows, meta: pageMeta(page, limit, total?.total ?? 0) };
  });
}

/** An active category by slug with its active sub-categories and its parent; 404 otherwise. */
export function categoryBySlug(db: Db, slug: string) {
  return cachedCatalogRead(db, `category:${slug}`, async () => {
    const [category] = await db
      .select(categoryColumns)
      .from(categories)
      .where(and(eq(categories.slug, slug), isActiveCategory(categories.id)))
      .limit(1);
    if (!category) throw notFound('category_not_found');
    const [children, parents] = await Promise.all([
      db
        .select(categoryColumns)
        .from(categories)
        .where(and(eq(categories.parent_id, category.id), eq(categories.is_active, true)))
        .orderBy(asc(categories.sort_order), asc(categories.id)),
      category.parent_id === null
        ? Promise.resolve([])
        : db.select(categoryColumns).from(categories).where(eq(categories.id, category.parent_id)),
    ]);
    return { ...category, children, parent: parents[0] ?? null };
  });
}

/** A seller's public shop profile with how many of its products shoppers can see; 404 unless active. */
export function companyProfile(db: Db, slug: string): Promise<CompanyProfile> {
  return cachedCatalogRead(db, `company:${slug}`, async () => {
    const company = await findActiveCompanyBySlug(db, slug);
    if (!company) throw notFound('company_not_found');
    return { ...company, product_count: await visibleProductCount(db, company.id) };
  });
}

// ── Reference lists (spec §7) ────────────────────────────────────────────────

/** Active brands by name. */
export function listBrands(db: Db) {
  return cachedCatalogRead(db, 'ref:brands', () =>
    db
      .select({
        id: brands.id,
        brand_name: brands.brand_name,
        brand_name_bn: brands.brand_name_bn,
        slug: brands.slug,
        logo: brands.logo,
      })
      .from(brands)
      .where(eq(brands.is_active, true))
      .orderBy(asc(brands.brand_name), asc(brands.id)),
  );
}

/** Active sellers by name. */
export function listCompanies(db: Db) {
  return cachedCatalogRead(db, 'ref:companies', () => listActiveCompanies(db));
}

/** Product colours by name. */
export function listColors(db: Db) {
  return cachedCatalogRead(db, 'ref:colors', () =>
    db
      .select({
        id: productColors.id,
        color_name: productColors.color_name,
        color_name_bn: productColors.color_name_bn,
        color_code: productColors.color_code,
      })
      .from(productColors)
      .orderBy(asc(productColors.color_name), asc(productColors.id)),
  );
}

/** Product sizes grouped by size type, in each type's order. */
export function listSizes(db: Db) {
  return cachedCatalogRead(db, 'ref:sizes', () =>
    db
      .select({ id: productSizes.id, size_name: productSizes.size_name, size_type: productSizes.size_type })
      .from(productSizes)
      .orderBy(asc(productSizes.size_type), asc(productSizes.sort_order), asc(productSizes.id)),
  );
}

/** Attribute names of every product type. */
export function listTypeInfoNames(db: Db) {
  return cachedCatalogRead(db, 'ref:type-info-names', () =>
    db
      .select({
        id: productTypeInfoNames.id,
        product_type_id: productTypeInfoNames.product_type_id,
        info_type_id: productTypeInfoNames.info_type_id,
        info_name: productTypeInfoNames.info_name,
        info_name_bn: productTypeInfoNames.info_name_bn,
      })
      .from(productTypeInfoNames)
      .orderBy(asc(productTypeInfoNames.product_type_id), asc(productTypeInfoNames.id)),
  );
}

/** Product types by title. */
export function listProductTypes(db: Db) {
  return cachedCatalogRead(db, 'ref:product-types', () =>
    db
      .select({
        id: productTypes.id,
        type_title: productTypes.type_title,
        type_title_bn: productTypes.type_title_bn,
        slug: productTypes.slug,
        requires_prescription: productTypes.requires_prescription,
      })
      .from(productTypes)
      .orderBy(asc(productTypes.type_title), asc(productTypes.id)),
  );
}

// ── Sitemap ──────────────────────────────────────────────────────────────────

type SitemapEntry = { slug: string; updated_at: string };

const entry = (row: { slug: string; updated_at: Date }): SitemapEntry => ({
  slug: row.slug,
  updated_at: row.updated_at.toISOString(),
});

/** Slugs and last changes of every product, category, shop and static page a shopper can open. */
export function sitemap(
  db: Db,
): Promise<Record<'products' | 'categories' | 'companies' | 'pages', SitemapEntry[]>> {
  return cachedCatalogRead(db, 'sitemap', async () => {
    const [productRows, categoryRows, companyRows, pageRows] = await Promise.all([
      db
        .select({ slug: products.slug, updated_at: products.updated_at })
        .from(products)
        .where(isVisibleProduct())
        .orderBy(asc(products.id)),
      db
        .select({ slug: categories.slug, updated_at: categories.updated_at })
        .from(categories)
        .where(isActiveCategory(categories.id))
        .orderBy(asc(categories.sort_order), asc(categories.id)),
      activeCompanySlugs(db),
      staticPageSlugs(db),
    ]);
    return {
      products: productRows.map(entry),
      categories: categoryRows.map(entry),
      companies: companyRows,
      pages: pageRows,
    };
  });
}
