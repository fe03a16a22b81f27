import { data, useFetcher, useLocation } from 'react-router';
import { ApiError } from '#lib/api-client.ts';
import { type OwnReview, replyToReview, sellerReviews } from '#lib/contracts/reviews.ts';
import { translate } from '#lib/i18n/translate.ts';
import { pageHref, requestedPage } from '#lib/pagination.ts';
import { FieldError, FormMessage } from '../../components/account/field.tsx';
import { Link } from '../../components/link.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { PlainText } from '../../components/store/plain-text.tsx';
import { Stars } from '../../components/store/product-reviews.tsx';
import { buttonClass } from '../../components/styles.ts';
import { apiOf } from '../../lib/context.ts';
import { type FormErrors, formErrorsOf, formValues } from '../../lib/form-errors.ts';
import { localeFromCookieHeader, useI18n } from '../../lib/i18n.tsx';
import type { Route } from './+types/rating-reviews';

const KINDS = ['product', 'seller'] as const;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const stars = Number(url.searchParams.get('stars'));
  const kind = KINDS.find((value) => value === url.searchParams.get('kind'));
  const productId = Number(url.searchParams.get('product'));
  const answer = await apiOf(context).call(sellerReviews, {
    query: {
      page: requestedPage(url.searchParams.get('page')),
      ...(stars >= 1 && stars <= 5 ? { stars } : {}),
      ...(kind ? { kind } : {}),
      ...(Number.isInteger(productId) && productId > 0 ? { product_id: productId } : {}),
    },
  });
  return {
    reviews: answer.data,
    meta: answer.meta,
    summary: answer.summary,
    filters: { stars: stars >= 1 && stars <= 5 ? stars : null, kind: kind ?? null },
    locale: localeFromCookieHeader(request.headers.get('cookie')),
  };
}

type ReplyData = { replied?: number; msg?: string; errors?: FormErrors };

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  const id = Number(values.id);
  if (!Number.isInteger(id) || id <= 0) throw data('Bad Request', { status: 400 });
  try {
    const answer = await apiOf(context).call(replyToReview, {
      params: { id },
      body: { reply: values.reply ?? '' },
    });
    return { replied: id, msg: answer.msg } satisfies ReplyData;
  } catch (error) {
    return data({ errors: formErrorsOf(error) } satisfies ReplyData, {
      status: error instanceof ApiError ? error.status : 500,
    });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translate(loaderData?.locale ?? 'en', 'sellerDesk.reviews.title') },
  { name: 'robots', content: 'noindex' },
];

/** One public reply per review: the form until the seller has answered, then the answer. */
function ReplyForm({ review }: { review: OwnReview }) {
  const { t } = useI18n();
  const fetcher = useFetcher<ReplyData>();
  const errors = fetcher.data?.errors;
  const fieldId = `reply-${review.id}`;
  return (
    <fetcher.Form method="post" className="flex flex-col gap-2">
      <input type="hidden" name="id" value={review.id} />
      <label htmlFor={fieldId} className="text-sm font-medium text-gray-800">
        {t('reviews.reply')}
      </label>
      <textarea
        id={fieldId}
        name="reply"
        rows={2}
        maxLength={1000}
        required
        aria-invalid={errors?.fields?.reply ? true : undefined}
        aria-describedby={errors?.fields?.reply ? `${fieldId}-error` : undefined}
        className="rounded-md border border-gray-300 px-3 py-2 text-base"
      />
      <FieldError id={`${fieldId}-error`} error={errors?.fields?.reply} />
      {errors && !errors.fields ? <FormMessage message={errors.message} /> : null}
      <button type="submit" disabled={fetcher.state !== 'idle'} className={`${buttonClass} self-start`}>
        {t('reviews.reply')}
      </button>
    </fetcher.Form>
  );
}

/**
 * Spec §2's rating-reviews for a seller (issues 13 and 15): the shop's average and 5-to-1 bars,
 * its products' and shop reviews filtered by stars and by what they rate, each with a public reply
 * (once). Texts are plain text, never HTML; hidden reviews show why.
 */
