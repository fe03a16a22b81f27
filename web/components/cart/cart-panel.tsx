import { type Cart, cartCount } from '#lib/cart.ts';
import { useCart, useHydrated } from '../../lib/cart-store.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { Link } from '../link.tsx';
import { buttonClass } from '../styles.ts';
import { CartLines, CartTotals, QuoteProblems } from './cart-contents.tsx';
import { type QuoteState, useCartQuote } from './use-cart-quote.ts';

/** The quote failed: the API's reason, or a word about the connection, and a way to try again. */
export function QuoteFailure({ failure, refresh }: Pick<QuoteState, 'failure' | 'refresh'>) {
  const { t, locale } = useI18n();
  if (!failure) return null;
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800"
    >
      <span>{failure.message ? failure.message[locale] : t('cart.quoteFailed')}</span>
      <button type="button" onClick={refresh} className="font-semibold underline">
        {t('common.retry')}
      </button>
    </div>
  );
}

function EmptyCart() {
  const { t } = useI18n();
  return (
    <div className="flex flex-col items-center gap-3 py-10 text-center">
      <p className="text-lg font-medium">{t('cart.empty')}</p>
      <Link to="/" className={buttonClass}>
        {t('cart.continueShopping')}
      </Link>
    </div>
  );
}

/**
 * The cart as the /cart page and the drawer show it: lines by seller, what changed since they
 * were added, totals from the server, and the way to checkout.
 */
export function CartPanel({ layout }: { layout: 'page' | 'drawer' }) {
  const { t } = useI18n();
  const isHydrated = useHydrated();
  const cart: Cart = useCart();
  const { quote, failure, isLoading, refresh } = useCartQuote(cart);
  if (!isHydrated) return <p className="py-10 text-center text-gray-600">{t('common.loading')}</p>;
  if (cartCount(cart) === 0) return <EmptyCart />;
  const isPage = layout === 'page';
  return (
    <div className={isPage ? 'grid items-start gap-6 lg:grid-cols-[1fr_22rem]' : 'flex flex-col gap-4'}>
      <div className="flex min-w-0 flex-col gap-3">
        <QuoteProblems quote={quote} cart={cart} />
        <QuoteFailure failure={failure} refresh={refresh} />
        <CartLines cart={cart} quote={quote} compact={!isPage} />
      </div>
      <aside
        aria-label={t('checkout.summary')}
        aria-busy={isLoading}
        className={`flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 ${isPage ? 'lg:sticky lg:top-24' : ''}`}
      >
        <h2 className="font-semibold">{t('checkout.summary')}</h2>
        <CartTotals cart={cart} quote={quote} />
        <Link to="/checkout-page" className={`${buttonClass} w-full`}>
          {t('cart.checkout')}
        </Link>
        {isPage ? null : (
          <Link to="/cart" className="text-center text-sm text-brand-700 underline-offset-2 hover:underline">
            {t('cart.viewCart')}
          </Link>
        )}
      </aside>
    </div>
  );
}
