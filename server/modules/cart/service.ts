import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { CartLineInput, CartQuote } from '#lib/contracts/cart.ts';
import type { Actor } from '#server/access/actor.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { conflict, notFound } from '#server/errors.ts';
import { type LineKey, lineKey, type PurchaseLine, purchaseLines } from '#server/modules/catalog/api.ts';
import { requireCartOwner } from './policy.ts';
import { type AskedLine, limitsOf, mergeRepeatedLines, priceCart, pricingRules } from './quote.ts';
import { cartItems, carts } from './schema.ts';

/*
 * The signed-in customer's cart on the server, with spec §4's rules: adding a line that is there
 * adds to its quantity, a new one is a new line, removing the last price type of a product
 * removes the product (lines are per product and price type, so that follows). Stored quantities
 * stay within min_qty and max_qty; stock is checked every time the cart is priced. Every answer
 * is the cart priced now.
 */

/** A cart holds at most this many lines. */
export const CART_LINE_LIMIT = 100;

/** Prices lines for anyone (a visitor's browser cart): nothing is stored. */
export async function quoteItems(db: Db, items: CartLineInput[]): Promise<CartQuote> {
  return (await priceCart(db, items, await pricingRules(db))).quote;
}

/** The customer's cart, creating it the first time; locks it until the transaction ends. */
async function lockCart(tx: Tx, userId: number): Promise<number> {
  const [cart] = await tx
    .insert(carts)
    .values({ user_id: userId })
    .onConflictDoUpdate({ target: carts.user_id, set: { updated_at: sql`now()` } })
    .returning({ id: carts.id });
  return cart!.id;
}

async function storedLines(db: Tx, userId: number) {
  return db
    .select({
      product_id: cartItems.product_id,
      price_type_id: cartItems.price_type_id,
      quantity: cartItems.quantity,
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cart_id))
    .where(eq(carts.user_id, userId))
    .orderBy(asc(cartItems.created_at), asc(cartItems.id));
}

/**
 * The stored cart priced now. `asked` overrides what the shopper just asked for (so a clamp
 * shows as a problem on the call that caused it) and adds lines that were not stored (unknown or
 * unavailable products from a merge, which the shopper must still be told about).
 */
async function pricedCart(db: Db, userId: number, asked: AskedLine[] = []): Promise<CartQuote> {
  const stored = await storedLines(db, userId);
  const overrides = new Map(asked.map((line) => [lineKey(line), line]));
  const lines: AskedLine[] = stored.map((line) => overrides.get(lineKey(line)) ?? line);
  const storedKeys = new Set(stored.map(lineKey));
  for (const line of asked) if (!storedKeys.has(lineKey(line))) lines.push(line);
  return (await priceCart(db, lines, await pricingRules(db))).quote;
}

/** Whether a line can be put in a cart at all: the product exists, is shown and has this price type. */
function isBuyable(line: PurchaseLine | undefined): line is PurchaseLine {
  return line?.is_visible === true && line.has_price;
}

/** A quantity kept within the line's min_qty and max_qty (stock is checked when priced). */
function withinBounds(line: PurchaseLine, quantity: number): number {
  const { min, max } = limitsOf(line);
  return Math.min(Math.max(quantity, min), max);
}

async function writeLine(tx: Tx, cartId: number, key: LineKey, quantity: number): Promise<void> {
  await tx
    .insert(cartItems)
    .values({ cart_id: cartId, ...key, quantity })
    .onConflictDoUpdate({
      target: [cartItems.cart_id, cartItems.product_id, cartItems.price_type_id],
      set: { quantity, updated_at: sql`now()` },
    });
}

async function lineCount(tx: Tx, cartId: number): Promise<number> {
  const [row] = await tx.select({ lines: count() }).from(cartItems).where(eq(cartItems.cart_id, cartId));
  return row?.lines ?? 0;
}

/** The customer's cart, priced now. */
export async function getCart(db: Db, actor: Actor): Promise<CartQuote> {
  requireCartOwner(actor);
  return pricedCart(db, actor.userId);
}

