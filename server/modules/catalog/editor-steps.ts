import { and, asc, eq, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import {
  PRODUCT_STEPS,
  type ProductStep,
  STEP_SCHEMAS,
  type StepValue,
} from '#lib/contracts/product-editor.ts';
import type { MessageKey } from '#lib/i18n/messages.ts';
import { bilingual } from '#lib/i18n/translate.ts';
import { slugify } from '#lib/slug.ts';
import type { Tx } from '#server/db/client.ts';
import { conflict, invalidFields } from '#server/errors.ts';
import { mediaFiles } from '#server/modules/media/schema.ts';
import {
  brands,
  categories,
  productColorLinks,
  productColors,
  productInfos,
  productPhotos,
  productPriceInfos,
  productPriceTypes,
  productSizeLinks,
  productSizes,
  products,
  productTags,
  productTypeInfoNames,
  productTypes,
  tags,
} from './schema.ts';

/*
 * The eight steps of a product as the editor sees them: read from the live tables, and written
 * back. Each writer checks what the step's contract cannot (the ids exist, belong together).
 */

export type Steps = { [S in ProductStep]?: unknown };

function fieldError(path: string, key: MessageKey) {
  return invalidFields([{ path, code: 'invalid', message: bilingual(key) }]);
}

/** Every step's live values of a product. */
export async function readLiveSteps(tx: Tx, productId: number): Promise<Record<ProductStep, unknown>> {
  const [product] = await tx.select().from(products).where(eq(products.id, productId));
  if (!product) throw new Error(`product ${productId} vanished`);
  const [prices, photos, tagRows, colorRows, sizeRows, infoRows] = await Promise.all([
    tx
      .select()
      .from(productPriceInfos)
      .where(eq(productPriceInfos.product_id, productId))
      .orderBy(asc(productPriceInfos.sort_order), asc(productPriceInfos.id)),
    tx
      .select()
      .from(productPhotos)
      .where(eq(productPhotos.product_id, productId))
      .orderBy(asc(productPhotos.sort_order), asc(productPhotos.id)),
    tx.select({ id: productTags.tag_id }).from(productTags).where(eq(productTags.product_id, productId)),
    tx
      .select({ id: productColorLinks.color_id })
      .from(productColorLinks)
      .where(eq(productColorLinks.product_id, productId)),
    tx
      .select({ id: productSizeLinks.size_id })
      .from(productSizeLinks)
      .where(eq(productSizeLinks.product_id, productId)),
    tx
      .select()
      .from(productInfos)
      .where(eq(productInfos.product_id, productId))
      .orderBy(asc(productInfos.id)),
  ]);
  return {
    info: {
      product_title: product.product_title,
      product_title_bn: product.product_title_bn,
      slug: product.slug,
      category_id: product.category_id,
      description: product.description,
      description_bn: product.description_bn,
      gender: product.gender,
    },
    type: {
      product_type_id: product.product_type_id,
      infos: infoRows.map((row) => ({
        type_info_name_id: row.type_info_name_id,
        value: row.value,
        value_bn: row.value_bn,
      })),
      color_ids: colorRows.map((row) => row.id).sort((a, b) => a - b),
      size_ids: sizeRows.map((row) => row.id).sort((a, b) => a - b),
    },
    price: {
      prices: prices.map((row) => ({
        price_type_id: row.price_type_id,
        price: row.price,
        discount_price: row.discount_price,
        min_qty: row.min_qty,
        max_qty: row.max_qty,
      })),
    },
    'price-stock': {
      stocks: prices.map((row) => ({ price_type_id: row.price_type_id, stock: row.stock })),
      low_stock_threshold: product.low_stock_threshold,
    },
    photos: {
      photos: photos.map((row) => ({ path: row.path, width: row.width, height: row.height, alt: row.alt })),
    },
    tags: { tag_ids: tagRows.map((row) => row.id).sort((a, b) => a - b), new_tags: [] },
    brand: { brand_id: product.brand_id },
    warranty: {
      warranty_type: product.warranty_type,
      warranty_time: product.warranty_time,
      warranty_calendar: product.warranty_calendar,
      return_days: product.return_days,
      return_policy: product.return_policy,
      return_policy_bn: product.return_policy_bn,
    },
  };
}

/** done: the step's contract accepts it; invalid: it does not (e.g. no price yet). */
export function stepStates(steps: Record<ProductStep, unknown>): Record<ProductStep, 'done' | 'invalid'> {
  return Object.fromEntries(
    PRODUCT_STEPS.map((step) => [
      step,
      STEP_SCHEMAS[step].safeParse(steps[step]).success ? 'done' : 'invalid',
    ]),
  ) as Record<ProductStep, 'done' | 'invalid'>;
}

/** Whether two step values are the same (the editor may send an unchanged step again). */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(normalise(a)) === JSON.stringify(normalise(b));
}
function normalise(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalise);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, item]) => [key, normalise(item)]),
    );
  return value;
}

