import { useLocation } from 'react-router';
import { listAddresses } from '#lib/contracts/addresses.ts';
import { mySummary } from '#lib/contracts/delivery.ts';
import { listMyOrders, type OrderSummary } from '#lib/contracts/orders.ts';
import { ORDER_STATUS } from '#lib/order-status.ts';
import { USER_TYPES } from '#lib/reference-data.ts';
import { AddressLabel, DefaultBadges, useAddressLine } from '../../components/checkout/address-card.tsx';
import { DeliveryDashboard } from '../../components/delivery/summary.tsx';
import { Link } from '../../components/link.tsx';
import { OrderStatusBadge } from '../../components/orders/order-status.tsx';
import { apiOf } from '../../lib/context.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { titleMeta } from '../../lib/meta.ts';
import { viewerContext } from '../../lib/viewer.ts';
import { deliveryAction } from '../delivery/delivery-action.ts';
import type { Route } from './+types/my-dashboard';

/** The delivery variant's duty switch posts here. */
export const action = (args: Route.ActionArgs) => deliveryAction(args);

import AccountPlaceholder from './placeholder.tsx';

/** How many of the newest orders the dashboard reads (the API's page maximum). */
const ORDERS_READ = 50;
const RECENT_SHOWN = 5;
const ADDRESSES_SHOWN = 3;

/** Placed and not yet delivered, and not wholly cancelled. */
export function isInProgress(order: Pick<OrderSummary, 'cancelled' | 'status'>): boolean {
  return !order.cancelled && order.status !== null && order.status < ORDER_STATUS.delivered;
}

export async function loader({ context }: Route.LoaderArgs) {
  const viewer = context.get(viewerContext);
  // The delivery person's variant: their day (issue 14).
  if (viewer?.userType === USER_TYPES.delivery) {
    return { customer: null, delivery: (await apiOf(context).call(mySummary)).data };
  }
  if (viewer?.userType !== USER_TYPES.customer) return { customer: null };
  const api = apiOf(context);
  const [orders, addresses] = await Promise.all([
    api.call(listMyOrders, { query: { page: 1, limit: ORDERS_READ } }),
    api.call(listAddresses),
  ]);
  return {
    customer: {
      name: viewer.name,
      inProgress: orders.data.filter(isInProgress),
      recent: orders.data.slice(0, RECENT_SHOWN),
      orderCount: orders.meta.total,
      addresses: addresses.data.slice(0, ADDRESSES_SHOWN),
      addressCount: addresses.data.length,
    },
  };
}

export const meta = titleMeta('account.menu.myDashboard', { noindex: true });

function OrderRow({ order, href }: { order: OrderSummary; href: string }) {
  const { t, money, date, digits } = useI18n();
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
      <div className="flex min-w-0 flex-col">
        <Link to={href} className="font-medium text-brand-700 hover:underline">
          {t('orders.orderNumber', { number: digits(order.order_number) })}
        </Link>
        <span className="text-xs text-gray-600">{date(order.created_at)}</span>
      </div>
      <div className="flex items-center gap-3">
        <span className="font-semibold whitespace-nowrap">{money(order.total)}</span>
        <OrderStatusBadge order={order} />
      </div>
    </li>
  );
}

function Panel({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-base font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/**
 * The customer's dashboard (spec §2's my-dashboard, customer variant): orders on their way with
 * their status, the latest orders, saved addresses and quick links. Reviews waiting to be written
 * join it when reviews exist.
 */
export default function MyDashboard({ loaderData }: Route.ComponentProps) {
  const { t, number } = useI18n();
  const { pathname } = useLocation();
  const line = useAddressLine();
  const base = pathname.startsWith('/user-dashboard') ? '/user-dashboard' : '/user';
  const customer = loaderData.customer;
  if ('delivery' in loaderData && loaderData.delivery) {
    return <DeliveryDashboard summary={loaderData.delivery} base={base} />;
  }
  if (!customer) return <AccountPlaceholder />;
  const orderHref = (order: OrderSummary) =>
    `${base}/my-orders?order=${encodeURIComponent(order.order_number)}`;
  const more = 'text-sm font-medium text-brand-700 underline-offset-2 hover:underline';
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-xl font-semibold">{t('account.menu.myDashboard')}</h1>
        <p className="text-gray-700">{t('dashboard.hello', { name: customer.name })}</p>
      </div>

      <Panel id="dashboard-in-progress" title={t('dashboard.inProgress')}>
        {customer.inProgress.length === 0 ? (
          <p className="text-sm text-gray-600">{t('dashboard.noneInProgress')}</p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {customer.inProgress.map((order) => (
              <OrderRow key={order.order_number} order={order} href={orderHref(order)} />
            ))}
          </ul>
        )}
      </Panel>

      <Panel
        id="dashboard-recent"
        title={t('dashboard.recentOrders')}
        action={
          customer.orderCount > 0 ? (
            <Link to={`${base}/my-orders`} className={more}>
              {t('dashboard.allOrders', { count: number(customer.orderCount) })}
            </Link>
          ) : null
        }
      >
        {customer.recent.length === 0 ? (
          <p className="text-sm text-gray-600">
            {t('account.empty.orders')}{' '}
            <Link to="/" className={more}>
              {t('account.shopAction')}
            </Link>
          </p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {customer.recent.map((order) => (
              <OrderRow key={order.order_number} order={order} href={orderHref(order)} />
            ))}
          </ul>
        )}
      </Panel>

      <Panel
        id="dashboard-addresses"
        title={t('dashboard.addresses')}
        action={
          <Link to={`${base}/manage-address`} className={more}>
            {customer.addressCount > 0 ? t('dashboard.manageAddresses') : t('address.add')}
          </Link>
        }
      >
        {customer.addresses.length === 0 ? (
          <p className="text-sm text-gray-600">{t('account.empty.addresses')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {customer.addresses.map((address) => (
              <li key={address.id} className="flex flex-col gap-1 text-sm">
                <div className="flex flex-wrap items-center gap-1.5">
                  <AddressLabel label={address.label} />
                  <DefaultBadges address={address} />
                </div>
                <span>{line(address)}</span>
              </li>
            ))}
          </ul>
        )}
      </Panel>

      <nav
        aria-labelledby="dashboard-links"
        className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-4"
      >
        <h2 id="dashboard-links" className="text-base font-semibold">
          {t('dashboard.quickLinks')}
        </h2>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {(
            [
              [`${base}/my-orders`, 'account.menu.myOrders'],
              [`${base}/manage-address`, 'account.menu.manageAddress'],
              [`${base}/my-prescriptions`, 'account.menu.myPrescriptions'],
              [`${base}/manage-account`, 'account.menu.manageAccount'],
              [`${base}/change-password`, 'account.menu.changePassword'],
              ['/cart', 'dashboard.cart'],
            ] as const
          ).map(([to, label]) => (
            <li key={to}>
              <Link
                to={to}
                className="flex min-h-11 items-center rounded-md border border-gray-200 px-3 py-2 text-sm font-medium hover:border-brand-600 hover:text-brand-700"
              >
                {t(label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
