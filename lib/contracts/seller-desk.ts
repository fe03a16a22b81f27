import { z } from 'zod';
import { isPhone, normalizePhone } from '../validators.ts';
import { messageKey, paged, pagedQuery, writeResult } from './common.ts';
import { endpoint } from './endpoint.ts';
import { FEATURES } from './features.ts';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from './orders.ts';
import { STAFF_ROLES } from './seller-staff.ts';
import { plainText } from './text.ts';

/*
 * The seller dashboard's own calls (issue 13): the shop's application and settings, the
 * manage-orders list, the dashboard's one request, the ledger; and the admin side of the money
 * (balances, payouts, commission income). Moving and cancelling orders are the orders calls
 * (/api/seller-orders/…). Every seller call answers only about the caller's own company.
 */

/** Settings and money: the owner and staff with every role (sellerScope `shop` by default). */
const SELLER = { kinds: ['seller'] } as const;
/** Correcting the application: also for a pending, rejected or blocked shop. */
const ANY_SELLER = { kinds: ['seller'], inactiveSeller: true } as const;
/** The shop's account (its status, its name): every member of the team, whatever the shop's status. */
const SHOP_MEMBER = { kinds: ['seller'], inactiveSeller: true, sellerScope: 'any' } as const;
/** The dashboard: every member (the service leaves out what the role may not see). */
const ANY_MEMBER = { kinds: ['seller'], sellerScope: 'any' } as const;
/** Manage-orders: the staff whose role covers the orders. */
const ORDER_DESK = { kinds: ['seller'], sellerScope: 'orders' } as const;
const MONEY_ADMIN = { kinds: ['admin'], feature: FEATURES.companies } as const;

export const COMPANY_STATUSES = ['pending', 'active', 'rejected', 'suspended'] as const;

export const shopAccountSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  company_name: z.string(),
  company_name_bn: z.string(),
  description: z.string(),
  description_bn: z.string(),
  status: z.enum(COMPANY_STATUSES),
  status_reason: z.string().nullable(),
  commission_bp: z.number().int(),
  owner_name: z.string().nullable(),
  trade_licence_no: z.string().nullable(),
  nid_no: z.string().nullable(),
  document: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  pickup_area_id: z.number().int().nullable(),
  /** The pickup area's district and division, so a form can show the area's cascade. */
  pickup_city_id: z.number().int().nullable(),
  pickup_region_id: z.number().int().nullable(),
  pickup_latitude: z.number().nullable(),
  pickup_longitude: z.number().nullable(),
  /** Where the shop's own users (and admins) open the private document; null without one. */
  document_url: z.string().nullable(),
  opening_hours: z.string().nullable(),
  on_holiday: z.boolean(),
  logo: z.string().nullable(),
  banner: z.string().nullable(),
});
export type ShopAccount = z.infer<typeof shopAccountSchema>;

export const shopAccount = endpoint({
  method: 'GET',
  path: '/api/seller/account',
  summary: 'The signed-in seller’s shop: its status (and why, when rejected or blocked) and its details',
  tags: ['seller'],
  access: SHOP_MEMBER,
  /** `staff_role`: the caller's part in the shop's team (the menu shows what it covers). */
  response: z.object({ data: shopAccountSchema, staff_role: z.enum(STAFF_ROLES) }),
});

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => value || null)
    .nullable()
    .optional();

/** The shop's contact phone (spec §5), Bengali digits accepted, kept as the other phones are. */
const optionalPhone = z
  .string()
  .trim()
  .max(30)
  .refine((value) => value === '' || isPhone(value), messageKey('validation.invalidPhone'))
  .transform((value) => (value ? normalizePhone(value) : null))
  .nullable()
  .optional();

export const resubmitBody = z
  .object({
    company_name: plainText(z.string().trim().min(2).max(120)),
    company_name_bn: plainText(z.string().trim().min(2).max(120)),
    owner_name: plainText(z.string().trim().min(2).max(120)),
    trade_licence_no: optionalText(60),
    nid_no: optionalText(30),
    /** The key the document upload answered (`private/company-documents/…`); absent keeps the current one. */
    document: optionalText(300),
    phone: optionalPhone,
    address: optionalText(300),
    pickup_area_id: z.number().int().positive().nullable().optional(),
    pickup_latitude: z.number().min(-90).max(90).nullable().optional(),
    pickup_longitude: z.number().min(-180).max(180).nullable().optional(),
  })
  .refine((body) => Boolean(body.trade_licence_no || body.nid_no), {
    path: ['trade_licence_no'],
    message: 'validation.required',
  });

