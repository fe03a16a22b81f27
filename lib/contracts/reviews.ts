import { z } from 'zod';
import { CUSTOMERS, SIGNED_IN } from './access.ts';
import { idParam, paged, pagedQuery, writeResult } from './common.ts';
import type { Access } from './endpoint.ts';
import { endpoint } from './endpoint.ts';
import { FEATURES } from './features.ts';
import { plainText } from './text.ts';

/*
 * Reviews and ratings (issue 15): a customer rates each product line of a delivered seller order,
 * the seller and the delivery person of it, 1–5 stars with a plain text and up to 5 photos;
 * editable for 30 days, deletable. Everyone reads a product's reviews; sellers reply once;
 * admins (feature 23) hide and restore.
 */

export const REVIEW_KINDS = ['product', 'seller', 'delivery'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_PHOTOS_MAX = 5;
export const REVIEW_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const REVIEW_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const REVIEW_EDIT_DAYS = 30;
export const REVIEW_PAGE_SIZE = 10;
export const REVIEW_SORTS = ['helpful', 'newest'] as const;

/** A shop's reviews and replies: the staff whose role covers the orders. */
const SELLERS: Access = { kinds: ['seller'], sellerScope: 'orders' };
const DELIVERY: Access = { kinds: ['delivery'] };
const ADMINS: Access = { kinds: ['admin'], feature: FEATURES.reviews };

const stars = z.coerce.number().int('validation.notInteger').min(1).max(5);
const reviewText = plainText(z.string().trim().max(REVIEW_TEXT_MAX));
/** A photo uploaded with POST /api/reviews/photos: its storage key. */
const photoKey = z.string().regex(/^reviews\/\d+\/[a-f0-9]{24}\.(jpg|png|webp)$/, 'validation.invalidFormat');

/** Average of 1–5 stars to one decimal, null before the first rating. */
export function averageOf(sum: number, count: number): number | null {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : null;
}

export const ratingSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  /** How many visible reviews gave 5, 4, 3, 2 and 1 stars, in that order. */
  distribution: z.array(z.number().int()).length(5),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const reviewSchema = z.object({
  id: z.number().int(),
  kind: z.enum(REVIEW_KINDS),
  rating: z.number().int(),
  body: z.string(),
  /** Public URLs under /media/. */
  photos: z.array(z.string()),
  author_name: z.string(),
  /** Every review comes from a delivered order: the buyer received what they rate. */
  verified_purchase: z.boolean(),
  helpful_count: z.number().int(),
  seller_reply: z.string().nullable(),
  seller_replied_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** A review as its author, the seller or an admin sees it: what it is about, and its moderation. */
export const ownReviewSchema = reviewSchema.extend({
  seller_order_id: z.number().int(),
  sub_number: z.string(),
  product: z
    .object({ id: z.number().int(), slug: z.string(), title: z.string(), title_bn: z.string() })
    .nullable(),
  company: z.object({ id: z.number().int(), name: z.string(), name_bn: z.string() }),
  delivery_person: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  photo_keys: z.array(z.string()),
  hidden: z.boolean(),
  hidden_reason: z.string().nullable(),
  report_count: z.number().int(),
  /** Until when the author may change it. */
  editable_until: z.string(),
  editable: z.boolean(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

/** Something the customer may still rate. */
export const pendingReviewSchema = z.object({
  kind: z.enum(REVIEW_KINDS),
  seller_order_id: z.number().int(),
  sub_number: z.string(),
  order_id: z.number().int(),
  order_item_id: z.number().int().nullable(),
  product: z
    .object({
      id: z.number().int(),
      slug: z.string(),
      title: z.string(),
      title_bn: z.string(),
      image: z.string().nullable(),
    })
    .nullable(),
  company: z.object({ id: z.number().int(), name: z.string(), name_bn: z.string() }),
  delivery_person: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  delivered_at: z.string(),
});
export type PendingReview = z.infer<typeof pendingReviewSchema>;

// ── Public reads ─────────────────────────────────────────────────────────────

export const productReviewsQuery = pagedQuery(REVIEW_PAGE_SIZE, 50).extend({
  sort: z.enum(REVIEW_SORTS, { error: 'validation.invalidOption' }).default('helpful'),
  stars: stars.optional(),
});

export const productReviews = endpoint({
  method: 'GET',
  path: '/api/products/:id/reviews',
  summary: 'A product’s visible reviews (most helpful or newest, by stars) with its average and distribution',
  tags: ['reviews'],
  params: idParam,
  query: productReviewsQuery,
  response: paged(reviewSchema).extend({ summary: ratingSummarySchema }),
});

// ── Customers ────────────────────────────────────────────────────────────────

export const myReviews = endpoint({
  method: 'GET',
  path: '/api/reviews/mine',
  summary: 'The signed-in customer’s reviews, newest first (hidden ones with the reason)',
  tags: ['reviews'],
  access: CUSTOMERS,
  query: pagedQuery(REVIEW_PAGE_SIZE, 50),
  response: paged(ownReviewSchema),
});

export const pendingReviews = endpoint({
  method: 'GET',
  path: '/api/reviews/pending',
  summary: 'What the customer may still rate: products, sellers and delivery persons of delivered orders',
  tags: ['reviews'],
  access: CUSTOMERS,
  query: pagedQuery(REVIEW_PAGE_SIZE, 100).extend({
    /** Only this order's parts (the order page's invitation). */
    order_number: z.string().trim().max(40).optional(),
  }),
  response: paged(pendingReviewSchema),
});

/** Registered by hand (multipart, one `file` part: JPEG, PNG or WebP, at most 5 MB). */
export const uploadReviewPhoto = endpoint({
  method: 'POST',
  path: '/api/reviews/photos',
  summary: 'Upload one review photo (multipart `file`, JPEG/PNG/WebP, at most 5 MB); answers its key',
  tags: ['reviews'],
  access: CUSTOMERS,
  response: writeResult(z.object({ key: z.string(), url: z.string() })),
  status: 201,
});

export const reviewContent = z.object({
  rating: stars,
  body: reviewText.default(''),
  photos: z.array(photoKey).max(REVIEW_PHOTOS_MAX).default([]),
});

export const storeReviewBody = reviewContent.extend({
  kind: z.enum(REVIEW_KINDS, { error: 'validation.invalidOption' }),
  seller_order_id: z.coerce.number().int().positive(),
  /** The order line, for a product review. */
  order_item_id: z.coerce.number().int().positive().optional(),
});
export type StoreReviewBody = z.input<typeof storeReviewBody>;

export const storeReview = endpoint({
  method: 'POST',
  path: '/api/reviews/store',
  summary: 'Rate a product line, the seller or the delivery person of one of your delivered orders',
  tags: ['reviews'],
  access: CUSTOMERS,
  body: storeReviewBody,
  response: writeResult(ownReviewSchema),
  status: 201,
});

export const updateReview = endpoint({
  method: 'POST',
  path: '/api/reviews/update/:id',
  summary: 'Change your review (within 30 days of writing it)',
  tags: ['reviews'],
  access: CUSTOMERS,
  params: idParam,
  body: reviewContent,
  response: writeResult(ownReviewSchema),
});

export const deleteReview = endpoint({
  method: 'POST',
  path: '/api/reviews/delete/:id',
  summary: 'Remove your review',
  tags: ['reviews'],
  access: CUSTOMERS,
  params: idParam,
  response: writeResult(z.object({ id: z.number().int() })),
});

export const markHelpful = endpoint({
  method: 'POST',
  path: '/api/reviews/:id/helpful',
  summary: 'Mark a review helpful (once per person; not your own)',
  tags: ['reviews'],
  access: SIGNED_IN,
  params: idParam,
  response: writeResult(z.object({ id: z.number().int(), helpful_count: z.number().int() })),
});

export const reportReview = endpoint({
  method: 'POST',
  path: '/api/reviews/:id/report',
  summary: 'Report a review as abusive (once per person)',
  tags: ['reviews'],
  access: SIGNED_IN,
  params: idParam,
  body: z.object({ reason: plainText(z.string().trim().max(500)).default('') }),
  response: writeResult(z.object({ id: z.number().int() })),
});

// ── Sellers and delivery persons ─────────────────────────────────────────────

export const sellerReviews = endpoint({
  method: 'GET',
  path: '/api/seller/reviews',
  summary: 'Reviews of the seller’s products and shop, by stars and product, with the shop’s average',
  tags: ['reviews'],
  access: SELLERS,
  query: pagedQuery(REVIEW_PAGE_SIZE, 50).extend({
    stars: stars.optional(),
    product_id: z.coerce.number().int().positive().optional(),
    kind: z.enum(REVIEW_KINDS, { error: 'validation.invalidOption' }).optional(),
  }),
  response: paged(ownReviewSchema).extend({ summary: ratingSummarySchema }),
});

export const replyToReview = endpoint({
  method: 'POST',
  path: '/api/seller/reviews/:id/reply',
  summary: 'Reply publicly to a review of your shop or product (once)',
  tags: ['reviews'],
  access: SELLERS,
  params: idParam,
  body: z.object({ reply: plainText(z.string().trim().min(1, 'validation.required').max(1000)) }),
  response: writeResult(ownReviewSchema),
});

export const deliveryReviews = endpoint({
  method: 'GET',
  path: '/api/delivery/reviews',
  summary: 'The ratings the signed-in delivery person received, with the average',
  tags: ['reviews'],
  access: DELIVERY,
  query: pagedQuery(REVIEW_PAGE_SIZE, 50),
  response: paged(ownReviewSchema).extend({ summary: ratingSummarySchema }),
});

// ── Admin moderation (feature 23) ────────────────────────────────────────────

export const adminReviews = endpoint({
  method: 'GET',
  path: '/api/admin/reviews',
  summary: 'Reviews for moderation, most reported first (feature 23)',
  tags: ['reviews'],
  access: ADMINS,
  query: pagedQuery(20, 100).extend({
    status: z.enum(['all', 'reported', 'hidden'], { error: 'validation.invalidOption' }).default('all'),
  }),
  response: paged(ownReviewSchema),
});

export const hideReview = endpoint({
  method: 'POST',
  path: '/api/admin/reviews/:id/hide',
  summary: 'Hide a review with a reason its author sees; it leaves the averages (feature 23)',
  tags: ['reviews'],
  access: ADMINS,
  params: idParam,
  body: z.object({ reason: plainText(z.string().trim().min(3, 'validation.required').max(500)) }),
  response: writeResult(ownReviewSchema),
});

export const restoreReview = endpoint({
  method: 'POST',
  path: '/api/admin/reviews/:id/restore',
  summary: 'Show a hidden review again; it counts in the averages again (feature 23)',
  tags: ['reviews'],
  access: ADMINS,
  params: idParam,
  response: writeResult(ownReviewSchema),
});
