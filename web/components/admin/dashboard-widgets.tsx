import type { CountedLabel, Dashboard } from '#lib/contracts/admin-panel.ts';
import { ORDER_STATUSES } from '#lib/reference-data.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { BarChart, DonutChart } from '../charts.tsx';
import { Link } from '../link.tsx';

/** Today's date in Dhaka (YYYY-MM-DD), for the "today" links. */
function dhakaToday(): string {
  return new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10);
}

function Figure({ label, value, href }: { label: string; value: string; href: string }) {
  return (
    <Link
      to={href}
      className="flex flex-col gap-1 rounded-lg border border-gray-200 bg-white p-4 hover:border-brand-600"
    >
      <span className="text-sm text-gray-600">{label}</span>
      <span className="text-2xl font-semibold tabular-nums">{value}</span>
    </Link>
  );
}

function Widget({ href, children }: { href: string; children: React.ReactNode }) {
  const { t } = useI18n();
  return (
    <section className="flex min-w-0 flex-col gap-2 rounded-lg border border-gray-200 bg-white p-4">
      {children}
      <Link to={href} className="self-start text-sm text-brand-700 hover:underline">
        {t('adminPanel.dashboard.openList')}
      </Link>
    </section>
  );
}

/**
 * The admin dashboard (feature 1): the figures an operator opens the panel for, then the
 * spec's product breakdowns as charts; each leads to its filtered list.
 */
export function DashboardWidgets({ data, adminPath }: { data: Dashboard; adminPath: string }) {
  const { t, number, money, locale } = useI18n();
  const label = (row: CountedLabel) => (locale === 'bn' ? row.label_bn : row.label);
  const today = dhakaToday();
  const statusTitle = (status: number) => {
    const found = ORDER_STATUSES.find((item) => item.id === status);
    return found ? (locale === 'bn' ? found.title_bn : found.title) : String(status);
  };
  const breakdown = (rows: CountedLabel[]) => ({
    labels: rows.map(label),
    values: rows.map((row) => row.count),
  });
  return (
    <div className="flex flex-col gap-4" data-testid="admin-dashboard">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        <Figure
          label={t('adminPanel.dashboard.todayOrders')}
          value={number(data.today.orders)}
          href={`${adminPath}/order-infos?from=${today}&to=${today}`}
        />
        <Figure
          label={t('adminPanel.dashboard.todaySales')}
          value={money(data.today.sales)}
          href={`${adminPath}/order-infos?from=${today}&to=${today}`}
        />
        <Figure
          label={t('adminPanel.dashboard.flagged')}
          value={number(data.flagged_orders)}
          href={`${adminPath}/order-infos?flagged=1`}
        />
        <Figure
          label={t('adminPanel.dashboard.sellersAwaiting')}
          value={number(data.awaiting.sellers)}
          href={`${adminPath}/companies?status=pending`}
        />
        <Figure
          label={t('adminPanel.dashboard.productsAwaiting')}
          value={number(data.awaiting.products)}
          href={`${adminPath}/products-pre`}
        />
        <Figure
          label={t('adminPanel.dashboard.lowStock')}
          value={number(data.low_stock)}
          href={`${adminPath}/products?stock=low`}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Widget href={`${adminPath}/order-infos`}>
          <BarChart
            title={t('adminPanel.dashboard.byStatus')}
            labels={data.orders_by_status.map((row) => number(row.status))}
            values={data.orders_by_status.map((row) => row.count)}
          />
          <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
            {data.orders_by_status.map((row) => (
              <li key={row.status}>
                <Link
                  to={`${adminPath}/order-infos?status=${row.status}`}
                  className="text-brand-700 hover:underline"
                >
                  {number(row.status)}. {statusTitle(row.status)}: {number(row.count)}
                </Link>
              </li>
            ))}
          </ul>
        </Widget>
        <Widget href={`${adminPath}/products`}>
          <BarChart title={t('adminPanel.dashboard.byType')} {...breakdown(data.products_by_type)} />
        </Widget>
        <Widget href={`${adminPath}/categories`}>
          <BarChart title={t('adminPanel.dashboard.byCategory')} {...breakdown(data.products_by_category)} />
        </Widget>
        <Widget href={`${adminPath}/companies`}>
          <BarChart title={t('adminPanel.dashboard.byCompany')} {...breakdown(data.products_by_company)} />
        </Widget>
        <Widget href={`${adminPath}/products-pre`}>
          <DonutChart
            title={t('adminPanel.dashboard.byOperator')}
            {...breakdown(data.products_by_operator)}
          />
        </Widget>
      </div>
    </div>
  );
}
