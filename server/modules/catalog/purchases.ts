import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { invalidateCatalogCache } from '#server/cache/read-cache.ts';
import { afterCommit } from '#server/db/after-commit.ts';
import type { Tx } from '#server/db/client.ts';
import { productPhotos, productPriceInfos, productPriceTypes, products, productTypes } from './schema.ts';
import { isVisibleProduct } from './visibility.ts';

/*
 * What the cart and checkout need from the catalog: current prices, limits, stock and visibility
 * (never from the read cache), and stock taken and given back atomically. The orders module
 * never touches catalog tables itself.
 */

/** A product in one price type, as it can be bought right now. */
export interface PurchaseLine {
  product_id: number;
  price_type_id: number;
  company_id: number;
  product_title: string;
  product_title_bn: string;
  product_slug: string;
  /** Storage key of the main photo. */
  product_image: string | null;
  price_type: string;
  price_type_bn: string;
  /** False when shoppers may not see the product (draft, not approved, seller or category off). */
  is_visible: boolean;
  /** False when the product is not sold in this price type. */
  has_price: boolean;
  /** Poisha; 0 when there is no price. */
  price: number;
  discount_price: number | null;
  min_qty: number;
  max_qty: number;
  stock: number;
  requires_prescription: boolean;
}

export interface LineKey {
  product_id: number;
  price_type_id: number;
}

export const lineKey = (line: LineKey) => `${line.product_id}:${line.price_type_id}`;

/**
 * The current state of each product/price type asked for, by `lineKey`, in one query (and one
 * more only to name a price type a product is not sold in). Products that do not exist, or were
 * never approved, are absent from the answer; a product without that price type has `has_price: false`.
 */
export async function purchaseLines(db: Tx, keys: LineKey[]): Promise<Map<string, PurchaseLine>> {
  const answer = new Map<string, PurchaseLine>();
  if (keys.length === 0) return answer;
  const productIds = [...new Set(keys.map((key) => key.product_id))];
  const priceTypeIds = [...new Set(keys.map((key) => key.price_type_id))];
  const rows = await db
    .select({
      product_id: products.id,
      company_id: products.company_id,
      product_title: products.product_title,
      product_title_bn: products.product_title_bn,
      slug: products.slug,
      is_visible: sql<boolean>`${isVisibleProduct()}`,
      requires_prescription: sql<boolean>`coalesce(${productTypes.requires_prescription}, false)`,
      image: sql<string | null>`(select ${productPhotos.path} from ${productPhotos}
        where ${productPhotos.product_id} = ${products.id}
        order by ${productPhotos.sort_order}, ${productPhotos.id} limit 1)`,
      price_type_id: productPriceInfos.price_type_id,
      price: productPriceInfos.price,
      discount_price: productPriceInfos.discount_price,
      min_qty: productPriceInfos.min_qty,
      max_qty: productPriceInfos.max_qty,
      stock: productPriceInfos.stock,
      type_title: productPriceTypes.type_title,
      type_title_bn: productPriceTypes.type_title_bn,
    })
    .from(products)
    .leftJoin(
      productPriceInfos,
      and(
        eq(productPriceInfos.product_id, products.id),
        inArray(productPriceInfos.price_type_id, priceTypeIds),
      ),
    )
    .leftJoin(productPriceTypes, eq(productPriceTypes.id, productPriceInfos.price_type_id))
    .leftJoin(productTypes, eq(productTypes.id, products.product_type_id))
    // A product never approved (a shop's new draft, or one refused at its first review) was never
    // shown to shoppers: its title, price, stock and photo are its shop's own, so it is answered
    // as absent, like an id that does not exist. One approved once and hidden since stays named.
    .where(and(inArray(products.id, productIds), eq(products.approval, 'approved')));
  const productsById = new Map(rows.map((row) => [row.product_id, row]));
  const prices = new Map(
    rows.flatMap((row) =>
      row.price_type_id === null ? [] : [[lineKey({ ...row, price_type_id: row.price_type_id }), row]],
    ),
  );
  const unsold = keys.filter((key) => productsById.has(key.product_id) && !prices.has(lineKey(key)));
  const typeNames = new Map(
    unsold.length === 0
      ? []
      : (
          await db
            .select({
              id: productPriceTypes.id,
              type_title: productPriceTypes.type_title,
              type_title_bn: productPriceTypes.type_title_bn,
            })
            .from(productPriceTypes)
            .where(inArray(productPriceTypes.id, [...new Set(unsold.map((key) => key.price_type_id))]))
        ).map((row) => [row.id, row]),
  );
  for (const key of keys) {
    const product = productsById.get(key.product_id);
    if (!product) continue;
    const price = prices.get(lineKey(key));
    const type = price ?? typeNames.get(key.price_type_id);
    answer.set(lineKey(key), {
      product_id: key.product_id,
      price_type_id: key.price_type_id,
      company_id: product.company_id,
      product_title: product.product_title,
      product_title_bn: product.product_title_bn,
      product_slug: product.slug,
      product_image: product.image,
      price_type: type?.type_title ?? '',
      price_type_bn: type?.type_title_bn ?? '',
      is_visible: Boolean(product.is_visible),
      has_price: price !== undefined,
      price: price?.price ?? 0,
      discount_price: price?.discount_price ?? null,
      min_qty: price?.min_qty ?? 1,
      max_qty: price?.max_qty ?? 1,
      stock: price?.stock ?? 0,
      requires_prescription: Boolean(product.requires_prescription),
    });
  }
  return answer;
}

