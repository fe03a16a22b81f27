import { desc, eq, gt, isNotNull, type SQL } from 'drizzle-orm';
import type { OwnReview } from '#lib/contracts/reviews.ts';
import type { Actor } from '#server/access/actor.ts';
import { transaction } from '#server/db/after-commit.ts';
import type { Db } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import { recordAudit } from '#server/modules/audit/api.ts';
import { moveRating } from './aggregates.ts';
import { requireModerator } from './policy.ts';
import { reviews } from './schema.ts';
import { loadOwnReviews, ownReviewById, pageMeta } from './views.ts';

/** Reviews for moderation (feature 23): the most reported first, then the newest. */
export async function listForModeration(
  db: Db,
  actor: Actor,
  query: { limit: number; page: number; status: 'all' | 'reported' | 'hidden' },
  now: Date = new Date(),
) {
  requireModerator(actor);
  const where: SQL | undefined =
    query.status === 'reported'
      ? gt(reviews.report_count, 0)
      : query.status === 'hidden'
        ? isNotNull(reviews.hidden_at)
        : undefined;
  const { data, total } = await loadOwnReviews(
    db,
    where,
    [desc(reviews.report_count), desc(reviews.id)],
    query,
    now,
  );
  return { data, meta: pageMeta(query, total) };
}

/**
 * Hides a review (its author sees the reason) or shows it again. Hiding takes it out of the
 * rated thing's average and count in the same transaction; restoring puts it back; doing
 * either twice changes nothing.
 */
export async function setHidden(
  db: Db,
  actor: Actor,
  id: number,
  hide: { reason: string } | null,
  now: Date = new Date(),
): Promise<OwnReview> {
  requireModerator(actor);
  return transaction(db, async (tx) => {
    const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
    if (!row) throw notFound('review_not_found', 'reviews.reviewNotFound');
    const wasHidden = row.hidden_at !== null;
    if (hide) {
      await tx
        .update(reviews)
        .set({ hidden_at: row.hidden_at ?? now, hidden_reason: hide.reason, hidden_by: actor.userId })
        .where(eq(reviews.id, id));
      if (!wasHidden) await moveRating(tx, row, -row.rating, -1);
    } else {
      await tx
        .update(reviews)
        .set({ hidden_at: null, hidden_reason: null, hidden_by: null })
        .where(eq(reviews.id, id));
      if (wasHidden) await moveRating(tx, row, row.rating, 1);
    }
    await recordAudit(tx, {
      actor,
      action: hide ? 'hide' : 'restore',
      entity: 'reviews',
      entityId: String(id),
      before: { hidden: wasHidden, hidden_reason: row.hidden_reason },
      after: { hidden: hide !== null, hidden_reason: hide?.reason ?? null },
      ...(hide ? { note: hide.reason } : {}),
    });
    return ownReviewById(tx, id, now);
  });
}
