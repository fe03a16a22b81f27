import { data, Form, useFetcher, useSearchParams } from 'react-router';
import { ApiError } from '#lib/api-client.ts';
import {
  listOrderInfos,
  type OrderInfo,
  type OrderInfoDetail,
  orderInfoDetails,
} from '#lib/contracts/admin-panel.ts';
import { loadCompanies } from '#lib/contracts/catalog.ts';
import { type Candidate as DeliveryCandidate, deliveryCandidates } from '#lib/contracts/delivery.ts';
import {
  assignDeliveryPerson,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  TIMELINE_EVENTS,
} from '#lib/contracts/orders.ts';
import { translate } from '#lib/i18n/translate.ts';
import { noteText } from '#lib/order-notes.ts';
import { ORDER_STATUSES } from '#lib/reference-data.ts';
import { FormMessage } from '../../components/account/field.tsx';
import { useLiveRevalidate } from '../../components/admin/use-live-revalidate.ts';
import { type DataColumn, DataTable } from '../../components/data-table.tsx';
import { DateInput } from '../../components/date-input.tsx';
import { NumberInput } from '../../components/forms/number-field.tsx';
import { Link } from '../../components/link.tsx';
import { apiOf, requestContext } from '../../lib/context.ts';
import { formErrorsOf } from '../../lib/form-errors.ts';
import { localeFromCookieHeader, useI18n } from '../../lib/i18n.tsx';
import { validQuery } from '../../lib/valid-query.ts';
import type { Route } from './+types/order-infos';

const PER_PAGE = 20;
const FILTERS = [
  'status',
  'company_id',
  'delivery_person_id',
  'area_id',
  'payment_method',
  'from',
  'to',
  'flagged',
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiOf(context);
  const url = new URL(request.url);
  const asked: Record<string, string> = {};
  for (const name of [...FILTERS, 'page']) {
    const value = url.searchParams.get(name);
    if (value) asked[name] = value;
  }
  const query = validQuery(listOrderInfos.query, asked);
  const filtered = FILTERS.some((name) => query[name]);
  const page = Number(query.page ?? 1);
  const list = await api.call(listOrderInfos, { params: { limit: PER_PAGE }, query } as never);
  // Orders nobody accepted come first: on the unfiltered first page, above the list.
  const flagged =
    !filtered && page === 1
      ? (await api.call(listOrderInfos, { params: { limit: 50 }, query: { flagged: '1' } } as never)).data
      : [];
  const openId = Number(url.searchParams.get('open'));
  let detail: OrderInfoDetail | null = null;
  let candidates: DeliveryCandidate[] = [];
  if (Number.isInteger(openId) && openId > 0) {
    detail = (await api.call(orderInfoDetails, { params: { id: openId } })).data;
    candidates = (await api.call(deliveryCandidates, { params: { id: openId } })).data;
  }
  const sellers = (await api.call(loadCompanies)).data;
  return {
    list,
    flagged,
    detail,
    candidates,
    sellers,
    adminPath: context.get(requestContext).adminPath,
    locale: localeFromCookieHeader(request.headers.get('cookie')),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translate(loaderData?.locale ?? 'en', 'adminPanel.orders.title') },
];

/** Assigning, reassigning or unassigning a delivery person by hand. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const id = Number(form.get('id'));
  const person = String(form.get('delivery_person_id') ?? '');
  try {
    await apiOf(context).call(assignDeliveryPerson, {
      params: { id },
      body: { delivery_person_id: person ? Number(person) : null },
    });
    return { saved: true as const };
  } catch (error) {
    return data({ errors: formErrorsOf(error) }, { status: error instanceof ApiError ? error.status : 500 });
  }
}

function useLabels() {
  const { t, locale } = useI18n();
  return {
    status: (status: number) => {
      const found = ORDER_STATUSES.find((item) => item.id === status);
      return found ? (locale === 'bn' ? found.title_bn : found.title) : String(status);
    },
    payment: (method: string) =>
      t(method === 'cod' ? 'adminPanel.payment.cod' : 'adminPanel.payment.sandbox'),
    paymentStatus: (status: string) =>
      (PAYMENT_STATUSES as readonly string[]).includes(status)
        ? t(`orders.payment.${status as (typeof PAYMENT_STATUSES)[number]}`)
        : status,
    event: (event: string) =>
      (TIMELINE_EVENTS as readonly string[]).includes(event)
        ? t(`adminPanel.orders.event.${event as (typeof TIMELINE_EVENTS)[number]}`)
        : event,
    actor: (role: string) =>
      (ACTOR_ROLES as readonly string[]).includes(role)
        ? t(`adminPanel.orders.actor.${role as (typeof ACTOR_ROLES)[number]}`)
        : role,
  };
}

/** Who writes a timeline entry (the orders module's TIMELINE_ACTOR_ROLES). */
const ACTOR_ROLES = ['customer', 'seller', 'delivery', 'admin', 'system'] as const;

