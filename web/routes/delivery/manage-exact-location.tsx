import { useState } from 'react';
import { data, useFetcher } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '#lib/api-client.ts';
import {
  type BaseLocation,
  baseLocationInput,
  deleteBaseLocation,
  listBaseLocations,
  MAX_BASE_LOCATIONS,
  mySummary,
  storeBaseLocation,
  updateBaseLocation,
} from '#lib/contracts/delivery.ts';
import { FieldError, FormMessage } from '../../components/account/field.tsx';
import { type DataColumn, DataTable } from '../../components/data-table.tsx';
import { DutySwitch } from '../../components/delivery/duty-switch.tsx';
import { LivePositionNote } from '../../components/delivery/live-position.tsx';
import { type FormActionData, useContractForm } from '../../components/forms/contract-form.tsx';
import { LocationPicker, type MapPoint } from '../../components/map/location-picker.tsx';
import { buttonClass } from '../../components/styles.ts';
import { toast } from '../../components/toast.tsx';
import { apiOf } from '../../lib/context.ts';
import { formErrorsOf, formValues } from '../../lib/form-errors.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { titleMeta } from '../../lib/meta.ts';
import type { Route } from './+types/manage-exact-location';
import { type DeliveryActionData, deliveryAction } from './delivery-action.ts';

