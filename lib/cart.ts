import type { CartLineInput, CartQuote } from './contracts/cart.ts';
import { lineTotal, type Poisha, sumPoisha } from './money.ts';

/** The seller of a cart line, as shown in the cart. */
export type CartCompany = {
  id: number;
  company_name: string;
  company_name_bn?: string;
  slug: string;
};

/** Spec §3's cart item. `price` is the unit price in poisha when the line was added. */
export type CartItem = {
  company_info: CartCompany;
  product_id: number;
  product_title: string;
  product_title_bn?: string;
  product_slug: string;
  price: Poisha;
  price_type_id: number;
  price_type: string;
  price_type_bn?: string;
  product_image: string | null;
  quantity: number;
  min_qty: number;
  max_qty: number;
  /** Units in stock when last seen (a product card or the server's quote); absent when unknown. */
  stock?: number;
};

/** Spec §3: kept per product id, then per price type id. */
export type Cart = Record<string, Record<string, CartItem>>;

export const EMPTY_CART: Cart = Object.freeze({}) as Cart;

/** Every line of the cart, in the order products were added. */
export function cartLines(cart: Cart): CartItem[] {
  return Object.values(cart).flatMap((byPriceType) => Object.values(byPriceType));
}

/**
 * Spec §4: adding a product/price type already in the cart increases its quantity by the
 * requested quantity (or 1); otherwise a new line is created with that quantity (or 1).
 */
export function addToCart(cart: Cart, item: Omit<CartItem, 'quantity'>, quantity?: number): Cart {
  const amount = quantity && quantity > 0 ? Math.floor(quantity) : 1;
  const productKey = String(item.product_id);
  const priceKey = String(item.price_type_id);
  const byPriceType = cart[productKey] ?? {};
  const existing = byPriceType[priceKey];
  const line: CartItem = existing
    ? { ...existing, quantity: existing.quantity + amount }
    : { ...item, quantity: amount };
  return { ...cart, [productKey]: { ...byPriceType, [priceKey]: line } };
}

/** Sets a line's quantity; zero or less removes the line. */
export function setQuantity(cart: Cart, productId: number, priceTypeId: number, quantity: number): Cart {
  const line = cart[String(productId)]?.[String(priceTypeId)];
  if (!line) return cart;
  if (quantity <= 0) return removeFromCart(cart, productId, priceTypeId);
  return {
    ...cart,
    [String(productId)]: {
      ...cart[String(productId)],
      [String(priceTypeId)]: { ...line, quantity: Math.floor(quantity) },
    },
  };
}

/** Spec §4: removing the last price type of a product removes the product. */
export function removeFromCart(cart: Cart, productId: number, priceTypeId: number): Cart {
  const productKey = String(productId);
  const byPriceType = cart[productKey];
  if (!byPriceType?.[String(priceTypeId)]) return cart;
  const { [String(priceTypeId)]: _removed, ...rest } = byPriceType;
  const { [productKey]: _product, ...others } = cart;
  return Object.keys(rest).length ? { ...others, [productKey]: rest } : others;
}

/** Spec §4: the total count is the number of lines. */
export function cartCount(cart: Cart): number {
  return cartLines(cart).length;
}

/** Spec §4: the total amount is the sum of price × quantity, in poisha. */
export function cartAmount(cart: Cart): Poisha {
  return sumPoisha(cartLines(cart).map((line) => lineTotal(line.price, line.quantity)));
}

// ── Quantity limits (spec §5 leaves enforcement open: we enforce min_qty, max_qty and stock) ──

/** Why a quantity was changed to fit its line. */
export type ClampReason = 'min' | 'max' | 'stock';

/** A line whose quantity was changed to fit its limits, for the message the shopper sees. */
export interface CartClamp {
  product_id: number;
  price_type_id: number;
  product_title: string;
  product_title_bn?: string;
  requested: number;
  quantity: number;
  reason: ClampReason;
}

type Limited = Pick<CartItem, 'min_qty' | 'max_qty' | 'stock'>;

/**
 * The quantities a line may have: min_qty (at least 1) to max_qty, and no more than the stock
 * when it is known. A line whose stock is below its minimum is out of stock: its quantity is
 * left alone for the quote to report, never lowered below the minimum.
 */
export function quantityLimits(item: Limited): { min: number; max: number; byStock: boolean } {
  const min = Math.max(1, Math.floor(item.min_qty) || 1);
  const max = Math.max(min, Math.floor(item.max_qty) || min);
  const stock = item.stock === undefined ? undefined : Math.floor(item.stock);
  if (stock !== undefined && stock >= min && stock < max) return { min, max: stock, byStock: true };
  return { min, max, byStock: false };
}

/** A requested quantity kept within the line's limits, and which limit changed it (if any). */
export function clampQuantity(
  item: Limited,
  requested: number,
): { quantity: number; reason: ClampReason | null } {
  const limits = quantityLimits(item);
  const asked = Number.isFinite(requested) ? Math.floor(requested) : limits.min;
  if (asked < limits.min) return { quantity: limits.min, reason: 'min' };
  if (asked > limits.max) return { quantity: limits.max, reason: limits.byStock ? 'stock' : 'max' };
  return { quantity: asked, reason: null };
}