export interface StockMove extends LineKey {
  quantity: number;
}

/** Moves in one fixed order (product, then price type), so two orders never wait for each other in a cycle. */
function inLockOrder(moves: StockMove[]): StockMove[] {
  return [...moves].sort((a, b) => a.product_id - b.product_id || a.price_type_id - b.price_type_id);
}

export type ReserveResult =
  | { ok: true /** A product sold out: listings should forget what they showed. */; soldOut: boolean }
  | { ok: false; short: LineKey & { requested: number; stock: number } };

/**
 * Takes stock for every move, or for none: each line is one `UPDATE … SET stock = stock - q
 * WHERE … AND stock >= q`, so stock never goes below zero whatever runs at the same time (a
 * concurrent buyer's update waits for this transaction and then re-checks the condition). The
 * first line that cannot be had is answered with the stock there is; the caller rolls back.
 * Best-seller counts move with the stock. Run it inside the order's transaction.
 */
export async function reserveStock(tx: Tx, moves: StockMove[]): Promise<ReserveResult> {
  let soldOut = false;
  for (const move of inLockOrder(moves)) {
    const [taken] = await tx
      .update(productPriceInfos)
      .set({ stock: sql`${productPriceInfos.stock} - ${move.quantity}`, updated_at: sql`now()` })
      .where(
        and(
          eq(productPriceInfos.product_id, move.product_id),
          eq(productPriceInfos.price_type_id, move.price_type_id),
          gte(productPriceInfos.stock, move.quantity),
        ),
      )
      .returning({ stock: productPriceInfos.stock, min_qty: productPriceInfos.min_qty });
    if (!taken) {
      const [current] = await tx
        .select({ stock: productPriceInfos.stock })
        .from(productPriceInfos)
        .where(
          and(
            eq(productPriceInfos.product_id, move.product_id),
            eq(productPriceInfos.price_type_id, move.price_type_id),
          ),
        );
      return {
        ok: false,
        short: {
          product_id: move.product_id,
          price_type_id: move.price_type_id,
          requested: move.quantity,
          stock: current?.stock ?? 0,
        },
      };
    }
    if (taken.stock < taken.min_qty) soldOut = true;
    await tx
      .update(products)
      .set({ sold_count: sql`${products.sold_count} + ${move.quantity}` })
      .where(eq(products.id, move.product_id));
  }
  // Listings may show a product that just sold out for up to 15 s (decision 0004); a sell-out is
  // rare next to orders, so it clears the cache, once the order has committed.
  if (soldOut) afterCommit(tx, invalidateCatalogCache);
  return { ok: true, soldOut };
}

/**
 * Gives stock back (a cancelled order, a declined payment), in the same lock order as
 * `reserveStock`. A product back in stock clears the catalog cache after the commit, so listings forget what they showed.
 */
export async function releaseStock(tx: Tx, moves: StockMove[]): Promise<{ restocked: boolean }> {
  let restocked = false;
  for (const move of inLockOrder(moves)) {
    const [given] = await tx
      .update(productPriceInfos)
      .set({ stock: sql`${productPriceInfos.stock} + ${move.quantity}`, updated_at: sql`now()` })
      .where(
        and(
          eq(productPriceInfos.product_id, move.product_id),
          eq(productPriceInfos.price_type_id, move.price_type_id),
        ),
      )
      .returning({ stock: productPriceInfos.stock, min_qty: productPriceInfos.min_qty });
    if (given && given.stock - move.quantity < given.min_qty && given.stock >= given.min_qty)
      restocked = true;
    await tx
      .update(products)
      .set({ sold_count: sql`greatest(${products.sold_count} - ${move.quantity}, 0)` })
      .where(eq(products.id, move.product_id));
  }
  if (restocked) afterCommit(tx, invalidateCatalogCache);
  return { restocked };
}