export const resubmitApplication = endpoint({
  method: 'POST',
  path: '/api/seller/account/resubmit',
  summary: 'A rejected (or still pending) shop corrects its application; it waits for approval again',
  tags: ['seller'],
  access: ANY_SELLER,
  body: resubmitBody,
  response: z.object({ status: z.literal(true), data: shopAccountSchema, msg: z.string() }),
});

/** Largest trade licence or NID document accepted. */
export const COMPANY_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
/** Accepted kinds, recognised from the file's bytes, never from its name. */
export const COMPANY_DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

export const companyDocumentSchema = z.object({
  /** The private storage key to send as the application's `document`. */
  document: z.string(),
  content_type: z.enum(COMPANY_DOCUMENT_TYPES),
  size: z.number().int(),
});

/** Registered by hand (multipart); this definition documents it and lets the client call it. */
export const uploadCompanyDocument = endpoint({
  method: 'POST',
  path: '/api/seller/account/document',
  summary:
    'Upload the trade licence or NID document (multipart `file` part: image or PDF, at most 5 MB), kept private; send its key as the application’s `document`',
  tags: ['seller'],
  access: ANY_SELLER,
  response: writeResult(companyDocumentSchema),
  status: 201,
});

/**
 * GET streams a company's document to that company's own seller users and to admins with the
 * companies feature (feature 30); never through /media.
 */
export const COMPANY_DOCUMENT_PATH = '/api/companies/:id/document';

/** Where a company's private document is opened. */
export const companyDocumentUrl = (companyId: number) =>
  COMPANY_DOCUMENT_PATH.replace(':id', String(companyId));

export const shopSettingsBody = z.object({
  company_name: plainText(z.string().trim().min(2).max(120)),
  company_name_bn: plainText(z.string().trim().min(2).max(120)),
  description: z.string().trim().max(2000).default(''),
  description_bn: z.string().trim().max(2000).default(''),
  phone: optionalPhone,
  email: z.union([z.literal(''), z.email()]).optional(),
  address: optionalText(300),
  pickup_area_id: z.number().int().positive().nullable().optional(),
  pickup_latitude: z.number().min(-90).max(90).nullable().optional(),
  pickup_longitude: z.number().min(-180).max(180).nullable().optional(),
  opening_hours: optionalText(200),
  on_holiday: z.boolean().default(false),
  /** Media keys or paths of uploaded images; absent keeps the current one, null removes it. */
  logo: z.string().trim().max(300).nullable().optional(),
  banner: z.string().trim().max(300).nullable().optional(),
});
export type ShopSettings = z.output<typeof shopSettingsBody>;

export const updateShopSettings = endpoint({
  method: 'POST',
  path: '/api/seller/settings',
  summary:
    'The shop’s basic information, logo and banner, and holiday mode; the storefront shows them at once',
  tags: ['seller'],
  access: SELLER,
  body: shopSettingsBody,
  response: z.object({ status: z.literal(true), data: shopAccountSchema, msg: z.string() }),
});

