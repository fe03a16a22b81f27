import { useEffect, useRef } from 'react';
import { data, Form, Link, useFetcher, useLocation, useNavigate, useRevalidator } from 'react-router';
import { ApiError } from '#lib/api-client.ts';
import { cancelSellerOrder, moveSellerOrder, sellerOrderDetail } from '#lib/contracts/orders.ts';
import {
  manageOrders,
  ORDER_TABS,
  type OrderTab,
  type SellerOrderRow,
  sellerOrderFacts,
} from '#lib/contracts/seller-desk.ts';
import type { MessageKey } from '#lib/i18n/messages.ts';
import { translate } from '#lib/i18n/translate.ts';
import { noteText } from '#lib/order-notes.ts';
import { type OrderStatus, statusLabel } from '#lib/order-status.ts';
import { pageHref, requestedPage } from '#lib/pagination.ts';
import { FormMessage } from '../../components/account/field.tsx';
import { DateInput } from '../../components/date-input.tsx';
import { paymentStatusKey } from '../../components/orders/order-status.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { buttonClass } from '../../components/styles.ts';
import { toast } from '../../components/toast.tsx';
import { apiOf } from '../../lib/context.ts';
import { formErrorsOf, formValues } from '../../lib/form-errors.ts';
import { localeFromCookieHeader, useI18n } from '../../lib/i18n.tsx';
import { useEventStream } from '../../lib/use-event-stream.ts';
import type { Route } from './+types/manage-orders';

const PER_PAGE = 20;

const notFoundAsNull = (error: unknown) => {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
  throw error;
};

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const api = apiOf(context);
  const params = url.searchParams;
  const tabParam = params.get('tab');
  const tab = (ORDER_TABS as readonly string[]).includes(tabParam ?? '') ? (tabParam as OrderTab) : undefined;
  const q = params.get('q')?.trim() || undefined;
  const date = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
  const from = date(params.get('from'));
  const to = date(params.get('to'));
  const openedId = Number(params.get('order'));
  const [list, opened] = await Promise.all([
    api.call(manageOrders, {
      query: { page: requestedPage(params.get('page')), limit: PER_PAGE, tab, q, from, to },
    }),
    Number.isInteger(openedId) && openedId > 0
      ? Promise.all([
          api.call(sellerOrderDetail, { params: { id: openedId } }),
          api.call(sellerOrderFacts, { params: { id: openedId } }),
        ]).then(([detail, facts]) => ({ ...detail.data, facts: facts.data }), notFoundAsNull)
      : null,
  ]);
  return {
    list,
    opened,
    filters: { tab: tab ?? null, q: q ?? '', from: from ?? '', to: to ?? '' },
    locale: localeFromCookieHeader(request.headers.get('cookie')),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translate(loaderData?.locale ?? 'en', 'sellerDesk.menu.manageOrders') },
];

export interface ManageOrdersAction {
  moved?: { number: string; status: number };
  cancelled?: string;
  bulk?: { done: number; count: number };
  errors?: ReturnType<typeof formErrorsOf>;
}

/** Moves one order, cancels one (with its reason), or moves the selected ones. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = formValues(form);
  const api = apiOf(context);
  try {
    if (values.intent === 'move') {
      const answer = await api.call(moveSellerOrder, {
        params: { id: Number(values.id) },
        body: { status: Number(values.status), note: '' },
      });
      return {
        moved: { number: answer.data.sub_number, status: answer.data.status },
      } satisfies ManageOrdersAction;
    }
    if (values.intent === 'cancel') {
      const answer = await api.call(cancelSellerOrder, {
        params: { id: Number(values.id) },
        body: { reason: values.reason ?? '' },
      });
      return { cancelled: answer.data.sub_number } satisfies ManageOrdersAction;
    }
    if (values.intent === 'bulk') {
      const ids = form
        .getAll('ids')
        .map(Number)
        .filter((id) => Number.isInteger(id) && id > 0)
        .slice(0, 100);
      let done = 0;
      for (const id of ids) {
        try {
          await api.call(moveSellerOrder, {
            params: { id },
            body: { status: Number(values.status), note: '' },
          });
          done++;
        } catch (error) {
          if (!(error instanceof ApiError) || error.status >= 500) throw error;
        }
      }
      return { bulk: { done, count: ids.length } } satisfies ManageOrdersAction;
    }
  } catch (error) {
    return data({ errors: formErrorsOf(error) } satisfies ManageOrdersAction, {
      status: error instanceof ApiError ? error.status : 500,
    });
  }
  throw data('Bad Request', { status: 400 });
}

function withQuery(search: string, pathname: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === '') params.delete(name);
    else params.set(name, value);
  }
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}

/** A short two-note chime for a new order (no sound file to download). */
function chime(): void {
  try {
    const AudioContextClass =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!AudioContextClass) return;
    const audio = new AudioContextClass();
    [880, 1320].forEach((frequency, index) => {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.15, audio.currentTime + index * 0.18);
      gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + index * 0.18 + 0.25);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(audio.currentTime + index * 0.18);
      oscillator.stop(audio.currentTime + index * 0.18 + 0.3);
    });
  } catch {
    // no sound: the toast still says it
  }
}

