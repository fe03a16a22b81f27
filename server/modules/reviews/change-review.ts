import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type OwnReview, REVIEW_EDIT_DAYS, type reviewContent } from '#lib/contracts/reviews.ts';
import type { Actor } from '#server/access/actor.ts';
import { requireCustomer } from '#server/access/permissions.ts';
import { transaction } from '#server/db/after-commit.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { AppError, notFound } from '#server/errors.ts';
import type { Storage } from '#server/storage/storage.ts';
import { moveRating } from './aggregates.ts';
import { checkOwnPhotos } from './photos.ts';
import { reviews } from './schema.ts';
import { editableUntil, ownReviewById } from './views.ts';

/** The customer's own review, locked for the change; 404 for anyone else's. */
async function lockOwn(tx: Tx, customerId: number, id: number) {
  const [row] = await tx
    .select()
    .from(reviews)
    .where(and(eq(reviews.id, id), eq(reviews.customer_id, customerId)))
    .for('update');
  if (!row) throw notFound('review_not_found', 'reviews.reviewNotFound');
  return row;
}

/**
 * Of `keys`, the photos no other review names: a customer may show one upload in two of their
 * reviews, and its file must outlive its removal from one of them.
 */
async function namedNowhereElse(tx: Tx, reviewId: number, keys: string[]): Promise<string[]> {
  const unused: string[] = [];
  for (const key of keys) {
    const [other] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(ne(reviews.id, reviewId), sql`${reviews.photos} @> ${JSON.stringify([key])}::jsonb`))
      .limit(1);
    if (!other) unused.push(key);
  }
  return unused;
}

/**
 * Changes the stars, text and photos of the customer's own review within REVIEW_EDIT_DAYS of
 * writing it (403 `edit_window_over` after). A visible review moves the aggregate by the
 * difference of its stars; a hidden one stays out of it.
 */
export async function updateReview(
  db: Db,
  storage: Storage,
  actor: Actor,
  id: number,
  input: z.output<typeof reviewContent>,
  now: Date = new Date(),
): Promise<OwnReview> {
  requireCustomer(actor);
  const photos = await checkOwnPhotos(storage, actor.userId, input.photos);
  const removed: string[] = [];
  const result = await transaction(db, async (tx) => {
    const row = await lockOwn(tx, actor.userId, id);
    if (now >= editableUntil(row)) {
      throw new AppError('forbidden', 'edit_window_over', 'reviews.editWindowOver', {
        params: { days: REVIEW_EDIT_DAYS },
      });
    }
    await tx
      .update(reviews)
      .set({ rating: input.rating, body: input.body, photos, updated_at: now })
      .where(eq(reviews.id, id));
    if (!row.hidden_at) await moveRating(tx, row, input.rating - row.rating, 0);
    // A photo left out is removed: its file goes once the change is committed.
    removed.push(
      ...(await namedNowhereElse(
        tx,
        id,
        row.photos.filter((key) => !photos.includes(key)),
      )),
    );
    return ownReviewById(tx, id, now);
  });
  await Promise.all(removed.map((key) => storage.delete(key)));
  return result;
}

/** Removes the customer's own review (any time); a visible one leaves the aggregate. */
export async function deleteReview(
  db: Db,
  storage: Storage,
  actor: Actor,
  id: number,
): Promise<{ id: number }> {
  requireCustomer(actor);
  const photos = await transaction(db, async (tx) => {
    const row = await lockOwn(tx, actor.userId, id);
    await tx.delete(reviews).where(eq(reviews.id, id));
    if (!row.hidden_at) await moveRating(tx, row, -row.rating, -1);
    return namedNowhereElse(tx, id, row.photos);
  });
  await Promise.all(photos.map((key) => storage.delete(key)));
  return { id };
}