/** Manage-orders tabs (spec §4 statuses grouped as a seller works). */
export const ORDER_TABS = ['new', 'preparing', 'packed', 'shipping', 'delivered', 'cancelled'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export const sellerOrderRowSchema = z.object({
  id: z.number().int(),
  sub_number: z.string(),
  order_number: z.string(),
  created_at: z.string(),
  status: z.number().int().min(1).max(6),
  cancelled: z.boolean(),
  cancel_reason: z.string().nullable(),
  /** Where it goes: the area, district and division only (no name, phone or street). */
  area: z.object({ area: z.string(), area_bn: z.string(), city: z.string(), city_bn: z.string() }),
  item_count: z.number().int(),
  subtotal: z.number().int(),
  vat: z.number().int(),
  delivery_fee: z.number().int(),
  total: z.number().int(),
  payment_method: z.enum(PAYMENT_METHODS),
  payment_status: z.enum(PAYMENT_STATUSES),
  has_delivery_person: z.boolean(),
});
export type SellerOrderRow = z.infer<typeof sellerOrderRowSchema>;

const dateParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalid')
  .optional()
  .or(z.literal('').transform(() => undefined));

export const manageOrdersQuery = pagedQuery(20, 100).extend({
  tab: z.enum(ORDER_TABS).optional(),
  /** An order number (or part of it) or the customer's name or phone. */
  q: z.string().trim().max(60).optional(),
  from: dateParam,
  to: dateParam,
});

export const manageOrders = endpoint({
  method: 'GET',
  path: '/api/seller/orders',
  summary:
    'The shop’s orders by tab, searched by order number or customer, between dates, with each tab’s count',
  tags: ['seller'],
  access: ORDER_DESK,
  query: manageOrdersQuery,
  response: paged(sellerOrderRowSchema).extend({
    counts: z.record(z.enum(ORDER_TABS), z.number().int()),
  }),
});

export const sellerOrderFacts = endpoint({
  method: 'GET',
  path: '/api/seller/orders/facts/:id',
  summary: 'One of the shop’s orders: where it goes (area only), how it is paid, and whether it is paid',
  tags: ['seller'],
  access: ORDER_DESK,
  params: z.object({ id: z.coerce.number().int().positive() }),
  response: z.object({ data: sellerOrderRowSchema }),
});

export const dashboardSchema = z.object({
  today: z.object({ sales: z.number().int(), orders: z.number().int() }),
  month: z.object({ sales: z.number().int(), orders: z.number().int() }),
  by_tab: z.record(z.enum(ORDER_TABS), z.number().int()),
  /** The last 30 days, oldest first: the day (YYYY-MM-DD, Dhaka) and its sales. */
  daily: z.array(z.object({ day: z.string(), sales: z.number().int(), orders: z.number().int() })),
  top_products: z.array(
    z.object({
      product_id: z.number().int(),
      title: z.string(),
      title_bn: z.string(),
      quantity: z.number().int(),
      sales: z.number().int(),
    }),
  ),
  low_stock: z.array(
    z.object({
      product_id: z.number().int(),
      title: z.string(),
      title_bn: z.string(),
      stock: z.number().int(),
    }),
  ),
  rating: z.number().nullable(),
  rating_count: z.number().int(),
  /** What the marketplace owes the shop; null for staff whose role does not cover the money. */
  balance: z.number().int().nullable(),
  /**
   * Which widgets the caller's staff role covers (orders: sales, orders and states; products: top
   * and low-stock products; money: the balance); the others come empty and are not shown.
   */
  shows: z.object({ orders: z.boolean(), products: z.boolean(), money: z.boolean() }),
});
export type SellerDashboard = z.infer<typeof dashboardSchema>;

export const sellerDashboard = endpoint({
  method: 'GET',
  path: '/api/seller/dashboard',
  summary: 'Everything the seller dashboard’s widgets show, in one answer',
  tags: ['seller'],
  access: ANY_MEMBER,
  response: z.object({ data: dashboardSchema }),
});

export const LEDGER_LINE_KINDS = ['sale', 'commission', 'refund', 'reversal', 'payout'] as const;

export const ledgerLineSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LEDGER_LINE_KINDS),
  amount: z.number().int(),
  sub_number: z.string().nullable(),
  commission_bp: z.number().int().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type LedgerLine = z.infer<typeof ledgerLineSchema>;

const monthParam = z.string().regex(/^\d{4}-\d{2}$/, 'validation.invalid');

export const sellerLedger = endpoint({
  method: 'GET',
  path: '/api/seller/ledger',
  summary: 'The shop’s ledger (newest first, optionally one month’s), its balance and the month’s totals',
  tags: ['seller'],
  access: SELLER,
  query: pagedQuery(50, 5000).extend({ month: monthParam.optional() }),
  response: paged(ledgerLineSchema).extend({
    balance: z.number().int(),
    totals: z.record(z.enum(LEDGER_LINE_KINDS), z.number().int()),
  }),
});

export const PAYOUT_METHODS = ['bank', 'bkash'] as const;

export const sellerBalanceSchema = z.object({
  company_id: z.number().int(),
  company_name: z.string(),
  company_name_bn: z.string(),
  commission_bp: z.number().int(),
  balance: z.number().int(),
  paid_out: z.number().int(),
  commission: z.number().int(),
});

export const sellerBalances = endpoint({
  method: 'GET',
  path: '/api/admin/seller-balances',
  summary: 'What the marketplace owes each seller, what it has paid out, and its commission income',
  tags: ['seller'],
  access: MONEY_ADMIN,
  query: pagedQuery(20, 100),
  response: paged(sellerBalanceSchema).extend({
    commission_income: z.object({ total: z.number().int(), this_month: z.number().int() }),
  }),
});

export const recordPayoutBody = z.object({
  company_id: z.number().int().positive(),
  amount: z.number().int().positive(),
  method: z.enum(PAYOUT_METHODS),
  account: z.string().trim().min(3).max(60),
  reference: z.string().trim().min(2).max(100),
});

export const recordPayout = endpoint({
  method: 'POST',
  path: '/api/admin/seller-payouts',
  summary: 'Record a payout to a seller (bank or bKash, with its reference); it comes off the balance',
  tags: ['seller'],
  access: MONEY_ADMIN,
  body: recordPayoutBody,
  response: z.object({
    status: z.literal(true),
    data: z.object({ id: z.number().int(), company_id: z.number().int(), balance: z.number().int() }),
    msg: z.string(),
  }),
  status: 201,
});
