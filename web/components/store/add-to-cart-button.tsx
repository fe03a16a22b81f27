import { useEffect, useState } from 'react';
import { addToCart } from '#lib/cart.ts';
import type { PriceInfo, ProductCard } from '#lib/contracts/catalog.ts';
import { USER_TYPES } from '#lib/reference-data.ts';
import { updateCart } from '../../lib/cart-store.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useViewer, viewerWhenKnown } from '../../lib/use-viewer.ts';
import { CartIcon } from '../icons.tsx';
import { TOAST_MS, toast } from '../toast.tsx';
import { cartItemFor, stockState } from './pricing.ts';

const NON_CUSTOMER_ROLES: Record<number, 'seller' | 'delivery' | 'admin'> = {
  [USER_TYPES.seller]: 'seller',
  [USER_TYPES.delivery]: 'delivery',
  [USER_TYPES.admin]: 'admin',
};

/**
 * Spec §9's 'Add to cart' (and its Bengali caption): adds the price type to the browser's cart,
 * whose count in the header updates at once. The product's name is the button's description,
 * so a screen reader can tell a row of these buttons apart.
 */
export function AddToCartButton({
  product,
  info,
  quantity,
  describedBy,
  size = 'md',
}: {
  product: ProductCard;
  info: PriceInfo | null;
  quantity?: number;
  describedBy?: string;
  size?: 'md' | 'lg';
}) {
  const { t, pick } = useI18n();
  const viewerState = useViewer();
  const [added, setAdded] = useState(false);
  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => setAdded(false), TOAST_MS);
    return () => clearTimeout(timer);
  }, [added]);

  const available = info !== null && stockState(info).kind !== 'out_of_stock';
  const sizing = size === 'lg' ? 'h-12 px-6 text-base' : 'min-h-9 px-2 py-1 text-sm leading-tight';
  return (
    <button
      type="button"
      disabled={!available}
      aria-describedby={describedBy}
      onClick={async () => {
        if (!info) return;
        // Only customers can order: anyone else hears it now, not at the checkout (on a shared
        // public page, once the browser knows who is signed in).
        const viewer = await viewerWhenKnown(viewerState);
        const role = viewer ? NON_CUSTOMER_ROLES[viewer.userType] : undefined;
        if (role) {
          toast(t(`product.customersOnly.${role}`), 'warning');
          return;
        }
        updateCart((cart) => addToCart(cart, cartItemFor(product, info), quantity));
        setAdded(true);
        toast(t('product.addedNamed', { name: pick(product, 'product_title') }));
      }}
      className={`inline-flex w-full items-center justify-center gap-2 rounded-md font-semibold ${sizing} ${
        available
          ? 'bg-brand-600 text-white hover:bg-brand-700 active:bg-brand-800'
          : 'cursor-not-allowed bg-gray-200 text-gray-500'
      }`}
    >
      <CartIcon
        width={18}
        height={18}
        className={size === 'lg' ? 'shrink-0' : 'shrink-0 max-[359px]:hidden'}
      />
      {available ? t(added ? 'product.added' : 'product.addToCart') : t('product.outOfStock')}
    </button>
  );
}
