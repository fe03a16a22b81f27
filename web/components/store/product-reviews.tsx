import type { EndpointOutput } from '#lib/contracts/endpoint.ts';
import type { productReviews } from '#lib/contracts/reviews.ts';
import { mediaUrl } from '#lib/media.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { Link } from '../link.tsx';
import { PlainText } from './plain-text.tsx';

export type ProductReviewsData = EndpointOutput<typeof productReviews>;

/** The product page's review filters, read from its own URL (`?reviews=newest&stars=4`). */
export function reviewQueryOf(url: URL): { sort: 'helpful' | 'newest'; stars?: number; page: number } {
  const sort = url.searchParams.get('reviews') === 'newest' ? 'newest' : 'helpful';
  const stars = Number(url.searchParams.get('stars'));
  const page = Math.max(1, Number(url.searchParams.get('reviews_page')) || 1);
  return { sort, ...(stars >= 1 && stars <= 5 ? { stars: Math.trunc(stars) } : {}), page };
}

/** schema.org AggregateRating and Review, added to the product's JSON-LD when it has ratings. */
export function withReviewsJsonLd(
  jsonLd: Record<string, unknown>,
  reviews: ProductReviewsData | null,
): Record<string, unknown> {
  if (!reviews || reviews.summary.count === 0 || reviews.summary.average === null) return jsonLd;
  return {
    ...jsonLd,
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: reviews.summary.average,
      reviewCount: reviews.summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.data.slice(0, 5).map((review) => ({
      '@type': 'Review',
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
      author: { '@type': 'Person', name: review.author_name },
      datePublished: review.created_at.slice(0, 10),
      ...(review.body ? { reviewBody: review.body } : {}),
    })),
  };
}

export function Stars({ value }: { value: number }) {
  const { t, number } = useI18n();
  return (
    <span className="text-amber-500" role="img" aria-label={t('reviews.stars', { stars: number(value) })}>
      {'★'.repeat(value)}
      <span className="text-gray-300">{'★'.repeat(5 - value)}</span>
    </span>
  );
}

/**
 * Ratings and reviews of a product: the average (one decimal), count, 5-to-1 bars, and the
 * reviews (most helpful or newest, by stars) with photos, the verified purchase mark and the
 * seller's reply. Texts are shown as plain text, never as HTML.
 */