/**
 * Adds to a line (`add`, spec §4: the requested quantity, or 1, on top of what is there) or sets
 * its quantity (`set`); the stored quantity is kept within min_qty and max_qty, and the answer
 * says when it was clamped. A product shoppers cannot buy is 404.
 */
export async function setCartItem(
  db: Db,
  actor: Actor,
  input: CartLineInput & { mode: 'add' | 'set' },
): Promise<CartQuote> {
  requireCartOwner(actor);
  const key = { product_id: input.product_id, price_type_id: input.price_type_id };
  const current = (await purchaseLines(db, [key])).get(lineKey(key));
  if (!isBuyable(current)) throw notFound('product_not_found', 'ordersApi.productUnknown');
  const requested = await db.transaction(async (tx) => {
    const cartId = await lockCart(tx, actor.userId);
    const [existing] = await tx
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(
        and(
          eq(cartItems.cart_id, cartId),
          eq(cartItems.product_id, key.product_id),
          eq(cartItems.price_type_id, key.price_type_id),
        ),
      );
    if (!existing && (await lineCount(tx, cartId)) >= CART_LINE_LIMIT) {
      throw conflict('cart_full', 'ordersApi.cartFull', { params: { max: CART_LINE_LIMIT } });
    }
    const wanted = input.mode === 'add' ? (existing?.quantity ?? 0) + input.quantity : input.quantity;
    await writeLine(tx, cartId, key, withinBounds(current, wanted));
    return wanted;
  });
  return pricedCart(db, actor.userId, [{ ...key, quantity: requested, seen_price: input.seen_price }]);
}

/** Removes a line; the product goes with its last price type. */
export async function removeCartItem(db: Db, actor: Actor, key: LineKey): Promise<CartQuote> {
  requireCartOwner(actor);
  await removeLines(db, actor.userId, [key]);
  return pricedCart(db, actor.userId);
}

/**
 * Merges the browser's cart into the customer's at sign-in: quantities of lines in both add up,
 * then are kept within min_qty and max_qty. Lines that cannot be bought are not stored, but the
 * answer still names them so the shopper learns why they left.
 */
export async function mergeCart(db: Db, actor: Actor, items: CartLineInput[]): Promise<CartQuote> {
  requireCartOwner(actor);
  const incoming = mergeRepeatedLines(items);
  const current = await purchaseLines(db, incoming);
  const asked = await db.transaction(async (tx) => {
    const cartId = await lockCart(tx, actor.userId);
    const stored = new Map((await storedLines(tx, actor.userId)).map((line) => [lineKey(line), line]));
    let lines = stored.size;
    const answer: AskedLine[] = [];
    for (const line of incoming) {
      const found = current.get(lineKey(line));
      const key = { product_id: line.product_id, price_type_id: line.price_type_id };
      const existing = stored.get(lineKey(line));
      const wanted = (existing?.quantity ?? 0) + line.quantity;
      answer.push({ ...key, quantity: wanted, seen_price: line.seen_price });
      if (!isBuyable(found)) continue;
      if (!existing && lines >= CART_LINE_LIMIT) continue;
      if (!existing) lines += 1;
      await writeLine(tx, cartId, key, withinBounds(found, wanted));
    }
    return answer;
  });
  return pricedCart(db, actor.userId, asked);
}

/** Empties the customer's cart. */
export async function clearCart(db: Db, actor: Actor): Promise<CartQuote> {
  requireCartOwner(actor);
  await db
    .delete(cartItems)
    .where(
      inArray(
        cartItems.cart_id,
        db.select({ id: carts.id }).from(carts).where(eq(carts.user_id, actor.userId)),
      ),
    );
  return pricedCart(db, actor.userId);
}

/** Takes lines out of a customer's cart (they were just ordered, or removed). */
export async function removeLines(db: Tx, userId: number, keys: LineKey[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .delete(cartItems)
    .where(
      and(
        inArray(cartItems.cart_id, db.select({ id: carts.id }).from(carts).where(eq(carts.user_id, userId))),
        or(
          ...keys.map((key) =>
            and(eq(cartItems.product_id, key.product_id), eq(cartItems.price_type_id, key.price_type_id)),
          ),
        ),
      ),
    );
}
