import { useState } from 'react';
import { ADDRESS_LABELS, type Address, addressInput } from '#lib/contracts/addresses.ts';
import type { Region } from '#lib/contracts/geo.ts';
import { SHIPPING_LABELS } from '#lib/reference-data.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { Field, FieldError, FormMessage } from '../account/field.tsx';
import { type FormActionData, useContractForm } from '../forms/contract-form.tsx';
import { GeoCascade, useGeoCascade } from '../forms/geo-select.tsx';
import { LocationPicker, type MapPoint } from '../map/location-picker.tsx';
import { buttonClass } from '../styles.ts';
import { toast } from '../toast.tsx';
import { addressBodyOf } from './address-body.ts';

/** What the address action answers. */
export type AddressActionData = FormActionData<Address> & { deleted?: number };

/**
 * The address form (add or change): Home or Office, name and phone (spec §5's rule, checked with
 * the API's own schema before sending), division → district → area, the address line, an
 * optional map pin, and whether it is the default shipping and billing address. It posts to the
 * manage-address page's action, from that page or from the checkout.
 */
export function AddressForm({
  action,
  address,
  regions,
  onSaved,
  onCancel,
  isFirst = false,
}: {
  /** The manage-address route that saves it (`/user/manage-address`). */
  action: string;
  address?: Address | undefined;
  regions: Region[];
  onSaved?: (address: Address) => void;
  onCancel?: () => void;
  /** The customer's first address becomes both defaults unless they say otherwise. */
  isFirst?: boolean;
}) {
  const { t, locale } = useI18n();
  const { fetcher, formRef, errors, isBusy, onSubmit } = useContractForm<Address>({
    schema: addressInput,
    bodyOf: addressBodyOf,
    onSaved: (saved) => {
      toast(t('address.savedToast'));
      onSaved?.(saved);
    },
  });
  const geo = useGeoCascade({
    regionId: address?.region.id ?? null,
    cityId: address?.city.id ?? null,
    areaId: address?.area.id ?? null,
    cities: address ? [{ ...address.city, region_id: address.region.id, code: '' }] : [],
    areas: address ? [{ ...address.area, city_id: address.city.id, latitude: null, longitude: null }] : [],
  });
  const [pin, setPin] = useState<MapPoint | null>(
    address?.latitude != null && address.longitude != null
      ? { latitude: address.latitude, longitude: address.longitude }
      : null,
  );

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={action}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
    >
      <input type="hidden" name="intent" value="save" />
      {address ? <input type="hidden" name="id" value={address.id} /> : null}
      <FormMessage message={errors?.fields ? undefined : errors?.message} />
      {errors?.fields && Object.keys(errors.fields).length > 0 ? (
        <FormMessage message={t('address.fixFields')} />
      ) : null}

      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium text-gray-800">{t('address.field.label')}</legend>
        <div className="flex gap-2">
          {ADDRESS_LABELS.map((label) => {
            const text = SHIPPING_LABELS.find((item) => item.id === label);
            return (
              <label
                key={label}
                className="flex cursor-pointer items-center gap-2 rounded-md border border-gray-300 px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name="label"
                  value={label}
                  defaultChecked={(address?.label ?? 'home') === label}
                />
                {text ? (locale === 'bn' ? text.title_bn : text.title) : label}
              </label>
            );
          })}
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          name="full_name"
          label={t('address.field.fullName')}
          autoComplete="name"
          defaultValue={address?.full_name ?? ''}
          error={errors?.fields?.full_name}
        />
        <Field
          name="phone"
          type="tel"
          label={t('address.field.phone')}
          autoComplete="tel"
          inputMode="tel"
          hint={t('address.phoneHint')}
          defaultValue={address?.phone ?? ''}
          error={errors?.fields?.phone}
        />
      </div>

      <GeoCascade
        geo={geo}
        regions={regions}
        names={{ region: 'region_id', city: 'city_id', area: 'area_id' }}
        errors={{
          region: errors?.fields?.region_id,
          city: errors?.fields?.city_id,
          area: errors?.fields?.area_id,
        }}
      />

      <div className="flex flex-col gap-1">
        <label htmlFor="field-address_line" className="text-sm font-medium text-gray-800">
          {t('address.field.line')}
        </label>
        <textarea
          id="field-address_line"
          name="address_line"
          rows={2}
          autoComplete="street-address"
          defaultValue={address?.address_line ?? ''}
          aria-invalid={errors?.fields?.address_line ? true : undefined}
          aria-describedby={
            errors?.fields?.address_line ? 'field-address_line-error' : 'field-address_line-hint'
          }
          className={`rounded-md border px-3 py-2 text-base ${errors?.fields?.address_line ? 'border-red-600' : 'border-gray-300'}`}
        />
        <p id="field-address_line-hint" className="text-xs text-gray-600">
          {t('address.lineHint')}
        </p>
        <FieldError id="field-address_line-error" error={errors?.fields?.address_line} />
      </div>

      <LocationPicker value={pin} onChange={setPin} hint={geo.areaPoint} />

      <div className="flex flex-col gap-2">
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="is_default_shipping"
            defaultChecked={address?.is_default_shipping ?? isFirst}
          />
          {t('address.defaultShipping')}
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="is_default_billing"
            defaultChecked={address?.is_default_billing ?? isFirst}
          />
          {t('address.defaultBilling')}
        </label>
      </div>

      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass} disabled={isBusy}>
          {isBusy ? t('address.saving') : t('address.save')}
        </button>
        {onCancel ? (
          <button
            type="button"
            onClick={onCancel}
            className="rounded-md border border-gray-300 px-4 py-2 font-medium text-gray-700 hover:bg-gray-100"
          >
            {t('common.cancel')}
          </button>
        ) : null}
      </div>
    </fetcher.Form>
  );
}