export function ProductReviews({
  reviews,
  path,
  query,
}: {
  reviews: ProductReviewsData;
  path: string;
  query: { sort: 'helpful' | 'newest'; stars?: number; page: number };
}) {
  const { t, number, date, rating } = useI18n();
  const { summary } = reviews;
  const hrefOf = (change: { sort?: string; stars?: number | null; page?: number }) => {
    const params = new URLSearchParams();
    const sort = change.sort ?? query.sort;
    const stars = change.stars === undefined ? query.stars : change.stars;
    if (sort === 'newest') params.set('reviews', 'newest');
    if (stars) params.set('stars', String(stars));
    if (change.page && change.page > 1) params.set('reviews_page', String(change.page));
    const search = params.toString();
    return `${path}${search ? `?${search}` : ''}#reviews`;
  };
  const chip = (active: boolean) =>
    `rounded-full border px-3 py-1 text-sm ${active ? 'border-brand-600 bg-brand-50 font-semibold text-brand-700' : 'border-gray-300 text-gray-700 hover:border-brand-600'}`;
  return (
    <section
      id="reviews"
      aria-labelledby="reviews-title"
      className="below-fold mt-8 rounded-lg border border-gray-200 bg-white p-4 sm:p-6"
    >
      <h2 id="reviews-title" className="mb-4 text-lg font-semibold">
        {t('reviews.title')}
      </h2>
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-2">
          {summary.average === null ? (
            <p className="text-gray-600">{t('reviews.noReviews')}</p>
          ) : (
            <>
              <p className="text-3xl font-bold text-gray-900" data-testid="review-average">
                {t('reviews.outOf5', { average: rating(summary.average) })}
              </p>
              <Stars value={Math.round(summary.average)} />
              <p className="text-sm text-gray-600" data-testid="review-count">
                {t('reviews.count', { count: number(summary.count) })}
              </p>
            </>
          )}
          <ul className="flex flex-col gap-1">
            {summary.distribution.map((n, index) => {
              const stars = 5 - index;
              const share = summary.count ? Math.round((n / summary.count) * 100) : 0;
              return (
                <li key={stars} className="flex items-center gap-2 text-sm">
                  <span className="w-16 shrink-0 text-gray-700">
                    {t(stars === 1 ? 'reviews.starsN.one' : 'reviews.starsN.other', { stars: number(stars) })}
                  </span>
                  <span className="h-2 flex-1 overflow-hidden rounded bg-gray-100" aria-hidden="true">
                    <span className="block h-full bg-amber-400" style={{ width: `${share}%` }} />
                  </span>
                  <span className="w-8 shrink-0 text-right text-gray-600">{number(n)}</span>
                </li>
              );
            })}
          </ul>
        </div>
        <div className="flex min-w-0 flex-col gap-3">
          <nav className="flex flex-wrap gap-2" aria-label={t('reviews.title')}>
            <Link
              preventScrollReset
              to={hrefOf({ sort: 'helpful', page: 1 })}
              className={chip(query.sort === 'helpful')}
            >
              {t('reviews.sortHelpful')}
            </Link>
            <Link
              preventScrollReset
              to={hrefOf({ sort: 'newest', page: 1 })}
              className={chip(query.sort === 'newest')}
            >
              {t('reviews.sortNewest')}
            </Link>
            <Link preventScrollReset to={hrefOf({ stars: null, page: 1 })} className={chip(!query.stars)}>
              {t('reviews.allStars')}
            </Link>
            {[5, 4, 3, 2, 1].map((stars) => (
              <Link
                key={stars}
                preventScrollReset
                to={hrefOf({ stars, page: 1 })}
                className={chip(query.stars === stars)}
              >
                {number(stars)}★
              </Link>
            ))}
          </nav>
          {reviews.data.length === 0 ? <p className="text-gray-600">{t('reviews.noReviews')}</p> : null}
          <ul className="flex flex-col divide-y divide-gray-100">
            {reviews.data.map((review) => (
              <li key={review.id} className="flex flex-col gap-1 py-3" data-testid="review">
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <Stars value={review.rating} />
                  <span className="font-medium text-gray-900">{review.author_name}</span>
                  {review.verified_purchase ? (
                    <span className="rounded bg-green-50 px-1.5 py-0.5 text-xs font-medium text-green-800">
                      {t('reviews.verified')}
                    </span>
                  ) : null}
                  <span className="text-gray-500">{date(review.created_at)}</span>
                </div>
                {review.body ? <PlainText text={review.body} className="break-words text-gray-800" /> : null}
                {review.photos.length ? (
                  <div className="flex flex-wrap gap-2">
                    {review.photos.map((photo) => (
                      <a key={photo} href={photo} target="_blank" rel="noopener">
                        <img
                          src={`${photo}?w=160`}
                          alt=""
                          loading="lazy"
                          width={80}
                          height={80}
                          className="h-20 w-20 rounded border border-gray-200 object-cover"
                        />
                      </a>
                    ))}
                  </div>
                ) : null}
                {review.seller_reply ? (
                  <div className="mt-1 rounded-md bg-gray-50 p-2 text-sm">
                    <p className="font-semibold text-gray-700">{t('reviews.sellerReply')}</p>
                    <PlainText text={review.seller_reply} className="break-words text-gray-700" />
                  </div>
                ) : null}
                <p className="text-xs text-gray-500">
                  {t('reviews.helpful', { count: number(review.helpful_count) })}
                </p>
              </li>
            ))}
          </ul>
          {reviews.meta.last_page > 1 ? (
            <nav className="flex gap-3 text-sm">
              {query.page > 1 ? (
                <Link
                  preventScrollReset
                  to={hrefOf({ page: query.page - 1 })}
                  className="text-brand-700 underline"
                >
                  ←
                </Link>
              ) : null}
              <span>
                {number(query.page)} / {number(reviews.meta.last_page)}
              </span>
              {query.page < reviews.meta.last_page ? (
                <Link
                  preventScrollReset
                  to={hrefOf({ page: query.page + 1 })}
                  className="text-brand-700 underline"
                >
                  →
                </Link>
              ) : null}
            </nav>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** The photo URL of a stored key (for the author's own review list). */
export const reviewPhotoUrl = (key: string) => mediaUrl(key);