const TAB_KEYS: Record<OrderTab, MessageKey> = {
  new: 'sellerDesk.tab.new',
  preparing: 'sellerDesk.tab.preparing',
  packed: 'sellerDesk.tab.packed',
  shipping: 'sellerDesk.tab.shipping',
  delivered: 'sellerDesk.tab.delivered',
  cancelled: 'sellerDesk.tab.cancelled',
};

export function StatusPill({ status, cancelled }: { status: number; cancelled: boolean }) {
  const { t, pick } = useI18n();
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${
        cancelled
          ? 'bg-red-50 text-red-800'
          : status === 6
            ? 'bg-gray-100 text-gray-800'
            : 'bg-brand-50 text-brand-800'
      }`}
    >
      {cancelled ? t('sellerDesk.tab.cancelled') : pick(statusLabel(status as OrderStatus), 'title')}
    </span>
  );
}

function PaymentText({ row }: { row: Pick<SellerOrderRow, 'payment_method' | 'payment_status'> }) {
  const { t } = useI18n();
  return (
    <>
      {row.payment_method === 'cod' ? t('sellerDesk.orders.cod') : t('sellerDesk.orders.digital')} ·{' '}
      {t(paymentStatusKey(row))}
    </>
  );
}

/** The next step the seller can take, as a button's words. */
const nextStepLabel = (status: number): MessageKey =>
  status === 3 ? 'sellerDesk.orders.toPreparing' : 'sellerDesk.orders.toPacked';

type Opened = NonNullable<Route.ComponentProps['loaderData']['opened']>;

function OrderDrawer({ order, closeHref }: { order: Opened; closeHref: string }) {
  const { t, money, digits, pick, date, number } = useI18n();
  const fetcher = useFetcher<ManageOrdersAction>();
  const printHref = (doc: 'invoice' | 'slip', size: 'a4' | '80mm') =>
    `/seller-dashboard/manage-orders/${order.id}/print?doc=${doc}&size=${size}`;
  const errors = fetcher.data?.errors;
  // A modal dialog: it takes the focus when it opens, and Escape closes it.
  const navigate = useNavigate();
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    dialog.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') navigate(closeHref, { preventScrollReset: true });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [closeHref, navigate]);
  return (
    <div className="fixed inset-0 z-40 flex justify-end bg-black/30" role="presentation">
      <div
        ref={dialog}
        tabIndex={-1}
        role="dialog"
        aria-modal="true"
        aria-labelledby="order-drawer-title"
        className="flex h-full w-full max-w-md flex-col gap-4 overflow-y-auto bg-white p-4 shadow-xl outline-none"
      >
        <div className="flex items-start justify-between gap-2">
          <h2 id="order-drawer-title" className="text-lg font-semibold">
            {t('sellerDesk.orders.details', { number: digits(order.sub_number) })}
          </h2>
          <Link
            to={closeHref}
            preventScrollReset
            className="rounded-md px-2 py-1 text-sm text-gray-700 hover:bg-gray-100"
          >
            {t('sellerDesk.orders.close')}
          </Link>
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <StatusPill status={order.status} cancelled={order.cancelled} />
          <span className="text-gray-600">{date(order.created_at, true)}</span>
        </div>
        {order.facts.cancel_reason ? (
          <p className="text-sm text-red-800">
            {t('sellerDesk.orders.cancelReasonShown', { reason: noteText(order.facts.cancel_reason, t) })}
          </p>
        ) : null}
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-gray-600">{t('sellerDesk.orders.area')}</dt>
          <dd>
            {pick(order.facts.area, 'area')}, {pick(order.facts.area, 'city')}
          </dd>
          <dt className="text-gray-600">{t('sellerDesk.orders.payment')}</dt>
          <dd>
            <PaymentText row={order.facts} />
          </dd>
          <dt className="text-gray-600">{t('sellerDesk.orders.deliveryPerson')}</dt>
          <dd>
            {order.delivery_person
              ? `${order.delivery_person.full_name} · ${digits(order.delivery_person.phone)}`
              : t('sellerDesk.orders.noDeliveryPerson')}
          </dd>
        </dl>
        <section>
          <h3 className="mb-1 font-semibold">{t('sellerDesk.orders.lines')}</h3>
          <ul className="divide-y divide-gray-100 text-sm">
            {order.lines.map((line) => (
              <li key={`${line.product_id}-${line.price_type}`} className="flex justify-between gap-2 py-1.5">
                <span className="min-w-0">
                  {pick(line, 'product_title')} · {pick(line, 'price_type')} × {number(line.quantity)}
                </span>
                <span className="shrink-0">{money(line.line_total)}</span>
              </li>
            ))}
          </ul>
          <dl className="mt-2 grid grid-cols-[1fr_auto] gap-1 text-sm">
            <dt>{t('sellerDesk.orders.subtotal')}</dt>
            <dd className="text-right">{money(order.subtotal)}</dd>
            <dt>{t('sellerDesk.orders.vat')}</dt>
            <dd className="text-right">{money(order.vat)}</dd>
            <dt>{t('sellerDesk.orders.deliveryFee')}</dt>
            <dd className="text-right">{money(order.delivery_fee)}</dd>
            <dt className="font-semibold">{t('sellerDesk.orders.total')}</dt>
            <dd className="text-right font-semibold">{money(order.total)}</dd>
          </dl>
        </section>
        <FormMessage message={errors?.message} />
        <div className="flex flex-wrap gap-2">
          {order.next_statuses
            .filter((status) => status === 3 || status === 4)
            .map((status) => (
              <fetcher.Form method="post" key={status}>
                <input type="hidden" name="intent" value="move" />
                <input type="hidden" name="id" value={order.id} />
                <input type="hidden" name="status" value={status} />
                <button type="submit" className={buttonClass} disabled={fetcher.state !== 'idle'}>
                  {t(nextStepLabel(status))}
                </button>
              </fetcher.Form>
            ))}
        </div>
        <div className="flex flex-wrap gap-2 text-sm">
          {(['invoice', 'slip'] as const).map((doc) =>
            (['a4', '80mm'] as const).map((size) => (
              <a
                key={`${doc}-${size}`}
                href={printHref(doc, size)}
                target="_blank"
                rel="noreferrer"
                className="rounded-md border border-gray-300 px-3 py-1.5 hover:bg-gray-50"
              >
                {doc === 'invoice' ? t('sellerDesk.orders.invoice') : t('sellerDesk.orders.packingSlip')} (
                {size === 'a4' ? t('sellerDesk.orders.a4') : t('sellerDesk.orders.thermal')})
              </a>
            )),
          )}
        </div>
        {order.cancellable ? (
          <fetcher.Form method="post" className="flex flex-col gap-2 border-t border-gray-200 pt-3">
            <input type="hidden" name="intent" value="cancel" />
            <input type="hidden" name="id" value={order.id} />
            <label htmlFor="cancel-reason" className="text-sm font-medium">
              {t('sellerDesk.orders.cancelReason')}
            </label>
            <input
              id="cancel-reason"
              name="reason"
              required
              maxLength={300}
              className="rounded-md border border-gray-300 px-3 py-2"
            />
            <button
              type="submit"
              className="self-start rounded-md border border-red-300 px-3 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
            >
              {t('sellerDesk.orders.cancelConfirm')}
            </button>
          </fetcher.Form>
        ) : null}
      </div>
    </div>
  );
}

/** /seller-dashboard/manage-orders: the shop's orders by state, searched, moved, printed; new ones arrive live. */
export default function ManageOrders({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { t, money, digits, pick, date, number } = useI18n();
  const actionData = answer as ManageOrdersAction | undefined;
  const { list, opened, filters } = loaderData;
  const { pathname, search } = useLocation();
  const revalidator = useRevalidator();
  useEventStream<{ sub_number?: string; total?: number }>(
    ['seller-order.placed', 'order.status'],
    (event) => {
      if (event.type === 'seller-order.placed') {
        chime();
        toast(
          t('sellerDesk.orders.newOrder', {
            number: digits(event.data.sub_number ?? ''),
            total: money(event.data.total ?? 0),
          }),
        );
      }
      revalidator.revalidate();
    },
    { onPoll: () => revalidator.revalidate() },
  );
  const tabLink = (tab: OrderTab | null, label: string, count: number | null) => {
    const current = filters.tab === tab;
    return (
      <Link
        key={tab ?? 'all'}
        to={withQuery(search, pathname, { tab, page: null, order: null })}
        aria-current={current ? 'page' : undefined}
        className={`whitespace-nowrap rounded-full px-3 py-1.5 text-sm ${
          current ? 'bg-brand-700 text-white' : 'bg-gray-100 text-gray-800 hover:bg-gray-200'
        }`}
      >
        {label}
        {count === null ? null : <span className="ml-1 font-semibold">{number(count)}</span>}
      </Link>
    );
  };
  const bulkStatus = filters.tab === 'new' ? 3 : filters.tab === 'preparing' ? 4 : null;
  const notice = actionData?.bulk
    ? t('sellerDesk.orders.bulkDone', {
        done: number(actionData.bulk.done),
        count: number(actionData.bulk.count),
      })
    : undefined;

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{t('sellerDesk.menu.manageOrders')}</h1>
      <nav aria-label={t('sellerDesk.orders.status')} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
        {tabLink(null, t('sellerDesk.tab.all'), null)}
        {ORDER_TABS.map((tab) => tabLink(tab, t(TAB_KEYS[tab]), list.counts[tab]))}
      </nav>
      <Form method="get" className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-end">
        {filters.tab ? <input type="hidden" name="tab" value={filters.tab} /> : null}
        <label className="col-span-2 flex flex-col gap-1 text-sm sm:min-w-56 sm:flex-1">
          {t('sellerDesk.orders.search')}
          <input
            type="search"
            name="q"
            defaultValue={filters.q}
            className="rounded-md border border-gray-300 px-3 py-2"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('sellerDesk.orders.from')}
          <DateInput
            name="from"
            defaultValue={filters.from}
            className="rounded-md border border-gray-300 px-2 py-2"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('sellerDesk.orders.to')}
          <DateInput
            name="to"
            defaultValue={filters.to}
            className="rounded-md border border-gray-300 px-2 py-2"
          />
        </label>
        <button type="submit" className={buttonClass}>
          {t('sellerDesk.orders.filter')}
        </button>
        <Link to={pathname} className="self-center text-sm text-brand-700 underline-offset-2 hover:underline">
          {t('sellerDesk.orders.clear')}
        </Link>
      </Form>
      <FormMessage tone="success" message={notice} />
      <FormMessage message={actionData?.errors?.message} />

      {list.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 px-4 py-10 text-center text-gray-600">
          {t('sellerDesk.orders.empty')}
        </p>
      ) : (
        <Form method="post" id="bulk" className="flex flex-col gap-2">
          <input type="hidden" name="intent" value="bulk" />
          {bulkStatus ? (
            <div className="flex flex-wrap items-center gap-2">
              <input type="hidden" name="status" value={bulkStatus} />
              <button type="submit" className={buttonClass}>
                {bulkStatus === 3 ? t('sellerDesk.orders.bulkPrepare') : t('sellerDesk.orders.bulkPack')}
              </button>
            </div>
          ) : null}
          <ul className="flex flex-col gap-2" data-testid="seller-orders">
            {list.data.map((row) => (
              <li
                key={row.id}
                data-order={row.order_number}
                className="flex items-start gap-3 rounded-lg border border-gray-200 bg-white p-3 text-sm"
              >
                {bulkStatus ? (
                  <input
                    type="checkbox"
                    name="ids"
                    value={row.id}
                    aria-label={t('sellerDesk.orders.select', { number: digits(row.sub_number) })}
                    className="mt-1 h-5 w-5"
                  />
                ) : null}
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <Link
                      to={withQuery(search, pathname, { order: String(row.id) })}
                      preventScrollReset
                      className="font-semibold text-brand-700 hover:underline"
                    >
                      {digits(row.sub_number)}
                    </Link>
                    <StatusPill status={row.status} cancelled={row.cancelled} />
                  </div>
                  <p className="text-gray-600">
                    {date(row.created_at, true)} · {pick(row.area, 'area')}, {pick(row.area, 'city')}
                  </p>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="text-gray-700">
                      <PaymentText row={row} /> · {t('sellerDesk.orders.items')}: {number(row.item_count)}
                    </span>
                    {/* At the end, also when a long payment line pushes it onto a line of its own. */}
                    <span className="ml-auto font-bold">{money(row.total)}</span>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </Form>
      )}
      <Pagination
        current={list.meta.current_page}
        last={list.meta.last_page}
        hrefFor={(page) => pageHref(withQuery(search, pathname, { order: null }), page)}
      />
      {opened ? (
        <OrderDrawer
          key={`${opened.id}-${opened.status}-${opened.cancelled}`}
          order={opened}
          closeHref={withQuery(search, pathname, { order: null })}
        />
      ) : null}
    </div>
  );
}