function AssignForm({ detail, candidates }: { detail: OrderInfoDetail; candidates: DeliveryCandidate[] }) {
  const { t, number, digits } = useI18n();
  const fetcher = useFetcher<typeof action>();
  const answer = fetcher.data as { saved?: true; errors?: { message: string } } | undefined;
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-semibold">{t('adminPanel.orders.candidates')}</h3>
      {candidates.length === 0 ? (
        <p className="text-sm text-gray-600">{t('adminPanel.orders.noCandidates')}</p>
      ) : null}
      <ul className="flex flex-col gap-2">
        {candidates.map((person) => (
          <li key={person.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span>
              {person.full_name} · {digits(person.phone)}
              {person.distance_m != null
                ? ` · ${t('adminPanel.orders.distance', { km: number(Math.round(person.distance_m / 100) / 10) })}`
                : ''}
              {person.on_duty ? '' : ` · ${t('adminPanel.orders.unavailable')}`}
            </span>
            <fetcher.Form method="post">
              <input type="hidden" name="id" value={detail.id} />
              <input type="hidden" name="delivery_person_id" value={person.id} />
              <button
                type="submit"
                disabled={person.id === detail.delivery_person_id || fetcher.state !== 'idle'}
                className="rounded border border-brand-600 px-2 py-1 text-brand-700 disabled:opacity-50"
              >
                {detail.delivery_person_id ? t('adminPanel.orders.reassign') : t('adminPanel.orders.assign')}
              </button>
            </fetcher.Form>
          </li>
        ))}
      </ul>
      {detail.delivery_person_id ? (
        <fetcher.Form method="post">
          <input type="hidden" name="id" value={detail.id} />
          <input type="hidden" name="delivery_person_id" value="" />
          <button type="submit" className="text-sm text-red-700 hover:underline">
            {t('adminPanel.orders.unassign')}
          </button>
        </fetcher.Form>
      ) : null}
      {answer?.saved ? (
        <p role="status" className="text-sm text-green-700">
          {t('adminPanel.orders.assigned')}
        </p>
      ) : null}
      {answer?.errors ? <FormMessage message={answer.errors.message} /> : null}
    </section>
  );
}

