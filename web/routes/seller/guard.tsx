import { NavLink, Outlet, redirect } from 'react-router';
import { shopAccount } from '#lib/contracts/seller-desk.ts';
import type { MessageKey } from '#lib/i18n/messages.ts';
import { USER_TYPES } from '#lib/reference-data.ts';
import { apiOf } from '../../lib/context.ts';
import { onlyUserTypes, withReturn } from '../../lib/guards.ts';
import { useI18n } from '../../lib/i18n.tsx';
import type { Route } from './+types/guard';

/** Sellers only; anyone else is asked to sign in with a seller account. */
export const middleware: Route.MiddlewareFunction[] = [
  onlyUserTypes([USER_TYPES.seller], ({ url }) => withReturn('/seller-dashboard/login-form', url)),
];

/** Spec §2's seller menu (§6: every item is allowed to a seller). Products and media come with their issue. */
export const SELLER_MENU: Array<{ path: string; label: MessageKey; end?: boolean }> = [
  { path: '/seller-dashboard', label: 'sellerDesk.menu.dashboard', end: true },
  { path: '/seller-dashboard/products', label: 'sellerDesk.menu.products' },
  { path: '/seller-dashboard/manage-orders', label: 'sellerDesk.menu.manageOrders' },
  { path: '/seller-dashboard/media-galleries', label: 'sellerDesk.menu.mediaGalleries' },
  { path: '/seller-dashboard/rating-reviews', label: 'sellerDesk.menu.ratingReviews' },
  { path: '/seller-dashboard/money', label: 'sellerDesk.menu.money' },
  { path: '/seller-dashboard/settings', label: 'sellerDesk.menu.settings' },
];

/**
 * Every seller page: the shop's account is read first. A shop that is not approved (pending,
 * rejected, blocked) sees its application page and nothing else (the API refuses it anyway).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { data: account } = await apiOf(context).call(shopAccount);
  const onApplication = url.pathname.replace(/\/+$/, '') === '/seller-dashboard/application';
  if (account.status !== 'active' && !onApplication) throw redirect('/seller-dashboard/application');
  return { account };
}

export default function SellerGuard({ loaderData }: Route.ComponentProps) {
  const { t, pick } = useI18n();
  const { account } = loaderData;
  const active = account.status === 'active';
  const item = ({ isActive }: { isActive: boolean }) =>
    `block whitespace-nowrap rounded-md px-3 py-2 text-sm ${
      isActive ? 'bg-brand-50 font-semibold text-brand-800' : 'text-gray-700 hover:bg-gray-100'
    }`;
  const menu = active
    ? SELLER_MENU
    : [{ path: '/seller-dashboard/application', label: 'sellerDesk.menu.application' as MessageKey }];
  return (
    <div className="grid gap-4 md:grid-cols-[14rem_1fr] md:gap-6">
      <aside className="flex min-w-0 flex-col gap-2">
        <p className="truncate font-semibold">{pick(account, 'company_name')}</p>
        <nav aria-label={t('sellerDesk.menu.label')} className="-mx-3 overflow-x-auto px-3 md:mx-0 md:px-0">
          <ul className="flex gap-1 md:flex-col">
            {menu.map((page) => (
              <li key={page.path}>
                <NavLink to={page.path} end={'end' in page ? page.end : false} className={item}>
                  {t(page.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <section className="min-w-0">
        <Outlet />
      </section>
    </div>
  );
}
