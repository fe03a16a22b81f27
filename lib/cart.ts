import { lineTotal, type Poisha, sumPoisha } from './money.ts';

/** The seller of a cart line, as shown in the cart. */
export interface CartCompany {
  id: number;
  company_name: string;
  company_name_bn?: string;
  slug: string;
}

/** Spec §3's cart item. `price` is the unit price in poisha when the line was added. */
export interface CartItem {
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
}

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
