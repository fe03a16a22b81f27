import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type OwnReview, REVIEW_EDIT_DAYS, type Review } from '#lib/contracts/reviews.ts';
import { mediaUrl } from '#lib/media.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { products } from '#server/modules/catalog/schema.ts';
import { deliveryPersons } from '#server/modules/delivery/schema.ts';
import { sellerOrders } from '#server/modules/orders/schema.ts';
import { companies } from '#server/modules/sellers/schema.ts';
import { users } from '#server/modules/users/schema.ts';
import { reviews } from './schema.ts';

/*
 * How reviews are shown: the public form (no moderation facts) and the full form for the
 * author, the seller and admins; and the paging both use.
 */

export type ReviewRow = typeof reviews.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Until when the author may change a review: REVIEW_EDIT_DAYS after writing it. */
export const editableUntil = (row: Pick<ReviewRow, 'created_at'>) =>
  new Date(row.created_at.getTime() + REVIEW_EDIT_DAYS * DAY_MS);

export function toReview(row: ReviewRow, authorName: string): Review {
  return {
    id: row.id,
    kind: row.kind,
    rating: row.rating,
    body: row.body,
    photos: row.photos.map((key) => mediaUrl(key)),
    author_name: authorName,
    verified_purchase: true,
    helpful_count: row.helpful_count,
    seller_reply: row.seller_reply,
    seller_replied_at: row.seller_replied_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

const fullColumns = {
  review: reviews,
  author_name: users.name,
  sub_number: sellerOrders.sub_number,
  product_slug: products.slug,
  product_title: products.product_title,
  product_title_bn: products.product_title_bn,
  company_name: companies.company_name,
  company_name_bn: companies.company_name_bn,
  delivery_name: deliveryPersons.full_name,
};

/** Reviews with what they are about, for the author, the seller, the delivery person and admins. */
export async function loadOwnReviews(
  db: Db | Tx,
  where: SQL | undefined,
  order: SQL[],
  page: { limit: number; page: number },
  now: Date,
): Promise<{ data: OwnReview[]; total: number }> {
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(fullColumns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.customer_id))
      .innerJoin(sellerOrders, eq(sellerOrders.id, reviews.seller_order_id))
      .innerJoin(companies, eq(companies.id, reviews.company_id))
      .leftJoin(products, eq(products.id, reviews.product_id))
      .leftJoin(deliveryPersons, eq(deliveryPersons.id, reviews.delivery_person_id))
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ total: count() }).from(reviews).where(where),
  ]);
  return { data: rows.map((row) => toOwnReview(row, now)), total: totalRow?.total ?? 0 };
}

type FullRow = {
  review: ReviewRow;
  author_name: string;
  sub_number: string;
  product_slug: string | null;
  product_title: string | null;
  product_title_bn: string | null;
  company_name: string;
  company_name_bn: string;
  delivery_name: string | null;
};

function toOwnReview(row: FullRow, now: Date): OwnReview {
  const review = row.review;
  const until = editableUntil(review);
  return {
    ...toReview(review, row.author_name),
    seller_order_id: review.seller_order_id,
    sub_number: row.sub_number,
    product:
      review.product_id && row.product_slug
        ? {
            id: review.product_id,
            slug: row.product_slug,
            title: row.product_title ?? '',
            title_bn: row.product_title_bn ?? '',
          }
        : null,
    company: { id: review.company_id, name: row.company_name, name_bn: row.company_name_bn },
    delivery_person:
      review.delivery_person_id && row.delivery_name
        ? { id: review.delivery_person_id, name: row.delivery_name }
        : null,
    photo_keys: review.photos,
    hidden: review.hidden_at !== null,
    hidden_reason: review.hidden_reason,
    report_count: review.report_count,
    editable_until: until.toISOString(),
    editable: now < until,
  };
}

/** One review in the full form. */
export async function ownReviewById(db: Db | Tx, id: number, now: Date): Promise<OwnReview> {
  const { data } = await loadOwnReviews(
    db,
    eq(reviews.id, id),
    [desc(reviews.id)],
    { limit: 1, page: 1 },
    now,
  );
  return data[0]!;
}

/** `{ current_page, last_page, per_page, total }`. */
export function pageMeta(page: { limit: number; page: number }, total: number) {
  return {
    current_page: page.page,
    last_page: Math.max(1, Math.ceil(total / page.limit)),
    per_page: page.limit,
    total,
  };
}

/** Visible reviews of one kind about one thing: average, count and the 5-to-1 distribution. */
export async function ratingSummary(db: Db | Tx, where: SQL) {
  const rows = await db
    .select({ rating: reviews.rating, n: count() })
    .from(reviews)
    .where(and(where, sql`${reviews.hidden_at} is null`))
    .groupBy(reviews.rating);
  const distribution = [5, 4, 3, 2, 1].map((stars) => rows.find((row) => row.rating === stars)?.n ?? 0);
  const total = distribution.reduce((sum, n) => sum + n, 0);
  const sum = rows.reduce((acc, row) => acc + row.rating * row.n, 0);
  return {
    average: total > 0 ? Math.round((sum / total) * 10) / 10 : null,
    count: total,
    distribution,
  };
}
