import { data } from 'react-router';
import { ApiError } from '#lib/api-client.ts';
import { orderDetail } from '#lib/contracts/orders.ts';
import { toBengaliDigits } from '#lib/digits.ts';
import { translate } from '#lib/i18n/translate.ts';
import { SITE_DOMAIN } from '#lib/site.ts';
import { HaatLogo } from '../../components/icons.tsx';
import { Link } from '../../components/link.tsx';
import { OrderAddressBlock } from '../../components/orders/order-details.tsx';
import { OrderStatusBadge, OrderTotals, PaymentFacts } from '../../components/orders/order-status.tsx';
import { apiOf } from '../../lib/context.ts';
import { middlewareNamed } from '../../lib/guards.ts';
import { localeFromCookieHeader, useI18n } from '../../lib/i18n.tsx';
import type { Route } from './+types/order-receipt';

/** Signed-in people only; the API answers an order to its customer (and admins) alone. */
export const middleware: Route.MiddlewareFunction[] = [...middlewareNamed('auth_access')];

export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  try {
    const { data: order } = await apiOf(context).call(orderDetail, {
      params: { order_number: params.order_number },
    });
    return {
      order,
      back: url.pathname.replace(/\/[^/]+\/receipt\/?$/, ''),
      locale: localeFromCookieHeader(request.headers.get('cookie')),
    };
  } catch (error) {
    if (error instanceof ApiError && [400, 403, 404].includes(error.status))
      throw data('Not Found', { status: 404, statusText: 'Not Found' });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData
      ? translate(loaderData.locale, 'orders.receiptTitle', {
          number:
            loaderData.locale === 'bn'
              ? toBengaliDigits(loaderData.order.order_number)
              : loaderData.order.order_number,
        })
      : SITE_DOMAIN,
  },
  { name: 'robots', content: 'noindex' },
];

/**
 * A printable receipt (spec §2's my-orders receipt): a page of its own without the shop's
 * header, so printing gives just the receipt; the buttons are not printed.
 */
export default function OrderReceipt({ loaderData }: Route.ComponentProps) {
  const { t, pick, money, number, date, digits } = useI18n();
  const { order, back } = loaderData;
  return (
    <main
      id="main"
      className="mx-auto flex max-w-3xl flex-col gap-6 bg-white p-4 sm:p-8 print:max-w-none print:p-0"
    >
      <div className="flex flex-wrap gap-3 print:hidden">
        <button
          type="button"
          onClick={() => window.print()}
          className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          {t('orders.print')}
        </button>
        <Link
          to={`${back}?order=${encodeURIComponent(order.order_number)}`}
          className="rounded-md border border-gray-300 px-4 py-2 font-medium text-gray-700 hover:bg-gray-100"
        >
          {t('orders.backToOrders')}
        </Link>
      </div>

      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-gray-300 pb-4">
        <div className="flex items-center gap-2">
          <HaatLogo />
          <div>
            <p className="text-xl font-bold text-brand-700">{t('site.name')}</p>
            <p className="text-xs text-gray-600">{SITE_DOMAIN}</p>
          </div>
        </div>
        <div className="text-right text-sm">
          <h1 className="text-lg font-semibold">{t('orders.receipt')}</h1>
          <p>{t('orders.orderNumber', { number: digits(order.order_number) })}</p>
          <p className="text-gray-600">{date(order.created_at, true)}</p>
          <OrderStatusBadge order={order} />
        </div>
      </header>

      <div className="grid gap-4 sm:grid-cols-3 print:grid-cols-3">
        <OrderAddressBlock title={t('checkout.shipTo')} address={order.shipping} />
        <OrderAddressBlock title={t('checkout.billTo')} address={order.billing} />
        <div className="flex flex-col gap-0.5 text-sm">
          <h4 className="font-semibold text-gray-800">{t('orders.payment')}</h4>
          <p>
            <PaymentFacts order={order} />
          </p>
        </div>
      </div>

      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('orders.items')}</caption>
        <thead className="border-b border-gray-300">
          <tr>
            <th scope="col" className="py-2 pr-2 font-semibold">
              {t('orders.item')}
            </th>
            <th scope="col" className="py-2 pr-2 text-right font-semibold">
              {t('orders.quantity')}
            </th>
            <th scope="col" className="py-2 pr-2 text-right font-semibold">
              {t('orders.unitPrice')}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {t('orders.amount')}
            </th>
          </tr>
        </thead>
        {order.seller_orders.map((part) => (
          <tbody key={part.id} className="border-b border-gray-200 break-inside-avoid">
            <tr>
              <th scope="rowgroup" colSpan={4} className="pt-3 pb-1 text-left font-semibold text-gray-800">
                {t('cart.soldBy', { seller: pick(part.company_info, 'company_name') })}{' '}
                <span className="font-normal text-gray-600">
                  ({digits(part.sub_number)}
                  {part.cancelled ? ` · ${t('orders.cancelled')}` : ''})
                </span>
              </th>
            </tr>
            {part.lines.map((line) => (
              <tr key={`${line.product_id}:${line.price_type_id}`}>
                <td className="py-1 pr-2">
                  {pick(line, 'product_title')}{' '}
                  <span className="text-gray-600">({pick(line, 'price_type')})</span>
                </td>
                <td className="py-1 pr-2 text-right">{number(line.quantity)}</td>
                <td className="py-1 pr-2 text-right whitespace-nowrap">{money(line.unit_price)}</td>
                <td className="py-1 text-right whitespace-nowrap">{money(line.line_total)}</td>
              </tr>
            ))}
            <tr>
              <td colSpan={3} className="py-1 pr-2 text-right text-gray-600">
                {t('checkout.sellerDelivery')}
              </td>
              <td className="py-1 text-right whitespace-nowrap">{money(part.delivery_fee)}</td>
            </tr>
          </tbody>
        ))}
      </table>

      <div className="ml-auto w-full max-w-xs">
        <OrderTotals order={order} />
      </div>
      <p className="text-center text-xs text-gray-500">{t('orders.receiptThanks')}</p>
    </main>
  );
}
