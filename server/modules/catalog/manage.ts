import { and, asc, count, desc, eq, inArray, isNotNull, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type ManagedProduct,
  type managedProductsQuery,
  PRODUCT_CSV_COLUMNS,
  type StepValue,
} from '#lib/contracts/product-editor.ts';
import type { MessageKey } from '#lib/i18n/messages.ts';
import { bilingual, translate } from '#lib/i18n/translate.ts';
import { parseTaka } from '#lib/money.ts';
import { type PageMeta, pageMeta } from '#lib/pagination.ts';
import type { Actor } from '#server/access/actor.ts';
import { transaction } from '#server/db/after-commit.ts';
import type { Db } from '#server/db/client.ts';
import { invalidFields } from '#server/errors.ts';
import { companies } from '#server/modules/sellers/schema.ts';
import { applyStep, freeSlugs } from './editor-steps.ts';
import { requireProductEditor } from './policy.ts';
import {
  brands,
  categories,
  productColors,
  productPhotos,
  productPriceInfos,
  productPriceTypes,
  productSearchTexts,
  productSizes,
  products,
  productTypeInfoNames,
  productTypes,
  productVersions,
} from './schema.ts';
import { refreshSearchText } from './search-index.ts';
import { searchWords } from './search-text.ts';

type Query = z.output<typeof managedProductsQuery>;

const openChange = sql<boolean>`exists (select 1 from ${productVersions} where ${productVersions.product_id} = ${products.id} and ${productVersions.state} in ('draft', 'pending'))`;
const pendingChange = sql<boolean>`exists (select 1 from ${productVersions} where ${productVersions.product_id} = ${products.id} and ${productVersions.state} = 'pending')`;

/** How many matching products a list without a search counts at most (its pages go on past it). */
const COUNT_CAP = 1_000;
/**
 * A search counts only this many pages past the one asked for (the pagination control's three
 * numbered pages after the current one, and one row more to know the list goes on): its matches
 * are found by reading rows in the list's order and testing each one's search text, and counting
 * a common word's 1,000 matches cost more than the page itself (docs/benchmarks.md).
 */
const SEARCH_PAGES_AHEAD = 3;

/** Page meta of the products list: the storefront's, plus whether `total` is only a lower bound. */
export type ManagedPageMeta = PageMeta & { total_capped: boolean; has_more: boolean };

/** What one list statement depends on: the filters present, the sort and the number of words. */
interface ListShape {
  company: boolean;
  status: boolean;
  category: boolean;
  review: Query['review'] | null;
  stock: Query['stock'] | null;
  sort: Query['sort'];
  words: number;
}

type ManagedPrice = ManagedProduct['prices'][number];

/**
 * The two statements of a list shape, built once (drizzle's building of the four queries this
 * list used to send cost more CPU than PostgreSQL spent answering them: docs/benchmarks.md):
 * `page`, the page's products with their shop, category, review state, prices (JSON) and first
 * photo, and how many match (a search: its window's rows; otherwise up to the cap), in one round
 * trip; `count`, the matches up to a cap, for a page past the end, which has no row to carry it.
 * Unnamed statements: PostgreSQL plans each with its values (a search word's selectivity chooses
 * between the trigram index and the scan in list order), as it did before.
 */
