import { describe, expect, it } from 'vitest';
import {
  acceptQuote,
  addToCart,
  applyLimits,
  type Cart,
  cartAmount,
  cartChanges,
  cartCount,
  cartFromQuote,
  cartLineInputs,
  cartLines,
  clampQuantity,
  linesBySeller,
  quantityLimits,
  removeFromCart,
  setQuantity,
} from './cart.ts';
import type { CartQuote, QuotedLine } from './contracts/cart.ts';

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

describe('quantity limits (min_qty, max_qty and stock, enforced with a reason)', () => {
  it('keeps a quantity between min_qty and max_qty and says which limit changed it', () => {
    const line = { min_qty: 2, max_qty: 10 };
    expect(clampQuantity(line, 5)).toEqual({ quantity: 5, reason: null });
    expect(clampQuantity(line, 1)).toEqual({ quantity: 2, reason: 'min' });
    expect(clampQuantity(line, 11)).toEqual({ quantity: 10, reason: 'max' });
  });
  it('lowers the maximum to the stock when the stock is known and smaller', () => {
    expect(quantityLimits({ min_qty: 1, max_qty: 10, stock: 3 })).toEqual({ min: 1, max: 3, byStock: true });
    expect(clampQuantity({ min_qty: 1, max_qty: 10, stock: 3 }, 4)).toEqual({ quantity: 3, reason: 'stock' });
    expect(clampQuantity({ min_qty: 1, max_qty: 10, stock: 30 }, 12)).toEqual({
      quantity: 10,
      reason: 'max',
    });
  });
  it('never lowers an out-of-stock line below its minimum (the quote reports it instead)', () => {
    expect(quantityLimits({ min_qty: 2, max_qty: 10, stock: 1 })).toEqual({
      min: 2,
      max: 10,
      byStock: false,
    });
    expect(clampQuantity({ min_qty: 2, max_qty: 10, stock: 0 }, 3)).toEqual({ quantity: 3, reason: null });
  });
  it('treats a minimum below 1 as 1, and unreadable or fractional quantities sensibly', () => {
    expect(clampQuantity({ min_qty: 0, max_qty: 5 }, 0)).toEqual({ quantity: 1, reason: 'min' });
    expect(clampQuantity({ min_qty: 1, max_qty: 5 }, Number.NaN)).toEqual({ quantity: 1, reason: null });
    expect(clampQuantity({ min_qty: 1, max_qty: 5 }, 2.7)).toEqual({ quantity: 2, reason: null });
  });
  it('applies the limits to a whole cart and reports each line it changed', () => {
    let cart: Cart = addToCart({}, rice(1, 7500), 19);
    cart = addToCart(cart, rice(1, 7500), 5);
    cart = addToCart(cart, { ...rice(2, 36000), stock: 2 }, 4);
    const { cart: limited, clamps } = applyLimits(cart);
    expect(limited['10']?.['1']?.quantity).toBe(20);
    expect(limited['10']?.['2']?.quantity).toBe(2);
    expect(clamps).toEqual([
      expect.objectContaining({ price_type_id: 1, requested: 24, quantity: 20, reason: 'max' }),
      expect.objectContaining({ price_type_id: 2, requested: 4, quantity: 2, reason: 'stock' }),
    ]);
    expect(applyLimits(limited).clamps).toEqual([]);
  });
});

const fresh = { id: 2, company_name: 'Gazipur Farms', company_name_bn: 'গাজীপুর ফার্মস', slug: 'gazipur-farms' };

function quoted(overrides: Partial<QuotedLine>): QuotedLine {
  return {
    product_id: 10,
    price_type_id: 1,
    product_title: 'Miniket rice',
    product_title_bn: 'মিনিকেট চাল',
    product_slug: 'miniket-rice',
    product_image: null,
    price_type: 'kg',
    price_type_bn: 'কেজি',
    unit_price: 7500,
    list_price: 7500,
    requested_quantity: 2,
    quantity: 2,
    min_qty: 1,
    max_qty: 20,
    stock: 50,
    line_total: 15000,
    problems: [],
    previous_price: null,
    ...overrides,
  };
}

function quoteOf(lines: QuotedLine[]): CartQuote {
  return {
    groups: [{ company_info: { ...fresh, logo: null }, lines, subtotal: 0, delivery_fee: 2000 }],
    subtotal: 0,
    discount: 0,
    vat_percent: 0,
    vat: 0,
    delivery_fee: 2000,
    total: 0,
    has_problems: lines.some((line) => line.problems.length > 0),
  };
}

