import { sellerDashboard } from '#lib/contracts/seller-desk.ts';
import { translate } from '#lib/i18n/translate.ts';
import { apiOf } from '../../lib/context.ts';
import { localeFromCookieHeader, useI18n } from '../../lib/i18n.tsx';
import type { Route } from './+types/rating-reviews';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { data } = await apiOf(context).call(sellerDashboard);
  return {
    rating: data.rating,
    count: data.rating_count,
    locale: localeFromCookieHeader(request.headers.get('cookie')),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translate(loaderData?.locale ?? 'en', 'sellerDesk.reviews.title') },
];

/** The shop's rating (the reviews themselves, with filters and replies, come with the reviews issue). */
export default function RatingReviews({ loaderData }: Route.ComponentProps) {
  const { t, number } = useI18n();
  const { rating, count } = loaderData;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{t('sellerDesk.reviews.title')}</h1>
      <div className="rounded-lg border border-gray-200 p-4">
        <p className="text-sm text-gray-600">{t('sellerDesk.dash.rating')}</p>
        <p className="text-3xl font-bold">
          {rating === null ? t('sellerDesk.dash.noRating') : `★ ${number(rating)}`}
        </p>
        <p className="text-sm text-gray-600">{t('sellerDesk.dash.ratingCount', { count: number(count) })}</p>
      </div>
      <p className="text-gray-600">{t('sellerDesk.reviews.soon')}</p>
    </div>
  );
}
