import { useEffect, useRef } from 'react';
import { data, NavLink, Outlet, redirect, useLocation } from 'react-router';
import { shopAccount } from '#lib/contracts/seller-desk.ts';
import { roleMayUse, type SellerScope } from '#lib/contracts/seller-staff.ts';
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

/**
 * Spec §2's seller menu (§6: every item is allowed to a seller), each page with the part of the
 * shop it belongs to (lib/contracts/seller-staff.ts): a member of the team sees, and may open,
 * only the pages its role covers; the API refuses the rest anyway.
 */
export const SELLER_MENU: Array<{ path: string; label: MessageKey; scope: SellerScope; end?: boolean }> = [
  { path: '/seller-dashboard', label: 'sellerDesk.menu.dashboard', scope: 'any', end: true },
  { path: '/seller-dashboard/products', label: 'sellerDesk.menu.products', scope: 'products' },
  { path: '/seller-dashboard/manage-orders', label: 'sellerDesk.menu.manageOrders', scope: 'orders' },
  { path: '/seller-dashboard/media-galleries', label: 'sellerDesk.menu.mediaGalleries', scope: 'products' },
  { path: '/seller-dashboard/rating-reviews', label: 'sellerDesk.menu.ratingReviews', scope: 'orders' },
  { path: '/seller-dashboard/money', label: 'sellerDesk.menu.money', scope: 'shop' },
  { path: '/seller-dashboard/settings', label: 'sellerDesk.menu.settings', scope: 'shop' },
  { path: '/seller-dashboard/staff', label: 'sellerStaff.menu', scope: 'staff' },
];

/** The part of the shop a seller page belongs to: its menu item's (the longest matching path). */
function scopeOfPage(pathname: string): SellerScope {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/seller-dashboard/application') return 'any';
  const item = SELLER_MENU.filter((page) =>
    page.end ? path === page.path : path === page.path || path.startsWith(`${page.path}/`),
  ).sort((a, b) => b.path.length - a.path.length)[0];
  return item?.scope ?? 'shop';
}

/**
 * Every seller page: the shop's account is read first. A shop that is not approved (pending,
 * rejected, blocked) sees its application page and nothing else (the API refuses it anyway).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { data: account, staff_role: role } = await apiOf(context).call(shopAccount);
  const onApplication = url.pathname.replace(/\/+$/, '') === '/seller-dashboard/application';
  if (account.status !== 'active' && !onApplication) throw redirect('/seller-dashboard/application');
  if (!roleMayUse(role, scopeOfPage(url.pathname))) throw data('Forbidden', { status: 403 });
  return { account, role };
}

export default function SellerGuard({ loaderData }: Route.ComponentProps) {
  const { t, pick } = useI18n();
  const { account, role } = loaderData;
  const active = account.status === 'active';
  const item = ({ isActive }: { isActive: boolean }) =>
    `block whitespace-nowrap rounded-md px-3 py-2 text-sm ${
      isActive ? 'bg-brand-50 font-semibold text-brand-800' : 'text-gray-700 hover:bg-gray-100'
    }`;
  const menu = active
    ? SELLER_MENU.filter((page) => roleMayUse(role, page.scope))
    : [{ path: '/seller-dashboard/application', label: 'sellerDesk.menu.application' as MessageKey }];
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the menu is one row that scrolls sideways: the page's own item is brought into it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again on each move to another page
  useEffect(() => {
    const row = nav.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    const left = current.getBoundingClientRect().left - row.getBoundingClientRect().left + row.scrollLeft;
    if (left < row.scrollLeft || left + current.offsetWidth > row.scrollLeft + row.clientWidth)
      row.scrollLeft = left - (row.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);
  return (
    <div className="grid gap-4 md:grid-cols-[14rem_1fr] md:gap-6">
      <aside className="flex min-w-0 flex-col gap-2">
        <p className="truncate font-semibold">{pick(account, 'company_name')}</p>
        <nav
          ref={nav}
          aria-label={t('sellerDesk.menu.label')}
          className="scroll-hint-x -mx-3 overflow-x-auto px-3 md:mx-0 md:bg-none md:px-0"
        >
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
