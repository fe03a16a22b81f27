import { describe, expect, it } from 'vitest';
import { addToCart, cartLines, EMPTY_CART } from '#lib/cart.ts';
import type { PriceInfo, ProductCard } from '#lib/contracts/catalog.ts';
import { cartItemFor, clampQuantity, priceView, quantityBounds, stockState } from './pricing.ts';

const kg5: PriceInfo = {
  id: 11,
  price: 38_000,
  discount_price: 37_000,
  min_qty: 1,
  max_qty: 10,
  stock: 40,
  product_price_type_data: { id: 3, type_title: '5 kg', type_title_bn: '৫ কেজি' },
};

const rice: ProductCard = {
  id: 7,
  product_title: 'Miniket Rice',
  product_title_bn: 'মিনিকেট চাল',
  slug: 'miniket-rice',
  company_info: {
    id: 2,
    company_name: 'Dhaka Daily Bazar',
    company_name_bn: 'ঢাকা ডেইলি বাজার',
    slug: 'dhaka-daily-bazar',
    logo: null,
  },
  brand: null,
  category_id: 1,
  product_price_infos: [kg5],
  product_photo_infos: [
    {
      id: 1,
      product_photo_data: { content: 'products/miniket-rice-1.webp', width: 800, height: 800 },
      alt: '',
    },
  ],
  in_stock: true,
  sold_count: 10,
  rating: null,
  rating_count: 0,
  created_at: '2026-01-01T00:00:00.000Z',
};

describe('price display', () => {
  it('charges the discount price and shows the regular price and the saving', () => {
    expect(priceView(kg5)).toEqual({ price: 37_000, original: 38_000, saving: 1_000, savingPercent: 2 });
  });
  it('rounds the saving percent down, never overstating it', () => {
    expect(priceView({ price: 30_000, discount_price: 19_999 }).savingPercent).toBe(33);
  });
  it('ignores a "discount" that is not below the regular price', () => {
    for (const discount_price of [null, 38_000, 40_000, -5]) {
      expect(priceView({ price: 38_000, discount_price })).toEqual({
        price: 38_000,
        original: null,
        saving: 0,
        savingPercent: 0,
      });
    }
  });
});

describe('stock state', () => {
  it('is out of stock at zero or below the minimum quantity', () => {
    expect(stockState({ stock: 0, min_qty: 1 })).toEqual({ kind: 'out_of_stock' });
    expect(stockState({ stock: 2, min_qty: 3 })).toEqual({ kind: 'out_of_stock' });
  });
  it('warns when only a few are left', () => {
    expect(stockState({ stock: 3, min_qty: 1 })).toEqual({ kind: 'low_stock', left: 3 });
    expect(stockState({ stock: 6, min_qty: 1 })).toEqual({ kind: 'in_stock' });
  });
});

describe('quantity', () => {
  it('stays within the price type’s min and max quantity', () => {
    const bounds = quantityBounds({ min_qty: 2, max_qty: 6, stock: 100 });
    expect(bounds).toEqual({ min: 2, max: 6 });
    expect(clampQuantity(1, bounds)).toBe(2);
    expect(clampQuantity(4.7, bounds)).toBe(4);
    expect(clampQuantity(9, bounds)).toBe(6);
    expect(clampQuantity(Number.NaN, bounds)).toBe(2);
  });
  it('never offers more than is in stock', () => {
    expect(quantityBounds({ min_qty: 1, max_qty: 10, stock: 3 })).toEqual({ min: 1, max: 3 });
  });
});

describe('the cart item of a product', () => {
  it('carries spec §3’s fields at the price the shopper saw', () => {
    const cart = addToCart(EMPTY_CART, cartItemFor(rice, kg5), 2);
    expect(cartLines(cart)).toEqual([
      expect.objectContaining({
        product_id: 7,
        product_slug: 'miniket-rice',
        price: 37_000,
        price_type_id: 3,
        price_type: '5 kg',
        product_image: 'products/miniket-rice-1.webp',
        quantity: 2,
        min_qty: 1,
        max_qty: 10,
        company_info: {
          id: 2,
          company_name: 'Dhaka Daily Bazar',
          company_name_bn: 'ঢাকা ডেইলি বাজার',
          slug: 'dhaka-daily-bazar',
        },
      }),
    ]);
  });
});