function prepareList(db: Db, shape: ListShape) {
  const value = sql.placeholder;
  const where: SQL[] = [];
  if (shape.company) where.push(eq(products.company_id, value('company_id')));
  // Every word of the query, in the product's search text (titles, brand, category and tags in
  // both languages, normalised: catalog/search-text.ts), which a trigram index serves; a slug's
  // words are its title's. A plain ILIKE on the titles read all 100k rows (docs/benchmarks.md).
  // Text and words are lower-cased alike (searchWords), so LIKE: ILIKE lower-cased every
  // candidate's text again, half the time of a search. When nothing else narrows the list and it
  // is in id order (the admin's default), the words are matched in the narrow copy of the text
  // (migration 0030); otherwise in the products' own, where the planner can use the other
  // filters' indexes and the sort's columns.
  const words = (column: typeof products.search_text | typeof productSearchTexts.search_text) =>
    Array.from({ length: shape.words }, (_, n) => like(column, value(`w${n}`)));
  if (shape.status) where.push(eq(products.status, value('status')));
  if (shape.category) where.push(eq(products.category_id, value('category_id')));
  if (shape.review === 'draft')
    where.push(and(eq(products.approval, 'pending'), isNull(products.submitted_at)) as SQL);
  if (shape.review === 'pending')
    where.push(
      or(
        and(eq(products.approval, 'pending'), isNotNull(products.submitted_at)),
        and(eq(products.approval, 'approved'), pendingChange),
      ) as SQL,
    );
  if (shape.review === 'approved')
    where.push(and(eq(products.approval, 'approved'), isNull(products.rejection_reason)) as SQL);
  if (shape.review === 'rejected')
    where.push(
      or(
        eq(products.approval, 'rejected'),
        and(eq(products.approval, 'approved'), isNotNull(products.rejection_reason)),
      ) as SQL,
    );
  if (shape.stock === 'in') where.push(eq(products.in_stock, true));
  if (shape.stock === 'out') where.push(eq(products.in_stock, false));
  if (shape.stock === 'low')
    where.push(
      sql`exists (select 1 from ${productPriceInfos} where ${productPriceInfos.product_id} = ${products.id} and ${productPriceInfos.stock} <= ${products.low_stock_threshold})`,
    );
  const idOrder = shape.sort === 'newest' || shape.sort === 'oldest';
  const narrow = shape.words > 0 && where.length === 0 && idOrder;
  if (!narrow) where.push(...words(products.search_text));
  const condition = where.length > 0 ? and(...where) : undefined;
  const order = {
    newest: [desc(products.id)],
    oldest: [asc(products.id)],
    title: [asc(products.product_title), asc(products.id)],
    price_asc: [sql`${products.effective_price} asc nulls last`, asc(products.id)],
    price_desc: [sql`${products.effective_price} desc nulls last`, desc(products.id)],
    stock: [asc(products.in_stock), desc(products.id)],
  }[shape.sort];
  /** The matching products' ids. */
  const matching = () =>
    narrow
      ? db
          .select({ id: sql<number>`${productSearchTexts.product_id}`.as('page_id') })
          .from(productSearchTexts)
          .where(and(...words(productSearchTexts.search_text)))
          .$dynamic()
      : db
          .select({ id: sql<number>`${products.id}`.as('page_id') })
          .from(products)
          .where(condition)
          .$dynamic();
  // First the page's ids alone, in list order (the scan stops as soon as it has them); a search
  // takes the pages after it too, up to its window (SEARCH_PAGES_AHEAD), to count them in the
  // same scan. Then the shop, category, review state, prices and photo of the page's rows only.
  const pageIds = db.$with('page_ids').as(
    matching()
      .orderBy(
        ...(narrow
          ? [
              shape.sort === 'newest'
                ? desc(productSearchTexts.product_id)
                : asc(productSearchTexts.product_id),
            ]
          : order),
      )
      .limit(value('take'))
      .offset(value('offset')),
  );
  // Counted only up to a cap: an exact count over 100k products cost 100 ms.
  const capped = () => matching().limit(value('cap'));
  const counted =
    shape.words > 0
      ? sql<number>`(count(*) over ())::int`
      : sql<number>`(select count(*)::int from (${capped()}) as capped)`;
  const page = db
    .with(pageIds)
    .select({
      id: products.id,
      product_title: products.product_title,
      product_title_bn: products.product_title_bn,
      slug: products.slug,
      company_id: products.company_id,
      company_name: companies.company_name,
      category_id: products.category_id,
      category_name: categories.category_name,
      category_name_bn: categories.category_name_bn,
      status: products.status,
      approval: products.approval,
      submitted_at: products.submitted_at,
      rejection_reason: products.rejection_reason,
      low_stock_threshold: products.low_stock_threshold,
      has_open_change: openChange,
      has_pending_change: pendingChange,
      updated_at: products.updated_at,
      prices: sql<ManagedPrice[]>`coalesce((
        select json_agg(json_build_object(
          'price_type_id', ${productPriceInfos.price_type_id},
          'type_title', ${productPriceTypes.type_title}, 'type_title_bn', ${productPriceTypes.type_title_bn},
          'price', ${productPriceInfos.price}, 'discount_price', ${productPriceInfos.discount_price},
          'stock', ${productPriceInfos.stock}
        ) order by ${productPriceInfos.sort_order}, ${productPriceInfos.id})
        from ${productPriceInfos}
        inner join ${productPriceTypes} on ${productPriceTypes.id} = ${productPriceInfos.price_type_id}
        where ${productPriceInfos.product_id} = ${products.id}), '[]'::json)`,
      photo: sql<string | null>`(select ${productPhotos.path} from ${productPhotos}
        where ${productPhotos.product_id} = ${products.id}
        order by ${productPhotos.sort_order}, ${productPhotos.id} limit 1)`,
      counted,
    })
    .from(pageIds)
    .innerJoin(products, eq(products.id, pageIds.id))
    .innerJoin(companies, eq(companies.id, products.company_id))
    .innerJoin(categories, eq(categories.id, products.category_id))
    .orderBy(...order)
    .limit(value('limit'));
  const total = db.select({ total: count() }).from(capped().as('capped'));
  // `prepare` without a name: drizzle keeps the built text and fills the values per call, and
  // node-postgres sends an unnamed statement (planned with its values); a name would let
  // PostgreSQL switch to one generic plan for every search word.
  const unnamed = undefined as unknown as string;
  return { page: page.prepare(unnamed), count: total.prepare(unnamed) };
}