/** A slug no other product has: the given one (or one made from the title), or 409. */
export async function checkSlug(tx: Tx, slug: string, exceptId: number | null): Promise<void> {
  const [taken] = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      exceptId === null ? eq(products.slug, slug) : and(eq(products.slug, slug), ne(products.id, exceptId)),
    )
    .limit(1);
  if (taken) throw conflict('slug_taken', 'products.slugTaken');
}

/** A free slug made from `base`: base, base-2, base-3… */
export async function freeSlug(tx: Tx, base: string): Promise<string> {
  const root = slugify(base) || 'product';
  const rows = await tx
    .select({ slug: products.slug })
    .from(products)
    .where(or(eq(products.slug, root), sql`${products.slug} like ${`${root}-%`}`));
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(root)) return root;
  for (let n = 2; ; n++) if (!taken.has(`${root}-${n}`)) return `${root}-${n}`;
}

/**
 * Free slugs for many new products at once (an import's batch): one look-up per 200 titles, and
 * titles alike within the batch get -2, -3… as freeSlug would give them one by one.
 */
export async function freeSlugs(tx: Tx, bases: string[]): Promise<string[]> {
  const roots = bases.map((base) => slugify(base) || 'product');
  const unique = [...new Set(roots)];
  const taken = new Set<string>();
  for (let start = 0; start < unique.length; start += 200) {
    const part = unique.slice(start, start + 200);
    const rows = await tx
      .select({ slug: products.slug })
      .from(products)
      .where(
        or(inArray(products.slug, part), ...part.map((root) => sql`${products.slug} like ${`${root}-%`}`)),
      );
    for (const row of rows) taken.add(row.slug);
  }
  return roots.map((root) => {
    let slug = root;
    for (let n = 2; taken.has(slug); n++) slug = `${root}-${n}`;
    taken.add(slug);
    return slug;
  });
}

/** The info step's checked values (slug resolved) for creating a product. */
export async function checkInfo(tx: Tx, value: StepValue<'info'>, exceptId: number | null) {
  const [category] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, value.category_id));
  if (!category) throw fieldError('category_id', 'products.unknownCategory');
  const slug = value.slug ? slugify(value.slug) : await freeSlug(tx, value.product_title);
  if (value.slug) await checkSlug(tx, slug, exceptId);
  return { ...value, slug };
}

/** Checks a step's references before it is kept in a pending change (the same as applying it would). */
export async function checkStep(
  tx: Tx,
  productId: number,
  companyId: number,
  step: ProductStep,
  value: unknown,
) {
  switch (step) {
    case 'info':
      return checkInfo(tx, value as StepValue<'info'>, productId);
    case 'price':
      await checkPriceTypes(
        tx,
        (value as StepValue<'price'>).prices.map((line) => line.price_type_id),
      );
      return value;
    case 'photos':
      return {
        photos: await checkPhotos(tx, productId, companyId, (value as StepValue<'photos'>).photos),
      };
    default:
      return value;
  }
}

async function checkPriceTypes(tx: Tx, ids: number[]) {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: productPriceTypes.id })
    .from(productPriceTypes)
    .where(inArray(productPriceTypes.id, ids));
  if (found.length !== new Set(ids).size) throw fieldError('prices', 'products.unknownPriceType');
}