function DetailsDrawer({
  detail,
  candidates,
  closeHref,
}: {
  detail: OrderInfoDetail;
  candidates: DeliveryCandidate[];
  closeHref: string;
}) {
  const { t, money, number, digits, date, locale } = useI18n();
  const labels = useLabels();
  const bn = locale === 'bn';
  return (
    <aside
      aria-label={t('adminPanel.details')}
      className="fixed inset-y-0 right-0 z-40 flex w-full max-w-md flex-col gap-4 overflow-y-auto border-l border-gray-200 bg-white p-4 shadow-xl"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-lg font-semibold break-all">{detail.sub_number}</h2>
        <Link to={closeHref} className="text-sm text-brand-700 hover:underline">
          {t('adminPanel.close')}
        </Link>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-gray-600">{t('adminPanel.orders.status')}</dt>
        <dd>
          {labels.status(detail.status)}
          {detail.cancelled_at ? ` · ${t('adminPanel.orders.cancelled')}` : ''}
          {detail.cancelled_at && detail.cancel_reason ? `: ${noteText(detail.cancel_reason, t)}` : ''}
        </dd>
        <dt className="text-gray-600">{t('adminPanel.orders.seller')}</dt>
        <dd>{bn ? detail.company_name_bn : detail.company_name}</dd>
        <dt className="text-gray-600">{t('adminPanel.orders.customer')}</dt>
        <dd>
          {detail.customer_name} · {digits(detail.customer_phone)}
          <br />
          {detail.address_line}, {bn ? detail.area_bn : detail.area}, {bn ? detail.city_bn : detail.city}
        </dd>
        <dt className="text-gray-600">{t('adminPanel.orders.payment')}</dt>
        <dd>
          {labels.payment(detail.payment_method)} · {labels.paymentStatus(detail.payment_status)}
        </dd>
        <dt className="text-gray-600">{t('adminPanel.orders.total')}</dt>
        <dd className="tabular-nums">{money(detail.total)}</dd>
        <dt className="text-gray-600">{t('adminPanel.orders.deliveryPerson')}</dt>
        <dd>{detail.delivery_person_name ?? t('adminPanel.orders.unassigned')}</dd>
      </dl>
      <section>
        <h3 className="font-semibold">{t('adminPanel.orders.lines')}</h3>
        <ul className="divide-y divide-gray-100 text-sm">
          {detail.lines.map((line) => (
            <li key={line.id} className="flex justify-between gap-2 py-1">
              <span>
                {bn ? line.product_title_bn : line.product_title} ({bn ? line.price_type_bn : line.price_type}
                ) × {number(line.quantity)}
              </span>
              <span className="whitespace-nowrap tabular-nums">{money(line.line_total)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h3 className="font-semibold">{t('adminPanel.orders.timeline')}</h3>
        <ol className="flex flex-col gap-1 text-sm">
          {detail.timeline.map((entry) => (
            <li key={entry.id}>
              {date(entry.created_at, true)} · {labels.status(entry.status)} · {labels.event(entry.event)} (
              {labels.actor(entry.actor_role)}){entry.note ? ` · ${noteText(entry.note, t)}` : ''}
            </li>
          ))}
        </ol>
      </section>
      {detail.cancelled_at || detail.status === 6 ? null : (
        <AssignForm detail={detail} candidates={candidates} />
      )}
    </aside>
  );
}

/** Order infos (feature 33): every seller order, flagged ones first, with filters and details. */
export default function OrderInfos({ loaderData }: Route.ComponentProps) {
  const { t, money, number, date, locale } = useI18n();
  const labels = useLabels();
  const [params] = useSearchParams();
  const { list, flagged, detail, candidates, sellers, adminPath } = loaderData;
  // Live: an order newly flagged (or nobody in reach), and any change to an order on the page.
  const shown = new Set([...list.data, ...flagged].map((row) => row.id));
  if (detail) shown.add(detail.id);
  useLiveRevalidate<{ seller_order_id?: number }>(
    ['order.flagged', 'delivery.unassigned', 'order.status'],
    (event) => event.type !== 'order.status' || shown.has(event.data.seller_order_id ?? 0),
  );
  const base = `${adminPath}/order-infos`;
  const hrefWith = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) next.delete(name);
      else next.set(name, value);
    }
    const text = next.toString();
    return text ? `${base}?${text}` : base;
  };
  const bn = locale === 'bn';
  const columns: DataColumn<OrderInfo>[] = [
    {
      id: 'number',
      header: 'adminPanel.orders.number',
      card: 'plain',
      cell: (row) => (
        <Link to={hrefWith({ open: String(row.id) })} className="font-medium text-brand-700 hover:underline">
          {row.sub_number}
          {row.flagged ? ' ⚑' : ''}
        </Link>
      ),
    },
    {
      id: 'status',
      header: 'adminPanel.orders.status',
      cell: (row) => (row.cancelled_at ? t('adminPanel.orders.cancelled') : labels.status(row.status)),
    },
    {
      id: 'seller',
      header: 'adminPanel.orders.seller',
      cell: (row) => (
        <Link to={hrefWith({ company_id: String(row.company_id), page: null })} className="hover:underline">
          {bn ? row.company_name_bn : row.company_name}
        </Link>
      ),
    },
    {
      id: 'delivery',
      header: 'adminPanel.orders.deliveryPerson',
      cell: (row) =>
        row.delivery_person_id ? (
          <Link
            to={hrefWith({ delivery_person_id: String(row.delivery_person_id), page: null })}
            className="hover:underline"
          >
            {row.delivery_person_name}
          </Link>
        ) : (
          <span className="text-gray-500">{t('adminPanel.orders.unassigned')}</span>
        ),
    },
    {
      id: 'area',
      header: 'adminPanel.orders.area',
      cell: (row) => (
        <Link to={hrefWith({ area_id: String(row.area_id), page: null })} className="hover:underline">
          {bn ? row.area_bn : row.area}
        </Link>
      ),
    },
    { id: 'payment', header: 'adminPanel.orders.payment', cell: (row) => labels.payment(row.payment_method) },
    { id: 'total', header: 'adminPanel.orders.total', align: 'end', cell: (row) => money(row.total) },
    { id: 'placed', header: 'adminPanel.orders.placed', cell: (row) => date(row.created_at, true) },
  ];
  const page = list.meta.current_page;
  const input = 'rounded border border-gray-300 px-2 py-1 text-sm';
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('adminPanel.orders.title')}</h1>
      <Form
        method="get"
        action={base}
        className="flex flex-wrap items-end gap-2"
        aria-label={t('adminPanel.filters')}
      >
        <label className="flex flex-col text-sm">
          {t('adminPanel.orders.status')}
          <select name="status" defaultValue={params.get('status') ?? ''} className={input}>
            <option value="">{t('adminPanel.any')}</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status.id} value={status.id}>
                {number(status.id)}. {bn ? status.title_bn : status.title}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm">
          {t('adminPanel.orders.seller')}
          <select name="company_id" defaultValue={params.get('company_id') ?? ''} className={input}>
            <option value="">{t('adminPanel.any')}</option>
            {sellers.map((seller) => (
              <option key={seller.id} value={seller.id}>
                {bn ? seller.company_name_bn : seller.company_name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm">
          {t('adminPanel.orders.payment')}
          <select name="payment_method" defaultValue={params.get('payment_method') ?? ''} className={input}>
            <option value="">{t('adminPanel.any')}</option>
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {labels.payment(method)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm">
          {t('adminPanel.orders.deliveryPersonId')}
          <NumberInput
            name="delivery_person_id"
            min={1}
            defaultValue={params.get('delivery_person_id') ?? ''}
            className={`${input} w-24`}
          />
        </label>
        <label className="flex flex-col text-sm">
          {t('adminPanel.orders.areaId')}
          <NumberInput
            name="area_id"
            min={1}
            defaultValue={params.get('area_id') ?? ''}
            className={`${input} w-24`}
          />
        </label>
        <label className="flex flex-col text-sm">
          {t('adminPanel.from')}
          <DateInput name="from" defaultValue={params.get('from') ?? ''} className={input} />
        </label>
        <label className="flex flex-col text-sm">
          {t('adminPanel.to')}
          <DateInput name="to" defaultValue={params.get('to') ?? ''} className={input} />
        </label>
        {params.get('flagged') ? <input type="hidden" name="flagged" value={params.get('flagged')!} /> : null}
        <button type="submit" className="rounded bg-brand-600 px-3 py-1.5 text-sm font-medium text-white">
          {t('adminPanel.apply')}
        </button>
        <Link to={base} className="px-2 py-1.5 text-sm text-brand-700 hover:underline">
          {t('adminPanel.clear')}
        </Link>
      </Form>
      {flagged.length > 0 ? (
        <section className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3">
          <h2 className="font-semibold">{t('adminPanel.orders.flaggedTitle')}</h2>
          <DataTable
            caption={{ en: 'Flagged orders', bn: 'চিহ্নিত অর্ডার' }}
            rows={flagged}
            columns={columns}
            rowKey={(row) => row.id}
            empty={null}
          />
        </section>
      ) : null}
      <DataTable
        caption={{ en: 'Orders', bn: 'অর্ডার' }}
        rows={list.data}
        columns={columns}
        rowKey={(row) => row.id}
        empty={<p className="text-gray-600">{t('adminPanel.nothing')}</p>}
      />
      <nav
        className="flex items-center justify-between text-sm"
        aria-label={t('adminPanel.pageN', { page: number(page) })}
      >
        {page > 1 ? (
          <Link
            to={hrefWith({ page: String(page - 1), open: null })}
            className="text-brand-700 hover:underline"
          >
            ← {t('adminPanel.previous')}
          </Link>
        ) : (
          <span />
        )}
        <span>{t('adminPanel.pageN', { page: number(page) })}</span>
        {list.meta.has_more ? (
          <Link
            to={hrefWith({ page: String(page + 1), open: null })}
            className="text-brand-700 hover:underline"
          >
            {t('adminPanel.next')} →
          </Link>
        ) : (
          <span />
        )}
      </nav>
      {detail ? (
        <DetailsDrawer detail={detail} candidates={candidates} closeHref={hrefWith({ open: null })} />
      ) : null}
    </div>
  );
}
