import { NavLink } from 'react-router';
import { cartCount } from '#lib/cart.ts';
import { useCart } from '../../lib/cart-store.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useViewer } from '../../lib/use-viewer.ts';
import { CartIcon, GridIcon, HomeIcon, UserIcon } from '../icons.tsx';

/** Phones get the main destinations at the bottom, within thumb's reach. */
export function BottomNav() {
  const { t, number } = useI18n();
  const count = cartCount(useCart());
  // The person's own dashboard: a delivery person's, a seller's or an admin's is not /user/….
  const { viewer, pending } = useViewer();
  const signedIn = viewer !== null || pending;
  const item = ({ isActive }: { isActive: boolean }) =>
    `flex flex-1 flex-col items-center gap-0.5 py-2 text-xs ${isActive ? 'text-brand-700 font-semibold' : 'text-gray-600'}`;
  return (
    <nav
      data-bottom-nav
      aria-label={t('nav.bottom')}
      className="fixed inset-x-0 bottom-0 z-40 flex border-t border-gray-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <NavLink to="/" end className={item}>
        <HomeIcon width={22} height={22} />
        {t('nav.home')}
      </NavLink>
      <NavLink to="/categories" className={item}>
        <GridIcon width={22} height={22} />
        {t('nav.categories')}
      </NavLink>
      <NavLink to="/cart" className={item}>
        <span className="relative">
          <CartIcon width={22} height={22} />
          {count > 0 ? (
            <span className="absolute -right-2 -top-1 min-w-4 rounded-full bg-accent-500 px-1 text-center text-[10px] font-bold leading-4 text-white">
              {number(count)}
            </span>
          ) : null}
        </span>
        {t('nav.cart')}
      </NavLink>
      <NavLink to={signedIn ? (viewer?.dashboard ?? '/user/manage-account') : '/login'} className={item}>
        <UserIcon width={22} height={22} />
        {t('nav.account')}
      </NavLink>
    </nav>
  );
}
