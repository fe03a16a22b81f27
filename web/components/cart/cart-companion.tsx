import { useEffect } from 'react';
import type { CartClamp } from '#lib/cart.ts';
import type { MessageKey } from '#lib/i18n/messages.ts';
import { onCartClamp } from '../../lib/cart-store.ts';
import { useCartSync } from '../../lib/cart-sync.ts';
import { type I18n, useI18n } from '../../lib/i18n.tsx';
import type { Viewer } from '../../lib/viewer.ts';
import { toast } from '../toast.tsx';
import { CartDrawer } from './cart-drawer.tsx';

const CLAMP_MESSAGES: Record<CartClamp['reason'], MessageKey> = {
  min: 'cart.clamped.min',
  max: 'cart.clamped.max',
  stock: 'cart.clamped.stock',
};

/** "Miniket rice: at most 10 per order, so the quantity is 10." in the page's language. */
export function clampMessage(
  clamp: CartClamp,
  { t, pick, number }: Pick<I18n, 't' | 'pick' | 'number'>,
): string {
  return t(CLAMP_MESSAGES[clamp.reason], {
    name: pick(
      { product_title: clamp.product_title, product_title_bn: clamp.product_title_bn },
      'product_title',
    ),
    quantity: number(clamp.quantity),
  });
}

/**
 * The cart's companion on every page: keeps a signed-in customer's cart in step with the server,
 * holds the cart drawer, and says in a toast when a quantity had to change to fit its limits.
 */
export function CartCompanion({ viewer }: { viewer: Viewer | null | undefined }) {
  useCartSync(viewer);
  const i18n = useI18n();
  useEffect(
    () =>
      onCartClamp((clamps) => {
        for (const clamp of clamps) toast(clampMessage(clamp, i18n), 'warning');
      }),
    [i18n],
  );
  return <CartDrawer />;
}
