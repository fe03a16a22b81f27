import { data, redirect, useLocation, useRevalidator } from 'react-router';
import { ApiError } from '#lib/api-client.ts';
import { cancelOrder, listMyOrders, type OrderSummary, orderDetail } from '#lib/contracts/orders.ts';
import { translate } from '#lib/i18n/translate.ts';
import { clampedPageHref, pageHref, requestedPage } from '#lib/pagination.ts';
import { useCount } from '../../components/cart/plural.ts';
import { type DataColumn, DataTable } from '../../components/data-table.tsx';
import { Link } from '../../components/link.tsx';
import { type OrderActionData, OrderDrawer } from '../../components/orders/order-drawer.tsx';
import { OrderStatusBadge } from '../../components/orders/order-status.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { Thumbnail } from '../../components/thumbnail.tsx';
import { apiOf } from '../../lib/context.ts';
import { formErrorsOf, formValues } from '../../lib/form-errors.ts';
import { localeFromCookieHeader, useI18n } from '../../lib/i18n.tsx';
import { useEventStream } from '../../lib/use-event-stream.ts';
import type { Route } from './+types/my-orders';

/** Orders per page of My orders. */
const ORDERS_PER_PAGE = 10;

type View = 'card' | 'list';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const api = apiOf(context);
  const page = requestedPage(url.searchParams.get('page'));
  const number = url.searchParams.get('order');
  const [orders, opened] = await Promise.all([
    api.call(listMyOrders, { query: { page, limit: ORDERS_PER_PAGE } }),
    number
      ? api.call(orderDetail, { params: { order_number: number } }).then(
          (answer) => answer.data,
          (error) => {
            // Someone else's or a mistyped order number: the list, without a drawer.
            if (
              error instanceof ApiError &&
              (error.status === 404 || error.status === 400 || error.status === 403)
            )
              return null;
            throw error;
          },
        )
      : null,
  ]);
  const beyond = clampedPageHref(url, page, orders.meta.last_page);
  if (beyond) throw redirect(beyond);
  return {
    orders,
    opened,
    view: (url.searchParams.get('view') === 'list' ? 'list' : 'card') as View,
    locale: localeFromCookieHeader(request.headers.get('cookie')),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translate(loaderData?.locale ?? 'en', 'account.menu.myOrders') },
];

/** Cancels an order (the drawer's button); the page then reloads it, cancelled. */
export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  if (values.intent !== 'cancel' || !values.order_number) throw data('Bad Request', { status: 400 });
  try {
    const answer = await apiOf(context).call(cancelOrder, {
      params: { order_number: values.order_number },
      body: { reason: values.reason ?? '' },
    });
    return { cancelled: answer.data.order_number } satisfies OrderActionData;
  } catch (error) {
    return data({ errors: formErrorsOf(error) } satisfies OrderActionData, {
      status: error instanceof ApiError ? error.status : 500,
    });
  }
}

/** The same page with some query parameters changed (null removes one). */
function withQuery(search: string, pathname: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) params.delete(name);
    else params.set(name, value);
  }
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}

function PaymentLabel({ order }: { order: OrderSummary }) {
  const { t } = useI18n();
  return <>{order.payment_method === 'cod' ? t('checkout.payment.cod') : t('checkout.payment.digital')}</>;
}

function OrderCard({ order, href }: { order: OrderSummary; href: string }) {
  const { t, money, date, digits } = useI18n();
  const count = useCount();
  return (
    <li className="flex gap-3 rounded-lg border border-gray-200 bg-white p-3">
      <Thumbnail image={order.first_image} size={64} className="h-16 w-16 rounded-md" />
      <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Link to={href} preventScrollReset className="font-semibold text-gray-900 hover:underline">
            {t('orders.orderNumber', { number: digits(order.order_number) })}
          </Link>
          <OrderStatusBadge order={order} />
        </div>
        <p className="text-gray-600">{date(order.created_at, true)}</p>
        <p className="text-gray-700">
          {t('orders.itemsSellers', {
            items: count('orders.itemCount', order.item_count),
            sellers: count('orders.sellerCount', order.seller_count),
          })}
        </p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-base font-bold">{money(order.total)}</span>
          <span className="text-gray-600">
            <PaymentLabel order={order} />
          </span>
        </div>
      </div>
    </li>
  );
}

