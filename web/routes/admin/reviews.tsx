import { data, useFetcher, useLocation } from 'react-router';
import { ApiError } from '#lib/api-client.ts';
import { adminReviews, hideReview, type OwnReview, restoreReview } from '#lib/contracts/reviews.ts';
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
import type { Route } from './+types/reviews';

const STATUSES = ['all', 'reported', 'hidden'] as const;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const status = STATUSES.find((value) => value === url.searchParams.get('status')) ?? 'reported';
  const answer = await apiOf(context).call(adminReviews, {
    query: { status, page: requestedPage(url.searchParams.get('page')), limit: 20 },
  });
  return {
    reviews: answer.data,
    meta: answer.meta,
    status,
    locale: localeFromCookieHeader(request.headers.get('cookie')),
  };
}

type ModerationData = { done?: number; errors?: FormErrors };

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  const id = Number(values.id);
  if (!Number.isInteger(id) || id <= 0) throw data('Bad Request', { status: 400 });
  const api = apiOf(context);
  try {
    if (values.intent === 'restore') await api.call(restoreReview, { params: { id } });
    else await api.call(hideReview, { params: { id }, body: { reason: values.reason ?? '' } });
    return { done: id } satisfies ModerationData;
  } catch (error) {
    return data({ errors: formErrorsOf(error) } satisfies ModerationData, {
      status: error instanceof ApiError ? error.status : 500,
    });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translate(loaderData?.locale ?? 'en', 'reviews.moderationTitle') },
];

function Moderate({ review }: { review: OwnReview }) {
  const { t } = useI18n();
  const fetcher = useFetcher<ModerationData>();
  const errors = fetcher.data?.errors;
  const busy = fetcher.state !== 'idle';
  if (review.hidden) {
    return (
      <fetcher.Form method="post">
        <input type="hidden" name="id" value={review.id} />
        <input type="hidden" name="intent" value="restore" />
        <button type="submit" disabled={busy} className={buttonClass}>
          {t('reviews.restore')}
        </button>
        {errors ? <FormMessage message={errors.message} /> : null}
      </fetcher.Form>
    );
  }
  const fieldId = `hide-${review.id}`;
  return (
    <fetcher.Form method="post" className="flex flex-col gap-2">
      <input type="hidden" name="id" value={review.id} />
      <input type="hidden" name="intent" value="hide" />
      <label htmlFor={fieldId} className="text-sm font-medium text-gray-800">
        {t('reviews.hideReason')}
      </label>
      <input
        id={fieldId}
        name="reason"
        maxLength={500}
        aria-invalid={errors?.fields?.reason ? true : undefined}
        aria-describedby={errors?.fields?.reason ? `${fieldId}-error` : undefined}
        className="rounded-md border border-gray-300 px-3 py-2 text-base"
      />
      <FieldError id={`${fieldId}-error`} error={errors?.fields?.reason} />
      <button
        type="submit"
        disabled={busy}
        className="self-start rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white disabled:opacity-60"
      >
        {t('reviews.hide')}
      </button>
    </fetcher.Form>
  );
}

/**
 * Review moderation (feature 23, issue 15): reported reviews first, hide one with a reason its
 * author sees (it leaves the averages at once), restore a hidden one. Texts are plain text.
 */
export default function ReviewModeration({ loaderData }: Route.ComponentProps) {
  const { t, date, number, pick } = useI18n();
  const { reviews, meta, status } = loaderData;
  const location = useLocation();
  const tab = (value: (typeof STATUSES)[number], label: string) => (
    <Link
      to={`${location.pathname}?status=${value}`}
      aria-current={status === value ? 'page' : undefined}
      className={`rounded-md px-3 py-1.5 text-sm font-medium ${status === value ? 'bg-brand-700 text-white' : 'bg-white text-gray-800 ring-1 ring-gray-300'}`}
    >
      {label}
    </Link>
  );
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{t('reviews.moderationTitle')}</h1>
      <nav className="flex flex-wrap gap-2" aria-label={t('reviews.moderationTitle')}>
        {tab('reported', t('reviews.tabReported'))}
        {tab('hidden', t('reviews.tabHidden'))}
        {tab('all', t('reviews.tabAll'))}
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
              data-testid="moderated-review"
              className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-4"
            >
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <Stars value={review.rating} />
                <span className="font-medium text-gray-900">{review.author_name}</span>
                <span className="text-gray-500">{date(review.created_at)}</span>
                {review.report_count > 0 ? (
                  <span className="rounded bg-red-50 px-1.5 py-0.5 text-xs font-medium text-red-800">
                    {t('reviews.reports', { count: number(review.report_count) })}
                  </span>
                ) : null}
              </div>
              <p className="text-sm text-gray-600">
                {/* What the review is about, said in words: a rider's name alone read like anyone's. */}
                {review.product
                  ? t('reviews.about.product', { name: pick(review.product, 'title') })
                  : review.delivery_person
                    ? t('reviews.about.delivery', { name: review.delivery_person.name })
                    : t('reviews.about.seller', { name: pick(review.company, 'name') })}{' '}
                · {review.sub_number}
              </p>
              {review.body ? <PlainText text={review.body} className="break-words text-gray-800" /> : null}
              {review.hidden && review.hidden_reason ? (
                <p className="text-sm text-red-700">
                  {t('reviews.hiddenBecause', { reason: review.hidden_reason })}
                </p>
              ) : null}
              <Moderate review={review} />
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
