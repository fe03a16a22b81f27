import { z } from 'zod';
import { CUSTOMERS } from './access.ts';
import { cartLineInput, cartQuoteSchema } from './cart.ts';
import { companyInfoSchema } from './catalog.ts';
import { paged, pagedQuery } from './common.ts';
import { endpoint } from './endpoint.ts';
import { FEATURES } from './features.ts';

/** Payment types of the checkout: cash on delivery, or a digital payment through a provider. */
export const PAYMENT_METHODS = ['cod', 'sandbox'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_STATUSES = ['pending', 'paid', 'declined', 'refunded'] as const;

/** Every order-placing call carries this header; the same key replays the first answer. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

/** The longest extra instruction a shopper may write at the checkout. */
export const EXTRA_INSTRUCTION_MAX = 500;
/** Spec: up to this many prescriptions go with one order. */
export const PRESCRIPTIONS_PER_ORDER = 5;

export const placeOrderBody = z.object({
  /** The shopper's cart lines; every price is recomputed on the server. */
  items: z.array(cartLineInput).min(1, 'validation.required').max(100),
  shipping_address_id: z.number().int().positive('validation.required'),
  /** Null: bill to the shipping address. */
  billing_address_id: z.number().int().positive().nullable().default(null),
  payment_method: z.enum(PAYMENT_METHODS, { error: 'validation.invalidOption' }),
  extra_instruction: z.string().trim().max(EXTRA_INSTRUCTION_MAX).default(''),
  prescription_ids: z.array(z.number().int().positive()).max(PRESCRIPTIONS_PER_ORDER).default([]),
  /**
   * The total (poisha) the shopper confirmed. When the server's total differs the order is
   * refused with 409 `total_changed` and the new quote, so nobody is charged a price they did
   * not see.
   */
  expected_total: z.number().int().nonnegative(),
});
export type PlaceOrderBody = z.input<typeof placeOrderBody>;

/** An address as it was when the order was placed (a copy: later edits don't change orders). */
export const orderAddressSchema = z.object({
  full_name: z.string(),
  phone: z.string(),
  region: z.string(),
  region_bn: z.string(),
  city: z.string(),
  city_bn: z.string(),
  area: z.string(),
  area_bn: z.string(),
  address_line: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

export const orderLineSchema = z.object({
  product_id: z.number().int(),
  price_type_id: z.number().int(),
  product_title: z.string(),
  product_title_bn: z.string(),
  product_slug: z.string(),
  product_image: z.string().nullable(),
  price_type: z.string(),
  price_type_bn: z.string(),
  unit_price: z.number().int(),
  quantity: z.number().int(),
  line_total: z.number().int(),
});

/** What a timeline entry records: the order placed, a status change, a delivery person assigned, a cancellation. */
export const TIMELINE_EVENTS = ['placed', 'status', 'assigned', 'cancelled'] as const;

export const timelineEntrySchema = z.object({
  /** Always sent by the server. */
  event: z.enum(TIMELINE_EVENTS).optional(),
  step: z.number().int().min(1).max(6),
  status: z.number().int().min(1).max(6),
  created_at: z.string(),
  note: z.string().nullable(),
});

/** The payment methods this marketplace offers now (the checkout lists only these). */
export const listPaymentMethods = endpoint({
  method: 'GET',
  path: '/api/payment-methods',
  summary: 'The payment methods a shopper may choose at checkout',
  tags: ['payments'],
  response: z.object({ data: z.array(z.enum(PAYMENT_METHODS)) }),
});

/** One seller's part of an order: what that seller sees and fulfils. */
export const sellerOrderSchema = z.object({
  id: z.number().int(),
  sub_number: z.string(),
  order_number: z.string(),
  company_info: companyInfoSchema,
  status: z.number().int().min(1).max(6),
  cancelled: z.boolean(),
  cancelled_at: z.string().nullable(),
  lines: z.array(orderLineSchema),
  subtotal: z.number().int(),
  vat: z.number().int(),
  delivery_fee: z.number().int(),
  total: z.number().int(),
  timeline: z.array(timelineEntrySchema),
  delivery_person: z.object({ full_name: z.string(), phone: z.string() }).nullable(),
  /** What the asking person may do now. */
  next_statuses: z.array(z.number().int()),
  cancellable: z.boolean(),
  created_at: z.string(),
});
export type SellerOrder = z.infer<typeof sellerOrderSchema>;

export const orderDetailSchema = z.object({
  order_number: z.string(),
  created_at: z.string(),
  /** The least advanced part that is not cancelled; null when all parts are cancelled. */
  status: z.number().int().min(1).max(6).nullable(),
  /** Spec §4: 'Order Submitted' until a part moves on. */
  status_label: z.object({ title: z.string(), title_bn: z.string() }),
  cancelled: z.boolean(),
  cancellable: z.boolean(),
  payment_method: z.enum(PAYMENT_METHODS),
  payment_status: z.enum(PAYMENT_STATUSES),
  subtotal: z.number().int(),
  discount: z.number().int(),
  vat: z.number().int(),
  delivery_fee: z.number().int(),
  total: z.number().int(),
  shipping: orderAddressSchema,
  billing: orderAddressSchema,
  extra_instruction: z.string(),
  seller_orders: z.array(sellerOrderSchema),
  prescription_ids: z.array(z.number().int()),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderSummarySchema = z.object({
  order_number: z.string(),
  created_at: z.string(),
  status: z.number().int().min(1).max(6).nullable(),
  status_label: z.object({ title: z.string(), title_bn: z.string() }),
  cancelled: z.boolean(),
  total: z.number().int(),
  item_count: z.number().int(),
  seller_count: z.number().int(),
  payment_method: z.enum(PAYMENT_METHODS),
  payment_status: z.enum(PAYMENT_STATUSES),
  first_image: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const placeOrder = endpoint({
  method: 'POST',
  path: '/api/orders/place',
  summary:
    'Place the signed-in customer’s order. Requires an Idempotency-Key header: the same key replays the first answer, ' +
    'a different payload under a used key is refused (422 idempotency_key_reused).',
  tags: ['orders'],
  access: CUSTOMERS,
  body: placeOrderBody,
  response: z.object({
    status: z.literal(true),
    data: orderDetailSchema,
    msg: z.string(),
    /** For digital payments: where to send the shopper to pay. */
    payment: z.object({ id: z.number().int(), redirect_url: z.string() }).nullable(),
  }),
  status: 201,
});

/** 409 total_changed answers carry the new quote in `details.quote` (see cartQuoteSchema). */
export const totalChangedDetails = z.object({ quote: cartQuoteSchema });

export const listMyOrders = endpoint({
  method: 'GET',
  path: '/api/orders',
  summary: 'The signed-in customer’s orders, newest first',
  tags: ['orders'],
  access: CUSTOMERS,
  query: pagedQuery(10, 50),
  response: paged(orderSummarySchema),
});

export const orderDetail = endpoint({
  method: 'GET',
  path: '/api/orders/details/:order_number',
  summary: 'One order: the customer’s own, or any for an admin',
  tags: ['orders'],
  access: { kinds: ['customer', 'admin'], feature: FEATURES.orders },
  params: z.object({ order_number: z.string().min(4).max(40) }),
  response: z.object({ data: orderDetailSchema }),
});

export const cancelOrder = endpoint({
  method: 'POST',
  path: '/api/orders/cancel/:order_number',
  summary: 'Cancel every part of an order that has not been picked up yet; stock returns',
  tags: ['orders'],
  access: { kinds: ['customer', 'admin'], feature: FEATURES.orders },
  params: z.object({ order_number: z.string().min(4).max(40) }),
  body: z.object({ reason: z.string().trim().max(300).default('') }),
  response: z.object({ status: z.literal(true), data: orderDetailSchema, msg: z.string() }),
});

export const listSellerOrders = endpoint({
  method: 'GET',
  path: '/api/seller-orders',
  summary: 'A seller’s parts of orders (only its own company’s), newest first',
  tags: ['orders'],
  access: { kinds: ['seller', 'delivery', 'admin'], feature: FEATURES.orders, sellerScope: 'orders' },
  query: pagedQuery(20, 100).extend({ status: z.coerce.number().int().min(1).max(6).optional() }),
  response: paged(sellerOrderSchema),
});

export const sellerOrderDetail = endpoint({
  method: 'GET',
  path: '/api/seller-orders/details/:id',
  summary: 'One seller order: its seller, its delivery person, or an admin',
  tags: ['orders'],
  access: { kinds: ['seller', 'delivery', 'admin'], feature: FEATURES.orders, sellerScope: 'orders' },
  params: z.object({ id: z.coerce.number().int().positive() }),
  response: z.object({ data: sellerOrderSchema }),
});

export const moveSellerOrder = endpoint({
  method: 'POST',
  path: '/api/seller-orders/status/:id',
  summary: 'Move a seller order to a new status, if the asking role may (see lib/order-status.ts)',
  tags: ['orders'],
  access: { kinds: ['seller', 'delivery', 'admin'], feature: FEATURES.orders, sellerScope: 'orders' },
  params: z.object({ id: z.coerce.number().int().positive() }),
  body: z.object({ status: z.number().int().min(1).max(6), note: z.string().trim().max(300).default('') }),
  response: z.object({ status: z.literal(true), data: sellerOrderSchema, msg: z.string() }),
});

export const cancelSellerOrder = endpoint({
  method: 'POST',
  path: '/api/seller-orders/cancel/:id',
  summary: 'A seller (or an admin) cancels its part of an order before pick-up; stock returns',
  tags: ['orders'],
  access: { kinds: ['seller', 'admin'], feature: FEATURES.orders, sellerScope: 'orders' },
  params: z.object({ id: z.coerce.number().int().positive() }),
  body: z.object({ reason: z.string().trim().max(300).default('') }),
  response: z.object({ status: z.literal(true), data: sellerOrderSchema, msg: z.string() }),
});

/**
 * Until the delivery issue assigns delivery persons itself, an admin (orders feature) sets or
 * clears the one who carries a seller order; only that person may then move it.
 */
export const assignDeliveryPerson = endpoint({
  method: 'POST',
  path: '/api/seller-orders/assign/:id',
  summary: 'An admin assigns (or, with null, unassigns) the delivery person of a seller order',
  tags: ['orders'],
  access: { kinds: ['admin'], feature: FEATURES.orders },
  params: z.object({ id: z.coerce.number().int().positive() }),
  body: z.object({ delivery_person_id: z.number().int().positive().nullable() }),
  response: z.object({ status: z.literal(true), data: sellerOrderSchema, msg: z.string() }),
});

// ── Payments ────────────────────────────────────────────────────────────────

export const paymentSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  provider: z.string(),
  amount: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  created_at: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentDetail = endpoint({
  method: 'GET',
  path: '/api/payments/details/:id',
  summary: 'A payment of the customer’s own order',
  tags: ['payments'],
  access: CUSTOMERS,
  params: z.object({ id: z.coerce.number().int().positive() }),
  response: z.object({ data: paymentSchema }),
});

/**
 * The local sandbox gateway's decision (our stand-in for bKash, Nagad or SSLCommerz): approve
 * marks the order paid; decline cancels it and returns the stock.
 */
export const completeSandboxPayment = endpoint({
  method: 'POST',
  path: '/api/payments/sandbox/complete/:id',
  summary: 'The sandbox gateway approves or declines a pending payment',
  tags: ['payments'],
  access: CUSTOMERS,
  params: z.object({ id: z.coerce.number().int().positive() }),
  body: z.object({ outcome: z.enum(['approve', 'decline']) }),
  response: z.object({ status: z.literal(true), data: paymentSchema, msg: z.string() }),
});

/** A payment as an admin (payments feature) reads it: what the gateway said, what was given back. */
export const adminPaymentSchema = paymentSchema.extend({
  customer_id: z.number().int(),
  refunded_amount: z.number().int(),
  /** True for the local sandbox gateway: no money ever moved. */
  is_sandbox: z.boolean(),
  provider_reference: z.string().nullable(),
  completed_at: z.string().nullable(),
  updated_at: z.string(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const listPayments = endpoint({
  method: 'GET',
  path: '/api/admin/payments',
  summary: 'Every payment, newest first, optionally of one status or provider (admins: payments feature)',
  tags: ['payments'],
  access: { kinds: ['admin'], feature: FEATURES.payments },
  query: pagedQuery(20, 100).extend({
    status: z.enum(PAYMENT_STATUSES).optional(),
    provider: z.enum(PAYMENT_METHODS).optional(),
  }),
  response: paged(adminPaymentSchema),
});

export const adminPaymentDetail = endpoint({
  method: 'GET',
  path: '/api/admin/payments/details/:id',
  summary: 'One payment in full (admins: payments feature)',
  tags: ['payments'],
  access: { kinds: ['admin'], feature: FEATURES.payments },
  params: z.object({ id: z.coerce.number().int().positive() }),
  response: z.object({ data: adminPaymentSchema }),
});
