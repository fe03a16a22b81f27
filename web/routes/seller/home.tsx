import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ORDER_TABS, type OrderTab, sellerDashboard } from '#lib/contracts/seller-desk.ts';
import type { MessageKey } from '#lib/i18n/messages.ts';
import { translate } from '#lib/i18n/translate.ts';
import { BarChart, DonutChart } from '../../components/charts.tsx';
import { apiOf } from '../../lib/context.ts';
import { localeFromCookieHeader, useI18n } from '../../lib/i18n.tsx';
import type { Route } from './+types/home';

/** The dashboard's figures: one request (GET /api/seller/dashboard). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { data } = await apiOf(context).call(sellerDashboard);
  return { dashboard: data, locale: localeFromCookieHeader(request.headers.get('cookie')) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translate(loaderData?.locale ?? 'en', 'seller.dashboard.title') },
];

const TAB_KEYS: Record<OrderTab, MessageKey> = {
  new: 'sellerDesk.tab.new',
  preparing: 'sellerDesk.tab.preparing',
  packed: 'sellerDesk.tab.packed',
  shipping: 'sellerDesk.tab.shipping',
  delivered: 'sellerDesk.tab.delivered',
  cancelled: 'sellerDesk.tab.cancelled',
};

function Widget({
  title,
  href,
  children,
  wide,
}: {
  title: string;
  href: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <section
      className={`flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-4 ${wide ? 'md:col-span-2' : ''}`}
    >
      <h2 className="font-semibold">
        <Link to={href} className="hover:underline">
          {title}
        </Link>
      </h2>
      {children}
    </section>
  );
}

/** /seller-dashboard: today's and this month's sales, orders by state, 30 days of sales, products, rating, balance. */
export default function SellerHome({ loaderData }: Route.ComponentProps) {
  const { t, money, number, pick, date, rating } = useI18n();
  const d = loaderData.dashboard;
  const orders = '/seller-dashboard/manage-orders';
  const today = new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10);
  const monthStart = `${today.slice(0, 7)}-01`;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{t('seller.dashboard.title')}</h1>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {d.shows.orders ? (
          <>
            <Link
              to={`${orders}?from=${today}&to=${today}`}
              className="rounded-lg border border-gray-200 bg-white p-3"
            >
              <p className="text-sm text-gray-600">{t('sellerDesk.dash.today')}</p>
              <p className="text-lg font-bold" data-testid="today-sales">
                {money(d.today.sales)}
              </p>
              <p className="text-sm">{t('sellerDesk.dash.orders', { count: number(d.today.orders) })}</p>
            </Link>
            <Link
              to={`${orders}?from=${monthStart}`}
              className="rounded-lg border border-gray-200 bg-white p-3"
            >
              <p className="text-sm text-gray-600">{t('sellerDesk.dash.month')}</p>
              <p className="text-lg font-bold">{money(d.month.sales)}</p>
              <p className="text-sm">{t('sellerDesk.dash.orders', { count: number(d.month.orders) })}</p>
            </Link>
          </>
        ) : null}
        {d.balance !== null ? (
          <Link to="/seller-dashboard/money" className="rounded-lg border border-gray-200 bg-white p-3">
            <p className="text-sm text-gray-600">{t('sellerDesk.dash.balance')}</p>
            <p className="text-lg font-bold">{money(d.balance)}</p>
          </Link>
        ) : null}
        <Link
          to={d.shows.orders ? '/seller-dashboard/rating-reviews' : '/seller-dashboard'}
          className="rounded-lg border border-gray-200 bg-white p-3"
        >
          <p className="text-sm text-gray-600">{t('sellerDesk.dash.rating')}</p>
          <p className="text-lg font-bold">{d.rating === null ? '—' : `★ ${rating(d.rating)}`}</p>
          <p className="text-sm">{t('sellerDesk.dash.ratingCount', { count: number(d.rating_count) })}</p>
        </Link>
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        {d.shows.orders ? (
          <>
            <Widget title={t('sellerDesk.dash.last30')} href={orders} wide>
              <BarChart
                title={t('sellerDesk.dash.last30')}
                inWidget
                labels={d.daily.map((day) => date(day.day).replace(/,?\s?[\d০-৯]{4}$/, ''))}
                values={d.daily.map((day) => day.sales)}
                format={money}
              />
            </Widget>
            <Widget title={t('sellerDesk.dash.byState')} href={orders}>
              <DonutChart
                title={t('sellerDesk.dash.byState')}
                inWidget
                labels={ORDER_TABS.map((tab) => t(TAB_KEYS[tab]))}
                values={ORDER_TABS.map((tab) => d.by_tab[tab])}
              />
              <ul className="grid grid-cols-2 gap-1 text-sm">
                {ORDER_TABS.map((tab) => (
                  <li key={tab}>
                    <Link
                      to={`${orders}?tab=${tab}`}
                      className="flex justify-between gap-2 rounded px-2 py-1 hover:bg-gray-50"
                    >
                      <span>{t(TAB_KEYS[tab])}</span>
                      <span className="font-semibold">{number(d.by_tab[tab])}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </Widget>
          </>
        ) : null}
        {d.shows.products ? (
          <>
            <Widget title={t('sellerDesk.dash.top')} href="/seller-dashboard/products">
              {d.top_products.length === 0 ? (
                <p className="text-sm text-gray-600">{t('sellerDesk.dash.none')}</p>
              ) : (
                <ol className="flex flex-col gap-1 text-sm">
                  {d.top_products.map((product) => (
                    <li key={product.product_id} className="flex justify-between gap-2">
                      <span className="min-w-0 truncate">{pick(product, 'title')}</span>
                      <span className="shrink-0">
                        {number(product.quantity)} · {money(product.sales)}
                      </span>
                    </li>
                  ))}
                </ol>
              )}
            </Widget>
            <Widget title={t('sellerDesk.dash.lowStock')} href="/seller-dashboard/products?stock=low">
              {d.low_stock.length === 0 ? (
                <p className="text-sm text-gray-600">{t('sellerDesk.dash.none')}</p>
              ) : (
                <ul className="flex flex-col gap-1 text-sm">
                  {d.low_stock.map((product) => (
                    <li key={product.product_id} className="flex justify-between gap-2">
                      <span className="min-w-0 truncate">{pick(product, 'title')}</span>
                      <span className="shrink-0 font-semibold text-red-800">
                        {t('sellerDesk.dash.units', { count: number(product.stock) })}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </Widget>
          </>
        ) : null}
      </div>
    </div>
  );
}
