import { data, redirect } from 'react-router';
import { ApiError } from '#lib/api-client.ts';
import { code128Svg } from '#lib/barcode.ts';
import { sellerOrderDetail } from '#lib/contracts/orders.ts';
import { sellerOrderFacts, shopAccount } from '#lib/contracts/seller-desk.ts';
import { translate } from '#lib/i18n/translate.ts';
import { USER_TYPES } from '#lib/reference-data.ts';
import { paymentStatusKey } from '../../components/orders/order-status.tsx';
import { apiOf } from '../../lib/context.ts';
import { onlyUserTypes, withReturn } from '../../lib/guards.ts';
import { localeFromCookieHeader, useI18n } from '../../lib/i18n.tsx';
import thermalCss from '../../styles/print-80mm.css?url';
import a4Css from '../../styles/print-a4.css?url';
import type { Route } from './+types/print';

export const middleware: Route.MiddlewareFunction[] = [
  onlyUserTypes([USER_TYPES.seller], ({ url }) => withReturn('/seller-dashboard/login-form', url)),
];

export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const api = apiOf(context);
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw data('Not Found', { status: 404 });
  try {
    const [detail, facts, account] = await Promise.all([
      api.call(sellerOrderDetail, { params: { id } }),
      api.call(sellerOrderFacts, { params: { id } }),
      api.call(shopAccount),
    ]);
    return {
      order: detail.data,
      facts: facts.data,
      shop: account.data,
      doc: url.searchParams.get('doc') === 'slip' ? ('slip' as const) : ('invoice' as const),
      size: url.searchParams.get('size') === '80mm' ? ('80mm' as const) : ('a4' as const),
      barcode: code128Svg(detail.data.sub_number),
      locale: localeFromCookieHeader(request.headers.get('cookie')),
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) throw redirect('/seller-dashboard/application');
    if (error instanceof ApiError && [400, 404].includes(error.status))
      throw data('Not Found', { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData
      ? `${translate(loaderData.locale, loaderData.doc === 'slip' ? 'sellerDesk.orders.packingSlip' : 'sellerDesk.orders.invoice')} ${loaderData.order.sub_number}`
      : 'Haat',
  },
  { name: 'robots', content: 'noindex' },
];

/**
 * An invoice or a packing slip of one seller order, for an A4 page or an 80 mm thermal roll (the
 * print CSS sets the page size); the order number as a Code 128 barcode. The slip has no prices.
 */
export default function PrintOrder({ loaderData }: Route.ComponentProps) {
  const { t, pick, money, number, date, digits } = useI18n();
  const { order, facts, shop, doc, size, barcode } = loaderData;
  const thermal = size === '80mm';
  return (
    <main
      id="main"
      data-testid="print-document"
      className={`mx-auto flex flex-col gap-3 bg-white p-4 text-black ${thermal ? 'max-w-[80mm] text-xs' : 'max-w-3xl text-sm'} print:max-w-none print:p-0`}
    >
      {/* The paper size, from a file: the page's CSP refuses an inline <style> without its nonce. */}
      <link rel="stylesheet" href={thermal ? thermalCss : a4Css} precedence="default" />
      <div className="flex gap-2 print:hidden">
        <button
          type="button"
          onClick={() => window.print()}
          className="rounded-md bg-brand-600 px-3 py-1.5 font-semibold text-white"
        >
          {t('sellerDesk.orders.print')}
        </button>
      </div>
      <header
        className={`flex ${thermal ? 'flex-col items-center text-center' : 'items-start justify-between'} gap-2`}
      >
        <div>
          <h1 className={`${thermal ? 'text-base' : 'text-2xl'} font-bold`}>
            {doc === 'slip' ? t('sellerDesk.orders.packingSlip') : t('sellerDesk.orders.invoice')}
          </h1>
          <p>
            {t('sellerDesk.print.soldBy')}: <strong>{pick(shop, 'company_name')}</strong>
          </p>
          {shop.phone ? <p>{digits(shop.phone)}</p> : null}
          <p>{date(order.created_at, true)}</p>
        </div>
        <figure className="flex flex-col items-center">
          <div
            role="img"
            aria-label={order.sub_number}
            className={thermal ? 'h-12 w-[64mm]' : 'h-14 w-64'}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: our own SVG of the order number (printable ASCII only)
            dangerouslySetInnerHTML={{ __html: barcode }}
          />
          <figcaption className="font-mono">{order.sub_number}</figcaption>
        </figure>
      </header>
      <p>
        {t('sellerDesk.print.shipTo')}: {pick(facts.area, 'area')}, {pick(facts.area, 'city')}
      </p>
      <p>
        {facts.payment_method === 'cod' ? t('sellerDesk.orders.cod') : t('sellerDesk.orders.digital')} ·{' '}
        {t(paymentStatusKey(facts))}
      </p>
      <table className="w-full border-collapse">
        <thead>
          <tr className="border-b border-black text-left">
            <th className="py-1 pr-2">{t('sellerDesk.orders.lines')}</th>
            <th className="py-1 pr-2 text-right">{t('sellerDesk.orders.qty')}</th>
            {doc === 'invoice' ? (
              <th className="py-1 text-right">{t('sellerDesk.orders.total')}</th>
            ) : (
              <th className="py-1 text-right">{t('sellerDesk.orders.packed')}</th>
            )}
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={`${line.product_id}-${line.price_type}`} className="border-b border-gray-300 align-top">
              <td className="py-1 pr-2">
                {pick(line, 'product_title')} · {pick(line, 'price_type')}
                {doc === 'invoice' && !thermal ? (
                  <span className="block text-gray-700">{money(line.unit_price)}</span>
                ) : null}
              </td>
              <td className="py-1 pr-2 text-right">{number(line.quantity)}</td>
              <td className="py-1 text-right">{doc === 'invoice' ? money(line.line_total) : '☐'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {doc === 'invoice' ? (
        <dl className="ml-auto grid w-full max-w-xs grid-cols-[1fr_auto] gap-x-3 gap-y-0.5">
          <dt>{t('sellerDesk.orders.subtotal')}</dt>
          <dd className="text-right">{money(order.subtotal)}</dd>
          <dt>{t('sellerDesk.orders.vat')}</dt>
          <dd className="text-right">{money(order.vat)}</dd>
          <dt>{t('sellerDesk.orders.deliveryFee')}</dt>
          <dd className="text-right">{money(order.delivery_fee)}</dd>
          <dt className="font-bold">{t('sellerDesk.orders.total')}</dt>
          <dd className="text-right font-bold">{money(order.total)}</dd>
        </dl>
      ) : null}
    </main>
  );
}
