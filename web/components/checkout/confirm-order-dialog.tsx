import { useEffect, useId, useRef } from 'react';
import type { Address } from '#lib/contracts/addresses.ts';
import type { CartQuote } from '#lib/contracts/cart.ts';
import type { BilingualText } from '#lib/contracts/common.ts';
import type { PaymentMethod } from '#lib/contracts/orders.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { FormMessage } from '../account/field.tsx';
import { useCount } from '../cart/plural.ts';
import { AddressSummary } from './address-card.tsx';

/**
 * The confirmation step before placing: where it goes, how it is paid, and the total the
 * shopper agrees to. When the server found a new total, it says so and asks again.
 */
export function ConfirmOrderDialog({
  quote,
  previousTotal,
  shipping,
  billing,
  payment,
  isPlacing,
  error,
  onConfirm,
  onClose,
}: {
  quote: CartQuote;
  /** Set when the server refused the total first shown: the shopper confirms the new one. */
  previousTotal: number | null;
  shipping: Address;
  billing: Address | null;
  payment: PaymentMethod;
  isPlacing: boolean;
  error: BilingualText | string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t, money } = useI18n();
  const count = useCount();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const itemCount = quote.groups.reduce((count, group) => count + group.lines.length, 0);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-busy={isPlacing}
      onCancel={(event) => {
        event.preventDefault();
        if (!isPlacing) onClose();
      }}
      className="m-auto w-[min(32rem,calc(100vw-1.5rem))] rounded-lg p-0 shadow-xl backdrop:bg-black/40"
    >
      <div className="flex flex-col gap-4 p-5">
        <h2 id={titleId} className="text-lg font-semibold">
          {t('checkout.confirmTitle')}
        </h2>
        {previousTotal !== null ? (
          <div
            role="alert"
            className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          >
            {t('checkout.totalChanged', { from: money(previousTotal), to: money(quote.total) })}
          </div>
        ) : null}
        <section className="flex flex-col gap-1">
          <h3 className="text-sm font-semibold text-gray-600">{t('checkout.shipTo')}</h3>
          <AddressSummary address={shipping} />
        </section>
        <section className="flex flex-col gap-1">
          <h3 className="text-sm font-semibold text-gray-600">{t('checkout.billTo')}</h3>
          {billing ? (
            <AddressSummary address={billing} />
          ) : (
            <p className="text-sm">{t('checkout.billingSame')}</p>
          )}
        </section>
        <dl className="flex flex-col gap-1 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-gray-600">{t('checkout.paymentType')}</dt>
            <dd className="text-right font-medium">
              {payment === 'cod' ? t('checkout.payment.cod') : t('checkout.payment.digital')}
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-gray-600">{t('checkout.items')}</dt>
            <dd className="text-right">
              {t('orders.itemsSellers', {
                items: count('orders.itemCount', itemCount),
                sellers: count('orders.sellerCount', quote.groups.length),
              })}
            </dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-gray-200 pt-2 text-lg font-bold">
            <dt>{t('checkout.total')}</dt>
            <dd data-testid="confirm-total">{money(quote.total)}</dd>
          </div>
        </dl>
        <FormMessage message={error ?? undefined} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={onClose}
            disabled={isPlacing}
            className="rounded-md border border-gray-300 px-4 py-2 font-medium text-gray-700 hover:bg-gray-100 disabled:opacity-60"
          >
            {t('checkout.back')}
          </button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={isPlacing}
            className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {isPlacing
              ? t('checkout.placing')
              : previousTotal !== null
                ? t('checkout.confirmNewTotal', { total: money(quote.total) })
                : payment === 'cod'
                  ? t('checkout.placeOrder')
                  : t('checkout.placeAndPay')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
