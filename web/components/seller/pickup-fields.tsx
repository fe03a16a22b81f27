import { useState } from 'react';
import type { Region } from '#lib/contracts/geo.ts';
import type { ShopAccount } from '#lib/contracts/seller-desk.ts';
import type { FormErrors } from '../../lib/form-errors.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { Field, FieldError } from '../account/field.tsx';
import { GeoCascade, useGeoCascade } from '../forms/geo-select.tsx';
import { LocationPicker, type MapPoint } from '../map/location-picker.tsx';

/** The pickup fields' values as the API takes them (the pin's hidden inputs are `latitude`, `longitude`). */
export function pickupBodyOf(values: Record<string, string>) {
  const numberOrNull = (value: string | undefined) => {
    if (!value?.trim()) return null;
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  };
  return {
    address: values.address ?? '',
    pickup_area_id: numberOrNull(values.pickup_area_id),
    pickup_latitude: numberOrNull(values.latitude),
    pickup_longitude: numberOrNull(values.longitude),
  };
}

/**
 * The shop's pickup point: division → district → area, the address line, and its pin on the map
 * (starting at the area's centre). Used by the application and the settings.
 */
export function PickupFields({
  account,
  regions,
  errors,
}: {
  account: ShopAccount;
  regions: Region[];
  errors: FormErrors | undefined;
}) {
  const { t } = useI18n();
  const geo = useGeoCascade({
    regionId: account.pickup_region_id,
    cityId: account.pickup_city_id,
    areaId: account.pickup_area_id,
  });
  const [pin, setPin] = useState<MapPoint | null>(
    account.pickup_latitude != null && account.pickup_longitude != null
      ? { latitude: account.pickup_latitude, longitude: account.pickup_longitude }
      : null,
  );

  return (
    <fieldset className="flex min-w-0 flex-col gap-3 sm:col-span-2">
      <legend className="mb-1 font-semibold">{t('sellerDesk.app.pickupSection')}</legend>
      <GeoCascade
        geo={geo}
        regions={regions}
        names={{ region: 'pickup_region_id', city: 'pickup_city_id', area: 'pickup_area_id' }}
        errors={{ area: errors?.fields?.pickup_area_id }}
        className="grid gap-3 sm:grid-cols-3"
      />
      <Field
        name="address"
        label={t('sellerDesk.field.address')}
        defaultValue={account.address ?? ''}
        error={errors?.fields?.address}
      />
      <LocationPicker
        value={pin}
        onChange={setPin}
        hint={geo.areaPoint}
        legend="sellerDesk.field.pickupPin"
        help="sellerDesk.field.pickupPinHint"
        mapLabel="sellerDesk.field.pickupMap"
      />
      <FieldError
        id="pickup-pin-error"
        error={errors?.fields?.pickup_latitude ?? errors?.fields?.pickup_longitude}
      />
    </fieldset>
  );
}
