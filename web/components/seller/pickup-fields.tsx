import { useEffect, useState } from 'react';
import { type Area, type City, listAreas, listCities, type Region } from '#lib/contracts/geo.ts';
import type { ShopAccount } from '#lib/contracts/seller-desk.ts';
import { browserApi } from '../../lib/browser-api.ts';
import type { FormErrors } from '../../lib/form-errors.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { Field, FieldError, FormMessage } from '../account/field.tsx';
import { GeoSelect } from '../forms/geo-select.tsx';
import { LocationPicker, type MapPoint } from '../map/location-picker.tsx';

/** Bangladesh has 8 divisions; every district of a division, or area of a district, fits one page. */
export const GEO_PAGE = 200;

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
  const [regionId, setRegionId] = useState<number | null>(account.pickup_region_id);
  const [cityId, setCityId] = useState<number | null>(account.pickup_city_id);
  const [areaId, setAreaId] = useState<number | null>(account.pickup_area_id);
  const [cities, setCities] = useState<City[]>([]);
  const [areas, setAreas] = useState<Area[]>([]);
  const [geoFailed, setGeoFailed] = useState(false);
  const [pin, setPin] = useState<MapPoint | null>(
    account.pickup_latitude != null && account.pickup_longitude != null
      ? { latitude: account.pickup_latitude, longitude: account.pickup_longitude }
      : null,
  );

  useEffect(() => {
    if (regionId === null) return setCities([]);
    let current = true;
    browserApi
      .call(listCities, { params: { limit: GEO_PAGE }, query: { region_id: regionId } })
      .then((answer) => current && setCities(answer.data))
      .catch(() => current && setGeoFailed(true));
    return () => {
      current = false;
    };
  }, [regionId]);

  useEffect(() => {
    if (cityId === null) return setAreas([]);
    let current = true;
    browserApi
      .call(listAreas, { params: { limit: GEO_PAGE }, query: { city_id: cityId } })
      .then((answer) => current && setAreas(answer.data))
      .catch(() => current && setGeoFailed(true));
    return () => {
      current = false;
    };
  }, [cityId]);

  const area = areas.find((item) => item.id === areaId);
  const areaPoint =
    area?.latitude != null && area.longitude != null
      ? { latitude: area.latitude, longitude: area.longitude }
      : null;

  return (
    <fieldset className="flex min-w-0 flex-col gap-3 sm:col-span-2">
      <legend className="mb-1 font-semibold">{t('sellerDesk.app.pickupSection')}</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        <GeoSelect
          name="pickup_region_id"
          label={t('address.field.region')}
          placeholder={t('address.choose')}
          options={regions}
          value={regionId}
          onChange={(id) => {
            setRegionId(id);
            setCityId(null);
            setAreaId(null);
            setAreas([]);
          }}
        />
        <GeoSelect
          name="pickup_city_id"
          label={t('address.field.city')}
          placeholder={t('address.choose')}
          options={cities}
          value={cityId}
          disabled={regionId === null}
          onChange={(id) => {
            setCityId(id);
            setAreaId(null);
          }}
        />
        <GeoSelect
          name="pickup_area_id"
          label={t('address.field.area')}
          placeholder={t('address.choose')}
          options={areas}
          value={areaId}
          disabled={cityId === null}
          onChange={setAreaId}
          error={errors?.fields?.pickup_area_id}
        />
      </div>
      {geoFailed ? <FormMessage message={t('address.geoFailed')} /> : null}
      <Field
        name="address"
        label={t('sellerDesk.field.address')}
        defaultValue={account.address ?? ''}
        error={errors?.fields?.address}
      />
      <LocationPicker
        value={pin}
        onChange={setPin}
        hint={areaPoint}
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
