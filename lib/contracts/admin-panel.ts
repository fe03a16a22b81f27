import { z } from 'zod';
import { idParam, isoDay, writeResult } from './common.ts';
import { endpoint } from './endpoint.ts';
import { FEATURES } from './features.ts';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from './orders.ts';

/*
 * The admin panel's sections with behaviour of their own (issue 11): the dashboard's widgets,
 * order infos (every seller order, filtered, with its details and a hand-picked delivery
 * person), and the sellers' sign-up queue (approve, reject with a reason, block, unblock,
 * commission). Plain managed lists come from the resource layer.
 */

const limitParam = z.object({ limit: z.coerce.number().int('validation.notInteger').min(1).max(100) });

/** A stock at or below this (of a price type) counts as low on the dashboard. */
export const LOW_STOCK_THRESHOLD = 5;

/** An order nobody has accepted this many minutes after it was placed is flagged. */
export const FLAG_AFTER_MINUTES = 15;

// ── Dashboard (feature 1) ─────────────────────────────────────────────────────

const countedLabel = z.object({
  id: z.union([z.number().int(), z.string()]),
  label: z.string(),
  label_bn: z.string(),
  count: z.number().int(),
});
export type CountedLabel = z.infer<typeof countedLabel>;

export const dashboardSchema = z.object({
  today: z.object({ orders: z.number().int(), sales: z.number().int() }),
  orders_by_status: z.array(z.object({ status: z.number().int(), count: z.number().int() })),
  flagged_orders: z.number().int(),
  awaiting: z.object({ sellers: z.number().int(), products: z.number().int() }),
  low_stock: z.number().int(),
  products_by_type: z.array(countedLabel),
  products_by_category: z.array(countedLabel),
  products_by_company: z.array(countedLabel),
  /** "By operator": who has the product in hand now — its review state and the seller's switch. */
  products_by_operator: z.array(countedLabel),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const adminDashboard = endpoint({
  method: 'GET',
  path: '/api/admin/dashboard',
  summary: "The admin dashboard's widgets in one answer (feature 1)",
  tags: ['admin'],
  access: { kinds: ['admin'], feature: FEATURES.dashboard },
  response: z.object({ data: dashboardSchema }),
});

// ── Order infos (feature 33) ──────────────────────────────────────────────────

export const orderInfoSchema = z.object({
  id: z.number().int(),
  sub_number: z.string(),
  order_number: z.string(),
  status: z.number().int(),
  cancelled_at: z.string().nullable(),
  flagged: z.boolean(),
  company_id: z.number().int(),
  company_name: z.string(),
  company_name_bn: z.string(),
  delivery_person_id: z.number().int().nullable(),
  delivery_person_name: z.string().nullable(),
  customer_name: z.string(),
  area_id: z.number().int(),
  area: z.string(),
  area_bn: z.string(),
  payment_method: z.enum(PAYMENT_METHODS),
  payment_status: z.enum(PAYMENT_STATUSES),
  total: z.number().int(),
  created_at: z.string(),
});
export type OrderInfo = z.infer<typeof orderInfoSchema>;

export const listOrderInfosQuery = z.object({
  page: z.coerce.number().int('validation.notInteger').min(1).max(10_000).default(1),
  status: z.coerce.number().int('validation.notInteger').min(1).max(6).optional(),
  company_id: z.coerce.number().int('validation.notInteger').positive().optional(),
  delivery_person_id: z.coerce.number().int('validation.notInteger').positive().optional(),
  area_id: z.coerce.number().int('validation.notInteger').positive().optional(),
  payment_method: z.enum(PAYMENT_METHODS, { error: 'validation.invalidOption' }).optional(),
  /** Days in Asia/Dhaka. */
  from: isoDay.optional(),
  to: isoDay.optional(),
  flagged: z
    .enum(['1', '0'], { error: 'validation.invalidOption' })
    .transform((value) => value === '1')
    .optional(),
});

export const listOrderInfos = endpoint({
  method: 'GET',
  path: '/api/order-infos/:limit',
  summary: 'Every seller order, flagged first, filtered; paged without counting (feature 33)',
  tags: ['admin'],
  access: { kinds: ['admin'], feature: FEATURES.orders },
  params: limitParam,
  query: listOrderInfosQuery,
  response: z.object({
    data: z.array(orderInfoSchema),
    meta: z.object({ current_page: z.number().int(), per_page: z.number().int(), has_more: z.boolean() }),
  }),
});

export const orderInfoDetailSchema = orderInfoSchema.extend({
  customer_phone: z.string(),
  address_line: z.string(),
  city: z.string(),
  city_bn: z.string(),
  subtotal: z.number().int(),
  vat: z.number().int(),
  delivery_fee: z.number().int(),
  cancel_reason: z.string().nullable(),
  lines: z.array(
    z.object({
      id: z.number().int(),
      product_title: z.string(),
      product_title_bn: z.string(),
      price_type: z.string(),
      price_type_bn: z.string(),
      unit_price: z.number().int(),
      quantity: z.number().int(),
      line_total: z.number().int(),
    }),
  ),
  timeline: z.array(
    z.object({
      id: z.number().int(),
      event: z.string(),
      status: z.number().int(),
      actor_role: z.string(),
      note: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
});
export type OrderInfoDetail = z.infer<typeof orderInfoDetailSchema>;

export const orderInfoDetails = endpoint({
  method: 'GET',
  path: '/api/order-infos/details/:id',
  summary: 'A seller order with its lines, customer area, payment and timeline (feature 33)',
  tags: ['admin'],
  access: { kinds: ['admin'], feature: FEATURES.orders },
  params: idParam,
  response: z.object({ data: orderInfoDetailSchema }),
});

// ── Companies: the sign-up queue (feature 30) ───────────────────────────────

export const COMPANY_STATUSES = ['pending', 'active', 'rejected', 'suspended'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

export const companyReviewSchema = z.object({
  id: z.number().int(),
  company_name: z.string(),
  company_name_bn: z.string(),
  slug: z.string(),
  status: z.enum(COMPANY_STATUSES),
  status_reason: z.string().nullable(),
  commission_bp: z.number().int(),
  owner_name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  trade_licence_no: z.string().nullable(),
  nid_no: z.string().nullable(),
  document_url: z.string().nullable(),
  logo_url: z.string().nullable(),
  pickup_area: z.string().nullable(),
  pickup_area_bn: z.string().nullable(),
  pickup_latitude: z.number().nullable(),
  pickup_longitude: z.number().nullable(),
  opening_hours: z.string().nullable(),
  approved_at: z.string().nullable(),
  product_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CompanyReview = z.infer<typeof companyReviewSchema>;

export const listCompanyReviews = endpoint({
  method: 'GET',
  path: '/api/companies/review/:limit',
  summary: 'Sellers with their documents, pending first, by status and name (feature 30)',
  tags: ['admin'],
  access: { kinds: ['admin'], feature: FEATURES.companies },
  params: limitParam,
  query: z.object({
    page: z.coerce.number().int('validation.notInteger').min(1).max(10_000).default(1),
    status: z.enum(COMPANY_STATUSES, { error: 'validation.invalidOption' }).optional(),
    q: z.string().trim().min(1).max(100).optional(),
    /** One seller by id (the audit log links a seller's lines here). */
    id: z.coerce.number().int('validation.notInteger').positive().optional(),
  }),
  response: z.object({
    data: z.array(companyReviewSchema),
    meta: z.object({ current_page: z.number().int(), per_page: z.number().int(), has_more: z.boolean() }),
  }),
});

/** The record's updated_at as the form saw it: a stale form's save is refused (409). */
const version = z.string().min(1).max(40).optional();

export const COMPANY_ACTIONS = ['approve', 'reject', 'block', 'unblock'] as const;
export type CompanyAction = (typeof COMPANY_ACTIONS)[number];

export const reviewCompany = endpoint({
  method: 'POST',
  path: '/api/companies/review/:id',
  summary: 'Approve, reject (with a reason), block (with a reason) or unblock a seller (feature 30)',
  tags: ['admin'],
  access: { kinds: ['admin'], feature: FEATURES.companies },
  params: idParam,
  body: z
    .object({
      action: z.enum(COMPANY_ACTIONS, { error: 'validation.invalidOption' }),
      reason: z.string().trim().max(500, 'validation.tooLong').optional(),
      version,
    })
    .refine(
      (body) => !(body.action === 'reject' || body.action === 'block') || (body.reason ?? '').length >= 3,
      {
        message: 'adminPanel.reasonRequired',
        path: ['reason'],
      },
    ),
  response: writeResult(companyReviewSchema),
});

export const updateCommission = endpoint({
  method: 'POST',
  path: '/api/companies/commission/:id',
  summary: "A seller's commission rate, in basis points (feature 30)",
  tags: ['admin'],
  access: { kinds: ['admin'], feature: FEATURES.companies },
  params: idParam,
  body: z.object({
    commission_bp: z
      .number()
      .int('validation.notInteger')
      .min(0, 'validation.tooSmall')
      .max(10_000, 'validation.tooBig'),
    version,
  }),
  response: writeResult(companyReviewSchema),
});

// ── Customers (31) and delivery persons (32): the account behind a profile ─────

export const PERSON_ACTIONS = ['approve', 'block', 'unblock'] as const;
export type PersonAction = (typeof PERSON_ACTIONS)[number];

/** Spec §4's login statuses: 1 active, 2 unverified (a delivery person awaiting approval), 3 blocked. */
export const accountStateSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  full_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  status: z.number().int().min(1).max(3),
});
export type AccountState = z.infer<typeof accountStateSchema>;

const personAction = (kind: 'customer-infos' | 'delivery-persons', feature: number, who: string) => ({
  details: endpoint({
    method: 'GET',
    path: `/api/${kind}/account/:id`,
    summary: `A ${who}'s account: e-mail and status (feature ${feature})`,
    tags: ['admin'],
    access: { kinds: ['admin'], feature },
    params: idParam,
    response: z.object({ data: accountStateSchema }),
  }),
  act: endpoint({
    method: 'POST',
    path: `/api/${kind}/account/:id/:action`,
    summary: `Approve, block (every session ends) or unblock a ${who} (feature ${feature})`,
    tags: ['admin'],
    access: { kinds: ['admin'], feature },
    params: idParam.extend({ action: z.enum(PERSON_ACTIONS, { error: 'validation.invalidOption' }) }),
    body: z.object({ reason: z.string().trim().max(500, 'validation.tooLong').optional() }),
    response: writeResult(accountStateSchema),
  }),
});

export const customerAccount = personAction('customer-infos', FEATURES.customers, 'customer');
export const deliveryPersonAccount = personAction(
  'delivery-persons',
  FEATURES.deliveryPersons,
  'delivery person',
);