/*
 * Spec §2's manage-exact-location for a delivery person (issue 14): sharing their live position
 * while on duty, and their base locations — a list (cards on a phone, a table from tablets up) and
 * a form with a map pin (§9's default point until set). The nearest area of a pin is its working
 * area; the default location is their home area. "Go on duty here" starts the day from one.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const api = apiOf(context);
  const [summary, locations] = await Promise.all([api.call(mySummary), api.call(listBaseLocations)]);
  return { onDuty: summary.data.on_duty, locations: locations.data };
}

type LocationActionData = FormActionData<BaseLocation> & { deleted?: number };

const bodyOf = (values: Record<string, string>) => ({
  label: values.label ?? '',
  latitude: values.latitude ? Number(values.latitude) : undefined,
  longitude: values.longitude ? Number(values.longitude) : undefined,
  is_default: values.is_default === 'on',
});

export async function action(args: Route.ActionArgs) {
  const form = await args.request.clone().formData();
  const intent = String(form.get('intent') ?? '');
  if (intent !== 'location-save' && intent !== 'location-delete') return deliveryAction(args);
  const values = formValues(form);
  const api = apiOf(args.context);
  const id = Number(values.id);
  try {
    if (intent === 'location-delete') {
      await api.call(deleteBaseLocation, { params: { id } });
      return { deleted: id } satisfies LocationActionData;
    }
    // The API validates it again and answers field errors in both languages.
    const body = bodyOf(values) as z.input<typeof baseLocationInput>;
    const answer = id
      ? await api.call(updateBaseLocation, { params: { id }, body })
      : await api.call(storeBaseLocation, { body });
    return { saved: answer.data } satisfies LocationActionData;
  } catch (error) {
    return data({ errors: formErrorsOf(error) } satisfies LocationActionData, {
      status: error instanceof ApiError ? error.status : 400,
    });
  }
}

export const meta = titleMeta('account.menu.manageExactLocation', { noindex: true });

function LocationForm({ location, onDone }: { location: BaseLocation | null; onDone: () => void }) {
  const { t } = useI18n();
  const [pin, setPin] = useState<MapPoint | null>(
    location ? { latitude: location.latitude, longitude: location.longitude } : null,
  );
  const { fetcher, formRef, errors, isBusy, onSubmit } = useContractForm<BaseLocation>({
    schema: baseLocationInput,
    bodyOf,
    onSaved: () => {
      toast(t('delivery.locationSaved'));
      onDone();
    },
  });
  const pinError = errors?.fields?.latitude ?? errors?.fields?.longitude;
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4"
      aria-labelledby="location-form-title"
    >
      <h3 id="location-form-title" className="text-base font-semibold">
        {location ? t('deliveryUi.editLocation') : t('deliveryUi.addLocation')}
      </h3>
      <input type="hidden" name="intent" value="location-save" />
      {location ? <input type="hidden" name="id" value={location.id} /> : null}
      <div className="flex flex-col gap-1">
        <label htmlFor="field-label" className="text-sm font-medium text-gray-800">
          {t('deliveryUi.locationLabel')}
        </label>
        <input
          id="field-label"
          name="label"
          defaultValue={location?.label ?? ''}
          maxLength={60}
          aria-invalid={errors?.fields?.label ? true : undefined}
          aria-describedby={errors?.fields?.label ? 'field-label-error' : undefined}
          className={`rounded-md border px-3 py-2 text-base ${errors?.fields?.label ? 'border-red-600' : 'border-gray-300'}`}
        />
        <FieldError id="field-label-error" error={errors?.fields?.label} />
      </div>
      <LocationPicker
        value={pin}
        onChange={setPin}
        hint={null}
        legend="deliveryUi.pinLegend"
        help="deliveryUi.pinHelp"
      />
      <FieldError id="field-latitude-error" error={pinError} />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="is_default" defaultChecked={location?.is_default ?? false} />
        {t('deliveryUi.makeDefault')}
      </label>
      {errors && !errors.fields ? <FormMessage message={errors.message} /> : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={isBusy} className={buttonClass}>
          {t('deliveryUi.save')}
        </button>
        <button
          type="button"
          onClick={onDone}
          className="rounded-md px-4 py-2 text-sm font-semibold text-gray-800 ring-1 ring-gray-300"
        >
          {t('deliveryUi.cancel')}
        </button>
      </div>
    </fetcher.Form>
  );
}

function LocationActions({ location, onEdit }: { location: BaseLocation; onEdit: () => void }) {
  const { t } = useI18n();
  const remove = useFetcher<LocationActionData>();
  const duty = useFetcher<DeliveryActionData>();
  const small =
    'text-sm font-medium text-brand-700 underline-offset-2 hover:underline disabled:text-gray-400';
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <duty.Form method="post">
        <input type="hidden" name="intent" value="duty" />
        <input type="hidden" name="on_duty" value="true" />
        <input type="hidden" name="latitude" value={location.latitude} />
        <input type="hidden" name="longitude" value={location.longitude} />
        <button type="submit" disabled={duty.state !== 'idle'} className={small}>
          {t('deliveryUi.startHere')}
        </button>
      </duty.Form>
      <button
        type="button"
        onClick={onEdit}
        className={small}
        aria-label={`${t('deliveryUi.edit')}: ${location.label}`}
      >
        {t('deliveryUi.edit')}
      </button>
      <remove.Form method="post">
        <input type="hidden" name="intent" value="location-delete" />
        <input type="hidden" name="id" value={location.id} />
        <button
          type="submit"
          disabled={remove.state !== 'idle'}
          className={`${small} text-red-700`}
          aria-label={`${t('deliveryUi.remove')}: ${location.label}`}
        >
          {t('deliveryUi.remove')}
        </button>
      </remove.Form>
    </div>
  );
}

export default function ManageExactLocation({ loaderData }: Route.ComponentProps) {
  const { t, pick, number } = useI18n();
  const { onDuty, locations } = loaderData;
  /** null: no form; 'new': adding; a number: changing that location. */
  const [editing, setEditing] = useState<null | 'new' | number>(locations.length === 0 ? 'new' : null);
  const columns: DataColumn<BaseLocation>[] = [
    {
      id: 'label',
      header: 'deliveryUi.locationLabel',
      card: 'plain',
      cell: (row) => (
        <span className="font-semibold">
          {row.label}{' '}
          {row.is_default ? (
            <span className="ml-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
              {t('deliveryUi.default')}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'area',
      header: 'deliveryUi.workingArea',
      cell: (row) => (row.area ? pick(row.area, 'name') : '—'),
    },
    {
      id: 'point',
      header: 'deliveryUi.baseTitle',
      cell: (row) => (
        <span className="text-gray-600 tabular-nums">
          {number(Math.round(row.latitude * 10_000) / 10_000)},{' '}
          {number(Math.round(row.longitude * 10_000) / 10_000)}
        </span>
      ),
    },
    {
      id: 'actions',
      header: 'deliveryUi.edit',
      card: 'plain',
      cell: (row) => <LocationActions location={row} onEdit={() => setEditing(row.id)} />,
    },
  ];
  const current = typeof editing === 'number' ? (locations.find((row) => row.id === editing) ?? null) : null;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{t('account.menu.manageExactLocation')}</h1>
      <DutySwitch onDuty={onDuty} />
      <section className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-4">
        <h2 className="text-base font-semibold">{t('deliveryUi.liveTitle')}</h2>
        <p className="text-sm text-gray-600">{t('deliveryUi.liveHint')}</p>
        <LivePositionNote onDuty={onDuty} />
      </section>
      <section aria-labelledby="locations-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="locations-title" className="text-base font-semibold">
            {t('deliveryUi.locationsTitle')}
          </h2>
          {editing === null && locations.length < MAX_BASE_LOCATIONS ? (
            <button type="button" onClick={() => setEditing('new')} className={buttonClass}>
              {t('deliveryUi.addLocation')}
            </button>
          ) : null}
        </div>
        <p className="text-sm text-gray-600">{t('deliveryUi.locationsHint')}</p>
        {editing !== null ? (
          <LocationForm key={String(editing)} location={current} onDone={() => setEditing(null)} />
        ) : null}
        <DataTable
          caption="deliveryUi.locationsTitle"
          rows={locations}
          columns={columns}
          rowKey={(row) => row.id}
          empty={<p className="text-sm text-gray-600">{t('deliveryUi.noLocations')}</p>}
        />
      </section>
    </div>
  );
}
