import { useEffect, useId, useState } from 'react';
import { useFetcher } from 'react-router';
import { type DeliveryJob, FAILURE_REASONS, type Offer } from '#lib/contracts/delivery.ts';
import { type OrderStatus, statusLabel } from '#lib/order-status.ts';
import { useI18n } from '../../lib/i18n.tsx';
import type { DeliveryActionData } from '../../routes/delivery/delivery-action.ts';
import { FormMessage } from '../account/field.tsx';
import { POINT_COLOURS, PointsMap } from '../map/points-map.tsx';

const button =
  'rounded-md px-3 py-2 text-sm font-semibold disabled:opacity-60 focus-visible:outline focus-visible:outline-2';
const primary = `${button} bg-emerald-700 text-white hover:bg-emerald-800`;
const secondary = `${button} border border-gray-300 bg-white text-gray-800 hover:bg-gray-100`;

/** Distance in km, one decimal, in the person's digits. */
export function useKm() {
  const { digits } = useI18n();
  return (metres: number) => digits((metres / 1000).toFixed(1));
}

export function StatusText({ status }: { status: number }) {
  const { locale } = useI18n();
  const label = statusLabel(status as OrderStatus);
  return <span>{locale === 'bn' ? label.title_bn : label.title}</span>;
}

/** Seconds left of an offer, counting down on the screen. */
function useCountdown(seconds: number): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    setLeft(seconds);
    const started = Date.now();
    const timer = setInterval(
      () => setLeft(Math.max(0, seconds - Math.floor((Date.now() - started) / 1000))),
      1000,
    );
    return () => clearInterval(timer);
  }, [seconds]);
  return left;
}

export function OfferCard({ offer }: { offer: Offer }) {
  const { t, money, digits, locale } = useI18n();
  const km = useKm();
  const fetcher = useFetcher<DeliveryActionData>();
  const left = useCountdown(offer.seconds_left);
  const job = offer.job;
  const busy = fetcher.state !== 'idle';
  return (
    <li
      className="flex flex-col gap-2 rounded-lg border-2 border-amber-400 bg-amber-50 p-3"
      data-testid="offer-card"
    >
      <div className="flex items-center justify-between gap-2">
        <span className="font-semibold">{digits(job.sub_number)}</span>
        <span
          className="rounded-full bg-amber-200 px-2 py-0.5 text-xs font-semibold text-amber-900"
          aria-live="off"
        >
          {t('deliveryUi.secondsLeft', { seconds: digits(left) })}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="text-gray-600">{t('deliveryUi.pickup')}</dt>
        <dd>
          {locale === 'bn' ? job.company_name_bn : job.company_name} ·{' '}
          {t('deliveryUi.distance', { km: km(offer.distance_m) })}
        </dd>
        <dt className="text-gray-600">{t('deliveryUi.drop')}</dt>
        <dd>{locale === 'bn' ? job.drop_area_bn : job.drop_area}</dd>
        <dt className="text-gray-600">{t('deliveryUi.fee')}</dt>
        <dd className="font-semibold">{money(job.delivery_fee)}</dd>
      </dl>
      <fetcher.Form method="post" className="flex gap-2">
        <input type="hidden" name="id" value={offer.id} />
        <button
          type="submit"
          name="intent"
          value="accept"
          disabled={busy || left === 0}
          className={`${primary} flex-1`}
        >
          {t('deliveryUi.accept')}
        </button>
        <button type="submit" name="intent" value="decline" disabled={busy} className={`${secondary} flex-1`}>
          {t('deliveryUi.decline')}
        </button>
      </fetcher.Form>
      {fetcher.data?.errors ? <FormMessage message={fetcher.data.errors.message} /> : null}
    </li>
  );
}

