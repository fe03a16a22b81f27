import { z } from 'zod';
import { idParam, paged, pageMetaSchema, writeResult } from './common.ts';
import { endpoint } from './endpoint.ts';
import { FEATURES } from './features.ts';
import { plainText } from './text.ts';

/*
 * The product editor (issue 12, decision 0017): spec §2's eight steps, each with its own
 * contract, saved one at a time as the seller goes; §7's products/store and products/update take
 * all of them at once. Sellers edit their own shop's products; admins with feature 11 any.
 */

/** Sellers (their own shop's products) and admins with the products feature. */
export const PRODUCT_EDITORS = {
  kinds: ['seller', 'admin'],
  feature: FEATURES.products,
  sellerScope: 'products',
} as const;
/** Admins who review sellers' products (products-pre). */
export const PRODUCT_REVIEWERS = { kinds: ['admin'], feature: FEATURES.productsPre } as const;

export const PRODUCT_STEPS = [
  'info',
  'type',
  'price',
  'price-stock',
  'photos',
  'tags',
  'brand',
  'warranty',
] as const;
export type ProductStep = (typeof PRODUCT_STEPS)[number];

/** Steps whose change to an approved product waits for review; the others apply at once. */
export const REVIEWED_STEPS: readonly ProductStep[] = ['info', 'price', 'photos'];

export const PRODUCT_MAX_PHOTOS = 10;
export const PRODUCT_MAX_PRICE_TYPES = 10;
export const PRODUCT_MAX_TAGS = 30;
/** Free tags a seller may add by name in one save. */
export const PRODUCT_MAX_NEW_TAGS = 10;

const id = z.coerce.number().int().positive('validation.required');
const title = plainText(z.string().trim().min(1, 'validation.required').max(200));
const longText = plainText(z.string().trim().max(10_000)).default('');
const qty = z.coerce.number().int('validation.notInteger').min(1).max(1_000_000);

export const infoStep = z.object({
  product_title: title,
  product_title_bn: title,
  /** Spec §5: made from the English title when empty. */
  slug: plainText(z.string().trim().max(200)).default(''),
  category_id: id,
  description: longText,
  description_bn: longText,
  gender: z.coerce.number().int().min(1).max(4).default(4),
});

export const typeStep = z.object({
  product_type_id: id.nullable().default(null),
  infos: z
    .array(
      z.object({
        type_info_name_id: id,
        value: plainText(z.string().trim().min(1, 'validation.required').max(500)),
        value_bn: plainText(z.string().trim().max(500)).default(''),
      }),
    )
    .max(50)
    .default([]),
  color_ids: z.array(id).max(50).default([]),
  size_ids: z.array(id).max(50).default([]),
});

export const priceLine = z
  .object({
    price_type_id: id,
    price: z.coerce.number().int('validation.notInteger').positive().max(100_000_000).describe('poisha'),
    discount_price: z.coerce
      .number()
      .int('validation.notInteger')
      .positive()
      .nullable()
      .default(null)
      .describe('poisha'),
    min_qty: qty.default(1),
    max_qty: qty.default(100),
  })
  .superRefine((line, ctx) => {
    if (line.min_qty > line.max_qty)
      ctx.addIssue({ code: 'custom', path: ['min_qty'], message: 'products.minAboveMax' });
    if (line.discount_price !== null && line.discount_price >= line.price)
      ctx.addIssue({ code: 'custom', path: ['discount_price'], message: 'products.discountNotBelow' });
  });

export const priceStep = z.object({
  prices: z
    .array(priceLine)
    .min(1)
    .max(PRODUCT_MAX_PRICE_TYPES)
    .superRefine((lines, ctx) => {
      const seen = new Set<number>();
      lines.forEach((line, index) => {
        if (seen.has(line.price_type_id))
          ctx.addIssue({
            code: 'custom',
            path: [index, 'price_type_id'],
            message: 'products.duplicatePriceType',
          });
        seen.add(line.price_type_id);
      });
    }),
});

export const priceStockStep = z.object({
  stocks: z
    .array(
      z.object({
        price_type_id: id,
        stock: z.coerce.number().int('validation.notInteger').min(0).max(10_000_000),
      }),
    )
    .max(PRODUCT_MAX_PRICE_TYPES),
  low_stock_threshold: z.coerce.number().int().min(0).max(1_000_000).default(5),
});

export const photoInput = z.object({
  /** A storage key from the media gallery (see lib/media.ts). */
  path: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(300)
    .regex(/^[a-z0-9][a-z0-9/_.-]*$/i, 'validation.invalidFormat'),
  width: z.coerce.number().int().positive(),
  height: z.coerce.number().int().positive(),
  alt: plainText(z.string().trim().max(200)).default(''),
});

