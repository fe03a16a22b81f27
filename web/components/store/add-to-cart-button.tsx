import { useEffect, useState } from 'react';
import { addToCart } from '#lib/cart.ts';
import type { PriceInfo, ProductCard } from '#lib/contracts/catalog.ts';
import { updateCart } from '../../lib/cart-store.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { CartIcon } from '../icons.tsx';
import { announce } from './announcer.tsx';
import { cartItemFor, stockState } from './pricing.ts';

/** Spec §9: confirmations show for 2500 ms. */
export const ADDED_NOTICE_MS = 2500;

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
  const [added, setAdded] = useState(false);
  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => setAdded(false), ADDED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [added]);

  const available = info !== null && stockState(info).kind !== 'out_of_stock';
  const sizing = size === 'lg' ? 'h-12 px-6 text-base' : 'min-h-9 px-2 py-1 text-sm leading-tight';
  return (
    <button
      type="button"
      disabled={!available}
      aria-describedby={describedBy}
      onClick={() => {
        if (!info) return;
        updateCart((cart) => addToCart(cart, cartItemFor(product, info), quantity));
        setAdded(true);
        announce(t('product.addedNamed', { name: pick(product, 'product_title') }));
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