export default function RatingReviews({ loaderData }: Route.ComponentProps) {
  const { t, number, date, pick, rating } = useI18n();
  const { reviews, meta, summary, filters } = loaderData;
  const location = useLocation();
  const href = (change: Record<string, string | null>) => {
    const params = new URLSearchParams(location.search);
    params.delete('page');
    for (const [name, value] of Object.entries(change)) {
      if (value === null) params.delete(name);
      else params.set(name, value);
    }
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ''}`;
  };
  const chip = (active: boolean) =>
    `rounded-full border px-3 py-1 text-sm ${active ? 'border-brand-600 bg-brand-50 font-semibold text-brand-700' : 'border-gray-300 text-gray-700 hover:border-brand-600'}`;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{t('sellerDesk.reviews.title')}</h1>
      <section className="grid gap-4 rounded-lg border border-gray-200 bg-white p-4 sm:grid-cols-2">
        <div>
          <p className="text-sm text-gray-600">{t('sellerDesk.dash.rating')}</p>
          <p className="text-3xl font-bold" data-testid="shop-average">
            {summary.average === null ? t('sellerDesk.dash.noRating') : `★ ${rating(summary.average)}`}
          </p>
          <p className="text-sm text-gray-600">
            {t('sellerDesk.dash.ratingCount', { count: number(summary.count) })}
          </p>
        </div>
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
      </section>
      <nav className="flex flex-wrap gap-2" aria-label={t('sellerDesk.reviews.title')}>
        <Link to={href({ kind: null })} className={chip(filters.kind === null)}>
          {t('reviews.allStars')
            .replace(/stars|তারকা/, '')
            .trim() || t('reviews.allStars')}
        </Link>
        <Link to={href({ kind: 'product' })} className={chip(filters.kind === 'product')}>
          {t('reviews.kindProduct')}
        </Link>
        <Link to={href({ kind: 'seller' })} className={chip(filters.kind === 'seller')}>
          {t('reviews.kindSeller')}
        </Link>
        <span className="mx-1 border-l border-gray-200" aria-hidden="true" />
        <Link to={href({ stars: null })} className={chip(filters.stars === null)}>
          {t('reviews.allStars')}
        </Link>
        {[5, 4, 3, 2, 1].map((stars) => (
          <Link key={stars} to={href({ stars: String(stars) })} className={chip(filters.stars === stars)}>
            {number(stars)}★
          </Link>
        ))}
      </nav>
      {reviews.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 px-4 py-8 text-center text-gray-600">
          {t('reviews.noReviews')}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {reviews.map((review) => (
            <li
              key={review.id}
              data-testid="seller-review"
              className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-4"
            >
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <Stars value={review.rating} />
                <span className="font-medium text-gray-900">{review.author_name}</span>
                <span className="text-gray-500">{date(review.created_at)}</span>
                <span className="rounded bg-gray-100 px-1.5 py-0.5 text-xs">
                  {review.product ? pick(review.product, 'title') : t('reviews.kindSeller')}
                </span>
              </div>
              {review.body ? <PlainText text={review.body} className="break-words text-gray-800" /> : null}
              {review.photos.length ? (
                <div className="flex flex-wrap gap-2">
                  {review.photos.map((photo) => (
                    <img
                      key={photo}
                      src={`${photo}?w=160`}
                      alt=""
                      loading="lazy"
                      width={64}
                      height={64}
                      className="h-16 w-16 rounded object-cover"
                    />
                  ))}
                </div>
              ) : null}
              {review.hidden && review.hidden_reason ? (
                <p className="text-sm text-red-700">
                  {t('reviews.hiddenBecause', { reason: review.hidden_reason })}
                </p>
              ) : null}
              {review.seller_reply ? (
                <div className="rounded-md bg-gray-50 p-3 text-sm">
                  <p className="font-medium text-gray-800">{t('reviews.sellerReply')}</p>
                  <PlainText text={review.seller_reply} className="break-words text-gray-700" />
                </div>
              ) : (
                <ReplyForm review={review} />
              )}
            </li>
          ))}
        </ul>
      )}
      <Pagination
        current={meta.current_page}
        last={meta.last_page}
        hrefFor={(page) => pageHref(`${location.pathname}${location.search}`, page)}
      />
    </div>
  );
}