/** The first photo is the main one. */
export const photosStep = z.object({
  photos: z.array(photoInput).min(1, 'products.photoRequired').max(PRODUCT_MAX_PHOTOS),
});

export const tagsStep = z.object({
  tag_ids: z.array(id).max(PRODUCT_MAX_TAGS).default([]),
  /** New tags by name (created when missing). */
  new_tags: z
    .array(plainText(z.string().trim().min(1).max(60)))
    .max(PRODUCT_MAX_NEW_TAGS)
    .default([]),
});

export const brandStep = z.object({ brand_id: id.nullable().default(null) });

export const warrantyStep = z.object({
  /** Spec §9: 1 No Warranty, 2 Brand, 3 Seller, 4 International Manufacturer Warranty. */
  warranty_type: z.coerce.number().int().min(1).max(4).default(1),
  warranty_time: z.coerce.number().int().min(0).max(1000).default(3),
  /** Spec §9: 1 Life Time, 2 Day(s), 3 Month(s), 4 Year(s). */
  warranty_calendar: z.coerce.number().int().min(1).max(4).default(3),
  return_days: z.coerce.number().int().min(0).max(365).default(0),
  return_policy: longText,
  return_policy_bn: longText,
});

export const STEP_SCHEMAS = {
  info: infoStep,
  type: typeStep,
  price: priceStep,
  'price-stock': priceStockStep,
  photos: photosStep,
  tags: tagsStep,
  brand: brandStep,
  warranty: warrantyStep,
} as const satisfies Record<ProductStep, z.ZodType>;

export type StepInput<S extends ProductStep> = z.input<(typeof STEP_SCHEMAS)[S]>;
export type StepValue<S extends ProductStep> = z.output<(typeof STEP_SCHEMAS)[S]>;

/**
 * Spec §7 products/store and products/update: every step at once. `info` is required to create;
 * the other steps are optional in a draft and all required when `submit` is true.
 */
export const productBody = z.object({
  info: infoStep.optional(),
  type: typeStep.optional(),
  price: priceStep.optional(),
  'price-stock': priceStockStep.optional(),
  photos: photosStep.optional(),
  tags: tagsStep.optional(),
  brand: brandStep.optional(),
  warranty: warrantyStep.optional(),
  /** Send for review (a seller) or publish (an admin) once every step is valid. */
  submit: z.boolean().default(false),
});
export type ProductBody = z.input<typeof productBody>;

export const stepStateSchema = z.enum(['done', 'invalid', 'empty']);

/** Everything the editor shows: the values of every step as the editor should show them. */
export const editorProductSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  status: z.enum(['draft', 'active', 'inactive', 'archived']),
  approval: z.enum(['pending', 'approved', 'rejected']),
  /** draft: being edited, never sent; pending: waiting for review; approved; rejected (+reason). */
  review_state: z.enum(['draft', 'pending', 'approved', 'rejected']),
  rejection_reason: z.string().nullable(),
  /** A change to the approved product is being edited or waits for review. */
  has_open_change: z.boolean(),
  steps: z.record(z.string(), z.unknown()),
  step_states: z.record(z.string(), stepStateSchema),
  slug: z.string(),
});
export type EditorProduct = z.infer<typeof editorProductSchema>;

export const storeProduct = endpoint({
  method: 'POST',
  path: '/api/products/store',
  summary: 'Create a product (spec §7): a draft, or sent for review when submit is true',
  tags: ['product editor'],
  body: productBody.extend({ info: infoStep, company_id: id.optional().describe('admins only') }),
  response: writeResult(editorProductSchema),
  status: 201,
  access: PRODUCT_EDITORS,
});

export const updateProduct = endpoint({
  method: 'POST',
  path: '/api/products/update/:id',
  summary: 'Change a product (spec §7): reviewed steps of an approved product wait for review',
  tags: ['product editor'],
  params: idParam,
  body: productBody,
  response: writeResult(editorProductSchema),
  access: PRODUCT_EDITORS,
});

/** One endpoint per step, each validating its own contract. */
export const saveStep = Object.fromEntries(
  PRODUCT_STEPS.map((step) => [
    step,
    endpoint({
      method: 'POST',
      path: `/api/products/:id/steps/${step}`,
      summary: `Save the ${step} step of a product's draft`,
      tags: ['product editor'],
      params: idParam,
      body: STEP_SCHEMAS[step] as z.ZodType,
      response: writeResult(editorProductSchema),
      access: PRODUCT_EDITORS,
    }),
  ]),
) as Record<
  ProductStep,
  ReturnType<
    typeof endpoint<
      typeof idParam,
      undefined,
      z.ZodType,
      ReturnType<typeof writeResult<typeof editorProductSchema>>
    >
  >
>;

