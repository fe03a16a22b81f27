import { cartCount } from '#lib/cart.ts';
import { CartPanel } from '../../components/cart/cart-panel.tsx';
import { useCount } from '../../components/cart/plural.ts';
import { useCart } from '../../lib/cart-store.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { titleMeta } from '../../lib/meta.ts';

export const meta = titleMeta('cart.title', { noindex: true });

/** /cart: the browser's cart, checked against the server's prices and stock. */
export default function CartPage() {
  const { t } = useI18n();
  const lineCount = useCount();
  const count = cartCount(useCart());
  return (
    <div className="flex flex-col gap-4 py-6">
      <h1 className="text-2xl font-semibold">
        {t('cart.title')}
        {count > 0 ? (
          <span className="ml-2 text-base font-normal text-gray-600">
            {lineCount('cart.lineCount', count)}
          </span>
        ) : null}
      </h1>
      <CartPanel layout="page" />
    </div>
  );
}