/** Prepared list statements per database handle, by shape (bounded: a shape is a few filters). */
const preparedLists = new WeakMap<Db, Map<string, ReturnType<typeof prepareList>>>();
const MOST_SHAPES = 256;

function listStatements(db: Db, shape: ListShape) {
  let shapes = preparedLists.get(db);
  if (!shapes) {
    shapes = new Map();
    preparedLists.set(db, shapes);
  }
  const key = JSON.stringify(shape);
  let statements = shapes.get(key);
  if (!statements) {
    if (shapes.size >= MOST_SHAPES) shapes.clear();
    statements = prepareList(db, shape);
    shapes.set(key, statements);
  }
  return statements;
}

/**
 * The seller's own products (an admin: every shop's), with drafts, filters, sort and pages: one
 * SQL statement per call (a second only for a page past the end of the list).
 */
export async function listManaged(
  db: Db,
  actor: Actor,
  query: Query,
): Promise<{ data: ManagedProduct[]; meta: ManagedPageMeta }> {
  const scope = requireProductEditor(actor);
  const words = searchWords(query.q ?? '').map((word) => `%${word.replace(/[%_\\]/g, (c) => `\\${c}`)}%`);
  const statements = listStatements(db, {
    company: scope.companyId !== null,
    status: query.status !== undefined,
    category: query.category_id !== undefined,
    review: query.review ?? null,
    stock: query.stock ?? null,
    sort: query.sort,
    words: words.length,
  });
  const values: Record<string, unknown> = {};
  if (scope.companyId !== null) values.company_id = scope.companyId;
  if (query.status !== undefined) values.status = query.status;
  if (query.category_id !== undefined) values.category_id = query.category_id;
  words.forEach((word, n) => {
    values[`w${n}`] = word;
  });
  const offset = (query.page - 1) * query.limit;
  const search = words.length > 0;
  // A search: the page and the pages after it up to the window, and one row more to know the
  // list goes on; otherwise the page, and the count up to the cap.
  const take = search ? query.limit * (1 + SEARCH_PAGES_AHEAD) + 1 : query.limit;
  const rows = await statements.page.execute({
    ...values,
    take,
    offset,
    limit: query.limit,
    cap: COUNT_CAP + 1,
  });
  const countUpTo = async (most: number) =>
    Number((await statements.count.execute({ ...values, cap: most }))[0]?.total ?? 0);
  let counted: number;
  let cap: number;
  if (search) {
    cap = offset + take - 1;
    // Past the last page the scan says nothing of the pages before: count them (fewer than the offset).
    counted = rows.length === 0 ? (offset > 0 ? await countUpTo(offset) : 0) : offset + rows[0]!.counted;
  } else {
    cap = COUNT_CAP;
    counted = rows.length > 0 ? rows[0]!.counted : offset > 0 ? await countUpTo(COUNT_CAP + 1) : 0;
  }
  const data = rows.map((row): ManagedProduct => {
    const review =
      row.approval === 'rejected'
        ? 'rejected'
        : row.approval === 'pending'
          ? row.submitted_at
            ? 'pending'
            : 'draft'
          : row.has_pending_change
            ? 'pending'
            : row.rejection_reason && !row.has_open_change
              ? 'rejected'
              : 'approved';
    return {
      id: row.id,
      product_title: row.product_title,
      product_title_bn: row.product_title_bn,
      slug: row.slug,
      company_id: row.company_id,
      company_name: row.company_name,
      category_id: row.category_id,
      category_name: row.category_name,
      category_name_bn: row.category_name_bn,
      status: row.status,
      approval: row.approval,
      review_state: review,
      rejection_reason: row.rejection_reason,
      has_open_change: Boolean(row.has_open_change),
      photo: row.photo,
      prices: row.prices,
      low_stock: row.prices.some((price) => price.stock <= row.low_stock_threshold),
      updated_at: row.updated_at.toISOString(),
    };
  });
  const capped = counted > cap;
  const meta = pageMeta(query.page, query.limit, Math.min(counted, cap));
  // More than the cap: the pages go on past what was counted (next stays open).
  if (capped) meta.last_page = Math.max(meta.last_page, query.page + 1);
  return {
    data,
    meta: { ...meta, total_capped: capped, has_more: capped || query.page < meta.last_page },
  };
}

