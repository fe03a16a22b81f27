import type { CartItem } from '#lib/cart.ts';
import type { PriceInfo, ProductCard } from '#lib/contracts/catalog.ts';
import type { Poisha } from '#lib/money.ts';

/** At or below this many left, a price type shows "Only N left". */
export const LOW_STOCK_THRESHOLD = 5;

/** What a shopper pays for one unit, and what they save against the regular price. */
export interface PriceView {
  /** The price charged: the discount price when there is a real discount. */
  price: Poisha;
  /** The regular price, shown struck through; null without a discount. */
  original: Poisha | null;
  saving: Poisha;
  /** Whole percent, rounded down so a saving is never overstated. */
  savingPercent: number;
}

/** A discount counts only when it is below the regular price (and not negative). */
export function priceView(info: Pick<PriceInfo, 'price' | 'discount_price'>): PriceView {
  const discount = info.discount_price;
  if (discount === null || discount < 0 || discount >= info.price) {
    return { price: info.price, original: null, saving: 0, savingPercent: 0 };
  }
  const saving = info.price - discount;
  return {
    price: discount,
    original: info.price,
    saving,
    savingPercent: info.price > 0 ? Math.floor((saving * 100) / info.price) : 0,
  };
}

/** Spec §3: a product's first price type is its default one. */
export function defaultPriceInfo(product: Pick<ProductCard, 'product_price_infos'>): PriceInfo | null {
  return product.product_price_infos[0] ?? null;
}

export type StockState =
  | { kind: 'in_stock' }
  | { kind: 'low_stock'; left: number }
  | { kind: 'out_of_stock' };

/** In stock, only a few left, or out of stock; a price type below its minimum quantity cannot be bought. */
export function stockState(info: Pick<PriceInfo, 'stock' | 'min_qty'>): StockState {
  if (info.stock <= 0 || info.stock < Math.max(1, info.min_qty)) return { kind: 'out_of_stock' };
  if (info.stock <= LOW_STOCK_THRESHOLD) return { kind: 'low_stock', left: info.stock };
  return { kind: 'in_stock' };
}

/** The quantities a shopper may choose for one price type: min_qty to max_qty, and never more than in stock. */
export function quantityBounds(info: Pick<PriceInfo, 'min_qty' | 'max_qty' | 'stock'>): {
  min: number;
  max: number;
} {
  const min = Math.max(1, Math.floor(info.min_qty));
  const max = Math.max(min, Math.min(Math.floor(info.max_qty), Math.floor(info.stock)));
  return { min, max };
}

/** A typed or stepped quantity kept within the bounds; unreadable input becomes the minimum. */
export function clampQuantity(value: number, bounds: { min: number; max: number }): number {
  if (!Number.isFinite(value)) return bounds.min;
  return Math.min(bounds.max, Math.max(bounds.min, Math.floor(value)));
}

/** Spec §3's cart item for one price type of a product, priced as the shopper saw it. */
export function cartItemFor(product: ProductCard, info: PriceInfo): Omit<CartItem, 'quantity'> {
  const seller = product.company_info;
  return {
    company_info: {
      id: seller.id,
      company_name: seller.company_name,
      company_name_bn: seller.company_name_bn,
      slug: seller.slug,
    },
    product_id: product.id,
    product_title: product.product_title,
    product_title_bn: product.product_title_bn,
    product_slug: product.slug,
    price: priceView(info).price,
    price_type_id: info.product_price_type_data.id,
    price_type: info.product_price_type_data.type_title,
    price_type_bn: info.product_price_type_data.type_title_bn,
    product_image: product.product_photo_infos[0]?.product_photo_data.content ?? null,
    min_qty: info.min_qty,
    max_qty: info.max_qty,
    stock: info.stock,
  };
}
