import { z } from 'zod';
import { CUSTOMERS } from './access.ts';
import { companyInfoSchema } from './catalog.ts';
import { endpoint } from './endpoint.ts';

/** A line as a client names it. Prices never come from the client. */
export const cartLineInput = z.object({
  product_id: z.number().int().positive(),
  price_type_id: z.number().int().positive(),
  quantity: z.number().int('validation.notInteger').min(1).max(10_000),
  /** The unit price (poisha) the shopper last saw, so a change can be pointed out; never charged. */
  seen_price: z.number().int().nonnegative().optional(),
});
export type CartLineInput = z.infer<typeof cartLineInput>;

/** Why a line differs from what the shopper asked for or last saw. */
export const CART_PROBLEMS = [
  'price_changed',
  'out_of_stock',
  'unavailable',
  'clamped_to_min',
  'clamped_to_max',
  'clamped_to_stock',
] as const;
export type CartProblem = (typeof CART_PROBLEMS)[number];

/** A line priced by the server from current data. */
export const quotedLineSchema = z.object({
  product_id: z.number().int(),
  price_type_id: z.number().int(),
  product_title: z.string(),
  product_title_bn: z.string(),
  product_slug: z.string(),
  product_image: z.string().nullable(),
  price_type: z.string(),
  price_type_bn: z.string(),
  /** What one unit costs now (the discount price when there is one), in poisha. */
  unit_price: z.number().int(),
  /** The undiscounted price, in poisha. */
  list_price: z.number().int(),
  requested_quantity: z.number().int(),
  /** The quantity that can be bought: within min_qty…max_qty and stock; 0 when unavailable. */
  quantity: z.number().int(),
  min_qty: z.number().int(),
  max_qty: z.number().int(),
  stock: z.number().int(),
  line_total: z.number().int(),
  problems: z.array(z.enum(CART_PROBLEMS)),
  /** The price the shopper had seen, when it changed. */
  previous_price: z.number().int().nullable(),
});
export type QuotedLine = z.infer<typeof quotedLineSchema>;

/** Spec §2's order summary: lines grouped by seller, each seller's delivery fee, VAT, total. */
export const cartQuoteSchema = z.object({
  groups: z.array(
    z.object({
      company_info: companyInfoSchema,
      lines: z.array(quotedLineSchema),
      subtotal: z.number().int(),
      /** VAT on this seller's subtotal (each seller's part of an order carries its own). Always sent. */
      vat: z.number().int().optional(),
      delivery_fee: z.number().int(),
    }),
  ),
  subtotal: z.number().int(),
  /** Savings from discounts, for display. */
  discount: z.number().int(),
  vat_percent: z.number(),
  vat: z.number().int(),
  delivery_fee: z.number().int(),
  total: z.number().int(),
  /** True when any line has a problem the shopper must see before paying. */
  has_problems: z.boolean(),
  /** Lines naming a product that does not exist (any more): they can only be removed. Always sent. */
  unknown_items: z
    .array(z.object({ product_id: z.number().int(), price_type_id: z.number().int() }))
    .optional(),
});
export type CartQuote = z.infer<typeof cartQuoteSchema>;

const cartAnswer = z.object({ data: cartQuoteSchema });

export const quoteCart = endpoint({
  method: 'POST',
  path: '/api/cart/quote',
  summary: 'Price a cart from current data: clamps quantities, flags changed prices and missing stock',
  tags: ['cart'],
  body: z.object({ items: z.array(cartLineInput).max(100) }),
  response: cartAnswer,
});

export const getCart = endpoint({
  method: 'GET',
  path: '/api/cart',
  summary: 'The signed-in customer’s cart, priced now',
  tags: ['cart'],
  access: CUSTOMERS,
  response: cartAnswer,
});

export const setCartItem = endpoint({
  method: 'POST',
  path: '/api/cart/items',
  summary:
    'Add to a line (mode add, spec §4) or set its quantity (mode set) in the signed-in customer’s cart',
  tags: ['cart'],
  access: CUSTOMERS,
  body: cartLineInput.extend({ mode: z.enum(['add', 'set']).default('add') }),
  response: cartAnswer,
});

export const removeCartItem = endpoint({
  method: 'POST',
  path: '/api/cart/items/remove',
  summary: 'Remove a line (the product goes with its last price type)',
  tags: ['cart'],
  access: CUSTOMERS,
  body: z.object({ product_id: z.number().int().positive(), price_type_id: z.number().int().positive() }),
  response: cartAnswer,
});

export const mergeCart = endpoint({
  method: 'POST',
  path: '/api/cart/merge',
  summary:
    'Merge the browser’s cart into the customer’s cart at sign-in (quantities add up, then are clamped)',
  tags: ['cart'],
  access: CUSTOMERS,
  body: z.object({ items: z.array(cartLineInput).max(100) }),
  response: cartAnswer,
});

export const clearCart = endpoint({
  method: 'POST',
  path: '/api/cart/clear',
  summary: 'Empty the signed-in customer’s cart',
  tags: ['cart'],
  access: CUSTOMERS,
  response: cartAnswer,
});
