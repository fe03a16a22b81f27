import { useEffect, useId, useRef } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import {
  type DeliveryDay,
  type DeliveryJob,
  myDay,
  myDeliveries,
  myOffers,
  mySummary,
} from '#lib/contracts/delivery.ts';
import { pushPublicKey } from '#lib/contracts/push.ts';
import { dhakaToday } from '#lib/dhaka-days.ts';
import { DateInput } from '../../components/date-input.tsx';
import { DutySwitch } from '../../components/delivery/duty-switch.tsx';
import { JobActions, JobDetails, OfferCard, StatusText } from '../../components/delivery/job-parts.tsx';
import { alertNewOffer, LivePositionNote } from '../../components/delivery/live-position.tsx';
import { PushSwitch } from '../../components/delivery/push-switch.tsx';
import { Link } from '../../components/link.tsx';
import { toast } from '../../components/toast.tsx';
import { apiOf } from '../../lib/context.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { titleMeta } from '../../lib/meta.ts';
import { useEventStream } from '../../lib/use-event-stream.ts';
import type { Route } from './+types/manage-orders';
import { deliveryAction } from './delivery-action.ts';

/*
 * Spec §2's manage-orders for a delivery person (issue 14): the on-duty switch, offers waiting
 * (countdown, distance, pickup and drop areas, fee) with accept and decline, the orders they
 * carry and their history, as cards or a list, and a details drawer (?order=…) with the map,
 * call buttons, directions and the next step. Offers arrive live (server-sent events), with a
 * beep and a vibration.
 */

export async function loader({ context, url }: Route.LoaderArgs) {
  const api = apiOf(context);
  const asked = url.searchParams.get('tab');
  const tab = asked === 'history' || asked === 'summary' ? asked : 'active';
  const day = url.searchParams.get('date');
  const [offers, active, history, summary, dayWork, pushKey] = await Promise.all([
    api.call(myOffers),
    api.call(myDeliveries, { query: { view: 'active' } }),
    tab === 'history'
      ? api.call(myDeliveries, { query: { view: 'history' } })
      : Promise.resolve({ data: [] }),
    api.call(mySummary),
    tab === 'summary'
      ? api.call(myDay, { query: day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? { date: day } : {} })
      : Promise.resolve(null),
    api.call(pushPublicKey),
  ]);
  const openedId = Number(url.searchParams.get('order'));
  const opened = [...active.data, ...history.data].find((job) => job.seller_order_id === openedId) ?? null;
  return {
    offers: offers.data,
    jobs: tab === 'history' ? history.data : active.data,
    tab,
    view: url.searchParams.get('view') === 'list' ? 'list' : 'card',
    onDuty: summary.data.on_duty,
    opened,
    day: dayWork?.data ?? null,
    pushKey: pushKey.data.key,
  };
}

export const action = (args: Route.ActionArgs) => deliveryAction(args);

export const meta = titleMeta('account.menu.manageOrders', { noindex: true });

function withQuery(search: string, pathname: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) params.delete(name);
    else params.set(name, value);
  }
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}

const receiptHref = (job: DeliveryJob) =>
  `/delivery-person-dashboard/manage-orders/${job.seller_order_id}/receipt`;

/** A delivered (not cancelled) order has a receipt. */
function ReceiptLink({ job }: { job: DeliveryJob }) {
  const { t } = useI18n();
  if (job.status !== 6 || job.cancelled) return null;
  return (
    <Link
      to={receiptHref(job)}
      className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
    >
      {t('deliveryUi.receipt')}
    </Link>
  );
}

