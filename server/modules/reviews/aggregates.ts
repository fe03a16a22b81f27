import { eq, sql } from 'drizzle-orm';
import { invalidateCatalogCache } from '#server/cache/read-cache.ts';
import { afterCommit } from '#server/db/after-commit.ts';
import type { Tx } from '#server/db/client.ts';
import { products } from '#server/modules/catalog/schema.ts';
import { deliveryPersons } from '#server/modules/delivery/schema.ts';
import { companies } from '#server/modules/sellers/schema.ts';
import type { ReviewRow } from './views.ts';

/**
 * Moves the rated thing's rating_sum and rating_count by these amounts, in the review's own
 * transaction, with one atomic `x = x + d` (never read-modify-write), so concurrent reviews,
 * edits and hides add up exactly. The catalog read cache (and with it the page cache) is
 * cleared once the transaction commits, so product pages and cards show the new average.
 */
export async function moveRating(
  tx: Tx,
  review: Pick<ReviewRow, 'kind' | 'product_id' | 'company_id' | 'delivery_person_id'>,
  sumDelta: number,
  countDelta: number,
): Promise<void> {
  if (sumDelta === 0 && countDelta === 0) return;
  if (review.kind === 'product' && review.product_id) {
    await tx
      .update(products)
      .set({
        rating_sum: sql`${products.rating_sum} + ${sumDelta}`,
        rating_count: sql`${products.rating_count} + ${countDelta}`,
      })
      .where(eq(products.id, review.product_id));
  } else if (review.kind === 'seller') {
    await tx
      .update(companies)
      .set({
        rating_sum: sql`${companies.rating_sum} + ${sumDelta}`,
        rating_count: sql`${companies.rating_count} + ${countDelta}`,
      })
      .where(eq(companies.id, review.company_id));
  } else if (review.kind === 'delivery' && review.delivery_person_id) {
    await tx
      .update(deliveryPersons)
      .set({
        rating_sum: sql`${deliveryPersons.rating_sum} + ${sumDelta}`,
        rating_count: sql`${deliveryPersons.rating_count} + ${countDelta}`,
      })
      .where(eq(deliveryPersons.id, review.delivery_person_id));
  }
  afterCommit(tx, invalidateCatalogCache);
}
