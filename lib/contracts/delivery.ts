import { z } from 'zod';
import { idParam, isoDay, listOf, writeResult } from './common.ts';
import { endpoint } from './endpoint.ts';
import { FEATURES } from './features.ts';
import { plainText } from './text.ts';

/*
 * Delivery (issue 14): a delivery person's duty and position, the offers of seller orders made
 * to them (nearest first, docs/decisions/0015), the orders they carry with the customer's
 * 4-digit code as proof, cash in hand and earnings; the admin's list of candidates for an order,
 * and the customer's view of their courier while an order is on its way.
 */

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);
const point = z.object({ latitude, longitude });

export const dutySchema = z.object({
  on_duty: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  position_at: z.string().nullable(),
});
export type Duty = z.infer<typeof dutySchema>;

export const setDuty = endpoint({
  method: 'POST',
  path: '/api/delivery/duty',
  summary: 'A delivery person goes on or off duty (off duty withdraws their open offers)',
  tags: ['delivery'],
  access: { kinds: ['delivery'] },
  body: z.object({ on_duty: z.boolean(), latitude: latitude.optional(), longitude: longitude.optional() }),
  response: writeResult(dutySchema),
});

export const reportPosition = endpoint({
  method: 'POST',
  path: '/api/delivery/position',
  summary: 'A delivery person on duty reports where they are (the customer on the way sees it)',
  tags: ['delivery'],
  access: { kinds: ['delivery'] },
  body: point,
  response: writeResult(dutySchema),
});

/** What a delivery person sees of a seller order offered to them or carried by them. */
export const deliveryJobSchema = z.object({
  seller_order_id: z.number().int(),
  sub_number: z.string(),
  order_number: z.string(),
  status: z.number().int(),
  cancelled: z.boolean(),
  company_name: z.string(),
  company_name_bn: z.string(),
  company_phone: z.string().nullable(),
  pickup: point,
  drop: point.nullable(),
  drop_area: z.string(),
  drop_area_bn: z.string(),
  drop_address: z.string(),
  customer_name: z.string(),
  customer_phone: z.string(),
  delivery_fee: z.number().int(),
  /** What to collect at the door, in poisha: the seller order's total for cash on delivery, else 0. */
  cash_to_collect: z.number().int(),
  payment_method: z.string(),
  updated_at: z.string(),
});
export type DeliveryJob = z.infer<typeof deliveryJobSchema>;

export const offerSchema = z.object({
  id: z.number().int(),
  state: z.enum(['offered', 'accepted', 'declined', 'expired', 'withdrawn']),
  distance_m: z.number().int(),
  expires_at: z.string(),
  /** Seconds left to answer (0 when no longer open). */
  seconds_left: z.number().int(),
  job: deliveryJobSchema,
});
export type Offer = z.infer<typeof offerSchema>;

export const myOffers = endpoint({
  method: 'GET',
  path: '/api/delivery/offers',
  summary: "The delivery person's open offers, with countdown, distance, pickup and drop, and fee",
  tags: ['delivery'],
  access: { kinds: ['delivery'] },
  response: listOf(offerSchema),
});

export const acceptOffer = endpoint({
  method: 'POST',
  path: '/api/delivery/offers/accept/:id',
  summary: 'Accept an offer: the order is theirs (status 2 unless the seller has moved it on)',
  tags: ['delivery'],
  access: { kinds: ['delivery'] },
  params: idParam,
  response: writeResult(offerSchema),
});

export const declineOffer = endpoint({
  method: 'POST',
  path: '/api/delivery/offers/decline/:id',
  summary: 'Decline an offer: it goes to the next nearest delivery person',
  tags: ['delivery'],
  access: { kinds: ['delivery'] },
  params: idParam,
  response: writeResult(offerSchema),
});

export const DELIVERY_ORDER_VIEWS = ['active', 'history'] as const;

export const myDeliveries = endpoint({
  method: 'GET',
  path: '/api/delivery/orders',
  summary: 'Seller orders the delivery person carries (active) or carried (history)',
  tags: ['delivery'],
  access: { kinds: ['delivery'] },
  query: z.object({
    view: z.enum(DELIVERY_ORDER_VIEWS, { error: 'validation.invalidOption' }).default('active'),
  }),
  response: listOf(deliveryJobSchema),
});

export const FAILURE_REASONS = ['not_reachable', 'refused', 'wrong_address'] as const;

export const deliverOrder = endpoint({
  method: 'POST',
  path: '/api/delivery/orders/deliver/:id',
  summary: "Mark a seller order delivered with the customer's 4-digit code (cash is collected)",
  tags: ['delivery'],
  access: { kinds: ['delivery'] },
  params: idParam,
  body: z.object({
    code: z
      .string()
      .trim()
      .regex(/^\d{4}$/, 'delivery.codeFormat'),
  }),
  response: writeResult(deliveryJobSchema),
});

