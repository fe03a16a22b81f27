import { data } from 'react-router';
import { ApiError } from '#lib/api-client.ts';
import { code128Svg } from '#lib/barcode.ts';
import { deliveryReceipt } from '#lib/contracts/delivery.ts';
import { translate } from '#lib/i18n/translate.ts';
import { USER_TYPES } from '#lib/reference-data.ts';
import { apiOf } from '../../lib/context.ts';
import { middlewareNamed, onlyUserTypes } from '../../lib/guards.ts';
import { localeFromCookieHeader, useI18n } from '../../lib/i18n.tsx';
import thermalCss from '../../styles/print-80mm.css?url';
import type { Route } from './+types/receipt';

export const middleware: Route.MiddlewareFunction[] = [
  ...middlewareNamed('auth_access'),
  onlyUserTypes([USER_TYPES.delivery], () => '/user/manage-account'),
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw data('Not Found', { status: 404 });
  try {
    const receipt = (await apiOf(context).call(deliveryReceipt, { params: { id } })).data;
    return {
      receipt,
      barcode: code128Svg(receipt.job.sub_number),
      locale: localeFromCookieHeader(request.headers.get('cookie')),
    };
  } catch (error) {
    if (error instanceof ApiError && [400, 404].includes(error.status))
      throw data('Not Found', { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData
      ? `${translate(loaderData.locale, 'deliveryUi.receiptTitle')} ${loaderData.receipt.job.sub_number}`
      : 'Haat',
  },
  { name: 'robots', content: 'noindex' },
];

/**
 * Spec §2's receipt under a delivery person's manage-orders: one delivered order, what was taken at
 * the door and the fee earned, sized for an 80 mm thermal roll or a phone's screen; the order
 * number as a Code 128 barcode.
 */
export default function DeliveryReceipt({ loaderData }: Route.ComponentProps) {
  const { t, pick, money, date, digits } = useI18n();
  const { receipt, barcode } = loaderData;
  const { job } = receipt;
  return (
    <main
      id="main"
      data-testid="delivery-receipt"
      className="mx-auto flex max-w-[80mm] flex-col gap-3 bg-white p-4 text-sm text-black print:max-w-none print:p-0"
    >
      {/* The paper size, from a file: the page's CSP refuses an inline <style> without its nonce. */}
      <link rel="stylesheet" href={thermalCss} precedence="default" />
      <button
        type="button"
        onClick={() => window.print()}
        className="self-start rounded-md bg-brand-600 px-3 py-1.5 font-semibold text-white print:hidden"
      >
        {t('deliveryUi.print')}
      </button>
      <header className="flex flex-col items-center gap-1 text-center">
        <p className="text-lg font-bold">{t('site.name')}</p>
        <h1 className="text-base font-bold">{t('deliveryUi.receiptTitle')}</h1>
        <div
          role="img"
          aria-label={job.sub_number}
          className="h-12 w-[64mm] max-w-full"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own SVG of the order number (printable ASCII only)
          dangerouslySetInnerHTML={{ __html: barcode }}
        />
        <p className="font-mono">{job.sub_number}</p>
      </header>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-gray-700">{t('deliveryUi.deliveredAt')}</dt>
        <dd>{receipt.delivered_at ? date(receipt.delivered_at, true) : '—'}</dd>
        <dt className="text-gray-700">{t('deliveryUi.seller')}</dt>
        <dd>{pick(job, 'company_name')}</dd>
        <dt className="text-gray-700">{t('deliveryUi.customer')}</dt>
        <dd>
          {job.customer_name}, {pick(job, 'drop_area')}
        </dd>
        <dt className="text-gray-700">{t('deliveryUi.payment')}</dt>
        <dd>{job.payment_method === 'cod' ? t('deliveryUi.cashOnDelivery') : t('deliveryUi.paidOnline')}</dd>
        <dt className="text-gray-700">{t('deliveryUi.deliveredBy')}</dt>
        <dd>{receipt.delivery_person_name}</dd>
      </dl>
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 border-t border-black pt-2">
        <dt>{t('deliveryUi.cashCollected')}</dt>
        <dd className="text-right font-bold" data-testid="receipt-cash">
          {money(receipt.cash_collected)}
        </dd>
        <dt>{t('deliveryUi.fee')}</dt>
        <dd className="text-right">{money(receipt.earned)}</dd>
      </dl>
      <p className="text-center text-xs text-gray-700">{digits(job.order_number)}</p>
    </main>
  );
}
