import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { OwnReview } from '#lib/contracts/reviews.ts';
import type { Actor } from '#server/access/actor.ts';
import { invalidateCatalogCache } from '#server/cache/read-cache.ts';
import { afterCommit, transaction } from '#server/db/after-commit.ts';
import type { Db } from '#server/db/client.ts';
import { conflict, notFound } from '#server/errors.ts';
import { isSellersReview, requireDeliveryPerson, requireSeller } from './policy.ts';
import { reviews } from './schema.ts';
import { loadOwnReviews, ownReviewById, pageMeta, ratingSummary } from './views.ts';

type Page = { limit: number; page: number };

/**
 * Reviews of the seller's company (its products and the shop itself), newest first, filtered by
 * stars, product and kind, with the shop's own rating (seller reviews) as the summary.
 */
export async function listSellerReviews(
  db: Db,
  actor: Actor,
  query: Page & {
    stars?: number | undefined;
    product_id?: number | undefined;
    kind?: OwnReview['kind'] | undefined;
  },
  now: Date = new Date(),
) {
  requireSeller(actor);
  const where = and(
    eq(reviews.company_id, actor.companyId),
    query.kind ? eq(reviews.kind, query.kind) : undefined,
    query.stars ? eq(reviews.rating, query.stars) : undefined,
    query.product_id ? eq(reviews.product_id, query.product_id) : undefined,
  );
  const [{ data, total }, summary] = await Promise.all([
    loadOwnReviews(db, where, [desc(reviews.created_at), desc(reviews.id)], query, now),
    ratingSummary(
      db,
      and(eq(reviews.company_id, actor.companyId), eq(reviews.kind, query.kind ?? 'seller')) as SQL,
    ),
  ]);
  return { data, meta: pageMeta(query, total), summary };
}

/** The seller's public answer, once per review of its own company (404 for another's, 409 the second time). */
export async function replyToReview(
  db: Db,
  actor: Actor,
  id: number,
  reply: string,
  now: Date = new Date(),
): Promise<OwnReview> {
  requireSeller(actor);
  return transaction(db, async (tx) => {
    const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
    if (!row || !isSellersReview(actor, row)) throw notFound('review_not_found', 'reviews.reviewNotFound');
    if (row.seller_reply !== null) throw conflict('already_replied', 'reviews.alreadyReplied');
    await tx
      .update(reviews)
      .set({ seller_reply: reply, seller_replied_at: now })
      .where(and(eq(reviews.id, id), isNull(reviews.seller_reply)));
    afterCommit(tx, invalidateCatalogCache);
    return ownReviewById(tx, id, now);
  });
}

/** The ratings the delivery person received, newest first, with the average of the visible ones. */
export async function listDeliveryReviews(db: Db, actor: Actor, page: Page, now: Date = new Date()) {
  requireDeliveryPerson(actor);
  const about = and(
    eq(reviews.kind, 'delivery'),
    eq(reviews.delivery_person_id, actor.deliveryPersonId),
  ) as SQL;
  const [{ data, total }, summary] = await Promise.all([
    loadOwnReviews(db, about, [desc(reviews.created_at), desc(reviews.id)], page, now),
    ratingSummary(db, about),
  ]);
  return { data, meta: pageMeta(page, total), summary };
}