export const failDelivery = endpoint({
  method: 'POST',
  path: '/api/delivery/orders/fail/:id',
  summary: 'A delivery attempt failed (reason); the order is reattempted or returned to the seller',
  tags: ['delivery'],
  access: { kinds: ['delivery'] },
  params: idParam,
  body: z.object({
    reason: z.enum(FAILURE_REASONS, { error: 'validation.invalidOption' }),
    next: z.enum(['reattempt', 'return'], { error: 'validation.invalidOption' }),
  }),
  response: writeResult(deliveryJobSchema),
});

export const deliverySummarySchema = z.object({
  on_duty: z.boolean(),
  today_deliveries: z.number().int(),
  cash_in_hand: z.number().int(),
  earnings_this_week: z.number().int(),
  rating: z.number().nullable(),
  rating_count: z.number().int(),
  active_orders: z.number().int(),
  open_offers: z.number().int(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  position_at: z.string().nullable(),
});
export type DeliverySummary = z.infer<typeof deliverySummarySchema>;

export const mySummary = endpoint({
  method: 'GET',
  path: '/api/delivery/my-dashboard',
  summary: "The delivery person's day: duty, deliveries today, cash in hand, earnings this week, rating",
  tags: ['delivery'],
  access: { kinds: ['delivery'] },
  response: z.object({ data: deliverySummarySchema }),
});

/** A delivered order's receipt: what was collected at the door and what the delivery earned. */
export const deliveryReceiptSchema = z.object({
  job: deliveryJobSchema,
  delivery_person_name: z.string(),
  delivered_at: z.string().nullable(),
  /** Cash taken at the door, in poisha (0 for prepaid orders). */
  cash_collected: z.number().int(),
  /** The delivery fee earned for it, in poisha. */
  earned: z.number().int(),
});
export type DeliveryReceipt = z.infer<typeof deliveryReceiptSchema>;

export const deliveryReceipt = endpoint({
  method: 'GET',
  path: '/api/delivery/orders/receipt/:id',
  summary: 'The receipt of a seller order the delivery person delivered (theirs only)',
  tags: ['delivery'],
  access: { kinds: ['delivery'] },
  params: idParam,
  response: z.object({ data: deliveryReceiptSchema }),
});

/** One day's work of a delivery person (a Dhaka day). */
export const deliveryDaySchema = z.object({
  date: z.string(),
  delivered_count: z.number().int(),
  failed_attempts: z.number().int(),
  earnings: z.number().int(),
  cash_collected: z.number().int(),
  cash_deposited: z.number().int(),
  deliveries: z.array(
    z.object({
      seller_order_id: z.number().int(),
      sub_number: z.string(),
      company_name: z.string(),
      company_name_bn: z.string(),
      drop_area: z.string(),
      drop_area_bn: z.string(),
      delivered_at: z.string(),
      earned: z.number().int(),
      cash_collected: z.number().int(),
    }),
  ),
});
export type DeliveryDay = z.infer<typeof deliveryDaySchema>;

export const myDay = endpoint({
  method: 'GET',
  path: '/api/delivery/my-day',
  summary: "Summary of a day's work: deliveries, failed attempts, earnings, cash collected and deposited",
  tags: ['delivery'],
  access: { kinds: ['delivery'] },
  query: z.object({ date: isoDay.optional() }),
  response: z.object({ data: deliveryDaySchema }),
});

/** Spec §2's manage-exact-location: the places a delivery person starts from; the area is the nearest one. */
export const MAX_BASE_LOCATIONS = 10;

export const baseLocationSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  is_default: z.boolean(),
  /** The working area: the area nearest to the pin, found by the server. */
  area: z.object({ id: z.number().int(), name: z.string(), name_bn: z.string() }).nullable(),
  created_at: z.string(),
});
export type BaseLocation = z.infer<typeof baseLocationSchema>;

export const baseLocationInput = z.object({
  label: plainText(z.string().trim().min(1, 'validation.required').max(60, 'validation.tooLong')),
  latitude,
  longitude,
  is_default: z.boolean().default(false),
});

export const listBaseLocations = endpoint({
  method: 'GET',
  path: '/api/delivery/base-locations',
  summary: "The delivery person's base locations, the default first",
  tags: ['delivery'],
  access: { kinds: ['delivery'] },
  response: listOf(baseLocationSchema),
});

export const storeBaseLocation = endpoint({
  method: 'POST',
  path: '/api/delivery/base-locations/store',
  summary: 'Add a base location (label, map pin, whether it is the default)',
  tags: ['delivery'],
  access: { kinds: ['delivery'] },
  body: baseLocationInput,
  response: writeResult(baseLocationSchema),
});

