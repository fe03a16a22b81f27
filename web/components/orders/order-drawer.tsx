import { useEffect, useId, useRef, useState } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import type { OrderDetail } from '#lib/contracts/orders.ts';
import type { FormErrors } from '../../lib/form-errors.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { FormMessage } from '../account/field.tsx';
import { useCount } from '../cart/plural.ts';
import { DeliveryTracking } from '../delivery/order-tracking.tsx';
import { Link } from '../link.tsx';
import { orderAgain } from './order-again.ts';
import { OrderDetails } from './order-details.tsx';
import { OrderStatusBadge } from './order-status.tsx';

/** What the my-orders action answers to a cancellation. */
export type OrderActionData = { cancelled?: string; errors?: FormErrors };

/**
 * One order in a panel over the right side of My orders (spec §2's details drawer): details and
 * timeline, then cancel (while every part is before pick-up), order again, and the receipt.
 * It is a page address (`?order=…`), so it opens from a link, survives a reload and works
 * without JavaScript; closing it goes back to the list.
 */
export function OrderDrawer({
  order,
  closeHref,
  receiptHref,
}: {
  order: OrderDetail;
  closeHref: string;
  receiptHref: string;
}) {
  const { t, digits } = useI18n();
  const count = useCount();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const fetcher = useFetcher<OrderActionData>();
  const [again, setAgain] = useState<'idle' | 'busy' | 'failed'>('idle');
  const [againNote, setAgainNote] = useState<string | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const close = () => navigate(closeHref, { preventScrollReset: true });

  const onOrderAgain = async () => {
    setAgain('busy');
    try {
      const { added, skipped } = await orderAgain(order);
      if (skipped > 0) setAgainNote(count('orders.againSkipped', skipped));
      if (added > 0) navigate('/cart');
      else setAgain('failed');
    } catch (error) {
      console.warn('orders: order again failed', error);
      setAgain('failed');
    }
  };

  const action =
    'rounded-md border border-gray-300 bg-white px-3 py-2 text-sm font-medium hover:bg-gray-100 disabled:opacity-60';
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a pointer shortcut; keyboards close with Escape
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        if (event.target === dialog.current) close();
      }}
      className="m-0 ml-auto h-dvh max-h-none w-[min(36rem,100vw)] max-w-none overflow-y-auto bg-gray-50 p-0 shadow-xl backdrop:bg-black/40"
    >
      <div className="flex flex-col gap-4 p-4">
        <div className="flex items-start justify-between gap-3">
          <div className="flex flex-col gap-1">
            <h2 id={titleId} className="text-lg font-semibold">
              {t('orders.orderNumber', { number: digits(order.order_number) })}
            </h2>
            <div>
              <OrderStatusBadge order={order} />
            </div>
          </div>
          <button
            type="button"
            onClick={close}
            aria-label={t('common.close')}
            className="rounded-md px-2 py-1 text-xl text-gray-600 hover:bg-gray-100"
          >
            ×
          </button>
        </div>

        <div className="flex flex-wrap gap-2">
          <Link to={receiptHref} className={action}>
            {t('orders.receipt')}
          </Link>
          <button type="button" className={action} onClick={onOrderAgain} disabled={again === 'busy'}>
            {again === 'busy' ? t('common.loading') : t('orders.orderAgain')}
          </button>
          {order.cancellable ? (
            <fetcher.Form
              method="post"
              onSubmit={(event) => {
                if (!window.confirm(t('orders.confirmCancel'))) event.preventDefault();
              }}
            >
              <input type="hidden" name="order_number" value={order.order_number} />
              <button
                type="submit"
                name="intent"
                value="cancel"
                disabled={fetcher.state !== 'idle'}
                className="rounded-md border border-red-300 bg-white px-3 py-2 text-sm font-medium text-red-800 hover:bg-red-50 disabled:opacity-60"
              >
                {fetcher.state !== 'idle' ? t('orders.cancelling') : t('orders.cancel')}
              </button>
            </fetcher.Form>
          ) : null}
        </div>
        {fetcher.data?.errors ? <FormMessage message={fetcher.data.errors.message} /> : null}
        {fetcher.data?.cancelled && fetcher.state === 'idle' ? (
          <FormMessage tone="success" message={t('orders.cancelledNow')} />
        ) : null}
        {againNote ? <FormMessage tone="notice" message={againNote} /> : null}
        {again === 'failed' ? <FormMessage message={t('orders.againFailed')} /> : null}

        {/* Issue 14: the code, the courier and their position while on the way. */}
        <DeliveryTracking orderNumber={order.order_number} />
        <OrderDetails order={order} />
      </div>
    </dialog>
  );
}
