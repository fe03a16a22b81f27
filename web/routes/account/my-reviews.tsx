import { useEffect, useState } from 'react';
import { data, Form, useLocation, useNavigation } from 'react-router';
import { ApiError } from '#lib/api-client.ts';
import {
  deleteReview,
  deliveryReviews,
  myReviews,
  type OwnReview,
  type PendingReview,
  pendingReviews,
  REVIEW_PHOTOS_MAX,
  storeReview,
  updateReview,
  uploadReviewPhoto,
} from '#lib/contracts/reviews.ts';
import { translate } from '#lib/i18n/translate.ts';
import { pageHref, requestedPage } from '#lib/pagination.ts';
import { FormMessage } from '../../components/account/field.tsx';
import { FileField } from '../../components/forms/file-field.tsx';
import { Link } from '../../components/link.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { PlainText } from '../../components/store/plain-text.tsx';
import { toast } from '../../components/toast.tsx';
import { apiOf } from '../../lib/context.ts';
import { type FormErrors, formErrorsOf } from '../../lib/form-errors.ts';
import { localeFromCookieHeader, useI18n } from '../../lib/i18n.tsx';
import type { Route } from './+types/my-reviews';

/*
 * My reviews (spec §2, /user/my-reviews and /user-dashboard/my-reviews): a customer's reviews
 * written and waiting to be written, each list paged; a delivery person's ratings received.
 */

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiOf(context);
  const url = new URL(request.url);
  const locale = localeFromCookieHeader(request.headers.get('cookie'));
  const order = url.searchParams.get('order') ?? undefined;
  try {
    const [written, waiting] = await Promise.all([
      api.call(myReviews, { query: { page: requestedPage(url.searchParams.get('page')), limit: 10 } }),
      api.call(pendingReviews, {
        query: {
          page: requestedPage(url.searchParams.get('waiting_page')),
          limit: 10,
          ...(order ? { order_number: order } : {}),
        },
      }),
    ]);
    return { kind: 'customer' as const, written, waiting, received: null, locale };
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 403)) throw error;
    const received = await api.call(deliveryReviews, {
      query: { page: requestedPage(url.searchParams.get('page')), limit: 10 },
    });
    return { kind: 'delivery' as const, written: null, waiting: null, received, locale };
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translate(loaderData?.locale ?? 'en', 'reviews.myReviews') },
];

/** What was done, for the confirmation (the keys of the API's own messages). */
type Done = 'reviews.saved' | 'reviews.updated' | 'reviews.deleted';
/** `form` names the form that failed (its `form` field), so its error is shown beside it. */
type ActionData = { errors?: FormErrors; done?: Done; form?: string };

/** Writing a review (its photos uploaded first, one by one) and deleting one. */
export async function action({ request, context }: Route.ActionArgs) {
  const api = apiOf(context);
  const form = await request.formData();
  try {
    if (form.get('intent') === 'delete') {
      await api.call(deleteReview, { params: { id: Number(form.get('id')) } });
      return { done: 'reviews.deleted' } satisfies ActionData;
    }
    // Editing keeps the review's photos not marked for removal and adds new ones, up to the limit.
    const removed = new Set(form.getAll('remove_photos').map(String));
    const photos = form
      .getAll('keep_photos')
      .map(String)
      .filter((key) => !removed.has(key))
      .slice(0, REVIEW_PHOTOS_MAX);
    for (const file of form.getAll('photos').slice(0, REVIEW_PHOTOS_MAX - photos.length)) {
      if (!(file instanceof File) || file.size === 0) continue;
      const upload = new FormData();
      upload.append('file', file);
      // Multipart, registered by hand on the server; its contract names no body schema.
      const answer = await api.call(uploadReviewPhoto, { body: upload } as never);
      photos.push(answer.data.key);
    }
    if (form.get('intent') === 'update') {
      await api.call(updateReview, {
        params: { id: Number(form.get('id')) },
        body: { rating: Number(form.get('rating')), body: String(form.get('body') ?? ''), photos },
      });
      return { done: 'reviews.updated' } satisfies ActionData;
    }
    const orderItem = form.get('order_item_id');
    await api.call(storeReview, {
      body: {
        kind: String(form.get('kind')) as 'product',
        seller_order_id: Number(form.get('seller_order_id')),
        ...(orderItem ? { order_item_id: Number(orderItem) } : {}),
        rating: Number(form.get('rating')),
        body: String(form.get('body') ?? ''),
        photos,
      },
    });
    return { done: 'reviews.saved' } satisfies ActionData;
  } catch (error) {
    return data({ errors: formErrorsOf(error), form: String(form.get('form') ?? '') } satisfies ActionData, {
      status: error instanceof ApiError ? error.status : 500,
    });
  }
}

