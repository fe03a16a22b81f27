import { Form, useRouteLoaderData } from 'react-router';
import { type LedgerLine, sellerLedger } from '#lib/contracts/seller-desk.ts';
import type { MessageKey } from '#lib/i18n/messages.ts';
import { formatMonth, monthsUpTo } from '#lib/i18n/months.ts';
import { translate } from '#lib/i18n/translate.ts';
import { pageHref, requestedPage } from '#lib/pagination.ts';
import { type DataColumn, DataTable } from '../../components/data-table.tsx';
import { buttonClass } from '../../components/styles.ts';
import { apiOf } from '../../lib/context.ts';
import { localeFromCookieHeader, useI18n } from '../../lib/i18n.tsx';
import type { Route } from './+types/money';
import type { loader as guardLoader } from './guard.tsx';

const thisMonth = () => new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 7);

/**
 * The months a statement can be asked for, newest first, by name in the page's language (the
 * browser's own month field names them in the phone's language): two years back, and the shown
 * month when an address asks for an older one.
 */
function monthChoices(shown: string): string[] {
  const months = monthsUpTo(thisMonth(), 24);
  return months.includes(shown) ? months : [...months, shown];
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const asked = url.searchParams.get('month') ?? '';
  const month = /^\d{4}-\d{2}$/.test(asked) ? asked : thisMonth();
  const page = requestedPage(url.searchParams.get('page'));
  const ledger = await apiOf(context).call(sellerLedger, { query: { month, page, limit: 50 } });
  return { ledger, month, locale: localeFromCookieHeader(request.headers.get('cookie')) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translate(loaderData?.locale ?? 'en', 'sellerDesk.menu.money') },
];

const KIND: Record<LedgerLine['kind'], MessageKey> = {
  sale: 'sellerDesk.kind.sale',
  commission: 'sellerDesk.kind.commission',
  refund: 'sellerDesk.kind.refund',
  reversal: 'sellerDesk.kind.reversal',
  payout: 'sellerDesk.kind.payout',
};

/** The shop's money: its balance, a month's ledger lines and totals, and the month's CSV statement. */
export default function Money({ loaderData }: Route.ComponentProps) {
  const { t, money, date, digits, number, locale } = useI18n();
  const { ledger, month } = loaderData;
  const account = useRouteLoaderData<typeof guardLoader>('routes/seller/guard')?.account;
  const rate = account ? `${number(account.commission_bp / 100)}%` : '';
  const net = Object.values(ledger.totals).reduce((sum, value) => sum + value, 0);
  const columns: DataColumn<LedgerLine>[] = [
    { id: 'date', header: 'sellerDesk.money.date', cell: (line) => date(line.created_at, true) },
    { id: 'kind', header: 'sellerDesk.money.kind', cell: (line) => t(KIND[line.kind]) },
    {
      id: 'order',
      header: 'sellerDesk.money.order',
      cell: (line) => (line.sub_number ? digits(line.sub_number) : '—'),
    },
    { id: 'note', header: 'sellerDesk.money.note', cell: (line) => line.note ?? '' },
    {
      id: 'amount',
      header: 'sellerDesk.money.amount',
      align: 'end',
      className: 'font-semibold',
      cell: (line) => <span className={line.amount < 0 ? 'text-red-800' : ''}>{money(line.amount)}</span>,
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{t('sellerDesk.menu.money')}</h1>
      <div className="rounded-lg border border-brand-200 bg-brand-50 p-4">
        <p className="text-sm text-gray-700">{t('sellerDesk.money.balance')}</p>
        <p className="text-2xl font-bold" data-testid="balance">
          {money(ledger.balance)}
        </p>
      </div>
      <p className="text-sm text-gray-600">{t('sellerDesk.money.explain', { rate })}</p>
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1 text-sm">
          {t('sellerDesk.money.month')}
          <select
            name="month"
            defaultValue={month}
            className="min-h-10 rounded-md border border-gray-300 px-2 py-2"
          >
            {monthChoices(month).map((choice) => (
              <option key={choice} value={choice}>
                {formatMonth(choice, locale)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonClass}>
          {t('sellerDesk.money.show')}
        </button>
        <a
          href={`/seller-dashboard/money/statement.csv?month=${month}`}
          download
          className="inline-flex min-h-10 items-center text-sm text-brand-700 underline-offset-2 hover:underline"
        >
          {t('sellerDesk.money.csv')}
        </a>
      </Form>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
        {(Object.keys(KIND) as LedgerLine['kind'][]).map((kind) => (
          <div key={kind} className="rounded-md border border-gray-200 p-2">
            <dt className="text-gray-600">{t(KIND[kind])}</dt>
            <dd className="font-semibold">{money(ledger.totals[kind])}</dd>
          </div>
        ))}
        <div className="rounded-md border border-gray-200 p-2">
          <dt className="text-gray-600">{t('sellerDesk.money.net')}</dt>
          <dd className="font-semibold">{money(net)}</dd>
        </div>
      </dl>
      <DataTable
        caption="sellerDesk.menu.money"
        rows={ledger.data}
        columns={columns}
        rowKey={(line) => line.id}
        empty={<p className="py-8 text-center text-gray-600">{t('sellerDesk.money.empty')}</p>}
        pagination={{
          current: ledger.meta.current_page,
          last: ledger.meta.last_page,
          hrefFor: (page) => pageHref(`/seller-dashboard/money?month=${month}`, page),
        }}
      />
    </div>
  );
}