/** The holder's next step for an order: pick up, deliver with the code, or report a failure. */
export function JobActions({ job }: { job: DeliveryJob }) {
  const { t } = useI18n();
  const fetcher = useFetcher<DeliveryActionData>();
  const [failing, setFailing] = useState(false);
  const codeId = `code-${useId()}`;
  const busy = fetcher.state !== 'idle';
  if (job.cancelled || job.status === 6) return null;
  return (
    <div className="flex flex-col gap-2">
      {job.status === 4 ? (
        <fetcher.Form method="post">
          <input type="hidden" name="id" value={job.seller_order_id} />
          <button type="submit" name="intent" value="pick-up" disabled={busy} className={`${primary} w-full`}>
            {t('deliveryUi.pickedUp')}
          </button>
        </fetcher.Form>
      ) : null}
      {job.status < 4 ? <p className="text-sm text-gray-600">{t('deliveryUi.waitingSeller')}</p> : null}
      {job.status === 5 ? (
        <>
          <fetcher.Form method="post" className="flex flex-col gap-1">
            <input type="hidden" name="id" value={job.seller_order_id} />
            <label htmlFor={codeId} className="text-sm font-medium">
              {t('deliveryUi.codeLabel')}
            </label>
            {/* Stretched: the button is as tall as the code's large digits. */}
            <div className="flex items-stretch gap-2">
              <input
                id={codeId}
                name="code"
                inputMode="numeric"
                pattern="[0-9০-৯]{4}"
                maxLength={4}
                required
                autoComplete="one-time-code"
                className="w-full min-w-0 flex-1 rounded-md border border-gray-300 px-3 py-2 text-lg tracking-widest"
              />
              <button type="submit" name="intent" value="deliver" disabled={busy} className={primary}>
                {t('deliveryUi.deliver')}
              </button>
            </div>
          </fetcher.Form>
          {failing ? (
            <fetcher.Form
              method="post"
              className="flex flex-col gap-2 rounded-md border border-red-200 bg-red-50 p-2"
            >
              <input type="hidden" name="id" value={job.seller_order_id} />
              <label className="flex flex-col gap-1 text-sm">
                <span className="font-medium">{t('deliveryUi.failReason')}</span>
                <select name="reason" className="rounded-md border border-gray-300 px-2 py-2">
                  {FAILURE_REASONS.map((reason) => (
                    <option key={reason} value={reason}>
                      {t(`deliveryUi.reason.${reason}` as const)}
                    </option>
                  ))}
                </select>
              </label>
              <input type="hidden" name="intent" value="fail" />
              <div className="flex gap-2">
                <button
                  type="submit"
                  name="next"
                  value="reattempt"
                  disabled={busy}
                  className={`${secondary} flex-1`}
                >
                  {t('deliveryUi.reattempt')}
                </button>
                <button
                  type="submit"
                  name="next"
                  value="return"
                  disabled={busy}
                  className={`${secondary} flex-1`}
                >
                  {t('deliveryUi.return')}
                </button>
              </div>
            </fetcher.Form>
          ) : (
            <button
              type="button"
              className="self-start text-sm text-red-800 underline"
              onClick={() => setFailing(true)}
            >
              {t('deliveryUi.failed')}
            </button>
          )}
        </>
      ) : null}
      {fetcher.data?.errors ? <FormMessage message={fetcher.data.errors.message} /> : null}
      {fetcher.data?.msg && fetcher.state === 'idle' ? (
        <FormMessage tone="success" message={fetcher.data.msg} />
      ) : null}
    </div>
  );
}

/** Pickup and drop on a map, call buttons and a directions link. */
export function JobDetails({ job }: { job: DeliveryJob }) {
  const { t, money, locale } = useI18n();
  const target = job.status >= 5 && job.drop ? job.drop : job.pickup;
  const directions = `https://www.google.com/maps/dir/?api=1&destination=${target.latitude},${target.longitude}`;
  const link =
    'rounded-md border border-gray-300 bg-white px-3 py-2 text-center text-sm font-medium hover:bg-gray-100';
  return (
    <div className="flex flex-col gap-3">
      <PointsMap
        label={t('deliveryUi.mapLabel')}
        points={[
          { id: 'pickup', label: t('deliveryUi.pickup'), colour: POINT_COLOURS.pickup, ...job.pickup },
          ...(job.drop
            ? [{ id: 'drop', label: t('deliveryUi.drop'), colour: POINT_COLOURS.drop, ...job.drop }]
            : []),
        ]}
      />
      <dl className="grid grid-cols-[auto,1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-gray-600">{t('deliveryUi.pickup')}</dt>
        <dd>{locale === 'bn' ? job.company_name_bn : job.company_name}</dd>
        <dt className="text-gray-600">{t('deliveryUi.drop')}</dt>
        <dd>
          {job.customer_name}, {job.drop_address}, {locale === 'bn' ? job.drop_area_bn : job.drop_area}
        </dd>
        <dt className="text-gray-600">{t('deliveryUi.status')}</dt>
        <dd>
          <StatusText status={job.status} />
        </dd>
        <dt className="text-gray-600">{t('deliveryUi.fee')}</dt>
        <dd>{money(job.delivery_fee)}</dd>
        <dt className="text-gray-600">{t('deliveryUi.collect')}</dt>
        <dd className="font-semibold">
          {job.cash_to_collect > 0 ? money(job.cash_to_collect) : t('deliveryUi.prepaid')}
        </dd>
      </dl>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {job.company_phone ? (
          <a href={`tel:${job.company_phone}`} className={link}>
            {t('deliveryUi.callSeller')}
          </a>
        ) : null}
        <a href={`tel:${job.customer_phone}`} className={link}>
          {t('deliveryUi.callCustomer')}
        </a>
        <a href={directions} target="_blank" rel="noreferrer" className={link}>
          {t('deliveryUi.directions')}
        </a>
      </div>
    </div>
  );
}
