import { describe, expect, it } from 'vitest';
import {
  addToCart,
  type Cart,
  cartAmount,
  cartCount,
  cartLines,
  removeFromCart,
  setQuantity,
} from './cart.ts';

const company = { id: 1, company_name: 'Dhaka Fresh', slug: 'dhaka-fresh' };
const rice = (priceTypeId: number, price: number) => ({
  company_info: company,
  product_id: 10,
  product_title: 'Miniket rice',
  product_slug: 'miniket-rice',
  price,
  price_type_id: priceTypeId,
  price_type: priceTypeId === 1 ? 'kg' : '5 kg bag',
  product_image: null,
  min_qty: 1,
  max_qty: 20,
});

describe('cart rules (spec §4)', () => {
  it('creates a line with quantity 1 by default, or the requested quantity', () => {
    expect(cartLines(addToCart({}, rice(1, 7500)))[0]?.quantity).toBe(1);
    expect(cartLines(addToCart({}, rice(1, 7500), 3))[0]?.quantity).toBe(3);
  });
  it('adds to an existing product and price type instead of a second line', () => {
    let cart: Cart = addToCart({}, rice(1, 7500), 2);
    cart = addToCart(cart, rice(1, 7500));
    cart = addToCart(cart, rice(1, 7500), 4);
    expect(cartCount(cart)).toBe(1);
    expect(cart['10']?.['1']?.quantity).toBe(7);
  });
  it('keeps lines per product, then per price type', () => {
    const cart = addToCart(addToCart({}, rice(1, 7500)), rice(2, 36000));
    expect(Object.keys(cart)).toEqual(['10']);
    expect(Object.keys(cart['10'] ?? {})).toEqual(['1', '2']);
    expect(cartCount(cart)).toBe(2);
  });
  it('removes the product with its last price type', () => {
    let cart = addToCart(addToCart({}, rice(1, 7500)), rice(2, 36000));
    cart = removeFromCart(cart, 10, 1);
    expect(cart['10']).toBeDefined();
    cart = removeFromCart(cart, 10, 2);
    expect(cart).toEqual({});
  });
  it('totals price × quantity over every line', () => {
    const cart = addToCart(addToCart({}, rice(1, 7550), 3), rice(2, 36000), 2);
    expect(cartAmount(cart)).toBe(7550 * 3 + 36000 * 2);
  });
  it('removes a line whose quantity is set to zero', () => {
    const cart = setQuantity(addToCart({}, rice(1, 7500)), 10, 1, 0);
    expect(cartCount(cart)).toBe(0);
  });
});
