import type { OrderDetail } from '#lib/contracts/orders.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { Link } from '../link.tsx';
import { Thumbnail } from '../thumbnail.tsx';
import { OrderTimeline, OrderTotals, PaymentFacts } from './order-status.tsx';

type OrderAddress = OrderDetail['shipping'];

/** A copied order address, in the page's language. */
export function OrderAddressBlock({ title, address }: { title: string; address: OrderAddress }) {
  const { pick, digits } = useI18n();
  return (
    <div className="flex flex-col gap-0.5 text-sm">
      <h4 className="font-semibold text-gray-800">{title}</h4>
      <p>{address.full_name}</p>
      <p dir="ltr" className="self-start">
        {digits(address.phone)}
      </p>
      <p className="break-words text-gray-700">
        {[address.address_line, pick(address, 'area'), pick(address, 'city'), pick(address, 'region')].join(
          ', ',
        )}
      </p>
    </div>
  );
}

/**
 * An order in full, as the drawer shows it: each seller's part with its lines, fees and
 * timeline, where it goes, how it is paid, and the summary of totals.
 */
export function OrderDetails({ order }: { order: OrderDetail }) {
  const { t, pick, money, number, date, digits } = useI18n();
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-gray-600">
        {t('orders.placedOn', { date: date(order.created_at, true) })} · <PaymentFacts order={order} />
      </p>
      {order.seller_orders.map((part) => (
        <section
          key={part.id}
          aria-label={t('cart.soldBy', { seller: pick(part.company_info, 'company_name') })}
          className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-3"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="font-semibold">
              {t('cart.soldBy', { seller: pick(part.company_info, 'company_name') })}
            </h3>
            <span className="text-xs text-gray-600">
              {t('orders.partNumber', { number: digits(part.sub_number) })}
            </span>
          </div>
          <ul className="divide-y divide-gray-100">
            {part.lines.map((line) => (
              <li key={`${line.product_id}:${line.price_type_id}`} className="flex gap-3 py-2">
                <Thumbnail image={line.product_image} size={48} className="h-12 w-12 rounded" />
                <div className="flex min-w-0 flex-1 flex-col text-sm">
                  <Link
                    to={`/products/${line.product_slug}`}
                    className="font-medium break-words hover:underline"
                  >
                    {pick(line, 'product_title')}
                  </Link>
                  <span className="text-gray-600">
                    {pick(line, 'price_type')} · {number(line.quantity)} ×{' '}
                    <span className="whitespace-nowrap">{money(line.unit_price)}</span>
                  </span>
                </div>
                <span className="text-sm font-semibold whitespace-nowrap">{money(line.line_total)}</span>
              </li>
            ))}
          </ul>
          <p className="flex justify-between text-sm text-gray-700">
            <span>{t('checkout.sellerDelivery')}</span>
            <span>{money(part.delivery_fee)}</span>
          </p>
          {part.delivery_person ? (
            <p className="text-sm text-gray-700">
              {t('orders.deliveryPerson', { name: part.delivery_person.full_name })}{' '}
              <a href={`tel:${part.delivery_person.phone}`} className="text-brand-700 underline" dir="ltr">
                {digits(part.delivery_person.phone)}
              </a>
            </p>
          ) : null}
          <OrderTimeline part={part} />
        </section>
      ))}
      <div className="grid gap-4 sm:grid-cols-2">
        <OrderAddressBlock title={t('checkout.shipTo')} address={order.shipping} />
        <OrderAddressBlock title={t('checkout.billTo')} address={order.billing} />
      </div>
      {order.extra_instruction ? (
        <div className="text-sm">
          <h4 className="font-semibold text-gray-800">{t('checkout.instruction')}</h4>
          <p className="break-words whitespace-pre-line text-gray-700">{order.extra_instruction}</p>
        </div>
      ) : null}
      <OrderTotals order={order} />
    </div>
  );
}