/**
 * A photo is the product's own already, or from its shop's media gallery (or the admins' shared
 * one). Answers the photos with the sizes the server knows for them, not the ones sent.
 */
async function checkPhotos(
  tx: Tx,
  productId: number,
  companyId: number,
  photos: StepValue<'photos'>['photos'],
): Promise<StepValue<'photos'>['photos']> {
  if (photos.length === 0) return photos;
  const paths = photos.map((photo) => photo.path);
  const [own, gallery] = await Promise.all([
    tx
      .select({ path: productPhotos.path, width: productPhotos.width, height: productPhotos.height })
      .from(productPhotos)
      .where(and(eq(productPhotos.product_id, productId), inArray(productPhotos.path, paths))),
    tx
      .select({ path: mediaFiles.path, width: mediaFiles.width, height: mediaFiles.height })
      .from(mediaFiles)
      .where(
        and(
          inArray(mediaFiles.path, paths),
          or(eq(mediaFiles.company_id, companyId), isNull(mediaFiles.company_id)),
        ),
      ),
  ]);
  const known = new Map([...own, ...gallery].map((row) => [row.path, row]));
  return photos.map((photo, index) => {
    const row = known.get(photo.path);
    if (!row) throw fieldError(`photos.${index}.path`, 'products.unknownReference');
    return { ...photo, width: row.width, height: row.height };
  });
}

async function checkIds(
  tx: Tx,
  table: typeof brands | typeof productColors | typeof productSizes | typeof tags | typeof productTypes,
  ids: number[],
  path: string,
) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const found = await tx.select({ id: table.id }).from(table).where(inArray(table.id, unique));
  if (found.length !== unique.length) throw fieldError(path, 'products.unknownReference');
}

