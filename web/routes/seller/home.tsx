import { currentSession } from '#lib/contracts/auth.ts';
import type { MessageKey } from '#lib/i18n/messages.ts';
import { translate } from '#lib/i18n/translate.ts';
import { USER_TYPES } from '#lib/reference-data.ts';
import { apiOf } from '../../lib/context.ts';
import { onlyUserTypes, withReturn } from '../../lib/guards.ts';
import { localeFromCookieHeader, useI18n } from '../../lib/i18n.tsx';
import type { Route } from './+types/home';

/** Sellers only; anyone else is asked to sign in with a seller account. */
export const middleware: Route.MiddlewareFunction[] = [
  onlyUserTypes([USER_TYPES.seller], ({ url }) => withReturn('/seller-dashboard/login-form', url)),
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { data } = await apiOf(context).call(currentSession);
  return { user: data!, locale: localeFromCookieHeader(request.headers.get('cookie')) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translate(loaderData?.locale ?? 'en', 'seller.dashboard.title') },
];

/** The seller dashboard's start (its products, orders and settings come in later issues). */
export default function SellerHome({ loaderData }: Route.ComponentProps) {
  const { t, pick } = useI18n();
  const { user_info: info, partner_info: partner } = loaderData.user;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('seller.dashboard.title')}</h1>
      <p>{t('seller.dashboard.welcome', { name: info.name })}</p>
      {partner?.kind === 'seller' ? (
        <section className="rounded-lg border border-gray-200 bg-white p-4">
          <h2 className="text-lg font-semibold">{pick(partner, 'company_name')}</h2>
          <p className="text-gray-700">{t(`seller.companyStatus.${partner.status}` as MessageKey)}</p>
        </section>
      ) : null}
      <p className="text-gray-600">{t('seller.dashboard.soon')}</p>
    </div>
  );
}