// ── CSV ──────────────────────────────────────────────────────────────────────

/** RFC 4180 rows: quoted fields may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const input = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < input.length; i++) {
    const c = input[i];
    if (quoted) {
      if (c === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && input[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

function csvField(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  // A leading = + - @ would be a formula in a spreadsheet: quote it with a leading apostrophe.
  const safe = /^[=+\-@]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: Array<Array<string | number | null>>): string {
  return `\uFEFF${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

export const CSV_TEMPLATE = toCsv([
  [...PRODUCT_CSV_COLUMNS],
  [
    'RICE-5KG',
    'Miniket Rice 5 kg',
    'মিনিকেট চাল ৫ কেজি',
    'grocery',
    'piece',
    '420',
    '399',
    '1',
    '10',
    '50',
    'Polished rice',
    'পালিশ করা চাল',
    '',
  ],
]);

interface ImportError {
  line: number;
  column: string;
  reason: string;
  reason_bn: string;
}

/**
 * Imports products from CSV (the template's columns, one price type per row). Each good row
 * becomes a product sent for review (an admin's: published); a row whose sku was imported
 * before updates that product instead, so uploading the same file twice duplicates nothing.
 * Bad rows are answered with their line and reason; good rows are kept either way.
 */
export async function importCsv(db: Db, actor: Actor, csv: string, companyIdForAdmin?: number) {
  return importRows(db, actor, parseCsv(csv), 'csv', companyIdForAdmin);
}

/**
 * The import's rules over rows of cells as text, whatever file they came from (CSV, or XLSX's
 * first sheet, see product-xlsx.ts): the template's header first, then one product and price type
 * per row; `line` is the row's number in the file. `field` names the body field a bad header is
 * reported on.
 */
