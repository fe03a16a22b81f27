import type { OrderDetail, OrderSummary, SellerOrder } from '#lib/contracts/orders.ts';
import type { MessageKey } from '#lib/i18n/messages.ts';
import { noteText } from '#lib/order-notes.ts';
import { ORDER_STATUSES, ORDER_TIMELINE } from '#lib/reference-data.ts';
import { useI18n } from '../../lib/i18n.tsx';

/**
 * The order's status in words: spec §4's initial label 'Order Submitted' until a part moves on,
 * then the status of its least advanced part; "Cancelled" when every part is.
 */
export function OrderStatusBadge({ order }: { order: Pick<OrderSummary, 'status_label' | 'cancelled'> }) {
  const { t, pick } = useI18n();
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${
        order.cancelled ? 'bg-red-50 text-red-800' : 'bg-brand-50 text-brand-800'
      }`}
    >
      {order.cancelled ? t('orders.cancelled') : pick(order.status_label, 'title')}
    </span>
  );
}

/**
 * Cash on delivery or digital payment, and whether it is paid. A cash-on-delivery order cancelled
 * before delivery has nothing left due (its payment is closed as declined): it never reads
 * "payment declined", since no payment was ever tried.
 */
export function PaymentFacts({ order }: { order: Pick<OrderDetail, 'payment_method' | 'payment_status'> }) {
  const { t } = useI18n();
  return (
    <>
      {order.payment_method === 'cod' ? t('checkout.payment.cod') : t('checkout.payment.digital')} ·{' '}
      {t(paymentStatusKey(order))}
    </>
  );
}

/** Whether an order's payment is done, in words for the customer and the seller alike. */
export function paymentStatusKey(order: Pick<OrderDetail, 'payment_method' | 'payment_status'>): MessageKey {
  return order.payment_method === 'cod' && order.payment_status === 'declined'
    ? 'orders.payment.nothingDue'
    : `orders.payment.${order.payment_status}`;
}

/**
 * Spec §4's timeline for one seller's part: steps 1–6 (getting your order … delivered), each
 * done with its time, the current one marked, later ones to come; or the cancellation.
 */
export function OrderTimeline({ part }: { part: SellerOrder }) {
  const { t, locale, date } = useI18n();
  const reachedAt = (step: number) => part.timeline.find((entry) => entry.step === step)?.created_at;
  const status = ORDER_STATUSES.find((item) => item.id === part.status);
  // The seller's, the admin's or the marketplace's reason, which the customer is told.
  const reason = part.timeline.findLast((entry) => entry.event === 'cancelled')?.note;
  return (
    <div className="flex flex-col gap-2">
      {status && !part.cancelled ? (
        <p className="text-sm text-gray-700">
          {t('orders.statusNow')} <strong>{locale === 'bn' ? status.title_bn : status.title}</strong>
        </p>
      ) : null}
      <ol className="flex flex-col" aria-label={t('orders.timeline')}>
        {ORDER_TIMELINE.map((step) => {
          const at = reachedAt(step.id);
          const isDone = at !== undefined || step.id <= part.status;
          const isCurrent = !part.cancelled && step.id === part.status;
          return (
            <li
              key={step.id}
              className="relative flex gap-3 pb-3 last:pb-0"
              aria-current={isCurrent ? 'step' : undefined}
            >
              <span
                aria-hidden="true"
                className={`mt-1 h-3 w-3 shrink-0 rounded-full border-2 ${
                  isDone ? 'border-brand-600 bg-brand-600' : 'border-gray-300 bg-white'
                } ${isCurrent ? 'ring-4 ring-brand-100' : ''}`}
              />
              <div className="flex flex-col">
                <span className={isDone ? 'font-medium text-gray-900' : 'text-gray-500'}>
                  {locale === 'bn' ? step.title_bn : step.title}
                  <span className="sr-only">
                    {' — '}
                    {isCurrent
                      ? t('orders.stepCurrent')
                      : isDone
                        ? t('orders.stepDone')
                        : t('orders.stepUpcoming')}
                  </span>
                </span>
                {at ? <span className="text-xs text-gray-600">{date(at, true)}</span> : null}
              </div>
            </li>
          );
        })}
        {part.cancelled ? (
          <li className="flex gap-3">
            <span
              aria-hidden="true"
              className="mt-1 h-3 w-3 shrink-0 rounded-full border-2 border-red-600 bg-red-600"
            />
            <div className="flex flex-col">
              <span className="font-medium text-red-800">{t('orders.cancelled')}</span>
              {part.cancelled_at ? (
                <span className="text-xs text-gray-600">{date(part.cancelled_at, true)}</span>
              ) : null}
              {reason ? <span className="text-sm text-gray-700">{noteText(reason, t)}</span> : null}
            </div>
          </li>
        ) : null}
      </ol>
    </div>
  );
}

/** Spec §2's order summary: subtotal, savings, VAT, delivery fee, total. */
export function OrderTotals({
  order,
}: {
  order: Pick<OrderDetail, 'subtotal' | 'discount' | 'vat' | 'delivery_fee' | 'total'>;
}) {
  const { t, money } = useI18n();
  const row = (label: string, value: number, strong = false) => (
    <div
      className={`flex justify-between gap-4 ${strong ? 'border-t border-gray-300 pt-2 text-base font-bold' : ''}`}
    >
      <dt>{label}</dt>
      <dd>{money(value)}</dd>
    </div>
  );
  return (
    <dl className="flex flex-col gap-1 text-sm" aria-label={t('orders.summary')}>
      {row(t('checkout.subtotal'), order.subtotal)}
      {order.discount > 0 ? row(t('checkout.savings'), order.discount) : null}
      {row(t('checkout.vatPlain'), order.vat)}
      {row(t('checkout.deliveryFee'), order.delivery_fee)}
      {row(t('checkout.total'), order.total, true)}
    </dl>
  );
}