describe('the cart and the server', () => {
  it('sends ids, quantities and the price the shopper saw, never a price to charge', () => {
    const cart = addToCart({}, rice(1, 7500), 3);
    expect(cartLineInputs(cart)).toEqual([
      { product_id: 10, price_type_id: 1, quantity: 3, seen_price: 7500 },
    ]);
  });
  it('takes the merged server cart as the browser cart: server prices and stock, the asked quantity, sellers in both languages', () => {
    const cart = cartFromQuote(
      quoteOf([
        quoted({
          unit_price: 8000,
          requested_quantity: 5,
          quantity: 3,
          stock: 3,
          problems: ['clamped_to_stock'],
        }),
        quoted({ product_id: 11, problems: ['unavailable'], quantity: 0 }),
      ]),
    );
    expect(cartLines(cart)).toEqual([
      expect.objectContaining({
        product_id: 10,
        price: 8000,
        quantity: 5,
        stock: 3,
        price_type_bn: 'কেজি',
        company_info: {
          id: 2,
          company_name: 'Gazipur Farms',
          company_name_bn: 'গাজীপুর ফার্মস',
          slug: 'gazipur-farms',
        },
      }),
    ]);
    // Applying the limits then lowers it to the stock, with a message.
    expect(applyLimits(cart).clamps).toEqual([expect.objectContaining({ quantity: 3, reason: 'stock' })]);
  });
  it('keeps the price the shopper saw, so the next quote points out a change instead of taking it silently', () => {
    const seenHere = addToCart({}, { ...rice(1, 7000), company_info: fresh }, 2);
    const quote = quoteOf([
      quoted({ unit_price: 8000 }),
      quoted({ price_type_id: 2, unit_price: 36000, previous_price: 35000, problems: ['price_changed'] }),
      quoted({ price_type_id: 3, unit_price: 500 }),
    ]);
    const cart = cartFromQuote(quote, seenHere);
    expect(cart['10']?.['1']?.price).toBe(7000);
    expect(cart['10']?.['2']?.price).toBe(35000);
    expect(cart['10']?.['3']?.price).toBe(500);
    expect(cartLineInputs(cart).map((line) => line.seen_price)).toEqual([7000, 35000, 500]);
  });
  it('accepting a quote takes new prices and possible quantities and drops what cannot be bought', () => {
    let cart: Cart = addToCart({}, rice(1, 7500), 5);
    cart = addToCart(cart, rice(2, 36000), 1);
    cart = addToCart(cart, { ...rice(3, 100), product_id: 12 }, 1);
    const accepted = acceptQuote(
      cart,
      quoteOf([
        quoted({
          unit_price: 8000,
          previous_price: 7500,
          quantity: 4,
          stock: 4,
          problems: ['price_changed', 'clamped_to_stock'],
        }),
        quoted({ price_type_id: 2, quantity: 0, stock: 0, problems: ['out_of_stock'] }),
      ]),
    );
    expect(accepted['10']?.['1']).toMatchObject({ price: 8000, quantity: 4, stock: 4 });
    expect(accepted['10']?.['2']).toBeUndefined();
    expect(accepted['12']?.['3']?.quantity).toBe(1);
    const withoutGone = acceptQuote(cart, {
      ...quoteOf([]),
      unknown_items: [{ product_id: 12, price_type_id: 3 }],
    });
    expect(withoutGone['12']).toBeUndefined();
  });
  it('turns a change of the browser cart into set, remove or clear calls', () => {
    const one = addToCart({}, rice(1, 7500), 2);
    const two = addToCart(one, rice(2, 36000));
    expect(cartChanges({}, one)).toEqual([
      { kind: 'set', product_id: 10, price_type_id: 1, quantity: 2, seen_price: 7500 },
    ]);
    expect(cartChanges(one, two)).toEqual([
      { kind: 'set', product_id: 10, price_type_id: 2, quantity: 1, seen_price: 36000 },
    ]);
    expect(cartChanges(two, setQuantity(two, 10, 1, 5))).toEqual([
      { kind: 'set', product_id: 10, price_type_id: 1, quantity: 5, seen_price: 7500 },
    ]);
    expect(cartChanges(two, removeFromCart(two, 10, 2))).toEqual([
      { kind: 'remove', product_id: 10, price_type_id: 2 },
    ]);
    expect(cartChanges(two, {})).toEqual([{ kind: 'clear' }]);
    expect(cartChanges(two, two)).toEqual([]);
  });
  it('groups lines by seller', () => {
    let cart: Cart = addToCart({}, rice(1, 7500));
    cart = addToCart(cart, { ...rice(1, 900), product_id: 20, company_info: fresh });
    cart = addToCart(cart, rice(2, 36000));
    expect(linesBySeller(cart).map((group) => [group.company.id, group.lines.length])).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });
});