function Stars({ value }: { value: number }) {
  const { t, number } = useI18n();
  return (
    <span className="text-amber-500" role="img" aria-label={t('reviews.stars', { stars: number(value) })}>
      {'★'.repeat(value)}
      <span className="text-gray-300">{'★'.repeat(5 - value)}</span>
    </span>
  );
}

function subjectOf(
  item: Pick<PendingReview, 'kind' | 'product' | 'company' | 'delivery_person'>,
  pick: (bn: string, en: string) => string,
) {
  if (item.kind === 'product' && item.product) return pick(item.product.title_bn, item.product.title);
  if (item.kind === 'seller') return pick(item.company.name_bn, item.company.name);
  return item.delivery_person?.name ?? '';
}

const KIND_LABEL = {
  product: 'reviews.rateProduct',
  seller: 'reviews.rateSeller',
  delivery: 'reviews.rateDelivery',
} as const;

/** The stars as radio buttons, one of them chosen. */
function StarChoice({ idPrefix, initial }: { idPrefix: string; initial: number }) {
  const { t, number } = useI18n();
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="text-sm text-gray-700">{t('reviews.yourRating')}</legend>
      {[1, 2, 3, 4, 5].map((stars) => (
        <label key={stars} className="inline-flex items-center gap-1 text-sm">
          <input
            type="radio"
            name="rating"
            value={stars}
            required
            defaultChecked={stars === initial}
            id={`${idPrefix}-${stars}`}
          />
          <span aria-hidden="true" className="text-amber-500">
            {'★'.repeat(stars)}
          </span>
          <span className="sr-only">{t('reviews.stars', { stars: number(stars) })}</span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * What a review says, the same to write one and to change one: the stars, the text, the photos it
 * has (each can be marked for removal) and room for more, up to the limit.
 */
function ReviewFields({
  idPrefix,
  rating,
  body = '',
  photos = [],
}: {
  idPrefix: string;
  rating: number;
  body?: string;
  /** The review's photos: storage key and public URL. */
  photos?: Array<{ key: string; url: string }>;
}) {
  const { t, number } = useI18n();
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  // Only the photos the review still has count (a saved removal leaves its key in `removed`).
  const room = REVIEW_PHOTOS_MAX - photos.filter((photo) => !removed.has(photo.key)).length;
  return (
    <>
      <StarChoice idPrefix={idPrefix} initial={rating} />
      <label className="flex flex-col gap-1 text-sm">
        {t('reviews.yourText')}
        <textarea
          name="body"
          maxLength={2000}
          rows={3}
          defaultValue={body}
          className="rounded-md border border-gray-300 p-2"
        />
      </label>
      {photos.length ? (
        <fieldset className="flex flex-col gap-1 text-sm">
          <legend className="text-gray-700">{t('reviews.yourPhotos')}</legend>
          <ul className="flex flex-wrap gap-3">
            {photos.map((photo, index) => (
              <li key={photo.key} className="flex w-24 flex-col gap-1">
                <input type="hidden" name="keep_photos" value={photo.key} />
                <img
                  src={`${photo.url}?w=160`}
                  alt=""
                  width={64}
                  height={64}
                  className={`h-16 w-16 rounded object-cover ${removed.has(photo.key) ? 'opacity-40' : ''}`}
                />
                <label className="inline-flex items-start gap-1 text-xs">
                  <input
                    type="checkbox"
                    name="remove_photos"
                    value={photo.key}
                    onChange={(event) => {
                      const { checked } = event.currentTarget;
                      setRemoved((current) => {
                        const next = new Set(current);
                        if (checked) next.add(photo.key);
                        else next.delete(photo.key);
                        return next;
                      });
                    }}
                  />
                  {t('reviews.removePhoto', { n: number(index + 1) })}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      {room > 0 ? (
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor={`${idPrefix}-photos`}>{t('reviews.photos', { max: number(room) })}</label>
          <FileField
            id={`${idPrefix}-photos`}
            name="photos"
            multiple
            accept="image/jpeg,image/png,image/webp"
          />
        </div>
      ) : null}
    </>
  );
}

/** A waiting review's form, named by what it reviews. */
const reviewFormKey = (item: PendingReview) =>
  `${item.kind}-${item.seller_order_id}-${item.order_item_id ?? 0}`;

/** A review form: stars (radio buttons), text, photos. */
function ReviewForm({ item, errors }: { item: PendingReview; errors?: FormErrors | undefined }) {
  const { t, locale, digits } = useI18n();
  const navigation = useNavigation();
  const pick = (bn: string, en: string) => (locale === 'bn' && bn ? bn : en);
  const key = reviewFormKey(item);
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-3"
      data-testid="review-form"
    >
      <input type="hidden" name="form" value={key} />
      <input type="hidden" name="kind" value={item.kind} />
      <input type="hidden" name="seller_order_id" value={item.seller_order_id} />
      {item.order_item_id ? <input type="hidden" name="order_item_id" value={item.order_item_id} /> : null}
      <p className="text-sm text-gray-600">
        {t(KIND_LABEL[item.kind])} · {digits(item.sub_number)}
      </p>
      <p className="font-medium break-words">{subjectOf(item, pick)}</p>
      <ReviewFields idPrefix={key} rating={5} />
      <button
        type="submit"
        disabled={navigation.state === 'submitting'}
        className="self-start rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {t('reviews.submit')}
      </button>
      {errors ? <FormMessage message={errors.message} /> : null}
    </Form>
  );
}

/** Changing a review within its edit window: the stars and text, its photos kept or removed and more added. */
function EditReview({ review, errors }: { review: OwnReview; errors?: FormErrors | undefined }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  return (
    <details className="text-sm" data-testid="edit-review" open={errors ? true : undefined}>
      <summary className="cursor-pointer text-brand-700">{t('reviews.edit')}</summary>
      <Form method="post" encType="multipart/form-data" className="mt-2 flex flex-col gap-2">
        <input type="hidden" name="form" value={`edit-${review.id}`} />
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="id" value={review.id} />
        <ReviewFields
          idPrefix={`edit-${review.id}`}
          rating={review.rating}
          body={review.body}
          photos={review.photo_keys.map((key, index) => ({ key, url: review.photos[index] ?? '' }))}
        />
        <button
          type="submit"
          disabled={navigation.state === 'submitting'}
          className="self-start rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {t('reviews.save')}
        </button>
        {errors ? <FormMessage message={errors.message} /> : null}
      </Form>
    </details>
  );
}

function WrittenReview({ review, failed }: { review: OwnReview; failed?: ActionData | undefined }) {
  const { t, date, locale } = useI18n();
  const pick = (bn: string, en: string) => (locale === 'bn' && bn ? bn : en);
  return (
    <li
      className="flex flex-col gap-1 rounded-lg border border-gray-200 bg-white p-3"
      data-testid="written-review"
    >
      <p className="text-sm text-gray-600">
        {t(
          review.kind === 'product'
            ? 'reviews.kindProduct'
            : review.kind === 'seller'
              ? 'reviews.kindSeller'
              : 'reviews.kindDelivery',
        )}
        {' · '}
        {review.product ? (
          <Link
            to={`/products/${encodeURIComponent(review.product.slug)}`}
            className="text-brand-700 hover:underline"
          >
            {pick(review.product.title_bn, review.product.title)}
          </Link>
        ) : review.kind === 'seller' ? (
          pick(review.company.name_bn, review.company.name)
        ) : (
          review.delivery_person?.name
        )}
      </p>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Stars value={review.rating} />
        <span className="text-gray-500">{date(review.created_at)}</span>
      </div>
      {review.body ? <PlainText text={review.body} className="break-words text-gray-800" /> : null}
      {review.photos.length ? (
        <div className="flex flex-wrap gap-2" data-testid="review-photos">
          {review.photos.map((photo) => (
            <img
              key={photo}
              src={`${photo}?w=160`}
              alt=""
              width={64}
              height={64}
              className="h-16 w-16 rounded object-cover"
            />
          ))}
        </div>
      ) : null}
      {review.hidden ? (
        <p className="rounded bg-amber-50 p-2 text-sm text-amber-900">
          {t('reviews.hiddenBecause', { reason: review.hidden_reason ?? '' })}
        </p>
      ) : null}
      {review.seller_reply ? (
        <div className="rounded-md bg-gray-50 p-2 text-sm">
          <p className="font-semibold text-gray-700">{t('reviews.sellerReply')}</p>
          <PlainText text={review.seller_reply} className="break-words text-gray-700" />
        </div>
      ) : null}
      {review.editable ? (
        <EditReview
          review={review}
          errors={failed?.form === `edit-${review.id}` ? failed.errors : undefined}
        />
      ) : null}
      <Form
        method="post"
        className="self-start"
        onSubmit={(event) => {
          if (!window.confirm(t('reviews.confirmDelete'))) event.preventDefault();
        }}
      >
        <input type="hidden" name="form" value={`delete-${review.id}`} />
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={review.id} />
        <button type="submit" className="text-sm text-red-700 underline-offset-2 hover:underline">
          {t('reviews.delete')}
        </button>
        {failed?.form === `delete-${review.id}` && failed.errors ? (
          <FormMessage message={failed.errors.message} />
        ) : null}
      </Form>
    </li>
  );
}

export default function MyReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { t, number, digits, rating } = useI18n();
  const location = useLocation();
  const url = new URL(`${location.pathname}${location.search}`, 'http://haat.local');
  const answer = actionData as ActionData | undefined;
  const errors = answer?.errors;
  // An error is shown beside the form that failed; above the lists only if no form on this page
  // claims it (a page of the list that has since changed).
  const formKeys = new Set([
    ...(loaderData.waiting?.data ?? []).map((item) => reviewFormKey(item)),
    ...(loaderData.written?.data ?? []).flatMap((review) => [`edit-${review.id}`, `delete-${review.id}`]),
  ]);
  const unclaimed = errors && !formKeys.has(answer?.form ?? '') ? errors : undefined;
  // A written, changed or removed review is confirmed with a toast (the list changes far below);
  // each answer is a new object, so two saves in a row are both confirmed.
  useEffect(() => {
    if (answer?.done) toast(t(answer.done));
  }, [answer, t]);
  if (loaderData.kind === 'delivery') {
    const received = loaderData.received!;
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-xl font-semibold">{t('reviews.myReviews')}</h1>
        <p>
          {t('reviews.average')}:{' '}
          <strong>
            {received.summary.average === null
              ? '–'
              : t('reviews.outOf5', { average: rating(received.summary.average) })}
          </strong>{' '}
          ({t('reviews.count', { count: number(received.summary.count) })})
        </p>
        {received.data.length === 0 ? <p className="text-gray-600">{t('reviews.noReviews')}</p> : null}
        <ul className="flex flex-col gap-3">
          {received.data.map((review) => (
            <li key={review.id} className="rounded-lg border border-gray-200 bg-white p-3">
              <Stars value={review.rating} />{' '}
              <span className="text-sm text-gray-600">{digits(review.sub_number)}</span>
              {review.body ? <PlainText text={review.body} className="break-words text-gray-800" /> : null}
            </li>
          ))}
        </ul>
        <Pagination
          current={received.meta.current_page}
          last={received.meta.last_page}
          hrefFor={(page) => pageHref(url, page)}
        />
      </div>
    );
  }
  const written = loaderData.written!;
  const waiting = loaderData.waiting!;
  const waitingHref = (page: number) => {
    const next = new URL(url);
    if (page > 1) next.searchParams.set('waiting_page', String(page));
    else next.searchParams.delete('waiting_page');
    return `${next.pathname}${next.search}`;
  };
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-xl font-semibold">{t('reviews.myReviews')}</h1>
      {unclaimed ? <FormMessage message={unclaimed.message} /> : null}
      <section aria-labelledby="waiting-title" className="flex flex-col gap-3">
        <h2 id="waiting-title" className="text-lg font-semibold">
          {t('reviews.waiting')} ({number(waiting.meta.total)})
        </h2>
        {waiting.data.length === 0 ? <p className="text-gray-600">{t('reviews.noneWaiting')}</p> : null}
        <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
          {waiting.data.map((item) => (
            <ReviewForm
              key={reviewFormKey(item)}
              item={item}
              errors={answer?.form === reviewFormKey(item) ? errors : undefined}
            />
          ))}
        </div>
        <Pagination current={waiting.meta.current_page} last={waiting.meta.last_page} hrefFor={waitingHref} />
      </section>
      <section aria-labelledby="written-title" className="flex flex-col gap-3">
        <h2 id="written-title" className="text-lg font-semibold">
          {t('reviews.written')} ({number(written.meta.total)})
        </h2>
        {written.data.length === 0 ? <p className="text-gray-600">{t('reviews.noneWritten')}</p> : null}
        <ul className="flex flex-col gap-3">
          {written.data.map((review) => (
            <WrittenReview key={review.id} review={review} failed={answer} />
          ))}
        </ul>
        <Pagination
          current={written.meta.current_page}
          last={written.meta.last_page}
          hrefFor={(page) => pageHref(url, page)}
        />
      </section>
    </div>
  );
}