/** Writes one step's (already validated) value to the live tables of a product. */
export async function applyStep(
  tx: Tx,
  productId: number,
  companyId: number,
  step: ProductStep,
  raw: unknown,
  pendingStocks?: StepValue<'price-stock'>,
) {
  const now = new Date();
  switch (step) {
    case 'info': {
      const value = await checkInfo(tx, raw as StepValue<'info'>, productId);
      await tx
        .update(products)
        .set({ ...value, updated_at: now })
        .where(eq(products.id, productId));
      return;
    }
    case 'type': {
      const value = raw as StepValue<'type'>;
      if (value.product_type_id !== null)
        await checkIds(tx, productTypes, [value.product_type_id], 'product_type_id');
      const nameIds = value.infos.map((info) => info.type_info_name_id);
      if (nameIds.length > 0) {
        const names = await tx
          .select({ id: productTypeInfoNames.id, type: productTypeInfoNames.product_type_id })
          .from(productTypeInfoNames)
          .where(inArray(productTypeInfoNames.id, nameIds));
        const ok = new Set(
          names.filter((name) => name.type === value.product_type_id).map((name) => name.id),
        );
        value.infos.forEach((info, index) => {
          if (!ok.has(info.type_info_name_id))
            throw fieldError(`infos.${index}.type_info_name_id`, 'products.unknownReference');
        });
      }
      await checkIds(tx, productColors, value.color_ids, 'color_ids');
      await checkIds(tx, productSizes, value.size_ids, 'size_ids');
      await tx
        .update(products)
        .set({ product_type_id: value.product_type_id, updated_at: now })
        .where(eq(products.id, productId));
      await tx.delete(productInfos).where(eq(productInfos.product_id, productId));
      await tx.delete(productColorLinks).where(eq(productColorLinks.product_id, productId));
      await tx.delete(productSizeLinks).where(eq(productSizeLinks.product_id, productId));
      const infos = [...new Map(value.infos.map((info) => [info.type_info_name_id, info])).values()];
      if (infos.length > 0)
        await tx
          .insert(productInfos)
          .values(
            infos.map((info) => ({ product_id: productId, ...info, value_bn: info.value_bn || info.value })),
          );
      const colorIds = [...new Set(value.color_ids)];
      if (colorIds.length > 0)
        await tx
          .insert(productColorLinks)
          .values(colorIds.map((color_id) => ({ product_id: productId, color_id })));
      const sizeIds = [...new Set(value.size_ids)];
      if (sizeIds.length > 0)
        await tx
          .insert(productSizeLinks)
          .values(sizeIds.map((size_id) => ({ product_id: productId, size_id })));
      return;
    }
    case 'price': {
      const value = raw as StepValue<'price'>;
      const typeIds = value.prices.map((line) => line.price_type_id);
      await checkPriceTypes(tx, typeIds);
      const stockOf = new Map((pendingStocks?.stocks ?? []).map((line) => [line.price_type_id, line.stock]));
      await tx
        .delete(productPriceInfos)
        .where(
          and(
            eq(productPriceInfos.product_id, productId),
            notInArray(productPriceInfos.price_type_id, typeIds),
          ),
        );
      for (const [index, line] of value.prices.entries()) {
        const stock = stockOf.get(line.price_type_id);
        await tx
          .insert(productPriceInfos)
          .values({ product_id: productId, ...line, sort_order: index, stock: stock ?? 0 })
          .onConflictDoUpdate({
            target: [productPriceInfos.product_id, productPriceInfos.price_type_id],
            set: {
              price: line.price,
              discount_price: line.discount_price,
              min_qty: line.min_qty,
              max_qty: line.max_qty,
              sort_order: index,
              ...(stock === undefined ? {} : { stock }),
              updated_at: now,
            },
          });
      }
      return;
    }
    case 'price-stock': {
      const value = raw as StepValue<'price-stock'>;
      const live = await tx
        .select({ type: productPriceInfos.price_type_id })
        .from(productPriceInfos)
        .where(eq(productPriceInfos.product_id, productId));
      const known = new Set(live.map((row) => row.type));
      for (const line of value.stocks) {
        if (!known.has(line.price_type_id)) continue;
        await tx
          .update(productPriceInfos)
          .set({ stock: line.stock, updated_at: now })
          .where(
            and(
              eq(productPriceInfos.product_id, productId),
              eq(productPriceInfos.price_type_id, line.price_type_id),
            ),
          );
      }
      await tx
        .update(products)
        .set({ low_stock_threshold: value.low_stock_threshold, updated_at: now })
        .where(eq(products.id, productId));
      return;
    }
    case 'photos': {
      const photos = await checkPhotos(tx, productId, companyId, (raw as StepValue<'photos'>).photos);
      await tx.delete(productPhotos).where(eq(productPhotos.product_id, productId));
      if (photos.length > 0)
        await tx
          .insert(productPhotos)
          .values(photos.map((photo, index) => ({ product_id: productId, ...photo, sort_order: index })));
      return;
    }
    case 'tags': {
      const value = raw as StepValue<'tags'>;
      await checkIds(tx, tags, value.tag_ids, 'tag_ids');
      const ids = new Set(value.tag_ids);
      for (const name of value.new_tags) {
        const slug = slugify(name);
        await tx.insert(tags).values({ tag_name: name, tag_name_bn: name, slug }).onConflictDoNothing();
        const [tag] = await tx.select({ id: tags.id }).from(tags).where(eq(tags.slug, slug));
        if (tag) ids.add(tag.id);
      }
      await tx.delete(productTags).where(eq(productTags.product_id, productId));
      if (ids.size > 0)
        await tx.insert(productTags).values([...ids].map((tag_id) => ({ product_id: productId, tag_id })));
      return;
    }
    case 'brand': {
      const value = raw as StepValue<'brand'>;
      if (value.brand_id !== null) await checkIds(tx, brands, [value.brand_id], 'brand_id');
      await tx
        .update(products)
        .set({ brand_id: value.brand_id, updated_at: now })
        .where(eq(products.id, productId));
      return;
    }
    case 'warranty': {
      const value = raw as StepValue<'warranty'>;
      await tx
        .update(products)
        .set({ ...value, updated_at: now })
        .where(eq(products.id, productId));
      return;
    }
  }
}
