import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Actor } from '#server/access/actor.ts';
import { requireSignedIn } from '#server/access/permissions.ts';
import { transaction } from '#server/db/after-commit.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { badRequest, conflict, notFound } from '#server/errors.ts';
import { reviewReports, reviews, reviewVotes } from './schema.ts';

/** A visible review (a hidden one reads as not found to everyone but its author and admins). */
async function visibleReview(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: reviews.id, customer_id: reviews.customer_id })
    .from(reviews)
    .where(and(eq(reviews.id, id), isNull(reviews.hidden_at)))
    .for('update');
  if (!row) throw notFound('review_not_found', 'reviews.reviewNotFound');
  return row;
}

/** "Helpful", once per signed-in person and review, never on one's own (409 / 400). */
export async function markHelpful(
  db: Db,
  actor: Actor,
  id: number,
): Promise<{ id: number; helpful_count: number }> {
  requireSignedIn(actor);
  return transaction(db, async (tx) => {
    const review = await visibleReview(tx, id);
    if (review.customer_id === actor.userId) throw badRequest('own_review', 'reviews.ownReview');
    const inserted = await tx
      .insert(reviewVotes)
      .values({ review_id: id, user_id: actor.userId })
      .onConflictDoNothing()
      .returning({ review_id: reviewVotes.review_id });
    if (inserted.length === 0) throw conflict('already_voted', 'reviews.alreadyVoted');
    const [row] = await tx
      .update(reviews)
      .set({ helpful_count: sql`${reviews.helpful_count} + 1` })
      .where(eq(reviews.id, id))
      .returning({ helpful_count: reviews.helpful_count });
    return { id, helpful_count: row!.helpful_count };
  });
}

/** An abuse report, once per person and review; the moderation list shows the most reported first. */
export async function reportReview(
  db: Db,
  actor: Actor,
  id: number,
  reason: string,
): Promise<{ id: number }> {
  requireSignedIn(actor);
  return transaction(db, async (tx) => {
    await visibleReview(tx, id);
    const inserted = await tx
      .insert(reviewReports)
      .values({ review_id: id, user_id: actor.userId, reason })
      .onConflictDoNothing()
      .returning({ review_id: reviewReports.review_id });
    if (inserted.length === 0) throw conflict('already_reported', 'reviews.alreadyReported');
    await tx
      .update(reviews)
      .set({ report_count: sql`${reviews.report_count} + 1` })
      .where(eq(reviews.id, id));
    return { id };
  });
}