/** Every line kept within its limits; the lines that had to change are reported. */
export function applyLimits(cart: Cart): { cart: Cart; clamps: CartClamp[] } {
  const clamps: CartClamp[] = [];
  let next = cart;
  for (const line of cartLines(cart)) {
    const { quantity, reason } = clampQuantity(line, line.quantity);
    if (!reason) continue;
    clamps.push({
      product_id: line.product_id,
      price_type_id: line.price_type_id,
      product_title: line.product_title,
      ...(line.product_title_bn ? { product_title_bn: line.product_title_bn } : {}),
      requested: line.quantity,
      quantity,
      reason,
    });
    next = replaceLine(next, { ...line, quantity });
  }
  return { cart: next, clamps };
}

function replaceLine(cart: Cart, line: CartItem): Cart {
  const productKey = String(line.product_id);
  return { ...cart, [productKey]: { ...cart[productKey], [String(line.price_type_id)]: line } };
}

// ── The cart and the server ─────────────────────────────────────────────────

/** The lines as the API takes them: ids and quantities, with the price the shopper saw (never charged). */
export function cartLineInputs(cart: Cart): CartLineInput[] {
  return cartLines(cart).map((line) => ({
    product_id: line.product_id,
    price_type_id: line.price_type_id,
    quantity: line.quantity,
    seen_price: line.price,
  }));
}

/**
 * The browser's cart made from the server's (after the merge at sign-in, or a reload): the
 * server's limits and stock, and the quantity the shopper asked for (the quote says when it
 * cannot be had). Each line keeps the price the shopper saw (from `seen`, this browser's cart,
 * or the server's record of it), so a price that changed meanwhile is pointed out by the next
 * quote instead of slipping in. Lines the server no longer sells are left out.
 */
export function cartFromQuote(quote: CartQuote, seen: Cart = {}): Cart {
  let cart: Cart = {};
  for (const group of quote.groups) {
    const { id, company_name, company_name_bn, slug } = group.company_info;
    for (const line of group.lines) {
      if (line.problems.includes('unavailable')) continue;
      cart = replaceLine(cart, {
        company_info: { id, company_name, company_name_bn, slug },
        product_id: line.product_id,
        product_title: line.product_title,
        product_title_bn: line.product_title_bn,
        product_slug: line.product_slug,
        price:
          seen[String(line.product_id)]?.[String(line.price_type_id)]?.price ??
          line.previous_price ??
          line.unit_price,
        price_type_id: line.price_type_id,
        price_type: line.price_type,
        price_type_bn: line.price_type_bn,
        product_image: line.product_image,
        quantity: Math.max(1, line.requested_quantity),
        min_qty: line.min_qty,
        max_qty: line.max_qty,
        stock: line.stock,
      });
    }
  }
  return cart;
}

/**
 * The shopper accepts the quote: each line takes the server's current price, the quantity that
 * can be had, and the stock; lines that cannot be bought at all (unavailable, out of stock, a
 * product that no longer exists) leave the cart. Lines the quote does not mention are kept as they are.
 */
export function acceptQuote(cart: Cart, quote: CartQuote): Cart {
  let next = cart;
  for (const line of quote.groups.flatMap((group) => group.lines)) {
    const current = next[String(line.product_id)]?.[String(line.price_type_id)];
    if (!current) continue;
    if (line.quantity <= 0) {
      next = removeFromCart(next, line.product_id, line.price_type_id);
      continue;
    }
    next = replaceLine(next, {
      ...current,
      price: line.unit_price,
      quantity: line.quantity,
      min_qty: line.min_qty,
      max_qty: line.max_qty,
      stock: line.stock,
    });
  }
  for (const gone of quote.unknown_items ?? [])
    next = removeFromCart(next, gone.product_id, gone.price_type_id);
  return next;
}

/** One change to send to the server's copy of the cart. */
export type CartChange =
  | { kind: 'set'; product_id: number; price_type_id: number; quantity: number; seen_price: Poisha }
  | { kind: 'remove'; product_id: number; price_type_id: number }
  | { kind: 'clear' };

/**
 * What changed between two carts, as calls the server's cart takes: a new or changed quantity
 * is set (not added, so sending it twice does no harm), a missing line removed, an emptied cart
 * cleared in one call.
 */
export function cartChanges(before: Cart, after: Cart): CartChange[] {
  const previous = cartLines(before);
  const next = cartLines(after);
  if (next.length === 0 && previous.length > 0) return [{ kind: 'clear' }];
  const changes: CartChange[] = [];
  for (const line of next) {
    const old = before[String(line.product_id)]?.[String(line.price_type_id)];
    if (old?.quantity === line.quantity) continue;
    changes.push({
      kind: 'set',
      product_id: line.product_id,
      price_type_id: line.price_type_id,
      quantity: line.quantity,
      seen_price: line.price,
    });
  }
  for (const line of previous) {
    if (!after[String(line.product_id)]?.[String(line.price_type_id)])
      changes.push({ kind: 'remove', product_id: line.product_id, price_type_id: line.price_type_id });
  }
  return changes;
}

/** The cart's lines grouped by seller (sellers in the order their first line comes). */
export function linesBySeller(cart: Cart): Array<{ company: CartCompany; lines: CartItem[] }> {
  const groups = new Map<number, { company: CartCompany; lines: CartItem[] }>();
  for (const line of cartLines(cart)) {
    const group = groups.get(line.company_info.id) ?? { company: line.company_info, lines: [] };
    group.lines.push(line);
    groups.set(line.company_info.id, group);
  }
  return [...groups.values()];
}
