import { useLocation, useRouteLoaderData } from 'react-router';
import { USER_TYPES } from '#lib/reference-data.ts';
import { Link } from '../../components/link.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import type { loader as rootLoader } from '../../root.tsx';
import { accountPageOf } from './menu.ts';

/**
 * A dashboard page whose feature comes in a later issue (addresses, orders, locations, reviews,
 * prescriptions): its title and an empty state, so the menu never leads nowhere.
 */
export default function AccountPlaceholder() {
  const { t } = useI18n();
  const page = accountPageOf(useLocation().pathname);
  const isCustomer = useRouteLoaderData<typeof rootLoader>('root')?.viewer?.userType === USER_TYPES.customer;
  if (!page) return null;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{t(page.label)}</h1>
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-gray-300 px-4 py-12 text-center">
        <p className="font-medium">{t('account.empty.title')}</p>
        {page.empty ? <p className="text-gray-600">{t(page.empty)}</p> : null}
        {isCustomer ? (
          <Link to="/" className="text-brand-700 underline-offset-2 hover:underline">
            {t('account.shopAction')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