export async function importRows(
  db: Db,
  actor: Actor,
  rows: string[][],
  field: 'csv' | 'xlsx',
  companyIdForAdmin?: number,
) {
  const scope = requireProductEditor(actor);
  const companyId = scope.companyId ?? companyIdForAdmin;
  if (companyId === undefined)
    throw invalidFields([
      { path: 'company_id', code: 'required', message: bilingual('validation.required') },
    ]);
  const header = rows[0]?.map((cell) => cell.trim());
  if (!header || PRODUCT_CSV_COLUMNS.some((column, index) => header[index] !== column))
    throw invalidFields([{ path: field, code: 'header', message: bilingual('products.csvHeader') }]);
  const [categoryRows, typeRows, brandRows] = await Promise.all([
    db.select({ id: categories.id, slug: categories.slug }).from(categories),
    db.select({ id: productPriceTypes.id, slug: productPriceTypes.slug }).from(productPriceTypes),
    db.select({ id: brands.id, slug: brands.slug }).from(brands),
  ]);
  const categoryBySlug = new Map(categoryRows.map((row) => [row.slug, row.id]));
  const typeBySlug = new Map(typeRows.map((row) => [row.slug, row.id]));
  const brandBySlug = new Map(brandRows.map((row) => [row.slug, row.id]));
  const errors: ImportError[] = [];
  const error = (line: number, column: string, key: MessageKey) =>
    errors.push({ line, column, reason: translate('en', key), reason_bn: translate('bn', key) });
  let created = 0;
  let updated = 0;
  const seen = new Set<string>();
  const BATCH = 500;
  const good: Array<{
    line: number;
    sku: string;
    info: StepValue<'info'>;
    price: StepValue<'price'>;
    stock: number;
    brand: number | null;
  }> = [];
  for (let index = 1; index < rows.length; index++) {
    const cells = rows[index] ?? [];
    const line = index + 1;
    if (cells.every((cell) => cell.trim() === '')) continue;
    const get = (column: (typeof PRODUCT_CSV_COLUMNS)[number]) =>
      (cells[PRODUCT_CSV_COLUMNS.indexOf(column)] ?? '').trim();
    const before = errors.length;
    const sku = get('sku');
    if (!sku || sku.length > 100) error(line, 'sku', 'validation.required');
    else if (seen.has(sku)) error(line, 'sku', 'products.csvDuplicateSku');
    const title = get('product_title');
    const titleBn = get('product_title_bn') || title;
    if (!title || title.length > 200) error(line, 'product_title', 'validation.required');
    const categoryId = categoryBySlug.get(get('category_slug'));
    if (!categoryId) error(line, 'category_slug', 'products.unknownCategory');
    const priceTypeId = typeBySlug.get(get('price_type_slug'));
    if (!priceTypeId) error(line, 'price_type_slug', 'products.unknownPriceType');
    const price = parseTaka(get('price_taka'));
    if (price === null || price <= 0) error(line, 'price_taka', 'validation.invalid');
    const discount = get('discount_price_taka') ? parseTaka(get('discount_price_taka')) : null;
    if (
      get('discount_price_taka') &&
      (discount === null || price === null || discount <= 0 || discount >= price)
    )
      error(line, 'discount_price_taka', 'products.discountNotBelow');
    const int = (column: (typeof PRODUCT_CSV_COLUMNS)[number], fallback: number, min: number) => {
      const text = get(column);
      if (!text) return fallback;
      const value = Number(text);
      if (!Number.isInteger(value) || value < min || value > 10_000_000) {
        error(line, column, 'validation.notInteger');
        return fallback;
      }
      return value;
    };
    const minQty = int('min_qty', 1, 1);
    const maxQty = int('max_qty', 100, 1);
    if (minQty > maxQty) error(line, 'min_qty', 'products.minAboveMax');
    const stock = int('stock', 0, 0);
    const brandSlug = get('brand_slug');
    const brandId = brandSlug ? brandBySlug.get(brandSlug) : null;
    if (brandId === undefined) error(line, 'brand_slug', 'products.unknownReference');
    if (errors.length > before) continue;
    seen.add(sku);
    good.push({
      line,
      sku,
      info: {
        product_title: title,
        product_title_bn: titleBn,
        slug: '',
        category_id: categoryId as number,
        description: get('description'),
        description_bn: get('description_bn'),
        gender: 4,
      },
      price: {
        prices: [
          {
            price_type_id: priceTypeId as number,
            price: price as number,
            discount_price: discount,
            min_qty: minQty,
            max_qty: maxQty,
          },
        ],
      },
      stock,
      brand: brandId ?? null,
    });
  }
  for (let start = 0; start < good.length; start += BATCH) {
    await transaction(db, async (tx) => {
      const batch = good.slice(start, start + BATCH);
      const existing = await tx
        .select({ id: products.id, key: products.import_key, approval: products.approval })
        .from(products)
        .where(
          and(
            eq(products.company_id, companyId),
            inArray(
              products.import_key,
              batch.map((row) => row.sku),
            ),
          ),
        );
      const byKey = new Map(existing.map((row) => [row.key, row]));
      const touched: number[] = [];
      for (const row of batch) {
        const found = byKey.get(row.sku);
        if (!found) continue;
        // Same file again: the product is updated, never duplicated (an approved one keeps its
        // reviewed fields live; only stock changes apply).
        if (found.approval !== 'approved') {
          await tx
            .update(products)
            .set({ ...row.info, slug: undefined, brand_id: row.brand, updated_at: new Date() })
            .where(eq(products.id, found.id));
          await applyStep(tx, found.id, companyId, 'price', row.price);
        }
        await applyStep(tx, found.id, companyId, 'price-stock', {
          stocks: [{ price_type_id: row.price.prices[0]?.price_type_id as number, stock: row.stock }],
          low_stock_threshold: 5,
        });
        touched.push(found.id);
        updated++;
      }
      // New products: one statement per table for the whole batch (one by one, 10,000 rows took
      // four minutes: docs/benchmarks.md), so the price and search-word triggers fire once.
      const fresh = batch.filter((row) => !byKey.has(row.sku));
      if (fresh.length > 0) {
        const slugs = await freeSlugs(
          tx,
          fresh.map((row) => row.info.product_title),
        );
        const submittedAt = new Date();
        const inserted = await tx
          .insert(products)
          .values(
            fresh.map((row, index) => ({
              ...row.info,
              slug: slugs[index]!,
              company_id: companyId,
              brand_id: row.brand,
              import_key: row.sku,
              status: 'active' as const,
              approval: actor.kind === 'admin' ? ('approved' as const) : ('pending' as const),
              submitted_at: submittedAt,
              low_stock_threshold: 5,
            })),
          )
          .returning({ id: products.id, key: products.import_key });
        const idOfSku = new Map(inserted.map((row) => [row.key, row.id]));
        await tx.insert(productPriceInfos).values(
          fresh.flatMap((row) =>
            row.price.prices.map((line, index) => ({
              product_id: idOfSku.get(row.sku)!,
              ...line,
              sort_order: index,
              // The file's stock is the first price type's (as the editor's stock step keeps it).
              stock: index === 0 ? row.stock : 0,
            })),
          ),
        );
        touched.push(...inserted.map((row) => row.id));
        created += fresh.length;
      }
      await refreshSearchText(tx, touched);
    });
  }
  return { created, updated, errors };
}

