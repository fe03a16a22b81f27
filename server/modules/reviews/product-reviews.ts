import { and, asc, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { productReviewsQuery, RatingSummary, Review } from '#lib/contracts/reviews.ts';
import { cachedCatalogRead } from '#server/cache/read-cache.ts';
import type { Db } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import { products } from '#server/modules/catalog/schema.ts';
import { users } from '#server/modules/users/schema.ts';
import { reviews } from './schema.ts';
import { pageMeta, ratingSummary, toReview } from './views.ts';

/**
 * A visible product's visible reviews (hidden ones never show), most helpful or newest first,
 * optionally of one star value, with the average (one decimal), count and 5-to-1 distribution.
 * The same for every caller, so kept in the catalog read cache, which every review write clears.
 */
export async function listProductReviews(
  db: Db,
  productId: number,
  query: z.output<typeof productReviewsQuery>,
): Promise<{ data: Review[]; meta: ReturnType<typeof pageMeta>; summary: RatingSummary }> {
  const key = `reviews:${productId}:${query.sort}:${query.stars ?? 0}:${query.limit}:${query.page}`;
  return cachedCatalogRead(db, key, async () => {
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(
        and(eq(products.id, productId), eq(products.status, 'active'), eq(products.approval, 'approved')),
      )
      .limit(1);
    if (!product) throw notFound('product_not_found');
    const about = and(eq(reviews.kind, 'product'), eq(reviews.product_id, productId)) as SQL;
    const where = and(
      about,
      isNull(reviews.hidden_at),
      query.stars ? eq(reviews.rating, query.stars) : undefined,
    );
    const order =
      query.sort === 'newest'
        ? [desc(reviews.created_at), desc(reviews.id)]
        : [desc(reviews.helpful_count), desc(reviews.created_at), asc(reviews.id)];
    const [rows, [total], summary] = await Promise.all([
      db
        .select({ review: reviews, author_name: users.name })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.customer_id))
        .where(where)
        .orderBy(...order)
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db.select({ total: count() }).from(reviews).where(where),
      ratingSummary(db, about),
    ]);
    return {
      data: rows.map((row) => toReview(row.review, shortName(row.author_name))),
      meta: pageMeta(query, total?.total ?? 0),
      summary,
    };
  });
}

/** "Nusrat J." : the first name and the initial of the last, as reviewers are shown publicly. */
export function shortName(name: string): string {
  const parts = name.trim().split(/\s+/);
  if (parts.length < 2) return parts[0] ?? '';
  return `${parts[0]} ${[...parts[parts.length - 1]!][0]}.`;
}