export const editorProduct = endpoint({
  method: 'GET',
  path: '/api/products/:id/editor',
  summary: 'A product as its editor shows it: every step, its state and the review state',
  tags: ['product editor'],
  params: idParam,
  response: z.object({ data: editorProductSchema }),
  access: PRODUCT_EDITORS,
});

export const submitProduct = endpoint({
  method: 'POST',
  path: '/api/products/:id/submit',
  summary: 'Send a product (or a change to it) for review; every step is validated again',
  tags: ['product editor'],
  params: idParam,
  response: writeResult(editorProductSchema),
  access: PRODUCT_EDITORS,
});

export const setProductStatus = endpoint({
  method: 'POST',
  path: '/api/products/:id/status',
  summary: 'Activate or deactivate a product (applies at once)',
  tags: ['product editor'],
  params: idParam,
  body: z.object({ status: z.enum(['active', 'inactive']) }),
  response: writeResult(z.object({ id: z.number().int(), status: z.string() })),
  access: PRODUCT_EDITORS,
});

export const duplicateProduct = endpoint({
  method: 'POST',
  path: '/api/products/:id/duplicate',
  summary: 'Copy a product as a new draft',
  tags: ['product editor'],
  params: idParam,
  response: writeResult(editorProductSchema),
  status: 201,
  access: PRODUCT_EDITORS,
});

export const deleteProduct = endpoint({
  method: 'DELETE',
  path: '/api/products/:id',
  summary: 'Delete a product never ordered; an ordered one is archived',
  tags: ['product editor'],
  params: idParam,
  response: writeResult(z.object({ id: z.number().int(), outcome: z.enum(['deleted', 'archived']) })),
  access: PRODUCT_EDITORS,
});

export const quickEditProduct = endpoint({
  method: 'POST',
  path: '/api/products/:id/quick-edit',
  summary: 'Change one price type’s price and/or stock from the list',
  tags: ['product editor'],
  params: idParam,
  body: z.object({
    price_type_id: id,
    price: z.coerce.number().int().positive().optional(),
    discount_price: z.coerce.number().int().positive().nullable().optional(),
    stock: z.coerce.number().int().min(0).max(10_000_000).optional(),
  }),
  response: writeResult(editorProductSchema),
  access: PRODUCT_EDITORS,
});

export const managedProductSchema = z.object({
  id: z.number().int(),
  product_title: z.string(),
  product_title_bn: z.string(),
  slug: z.string(),
  company_id: z.number().int(),
  company_name: z.string(),
  category_id: z.number().int(),
  category_name: z.string(),
  category_name_bn: z.string(),
  status: z.string(),
  approval: z.string(),
  review_state: z.string(),
  rejection_reason: z.string().nullable(),
  has_open_change: z.boolean(),
  photo: z.string().nullable(),
  prices: z.array(
    z.object({
      price_type_id: z.number().int(),
      type_title: z.string(),
      type_title_bn: z.string(),
      price: z.number().int(),
      discount_price: z.number().int().nullable(),
      stock: z.number().int(),
    }),
  ),
  low_stock: z.boolean(),
  updated_at: z.string(),
});
export type ManagedProduct = z.infer<typeof managedProductSchema>;

export const MANAGED_SORTS = ['newest', 'oldest', 'title', 'price_asc', 'price_desc', 'stock'] as const;

