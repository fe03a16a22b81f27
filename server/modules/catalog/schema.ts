import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { SIZE_TYPES } from '#lib/reference-data.ts';
import { id, poisha, timestamps, tsvector } from '#server/db/columns.ts';
import { companies } from '#server/modules/sellers/schema.ts';
import { users } from '#server/modules/users/schema.ts';

/** A browsable category; `parent_id` allows one level of sub-categories. */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    category_name: text('category_name').notNull(),
    category_name_bn: text('category_name_bn').notNull(),
    slug: text('slug').notNull(),
    /** Storage key of the category's SVG icon. */
    icon: text('icon'),
    parent_id: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'set null' }),
    sort_order: integer('sort_order').notNull().default(0),
    is_active: boolean('is_active').notNull().default(true),
    /** Shown as a product row on the home page body (load-body-category). */
    show_on_body: boolean('show_on_body').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('categories_slug_unique').on(t.slug),
    index('categories_parent_idx').on(t.parent_id),
    index('categories_active_idx').on(t.is_active),
    index('categories_show_on_body_idx').on(t.show_on_body),
  ],
);

export const brands = pgTable(
  'brands',
  {
    id: id(),
    brand_name: text('brand_name').notNull(),
    brand_name_bn: text('brand_name_bn').notNull(),
    slug: text('slug').notNull(),
    logo: text('logo'),
    is_active: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [uniqueIndex('brands_slug_unique').on(t.slug), index('brands_active_idx').on(t.is_active)],
);

/** Kind of product (grocery, clothing, medicine…); medicine-like types need a prescription. */
export const productTypes = pgTable(
  'product_types',
  {
    id: id(),
    type_title: text('type_title').notNull(),
    type_title_bn: text('type_title_bn').notNull(),
    slug: text('slug').notNull(),
    requires_prescription: boolean('requires_prescription').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('product_types_slug_unique').on(t.slug),
    index('product_types_prescription_idx').on(t.requires_prescription),
  ],
);

/** A group of product attributes, such as "Specification" or "Ingredients". */
export const productInfoTypes = pgTable(
  'product_info_types',
  {
    id: id(),
    info_type_title: text('info_type_title').notNull(),
    info_type_title_bn: text('info_type_title_bn').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('product_info_types_title_unique').on(t.info_type_title)],
);

/** An attribute name that products of a type carry, such as "Material" for clothing. */
export const productTypeInfoNames = pgTable(
  'product_type_info_names',
  {
    id: id(),
    product_type_id: integer('product_type_id')
      .notNull()
      .references(() => productTypes.id, { onDelete: 'cascade' }),
    info_type_id: integer('info_type_id')
      .notNull()
      .references(() => productInfoTypes.id, { onDelete: 'cascade' }),
    info_name: text('info_name').notNull(),
    info_name_bn: text('info_name_bn').notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('product_type_info_names_unique').on(t.product_type_id, t.info_name),
    index('product_type_info_names_info_type_idx').on(t.info_type_id),
  ],
);

/** Unit a price is quoted in: piece, dozen, carton, kg… */
export const productPriceTypes = pgTable(
  'product_price_types',
  {
    id: id(),
    type_title: text('type_title').notNull(),
    type_title_bn: text('type_title_bn').notNull(),
    slug: text('slug').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('product_price_types_slug_unique').on(t.slug)],
);

export const productColors = pgTable(
  'product_colors',
  {
    id: id(),
    color_name: text('color_name').notNull(),
    color_name_bn: text('color_name_bn').notNull(),
    /** CSS hex colour, #rrggbb. */
    color_code: text('color_code').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('product_colors_name_unique').on(t.color_name)],
);

/** Spec §9 size types (defined in lib/reference-data.ts). */
export { SIZE_TYPES };

export const productSizes = pgTable(
  'product_sizes',
  {
    id: id(),
    size_name: text('size_name').notNull(),
    size_type: text('size_type', { enum: SIZE_TYPES }).notNull(),
    sort_order: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [uniqueIndex('product_sizes_unique').on(t.size_type, t.size_name)],
);

export const tags = pgTable(
  'tags',
  {
    id: id(),
    tag_name: text('tag_name').notNull(),
    tag_name_bn: text('tag_name_bn').notNull(),
    slug: text('slug').notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('tags_slug_unique').on(t.slug),
    index('tags_name_trgm_idx').using('gin', sql`${t.tag_name} gin_trgm_ops`),
    index('tags_name_bn_trgm_idx').using('gin', sql`${t.tag_name_bn} gin_trgm_ops`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    category_id: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    brand_id: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    product_type_id: integer('product_type_id').references(() => productTypes.id, { onDelete: 'set null' }),
    product_title: text('product_title').notNull(),
    product_title_bn: text('product_title_bn').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    description_bn: text('description_bn').notNull().default(''),
    /** Seller's switch: draft, inactive and archived (deleted once ordered) products are hidden. */
    status: text('status', { enum: ['draft', 'active', 'inactive', 'archived'] })
      .notNull()
      .default('draft'),
    /** Admin's review: only approved products are shown. */
    approval: text('approval', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    /** Spec §9: 1 No Warranty, 2 Brand Warranty, 3 Seller Warranty, 4 International Manufacturer Warranty. */
    warranty_type: smallint('warranty_type').notNull().default(1),
    warranty_time: integer('warranty_time').notNull().default(3),
    /** Spec §9: 1 Life Time, 2 Day(s), 3 Month(s), 4 Year(s). */
    warranty_calendar: smallint('warranty_calendar').notNull().default(3),
    /** Days within which a return is accepted; 0 means no returns. */
    return_days: integer('return_days').notNull().default(0),
    return_policy: text('return_policy').notNull().default(''),
    return_policy_bn: text('return_policy_bn').notNull().default(''),
    /** Spec §9 genders: 1 Male, 2 Female, 3 Common, 4 Not Mentioned. */
    gender: smallint('gender').notNull().default(4),
    /**
     * Derived, never written by code: the default (first) price type's discount_price, else its
     * price, in poisha; and whether any price type has at least its min_qty in stock. A trigger on
     * product_price_infos keeps both current (migration product-price-sync), so listings can
     * filter and sort by them without a join.
     */
    effective_price: poisha('effective_price'),
    in_stock: boolean('in_stock').notNull().default(false),
    sold_count: integer('sold_count').notNull().default(0),
    /** The seller is warned when a price type's stock falls to this or below. */
    low_stock_threshold: integer('low_stock_threshold').notNull().default(5),
    /** Why an admin rejected the product (new products; a change's reason is on its version). */
    rejection_reason: text('rejection_reason'),
    /** A CSV import's row key (the seller's SKU): importing the same row again updates, never duplicates. */
    import_key: text('import_key'),
    /** When the seller last sent the product for review. */
    submitted_at: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    view_count: integer('view_count').notNull().default(0),
    /** Sum and count of the visible 1–5 star reviews (kept by the reviews module); the average is derived. */
    rating_sum: integer('rating_sum').notNull().default(0),
    rating_count: integer('rating_count').notNull().default(0),
    /**
     * Titles, brand, category and tag names in both languages, kept by the catalog service;
     * the full-text vector and the trigram index are built from it.
     */
    search_text: text('search_text').notNull().default(''),
    search_vector: tsvector('search_vector').generatedAlwaysAs(sql`to_tsvector('simple', search_text)`),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('products_slug_unique').on(t.slug),
    uniqueIndex('products_company_import_key_unique')
      .on(t.company_id, t.import_key)
      .where(sql`${t.import_key} is not null`),
    index('products_company_idx').on(t.company_id),
    index('products_category_idx').on(t.category_id),
    index('products_brand_idx').on(t.brand_id),
    index('products_visible_idx').on(t.status, t.approval, t.created_at),
    // The admin dashboard's approval queue and breakdown (migration 0012).
    index('products_pending_idx').on(t.created_at).where(sql`${t.approval} = 'pending'`),
    index('products_type_idx').on(t.product_type_id),
    index('products_search_vector_idx').using('gin', t.search_vector),
    index('products_search_text_trgm_idx').using('gin', sql`${t.search_text} gin_trgm_ops`),
    check('products_warranty_type_range', sql`${t.warranty_type} between 1 and 4`),
    check('products_warranty_calendar_range', sql`${t.warranty_calendar} between 1 and 4`),
    check('products_gender_range', sql`${t.gender} between 1 and 4`),
    check('products_rating_nonnegative', sql`${t.rating_sum} >= 0 and ${t.rating_count} >= 0`),
  ],
);

/**
 * A narrow copy of each product's search_text, kept by triggers on products (migration 0030):
 * the products list's search reads it in id order, about thirty rows a page instead of one.
 */
export const productSearchTexts = pgTable(
  'product_search_texts',
  {
    product_id: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    search_text: text('search_text').notNull(),
  },
  (t) => [index('product_search_texts_trgm_idx').using('gin', sql`${t.search_text} gin_trgm_ops`)],
);

/**
 * Every distinct word of products' search_text, kept by a trigger on products (migration
 * search-words). Search corrects a misspelt query word to the most alike words here, then
 * searches those in the full-text index: far cheaper than comparing the query with every product.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_word_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

/** One price of a product per price type, in poisha, with its order limits and stock. */
export const productPriceInfos = pgTable(
  'product_price_infos',
  {
    id: id(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    price_type_id: integer('price_type_id')
      .notNull()
      .references(() => productPriceTypes.id, { onDelete: 'restrict' }),
    price: poisha('price').notNull(),
    /** Sale price in poisha when discounted; below `price`. */
    discount_price: poisha('discount_price'),
    min_qty: integer('min_qty').notNull().default(1),
    max_qty: integer('max_qty').notNull().default(100),
    stock: integer('stock').notNull().default(0),
    sort_order: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('product_price_infos_product_type_unique').on(t.product_id, t.price_type_id),
    // The admin dashboard's low-stock count (migration 0012; 5 = LOW_STOCK_THRESHOLD).
    index('product_price_infos_low_stock_idx').on(t.product_id).where(sql`${t.stock} <= 5`),
    check('product_price_infos_price_positive', sql`${t.price} > 0`),
    check(
      'product_price_infos_discount_below_price',
      sql`${t.discount_price} is null or (${t.discount_price} > 0 and ${t.discount_price} < ${t.price})`,
    ),
    check('product_price_infos_qty_bounds', sql`${t.min_qty} >= 1 and ${t.max_qty} >= ${t.min_qty}`),
    check('product_price_infos_stock_nonnegative', sql`${t.stock} >= 0`),
  ],
);

/** Ordered product photos; `path` is a storage key served under /media. */
export const productPhotos = pgTable(
  'product_photos',
  {
    id: id(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: text('alt').notNull().default(''),
    sort_order: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('product_photos_product_idx').on(t.product_id, t.sort_order)],
);

export const productTags = pgTable(
  'product_tags',
  {
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tag_id: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.product_id, t.tag_id] }), index('product_tags_tag_idx').on(t.tag_id)],
);

export const productColorLinks = pgTable(
  'product_color_links',
  {
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    color_id: integer('color_id')
      .notNull()
      .references(() => productColors.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.product_id, t.color_id] })],
);

export const productSizeLinks = pgTable(
  'product_size_links',
  {
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size_id: integer('size_id')
      .notNull()
      .references(() => productSizes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.product_id, t.size_id] })],
);