/** The shop's products as CSV in the template's columns, one line per price type. */
export async function exportCsv(db: Db, actor: Actor): Promise<string> {
  const scope = requireProductEditor(actor);
  const rows = await db
    .select({
      id: products.id,
      sku: products.import_key,
      title: products.product_title,
      titleBn: products.product_title_bn,
      category: categories.slug,
      priceType: productPriceTypes.slug,
      price: productPriceInfos.price,
      discount: productPriceInfos.discount_price,
      min: productPriceInfos.min_qty,
      max: productPriceInfos.max_qty,
      stock: productPriceInfos.stock,
      description: products.description,
      descriptionBn: products.description_bn,
      brand: brands.slug,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.category_id))
    .leftJoin(productPriceInfos, eq(productPriceInfos.product_id, products.id))
    .leftJoin(productPriceTypes, eq(productPriceTypes.id, productPriceInfos.price_type_id))
    .leftJoin(brands, eq(brands.id, products.brand_id))
    .where(scope.companyId === null ? undefined : eq(products.company_id, scope.companyId))
    .orderBy(asc(products.id), asc(productPriceInfos.sort_order));
  const taka = (poisha: number | null) =>
    poisha === null ? '' : (poisha / 100).toFixed(2).replace(/\.00$/, '');
  return toCsv([
    [...PRODUCT_CSV_COLUMNS],
    ...rows.map((row) => [
      row.sku ?? `P${row.id}`,
      row.title,
      row.titleBn,
      row.category,
      row.priceType ?? '',
      taka(row.price),
      taka(row.discount),
      row.min ?? '',
      row.max ?? '',
      row.stock ?? '',
      row.description,
      row.descriptionBn,
      row.brand ?? '',
    ]),
  ]);
}

/** The editor's pickers, in one call (brands and tags come from their type-ahead lookups). */
export async function editorOptionLists(db: Db, actor: Actor) {
  requireProductEditor(actor);
  const [cats, priceTypes, types, names, colors, sizes] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(eq(categories.is_active, true))
      .orderBy(asc(categories.sort_order), asc(categories.id)),
    db.select().from(productPriceTypes).orderBy(asc(productPriceTypes.id)),
    db.select().from(productTypes).orderBy(asc(productTypes.type_title)),
    db.select().from(productTypeInfoNames).orderBy(asc(productTypeInfoNames.id)),
    db.select().from(productColors).orderBy(asc(productColors.color_name)),
    db.select().from(productSizes).orderBy(asc(productSizes.size_type), asc(productSizes.sort_order)),
  ]);
  return {
    categories: cats.map((row) => ({ id: row.id, title: row.category_name, title_bn: row.category_name_bn })),
    price_types: priceTypes.map((row) => ({
      id: row.id,
      title: row.type_title,
      title_bn: row.type_title_bn,
    })),
    product_types: types.map((row) => ({ id: row.id, title: row.type_title, title_bn: row.type_title_bn })),
    type_info_names: names.map((row) => ({
      id: row.id,
      title: row.info_name,
      title_bn: row.info_name_bn,
      product_type_id: row.product_type_id,
    })),
    colors: colors.map((row) => ({
      id: row.id,
      title: row.color_name,
      title_bn: row.color_name_bn,
      code: row.color_code,
    })),
    sizes: sizes.map((row) => ({
      id: row.id,
      title: row.size_name,
      title_bn: row.size_name,
      size_type: row.size_type,
    })),
  };
}
