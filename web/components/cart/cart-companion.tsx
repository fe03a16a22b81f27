import { useEffect, useState } from 'react';
import type { CartClamp } from '#lib/cart.ts';
import type { MessageKey } from '#lib/i18n/messages.ts';
import { onCartClamp } from '../../lib/cart-store.ts';
import { useCartSync } from '../../lib/cart-sync.ts';
import { type I18n, useI18n } from '../../lib/i18n.tsx';
import type { Viewer } from '../../lib/viewer.ts';
import { CartDrawer } from './cart-drawer.tsx';

/** Spec §9: toasts show bottom-right for 2500 ms. */
export const TOAST_MS = 2500;

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
 * holds the cart drawer, and says (in a toast that screen readers hear) when a quantity had to change to fit its limits.
 */
export function CartCompanion({ viewer }: { viewer: Viewer | null }) {
  useCartSync(viewer);
  const i18n = useI18n();
  const [messages, setMessages] = useState<string[]>([]);
  useEffect(
    () => onCartClamp((clamps) => setMessages(clamps.map((clamp) => clampMessage(clamp, i18n)))),
    [i18n],
  );
  useEffect(() => {
    if (messages.length === 0) return;
    const timer = setTimeout(() => setMessages([]), TOAST_MS);
    return () => clearTimeout(timer);
  }, [messages]);
  return (
    <>
      <CartDrawer />
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed right-3 bottom-20 z-50 flex max-w-[calc(100vw-1.5rem)] flex-col items-end gap-2 md:bottom-4"
      >
        {messages.map((message) => (
          <p
            key={message}
            className="rounded-md bg-gray-900 px-4 py-2 text-sm text-white shadow-lg print:hidden"
          >
            {message}
          </p>
        ))}
      </div>
    </>
  );
}