/** Spec §2's summary of a day's work: pick a day (Dhaka's), see its totals and deliveries, print it. */
function DaySummary({ day }: { day: DeliveryDay }) {
  const { t, money, number, date, digits, pick } = useI18n();
  const tiles = [
    { label: t('deliveryUi.deliveredCount'), value: number(day.delivered_count) },
    { label: t('deliveryUi.failedAttempts'), value: number(day.failed_attempts) },
    { label: t('deliveryUi.earnings'), value: money(day.earnings) },
    { label: t('deliveryUi.cashCollected'), value: money(day.cash_collected) },
    { label: t('deliveryUi.cashDeposited'), value: money(day.cash_deposited) },
  ];
  return (
    <section aria-labelledby="day-title" className="flex flex-col gap-3" data-testid="day-summary">
      <h2 id="day-title" className="sr-only">
        {t('deliveryUi.daySummary')}
      </h2>
      <form method="get" className="flex flex-wrap items-end gap-2 print:hidden">
        <input type="hidden" name="tab" value="summary" />
        <label className="flex flex-col gap-1 text-sm">
          {t('deliveryUi.day')}
          <DateInput
            name="date"
            defaultValue={day.date}
            max={dhakaToday()}
            className="rounded-md border border-gray-300 px-3 py-2"
          />
        </label>
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white">
          {t('deliveryUi.show')}
        </button>
        <button
          type="button"
          onClick={() => window.print()}
          className="rounded-md px-4 py-2 text-sm font-semibold text-gray-800 ring-1 ring-gray-300"
        >
          {t('deliveryUi.print')}
        </button>
      </form>
      <p className="font-semibold">{date(`${day.date}T12:00:00+06:00`)}</p>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {tiles.map((tile) => (
          <div
            key={tile.label}
            className="flex flex-col gap-1 rounded-lg border border-gray-200 bg-white p-3"
          >
            <dt className="text-xs text-gray-600">{tile.label}</dt>
            <dd className="text-lg font-semibold" data-testid="day-value">
              {tile.value}
            </dd>
          </div>
        ))}
      </dl>
      {day.deliveries.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 px-4 py-8 text-center text-gray-600">
          {t('deliveryUi.noDeliveriesThatDay')}
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white">
          {day.deliveries.map((line) => (
            <li
              key={line.seller_order_id}
              className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm"
            >
              <span className="flex flex-col">
                <Link
                  to={`/delivery-person-dashboard/manage-orders/${line.seller_order_id}/receipt`}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  {digits(line.sub_number)}
                </Link>
                <span className="text-gray-600">
                  {pick(line, 'company_name')} → {pick(line, 'drop_area')} · {date(line.delivered_at, true)}
                </span>
              </span>
              {/* At the end of its line, also when it wraps under the order on a phone. */}
              <span className="ml-auto text-right">
                {line.cash_collected > 0 ? money(line.cash_collected) : '—'}
                <span className="block text-xs text-gray-600">
                  {t('deliveryUi.fee')}: {money(line.earned)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function JobCard({ job, href }: { job: DeliveryJob; href: string }) {
  const { t, money, digits, locale } = useI18n();
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-3" data-testid="job-card">
      <div className="flex items-center justify-between gap-2">
        <Link to={href} preventScrollReset className="font-semibold text-brand-700 hover:underline">
          {digits(job.sub_number)}
        </Link>
        <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs">
          <StatusText status={job.status} />
        </span>
      </div>
      <p className="text-sm text-gray-700">
        {locale === 'bn' ? job.company_name_bn : job.company_name} →{' '}
        {locale === 'bn' ? job.drop_area_bn : job.drop_area}
      </p>
      <p className="text-sm">
        {t('deliveryUi.collect')}:{' '}
        <strong>{job.cash_to_collect > 0 ? money(job.cash_to_collect) : '—'}</strong>
      </p>
      <JobActions job={job} />
      <ReceiptLink job={job} />
    </li>
  );
}

function JobDrawer({ job, closeHref }: { job: DeliveryJob; closeHref: string }) {
  const { t, digits } = useI18n();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  const close = () => navigate(closeHref, { preventScrollReset: true });
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      className="m-0 ml-auto h-dvh max-h-none w-[min(36rem,100vw)] max-w-none overflow-y-auto bg-gray-50 p-0 shadow-xl backdrop:bg-black/40"
    >
      <div className="flex flex-col gap-4 p-4">
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="text-lg font-semibold">
            {t('deliveryUi.order')} {digits(job.sub_number)}
          </h2>
          <button
            type="button"
            onClick={close}
            aria-label={t('common.close')}
            className="rounded-md px-2 py-1 text-xl text-gray-600 hover:bg-gray-100"
          >
            ×
          </button>
        </div>
        <JobDetails job={job} />
        <JobActions job={job} />
        <ReceiptLink job={job} />
      </div>
    </dialog>
  );
}

export default function ManageOrders({ loaderData }: Route.ComponentProps) {
  const { t, money, digits, locale } = useI18n();
  const { pathname, search } = useLocation();
  const revalidator = useRevalidator();
  const { offers, jobs, tab, view, onDuty, opened, day, pushKey } = loaderData;
  useEventStream<{ sub_number?: string }>(
    ['delivery.offer', 'delivery.offer-closed', 'delivery.reassigned', 'order.status'],
    (event) => {
      if (event.type === 'delivery.offer') alertNewOffer();
      if (event.type === 'delivery.reassigned') {
        toast(t('deliveryUi.reassigned', { order: digits(event.data.sub_number ?? '') }), 'warning');
      }
      revalidator.revalidate();
    },
    { onPoll: () => revalidator.revalidate(), pollMs: 15_000 },
  );
  const tabLink = (target: 'active' | 'history' | 'summary', label: string) => (
    <Link
      to={withQuery(search, pathname, { tab: target === 'active' ? null : target, order: null, date: null })}
      aria-current={tab === target ? 'page' : undefined}
      className={`rounded-md px-3 py-1.5 text-sm font-medium ${tab === target ? 'bg-brand-700 text-white' : 'bg-white text-gray-800 ring-1 ring-gray-300'}`}
    >
      {label}
    </Link>
  );
  const viewLink = (target: 'card' | 'list', label: string) => (
    <Link
      to={withQuery(search, pathname, { view: target === 'card' ? null : 'list', order: null })}
      aria-current={view === target ? 'true' : undefined}
      className={`rounded-md px-3 py-1.5 text-sm font-medium ${view === target ? 'bg-gray-800 text-white' : 'bg-white text-gray-800 ring-1 ring-gray-300'}`}
    >
      {label}
    </Link>
  );
  const hrefOf = (job: DeliveryJob) => withQuery(search, pathname, { order: String(job.seller_order_id) });
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{t('account.menu.manageOrders')}</h1>
      <DutySwitch onDuty={onDuty} />
      <LivePositionNote onDuty={onDuty} />
      <PushSwitch publicKey={pushKey} />

      <section aria-labelledby="offers-title" className="flex flex-col gap-2">
        <h2 id="offers-title" className="text-base font-semibold">
          {t('deliveryUi.offers')}
        </h2>
        {offers.length === 0 ? (
          <p className="text-sm text-gray-600">{t('deliveryUi.noOffers')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {offers.map((offer) => (
              <OfferCard key={offer.id} offer={offer} />
            ))}
          </ul>
        )}
      </section>

      <section className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <nav className="flex gap-2">
            {tabLink('active', t('deliveryUi.active'))}
            {tabLink('history', t('deliveryUi.history'))}
            {tabLink('summary', t('deliveryUi.daySummary'))}
          </nav>
          <div className={`flex gap-2 ${tab === 'summary' ? 'hidden' : ''}`}>
            {viewLink('card', t('deliveryUi.cardView'))}
            {viewLink('list', t('deliveryUi.listView'))}
          </div>
        </div>
        {day ? (
          <DaySummary day={day} />
        ) : jobs.length === 0 ? (
          <p className="rounded-lg border border-dashed border-gray-300 px-4 py-8 text-center text-gray-600">
            {tab === 'active' ? t('deliveryUi.noActive') : t('deliveryUi.noHistory')}
          </p>
        ) : view === 'card' ? (
          <ul className="grid gap-2 sm:grid-cols-2">
            {jobs.map((job) => (
              <JobCard key={job.seller_order_id} job={job} href={hrefOf(job)} />
            ))}
          </ul>
        ) : (
          <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
            <table className="w-full text-left text-sm">
              <thead className="bg-gray-50 text-gray-700">
                <tr>
                  <th className="px-3 py-2">{t('deliveryUi.order')}</th>
                  <th className="px-3 py-2">{t('deliveryUi.drop')}</th>
                  <th className="px-3 py-2">{t('deliveryUi.status')}</th>
                  <th className="px-3 py-2 text-right">{t('deliveryUi.collect')}</th>
                </tr>
              </thead>
              <tbody>
                {jobs.map((job) => (
                  <tr key={job.seller_order_id} className="border-t border-gray-100">
                    <td className="px-3 py-2">
                      <Link to={hrefOf(job)} preventScrollReset className="text-brand-700 hover:underline">
                        {digits(job.sub_number)}
                      </Link>
                    </td>
                    <td className="px-3 py-2">{locale === 'bn' ? job.drop_area_bn : job.drop_area}</td>
                    <td className="px-3 py-2">
                      <StatusText status={job.status} /> <ReceiptLink job={job} />
                    </td>
                    <td className="px-3 py-2 text-right">
                      {job.cash_to_collect > 0 ? money(job.cash_to_collect) : '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {opened ? (
        <JobDrawer
          key={opened.seller_order_id}
          job={opened}
          closeHref={withQuery(search, pathname, { order: null })}
        />
      ) : null}
    </div>
  );
}