export const updateBaseLocation = endpoint({
  method: 'POST',
  path: '/api/delivery/base-locations/update/:id',
  summary: 'Change one of their base locations',
  tags: ['delivery'],
  access: { kinds: ['delivery'] },
  params: idParam,
  body: baseLocationInput,
  response: writeResult(baseLocationSchema),
});

export const deleteBaseLocation = endpoint({
  method: 'POST',
  path: '/api/delivery/base-locations/delete/:id',
  summary: 'Remove one of their base locations',
  tags: ['delivery'],
  access: { kinds: ['delivery'] },
  params: idParam,
  response: writeResult(z.object({ id: z.number().int() })),
});

// ── Admin ────────────────────────────────────────────────────────────────────

export const candidateSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  phone: z.string(),
  vehicle_type: z.string(),
  on_duty: z.boolean(),
  distance_m: z.number().int(),
  active_orders: z.number().int(),
  position_at: z.string().nullable(),
  declined: z.boolean(),
});
export type Candidate = z.infer<typeof candidateSchema>;

export const deliveryCandidates = endpoint({
  method: 'GET',
  path: '/api/order-infos/delivery-persons-list/:id',
  summary:
    'Delivery persons for a seller order, nearest to its pickup point first, with distance (feature 33)',
  tags: ['delivery'],
  access: { kinds: ['admin'], feature: FEATURES.orders },
  params: idParam,
  response: z.object({
    data: z.array(candidateSchema),
    flagged: z.boolean(),
    pickup: point,
  }),
});

export const overrideDelivery = endpoint({
  method: 'POST',
  path: '/api/order-infos/deliver/:id',
  summary: 'An admin marks a seller order delivered without the code, with a reason recorded (feature 33)',
  tags: ['delivery'],
  access: { kinds: ['admin'], feature: FEATURES.orders },
  params: idParam,
  body: z.object({ reason: z.string().trim().min(3, 'validation.required').max(300) }),
  response: writeResult(deliveryJobSchema),
});

export const cashHolderSchema = z.object({
  delivery_person_id: z.number().int(),
  full_name: z.string(),
  phone: z.string(),
  cash_in_hand: z.number().int(),
  /** Days since the oldest collection not yet covered by deposits; 0 when nothing is held. */
  days_outstanding: z.number().int(),
  earnings_total: z.number().int(),
});
export type CashHolder = z.infer<typeof cashHolderSchema>;

export const cashHolders = endpoint({
  method: 'GET',
  path: '/api/delivery-cash/holders',
  summary: 'Who holds how much cash collected on delivery, with days outstanding (feature 32)',
  tags: ['delivery'],
  access: { kinds: ['admin'], feature: FEATURES.deliveryPersons },
  response: listOf(cashHolderSchema),
});

export const recordDeposit = endpoint({
  method: 'POST',
  path: '/api/delivery-cash/deposit/:id',
  summary: "An admin records a delivery person's cash deposit (feature 32)",
  tags: ['delivery'],
  access: { kinds: ['admin'], feature: FEATURES.deliveryPersons },
  params: idParam,
  body: z.object({
    amount: z.number().int('validation.notInteger').positive(),
    note: z.string().trim().max(300).default(''),
  }),
  response: writeResult(cashHolderSchema),
});

// ── The customer's view ─────────────────────────────────────────────────────

export const trackingSchema = z.object({
  seller_order_id: z.number().int(),
  status: z.number().int(),
  /** The 4-digit code to tell the delivery person at the door (until delivered). */
  code: z.string().nullable(),
  courier: z
    .object({
      /** Matches the `courier_id` of the live 'delivery.position' events. */
      id: z.number().int(),
      full_name: z.string(),
      phone: z.string(),
      rating: z.number().nullable(),
      vehicle_type: z.string(),
    })
    .nullable(),
  /** The courier's position, only while the order is on its way. */
  position: point.extend({ at: z.string() }).nullable(),
  drop: point.nullable(),
  /** Distance left in metres and the minutes it may take at city speed, while on the way. */
  distance_m: z.number().int().nullable(),
  eta_minutes: z.number().int().nullable(),
});
export type Tracking = z.infer<typeof trackingSchema>;

export const orderTracking = endpoint({
  method: 'GET',
  path: '/api/delivery/tracking/:order_number',
  summary: "The customer's own order: each part's code, courier and (on the way) live position with ETA",
  tags: ['delivery'],
  access: { kinds: ['customer'] },
  params: z.object({ order_number: z.string().min(1).max(40) }),
  response: listOf(trackingSchema),
});

export const pickUpOrder = endpoint({
  method: 'POST',
  path: '/api/delivery/orders/pick-up/:id',
  summary: 'The holder picks up a packed seller order: on the way (4 → 5)',
  tags: ['delivery'],
  access: { kinds: ['delivery'] },
  params: idParam,
  response: writeResult(deliveryJobSchema),
});