export const managedProductsQuery = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(['draft', 'active', 'inactive', 'archived']).optional(),
  review: z.enum(['draft', 'pending', 'approved', 'rejected']).optional(),
  category_id: z.coerce.number().int().positive().optional(),
  stock: z.enum(['in', 'out', 'low']).optional(),
  sort: z.enum(MANAGED_SORTS).default('newest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/**
 * The products list's page meta: the storefront's four fields, `total` exact unless
 * `total_capped` (then a lower bound: a search counts only a few pages past the one asked for,
 * a list without one at most 1,000 products), and `has_more` when a next page exists.
 */
export const managedProductsMetaSchema = pageMetaSchema.extend({
  total_capped: z.boolean(),
  has_more: z.boolean(),
});

export const listManagedProducts = endpoint({
  method: 'GET',
  path: '/api/products/manage',
  summary: 'The seller’s own products (an admin: everyone’s), with drafts, filters and sorting',
  tags: ['product editor'],
  query: managedProductsQuery,
  response: z.object({ data: z.array(managedProductSchema), meta: managedProductsMetaSchema }),
  access: PRODUCT_EDITORS,
});

// ── products-pre: the review queue ───────────────────────────────────────────

export const reviewItemSchema = z.object({
  product_id: z.number().int(),
  kind: z.enum(['new', 'change']),
  product_title: z.string(),
  product_title_bn: z.string(),
  company_name: z.string(),
  company_name_bn: z.string(),
  submitted_at: z.string().nullable(),
  /** Per changed step: the live (approved) values and the proposed ones; `before` null for a new product. */
  changes: z.array(z.object({ step: z.string(), before: z.unknown(), after: z.unknown() })),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

export const listReviewQueue = endpoint({
  method: 'GET',
  path: '/api/products-pre',
  summary: 'Products and changes waiting for review, oldest first',
  tags: ['products-pre'],
  query: z.object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: paged(reviewItemSchema),
  access: PRODUCT_REVIEWERS,
});

export const approveProduct = endpoint({
  method: 'POST',
  path: '/api/products-pre/:id/approve',
  summary: 'Approve a new product or a change: the storefront shows it at once',
  tags: ['products-pre'],
  params: idParam,
  response: writeResult(z.object({ product_id: z.number().int() })),
  access: PRODUCT_REVIEWERS,
});

export const rejectProduct = endpoint({
  method: 'POST',
  path: '/api/products-pre/:id/reject',
  summary: 'Reject a new product or a change with a reason the seller sees',
  tags: ['products-pre'],
  params: idParam,
  body: z.object({ reason: plainText(z.string().trim().min(3).max(1000)) }),
  response: writeResult(z.object({ product_id: z.number().int() })),
  access: PRODUCT_REVIEWERS,
});

export const bulkApproveProducts = endpoint({
  method: 'POST',
  path: '/api/products-pre/approve-bulk',
  summary: 'Approve several products or changes at once',
  tags: ['products-pre'],
  body: z.object({ product_ids: z.array(id).min(1).max(100) }),
  response: writeResult(z.object({ approved: z.array(z.number().int()) })),
  access: PRODUCT_REVIEWERS,
});

// ── CSV import and export ────────────────────────────────────────────────────

export const PRODUCT_CSV_COLUMNS = [
  'sku',
  'product_title',
  'product_title_bn',
  'category_slug',
  'price_type_slug',
  'price_taka',
  'discount_price_taka',
  'min_qty',
  'max_qty',
  'stock',
  'description',
  'description_bn',
  'brand_slug',
] as const;

/** The largest CSV an import takes (bytes; a page upload is capped lower, see ssr.ts). */
export const PRODUCT_CSV_MAX_BYTES = 20 * 1024 * 1024;

export const importProducts = endpoint({
  method: 'POST',
  path: '/api/products/import',
  summary: 'Import products from CSV: good rows become drafts sent for review, bad rows are reported',
  tags: ['product editor'],
  body: z.object({
    csv: z.string().min(1, 'validation.required').max(PRODUCT_CSV_MAX_BYTES, 'validation.tooLong'),
    company_id: id.optional(),
  }),
  // Ten thousand products with descriptions are a few megabytes: more than the API's usual 1 MB.
  bodyLimit: PRODUCT_CSV_MAX_BYTES + 64 * 1024,
  response: writeResult(
    z.object({
      created: z.number().int(),
      updated: z.number().int(),
      errors: z.array(
        z.object({ line: z.number().int(), column: z.string(), reason: z.string(), reason_bn: z.string() }),
      ),
    }),
  ),
  access: PRODUCT_EDITORS,
});

/** The most an XLSX file for import may weigh (sent base64 in a JSON body under the API's 1 MB). */
export const PRODUCT_XLSX_MAX_BYTES = 700 * 1024;

export const importProductsXlsx = endpoint({
  method: 'POST',
  path: '/api/products/import-xlsx',
  summary:
    'Import products from an Excel workbook (.xlsx, its first sheet; base64): the same columns and rules as the CSV import',
  tags: ['product editor'],
  body: z.object({
    xlsx: z
      .string()
      .min(1, 'validation.required')
      .max(Math.ceil(PRODUCT_XLSX_MAX_BYTES / 3) * 4, 'products.xlsxFileTooLarge')
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'validation.invalidFormat'),
    company_id: id.optional(),
  }),
  response: importProducts.response,
  access: PRODUCT_EDITORS,
});

const option = z.object({ id: z.number().int(), title: z.string(), title_bn: z.string() });

/** Everything the editor's pickers offer, in one call. */
export const editorOptions = endpoint({
  method: 'GET',
  path: '/api/products/editor-options',
  summary:
    'The editor’s lists: categories, price types, product types and their info names, colours, sizes (brands and tags: their lookups)',
  tags: ['product editor'],
  response: z.object({
    data: z.object({
      categories: z.array(option),
      price_types: z.array(option),
      product_types: z.array(option),
      type_info_names: z.array(option.extend({ product_type_id: z.number().int() })),
      colors: z.array(option.extend({ code: z.string() })),
      sizes: z.array(option.extend({ size_type: z.string() })),
    }),
  }),
  access: PRODUCT_EDITORS,
});
export type EditorOptions = z.infer<typeof editorOptions.response>['data'];