/** My orders (spec §2: card, list, drawer, receipt, summary). */
export default function MyOrders({ loaderData }: Route.ComponentProps) {
  const { t, money, number, date, digits } = useI18n();
  const count = useCount();
  const { orders, opened, view } = loaderData;
  const { pathname, search } = useLocation();
  const hrefOf = (order: string) => withQuery(search, pathname, { order });
  // An order on this page changes (a seller prepares it, it is cancelled…), or a new one is
  // placed (another tab or device; newest come first, on page 1): reload it live.
  const revalidator = useRevalidator();
  useEventStream<{ order_number: string }>(
    ['order.status'],
    (event) => {
      const shown = orders.data.some((order) => order.order_number === event.data.order_number);
      const firstPage = orders.meta.current_page === 1;
      if (shown || firstPage || opened?.order_number === event.data.order_number) revalidator.revalidate();
    },
    { onPoll: () => revalidator.revalidate() },
  );
  const viewLink = (target: View) => (
    <Link
      to={withQuery(search, pathname, { view: target === 'card' ? null : 'list', order: null })}
      aria-current={view === target ? 'true' : undefined}
      className={`rounded-md px-3 py-1.5 text-sm font-medium ${
        view === target ? 'bg-brand-700 text-white' : 'text-gray-700 hover:bg-gray-100'
      }`}
    >
      {target === 'card' ? t('orders.viewCards') : t('orders.viewList')}
    </Link>
  );

  const columns: DataColumn<OrderSummary>[] = [
    {
      id: 'number',
      header: 'orders.number',
      cell: (order) => (
        <Link
          to={hrefOf(order.order_number)}
          preventScrollReset
          className="font-medium text-brand-700 hover:underline"
        >
          {digits(order.order_number)}
        </Link>
      ),
    },
    { id: 'date', header: 'orders.date', cell: (order) => date(order.created_at) },
    { id: 'items', header: 'orders.items', cell: (order) => number(order.item_count) },
    { id: 'payment', header: 'orders.payment', cell: (order) => <PaymentLabel order={order} /> },
    { id: 'status', header: 'orders.status', cell: (order) => <OrderStatusBadge order={order} /> },
    {
      id: 'total',
      header: 'checkout.total',
      align: 'end',
      className: 'font-semibold whitespace-nowrap',
      cell: (order) => money(order.total),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold">{t('account.menu.myOrders')}</h1>
        <nav aria-label={t('orders.viewLabel')} className="flex gap-1 rounded-md border border-gray-200 p-1">
          {viewLink('card')}
          {viewLink('list')}
        </nav>
      </div>
      <p className="text-sm text-gray-600">
        {count('orders.count', orders.meta.total)} ·{' '}
        <Link
          to={pathname.replace(/my-orders$/, 'my-prescriptions')}
          className="text-brand-700 underline-offset-2 hover:underline"
        >
          {t('account.menu.myPrescriptions')}
        </Link>
      </p>

      {view === 'card' && orders.data.length > 0 ? (
        <ul className="grid gap-3 lg:grid-cols-2">
          {orders.data.map((order) => (
            <OrderCard key={order.order_number} order={order} href={hrefOf(order.order_number)} />
          ))}
        </ul>
      ) : (
        <DataTable
          caption="account.menu.myOrders"
          layout="table"
          rows={orders.data}
          columns={columns}
          rowKey={(order) => order.order_number}
          empty={
            <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-gray-300 px-4 py-12 text-center">
              <p className="text-gray-600">{t('account.empty.orders')}</p>
              <Link to="/" className="text-brand-700 underline-offset-2 hover:underline">
                {t('account.shopAction')}
              </Link>
            </div>
          }
        />
      )}

      <Pagination
        current={orders.meta.current_page}
        last={orders.meta.last_page}
        hrefFor={(page) => pageHref(withQuery(search, pathname, { order: null }), page)}
      />

      {opened && opened.status === 6 ? (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {t('reviews.invite')}{' '}
          <Link
            to={`${pathname.replace(/\/my-orders$/, '/my-reviews')}?order=${encodeURIComponent(opened.order_number)}`}
            className="font-semibold underline"
          >
            {t('reviews.rateProduct')}
          </Link>
        </p>
      ) : null}
      {opened ? (
        <OrderDrawer
          key={opened.order_number}
          order={opened}
          closeHref={withQuery(search, pathname, { order: null })}
          receiptHref={`${pathname}/${encodeURIComponent(opened.order_number)}/receipt`}
        />
      ) : null}
    </div>
  );
}
