import { useLocation } from 'react-router';
import { cartCount } from '#lib/cart.ts';
import { useCart } from '../../lib/cart-store.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { openCartDrawer } from '../cart/cart-drawer.tsx';
import { CartIcon } from '../icons.tsx';
import { Link } from '../link.tsx';

/** The header's cart icon with the number of lines in the cart; it opens the cart drawer (a link to /cart without JavaScript). */
export function CartButton() {
  const { t, number } = useI18n();
  const count = cartCount(useCart());
  const { pathname } = useLocation();
  return (
    <Link
      to="/cart"
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || pathname === '/cart') return;
        event.preventDefault();
        openCartDrawer();
      }}
      aria-haspopup="dialog"
      aria-label={t('cart.label', { count })}
      className="relative inline-flex items-center rounded-md p-2 text-gray-700 hover:bg-gray-100"
    >
      <CartIcon />
      {count > 0 ? (
        <span
          data-testid="cart-count"
          className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-accent-500 px-1 text-center text-xs font-bold leading-5 text-white"
        >
          {number(count)}
        </span>
      ) : null}
    </Link>
  );
}