/** A product's value for one attribute name of its type. */
export const productInfos = pgTable(
  'product_infos',
  {
    id: id(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    type_info_name_id: integer('type_info_name_id')
      .notNull()
      .references(() => productTypeInfoNames.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    value_bn: text('value_bn').notNull(),
  },
  (t) => [uniqueIndex('product_infos_unique').on(t.product_id, t.type_info_name_id)],
);

/**
 * A seller's change to an approved product, waiting for review (decision 0017): `changes` holds
 * the changed steps (info, price, photos) as the editor saves them; the live row keeps the
 * approved version until an admin approves. At most one open (draft or pending) per product.
 */
export const productVersions = pgTable(
  'product_versions',
  {
    id: id(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['draft', 'pending', 'approved', 'rejected'] })
      .notNull()
      .default('draft'),
    changes: jsonb('changes').notNull().default({}),
    /** The live values of the changed steps when the change was submitted: the queue's "before". */
    before: jsonb('before'),
    reason: text('reason'),
    author_user_id: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    decided_by_user_id: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    submitted_at: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    decided_at: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('product_versions_one_open').on(t.product_id).where(sql`${t.state} in ('draft', 'pending')`),
    index('product_versions_state_idx').on(t.state, t.submitted_at),
    check('product_versions_state_known', sql`${t.state} in ('draft', 'pending', 'approved', 'rejected')`),
  ],
);
