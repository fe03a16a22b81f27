import { useState } from 'react';
import { useFetcher } from 'react-router';
import { mySummary } from '#lib/contracts/delivery.ts';
import { FormMessage } from '../../components/account/field.tsx';
import { DutySwitch } from '../../components/delivery/duty-switch.tsx';
import { LivePositionNote } from '../../components/delivery/live-position.tsx';
import { LocationPicker, type MapPoint } from '../../components/map/location-picker.tsx';
import { apiOf } from '../../lib/context.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { titleMeta } from '../../lib/meta.ts';
import type { Route } from './+types/manage-exact-location';
import { type DeliveryActionData, deliveryAction } from './delivery-action.ts';

/*
 * Spec §2's manage-exact-location for a delivery person (issue 14): the base point where they
 * wait for orders (a map pin, §9's default point until set), and sharing their live position
 * while on duty.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const summary = (await apiOf(context).call(mySummary)).data;
  return {
    onDuty: summary.on_duty,
    point:
      summary.latitude !== null && summary.longitude !== null
        ? { latitude: summary.latitude, longitude: summary.longitude }
        : null,
  };
}

export const action = (args: Route.ActionArgs) => deliveryAction(args);

export const meta = titleMeta('account.menu.manageExactLocation', { noindex: true });

export default function ManageExactLocation({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const fetcher = useFetcher<DeliveryActionData>();
  const [point, setPoint] = useState<MapPoint | null>(loaderData.point);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{t('account.menu.manageExactLocation')}</h1>
      <DutySwitch onDuty={loaderData.onDuty} />
      <section className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-4">
        <h2 className="text-base font-semibold">{t('deliveryUi.liveTitle')}</h2>
        <p className="text-sm text-gray-600">{t('deliveryUi.liveHint')}</p>
        <LivePositionNote onDuty={loaderData.onDuty} />
      </section>
      <fetcher.Form
        method="post"
        className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-4"
      >
        <h2 className="text-base font-semibold">{t('deliveryUi.baseTitle')}</h2>
        <p className="text-sm text-gray-600">{t('deliveryUi.baseHint')}</p>
        <input type="hidden" name="intent" value="duty" />
        <input type="hidden" name="on_duty" value={String(loaderData.onDuty)} />
        <LocationPicker value={point} onChange={setPoint} hint={null} />
        <button
          type="submit"
          disabled={!point || fetcher.state !== 'idle'}
          className="self-start rounded-md bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-60"
        >
          {t('deliveryUi.save')}
        </button>
        {fetcher.data?.errors ? <FormMessage message={fetcher.data.errors.message} /> : null}
        {fetcher.data?.msg && fetcher.state === 'idle' ? (
          <FormMessage tone="success" message={fetcher.data.msg} />
        ) : null}
      </fetcher.Form>
    </div>
  );
}
