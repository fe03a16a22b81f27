import { z } from 'zod';
import { listOf, paged, pagedQuery } from './common.ts';
import { endpoint } from './endpoint.ts';

/** Spec §9: the category list shows 8 by default. */
export const CATEGORY_LIST_LIMIT = 8;
/** Products per page of a listing or a search. */
export const PRODUCT_PAGE_SIZE = 20;

// ── Shared shapes ────────────────────────────────────────────────────────────

export const categorySchema = z.object({
  id: z.number().int(),
  category_name: z.string(),
  category_name_bn: z.string(),
  slug: z.string(),
  /** Storage key of the SVG icon; see lib/media.ts. */
  icon: z.string().nullable(),
  parent_id: z.number().int().nullable(),
});
export type Category = z.infer<typeof categorySchema>;

/** A seller as a product card shows it (spec §3's company_info). */
export const companyInfoSchema = z.object({
  id: z.number().int(),
  company_name: z.string(),
  company_name_bn: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

export const brandSchema = z.object({
  id: z.number().int(),
  brand_name: z.string(),
  brand_name_bn: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
});
export type Brand = z.infer<typeof brandSchema>;

export const priceTypeSchema = z.object({
  id: z.number().int(),
  type_title: z.string(),
  type_title_bn: z.string(),
});
export type PriceType = z.infer<typeof priceTypeSchema>;

/** Spec §3: a product's price for one price type. Money is integer poisha. */
export const priceInfoSchema = z.object({
  id: z.number().int(),
  price: z.number().int().describe('poisha'),
  discount_price: z.number().int().nullable().describe('poisha; below price when discounted'),
  min_qty: z.number().int(),
  max_qty: z.number().int(),
  stock: z.number().int(),
  product_price_type_data: priceTypeSchema,
});
export type PriceInfo = z.infer<typeof priceInfoSchema>;

/** Spec §3: `product_photo_data.content` is the image (a storage key, see lib/media.ts). */
export const photoInfoSchema = z.object({
  id: z.number().int(),
  product_photo_data: z.object({ content: z.string(), width: z.number().int(), height: z.number().int() }),
  alt: z.string(),
});
export type PhotoInfo = z.infer<typeof photoInfoSchema>;

/** A product in a list or grid: enough for a card and for adding to the cart. */
export const productCardSchema = z.object({
  id: z.number().int(),
  product_title: z.string(),
  product_title_bn: z.string(),
  slug: z.string(),
  company_info: companyInfoSchema,
  brand: brandSchema.pick({ id: true, brand_name: true, brand_name_bn: true, slug: true }).nullable(),
  category_id: z.number().int(),
  product_price_infos: z.array(priceInfoSchema).describe('ordered; the first is the default price type'),
  /** The main photo only; the detail has all of them. */
  product_photo_infos: z.array(photoInfoSchema),
  in_stock: z.boolean(),
  sold_count: z.number().int(),
  /** Average of the visible reviews' 1–5 stars to one decimal, null before the first; and their count. */
  rating: z.number().nullable(),
  rating_count: z.number().int(),
  created_at: z.string(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const tagSchema = z.object({
  id: z.number().int(),
  tag_name: z.string(),
  tag_name_bn: z.string(),
  slug: z.string(),
});
export type Tag = z.infer<typeof tagSchema>;

export const colorSchema = z.object({
  id: z.number().int(),
  color_name: z.string(),
  color_name_bn: z.string(),
  color_code: z.string(),
});
export type Color = z.infer<typeof colorSchema>;

export const sizeSchema = z.object({ id: z.number().int(), size_name: z.string(), size_type: z.string() });
export type Size = z.infer<typeof sizeSchema>;

/** Spec §9 warranty: type 1 No Warranty, 2 Brand, 3 Seller, 4 International Manufacturer; calendar 1 Life Time, 2 Day(s), 3 Month(s), 4 Year(s). */
export const warrantySchema = z.object({
  warranty_type: z.number().int().min(1).max(4),
  warranty_time: z.number().int(),
  warranty_calendar: z.number().int().min(1).max(4),
});

/** A product page: the card plus everything a shopper reads before buying. */
export const productDetailSchema = productCardSchema.extend({
  description: z.string(),
  description_bn: z.string(),
  category: categorySchema.pick({ id: true, category_name: true, category_name_bn: true, slug: true }),
  product_type: z
    .object({
      id: z.number().int(),
      type_title: z.string(),
      type_title_bn: z.string(),
      requires_prescription: z.boolean(),
    })
    .nullable(),
  company_info: companyInfoSchema.extend({ rating: z.number().nullable(), rating_count: z.number().int() }),
  warranty: warrantySchema,
  return_days: z.number().int(),
  return_policy: z.string(),
  return_policy_bn: z.string(),
  gender: z.number().int(),
  tags: z.array(tagSchema),
  colors: z.array(colorSchema),
  sizes: z.array(sizeSchema),
  /** Attributes, grouped by info type (e.g. Specification → Material: Cotton). */
  infos: z.array(
    z.object({
      group: z.string(),
      group_bn: z.string(),
      name: z.string(),
      name_bn: z.string(),
      value: z.string(),
      value_bn: z.string(),
    }),
  ),
  updated_at: z.string(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

// ── Listing, filters and search ──────────────────────────────────────────────

/** The shopper's "N stars & up" choices, highest first. */
export const MIN_RATING_CHOICES = [4, 3, 2, 1] as const;

export const PRODUCT_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'popular', 'rating'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

const commaList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(',')).map((item) => item.trim()).filter(Boolean),
  )
  .pipe(z.array(z.string().max(100)).max(20));

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'validation.invalidOption' })
  .transform((value) => value === 'true' || value === '1');

/**
 * Filters shared by the product list and search. Category, brand and seller are slugs (several
 * separated by commas); prices are whole taka in the query (what a person types) and compared
 * in poisha on the server.
 */
export const productFilters = z
  .object({
    q: z.string().trim().max(100).optional(),
    category: commaList.optional(),
    brand: commaList.optional(),
    seller: commaList.optional(),
    tag: commaList.optional(),
    min_price: z.coerce
      .number({ error: 'validation.notInteger' })
      .int('validation.notInteger')
      .min(0)
      .max(10_000_000)
      .optional(),
    max_price: z.coerce
      .number({ error: 'validation.notInteger' })
      .int('validation.notInteger')
      .min(0)
      .max(10_000_000)
      .optional(),
    in_stock: booleanFlag.optional(),
    /** Only products rated at least this many stars on average ("4 stars & up"). */
    min_rating: z.coerce
      .number({ error: 'validation.notInteger' })
      .int('validation.notInteger')
      .min(1)
      .max(MIN_RATING_CHOICES[0])
      .optional(),
    sort: z.enum(PRODUCT_SORTS, { error: 'validation.invalidOption' }).optional(),
  })
  .refine((f) => f.min_price === undefined || f.max_price === undefined || f.min_price <= f.max_price, {
    path: ['max_price'],
    error: 'validation.invalid',
  });
export type ProductFilters = z.output<typeof productFilters>;

export const productListQuery = z.intersection(pagedQuery(PRODUCT_PAGE_SIZE), productFilters);

export const listProducts = endpoint({
  method: 'GET',
  path: '/api/products',
  summary: 'Products shoppers can see, paged, with filters and sort',
  tags: ['catalog'],
  query: productListQuery,
  response: paged(productCardSchema),
});

/** How many products of each facet value match the current search (ignoring that facet's own filter). */
export const facetValueSchema = z.object({
  slug: z.string(),
  name: z.string(),
  name_bn: z.string(),
  count: z.number().int(),
});
export type FacetValue = z.infer<typeof facetValueSchema>;

export const searchResultSchema = paged(productCardSchema).extend({
  facets: z.object({
    categories: z.array(facetValueSchema),
    brands: z.array(facetValueSchema),
    sellers: z.array(facetValueSchema),
    price: z
      .object({ min: z.number().int().nullable(), max: z.number().int().nullable() })
      .describe('poisha'),
    in_stock: z.number().int(),
  }),
  /** Set when nothing matched exactly and the typo-tolerant match was used. */
  corrected: z.boolean(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchProducts = endpoint({
  method: 'GET',
  path: '/api/search',
  summary:
    'Full-text, typo-tolerant search over English and Bengali titles, brands, categories and tags, with facets',
  tags: ['catalog'],
  query: productListQuery,
  response: searchResultSchema,
});

export const suggestionSchema = z.object({
  type: z.enum(['product', 'category', 'brand']),
  label: z.string(),
  label_bn: z.string(),
  slug: z.string(),
  /** Storage key of a thumbnail, when there is one. */
  image: z.string().nullable(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const searchSuggestions = endpoint({
  method: 'GET',
  path: '/api/search/suggestions',
  summary: 'Suggestions as a shopper types in the header search box',
  tags: ['catalog'],
  query: z.object({
    q: z.string().trim().min(1).max(100),
    limit: z.coerce.number().int().min(1).max(10).default(8),
  }),
  response: listOf(suggestionSchema),
});

// ── Product rows of the home page and the product page ───────────────────────

const rowQuery = z.object({ limit: z.coerce.number().int().min(1).max(48).default(12) });

export const hotProducts = endpoint({
  method: 'GET',
  path: '/api/products/hot',
  summary: 'Best-selling products',
  tags: ['catalog'],
  query: rowQuery,
  response: listOf(productCardSchema),
});

export const allProducts = endpoint({
  method: 'GET',
  path: '/api/products/all',
  summary: 'Newest products (the home page’s "all products" row)',
  tags: ['catalog'],
  query: rowQuery,
  response: listOf(productCardSchema),
});

/** The visited-tag history the recommendation works from; the web app keeps it in a cookie. */
export const RECOMMENDED_TAGS_COOKIE = 'haat_tags';
export const RECOMMENDED_TAGS_MAX = 20;

export const recommendedProducts = endpoint({
  method: 'POST',
  path: '/api/products/recommended',
  summary:
    'Products sharing tags with the visitor’s visited-tag history; popular products when there is none',
  tags: ['catalog'],
  body: z.object({
    tag_ids: z.array(z.number().int().positive()).max(RECOMMENDED_TAGS_MAX).default([]),
    exclude_ids: z.array(z.number().int().positive()).max(50).default([]),
    limit: z.number().int().min(1).max(48).default(12),
  }),
  response: listOf(productCardSchema),
});

export const productsByCategory = endpoint({
  method: 'GET',
  path: '/api/products/by-category/:cat_id',
  summary: 'Products of a category (and its sub-categories)',
  tags: ['catalog'],
  params: z.object({ cat_id: z.coerce.number().int().positive() }),
  query: rowQuery,
  response: listOf(productCardSchema),
});

export const productDetail = endpoint({
  method: 'GET',
  path: '/api/products/details/:slug',
  summary: 'One product by its slug',
  tags: ['catalog'],
  params: z.object({ slug: z.string().min(1).max(200) }),
  response: z.object({ data: productDetailSchema }),
});

export const relatedProducts = endpoint({
  method: 'GET',
  path: '/api/products/details/:slug/related',
  summary: 'Products like this one: same category, shared tags',
  tags: ['catalog'],
  params: z.object({ slug: z.string().min(1).max(200) }),
  query: rowQuery,
  response: listOf(productCardSchema),
});

// ── Categories ───────────────────────────────────────────────────────────────

export const loadCategories = endpoint({
  method: 'GET',
  path: '/api/categories/load',
  summary: 'Active categories, paged (default limit 8)',
  tags: ['catalog'],
  query: pagedQuery(CATEGORY_LIST_LIMIT),
  response: paged(categorySchema),
});

export const loadBodyCategories = endpoint({
  method: 'GET',
  path: '/api/categories/load-body-category',
  summary: 'Categories shown as rows on the home page, each with its first products',
  tags: ['catalog'],
  query: z.object({ products: z.coerce.number().int().min(1).max(24).default(8) }),
  response: listOf(categorySchema.extend({ products: z.array(productCardSchema) })),
});

export const categoryDetail = endpoint({
  method: 'GET',
  path: '/api/categories/details/:slug',
  summary: 'One category by slug, with its sub-categories and parent',
  tags: ['catalog'],
  params: z.object({ slug: z.string().min(1).max(200) }),
  response: z.object({
    data: categorySchema.extend({ children: z.array(categorySchema), parent: categorySchema.nullable() }),
  }),
});

// ── Sellers' public pages ────────────────────────────────────────────────────

export const companyProfileSchema = companyInfoSchema.extend({
  description: z.string(),
  description_bn: z.string(),
  banner: z.string().nullable(),
  address: z.string().nullable(),
  rating: z.number().nullable().describe('average of 1–5 stars, null before the first rating'),
  rating_count: z.number().int(),
  product_count: z.number().int(),
  created_at: z.string(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

export const companyDetail = endpoint({
  method: 'GET',
  path: '/api/companies/details/:slug',
  summary: 'A seller’s public shop profile',
  tags: ['catalog'],
  params: z.object({ slug: z.string().min(1).max(200) }),
  response: z.object({ data: companyProfileSchema }),
});

// ── Reference lists (spec §7 "lists") ────────────────────────────────────────

export const loadBrands = endpoint({
  method: 'GET',
  path: '/api/brand-info/load',
  summary: 'Active brands',
  tags: ['catalog'],
  response: listOf(brandSchema),
});

export const loadCompanies = endpoint({
  method: 'GET',
  path: '/api/companies/load',
  summary: 'Active sellers',
  tags: ['catalog'],
  response: listOf(companyInfoSchema),
});

export const loadColors = endpoint({
  method: 'GET',
  path: '/api/product-color-info/load',
  summary: 'Product colours',
  tags: ['catalog'],
  response: listOf(colorSchema),
});

export const loadSizes = endpoint({
  method: 'GET',
  path: '/api/product-size-info/load',
  summary: 'Product sizes with their size types (EU, UK, US, Int, Waist, Suit Only, Full Look, Other)',
  tags: ['catalog'],
  response: listOf(sizeSchema),
});

export const loadTypeInfoNames = endpoint({
  method: 'GET',
  path: '/api/product-type-info-name/load',
  summary: 'Attribute names per product type',
  tags: ['catalog'],
  response: listOf(
    z.object({
      id: z.number().int(),
      product_type_id: z.number().int(),
      info_type_id: z.number().int(),
      info_name: z.string(),
      info_name_bn: z.string(),
    }),
  ),
});

export const loadProductTypes = endpoint({
  method: 'GET',
  path: '/api/product-types/load',
  summary: 'Product types',
  tags: ['catalog'],
  response: listOf(
    z.object({
      id: z.number().int(),
      type_title: z.string(),
      type_title_bn: z.string(),
      slug: z.string(),
      requires_prescription: z.boolean(),
    }),
  ),
});

// ── Sitemap ──────────────────────────────────────────────────────────────────

export const sitemapEntries = endpoint({
  method: 'GET',
  path: '/api/sitemap',
  summary: 'Every public page’s slug and last change, for sitemap.xml',
  tags: ['catalog'],
  response: z.object({
    products: z.array(z.object({ slug: z.string(), updated_at: z.string() })),
    categories: z.array(z.object({ slug: z.string(), updated_at: z.string() })),
    companies: z.array(z.object({ slug: z.string(), updated_at: z.string() })),
    pages: z.array(z.object({ slug: z.string(), updated_at: z.string() })),
  }),
});
