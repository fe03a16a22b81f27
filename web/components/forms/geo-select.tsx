import { useEffect, useId, useState } from 'react';
import { type Area, type City, listAreas, listCities } from '#lib/contracts/geo.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { FieldError, FormMessage } from '../account/field.tsx';

const selectClass = (error: unknown) =>
  `rounded-md border bg-white px-3 py-2 text-base ${error ? 'border-red-600' : 'border-gray-300'}`;

/** A labelled select of divisions, districts or areas (names in the page's language). */
export function GeoSelect<T extends { id: number; name: string; name_bn: string }>({
  name,
  label,
  options,
  value,
  onChange,
  error,
  disabled,
  placeholder,
}: {
  name: string;
  label: string;
  options: T[];
  value: number | null;
  onChange: (id: number | null) => void;
  error?: { en: string; bn: string } | undefined;
  disabled?: boolean;
  placeholder: string;
}) {
  const { pick } = useI18n();
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={selectClass(error)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {pick(option, 'name')}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** Bangladesh has 8 divisions; every district of a division, or area of a district, fits one page. */
export const GEO_PAGE = 200;

type Place = { id: number; name: string; name_bn: string };

/**
 * The state of a division → district → area choice: the districts of the chosen division and the
 * areas of the chosen district are fetched as they are chosen; a later choice clears the ones
 * below it. `areaPoint` is the chosen area's centre (a map pin's starting point).
 */
export function useGeoCascade(initial: {
  regionId: number | null;
  cityId: number | null;
  areaId: number | null;
  /** Known already (an address being changed), so its names show before any fetch. */
  cities?: City[];
  areas?: Area[];
}) {
  const [regionId, setRegionId] = useState(initial.regionId);
  const [cityId, setCityId] = useState(initial.cityId);
  const [areaId, setAreaId] = useState(initial.areaId);
  const [cities, setCities] = useState<City[]>(initial.cities ?? []);
  const [areas, setAreas] = useState<Area[]>(initial.areas ?? []);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (regionId === null) return setCities([]);
    let current = true;
    browserApi
      .call(listCities, { params: { limit: GEO_PAGE }, query: { region_id: regionId } })
      .then((answer) => current && setCities(answer.data))
      .catch(() => current && setFailed(true));
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
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [cityId]);

  const area = areas.find((item) => item.id === areaId);
  return {
    regionId,
    cityId,
    areaId,
    cities,
    areas,
    failed,
    areaPoint:
      area?.latitude != null && area.longitude != null
        ? { latitude: area.latitude, longitude: area.longitude }
        : null,
    chooseRegion(id: number | null) {
      setRegionId(id);
      setCityId(null);
      setAreaId(null);
      setAreas([]);
    },
    chooseCity(id: number | null) {
      setCityId(id);
      setAreaId(null);
    },
    chooseArea: setAreaId,
  };
}

type FieldErrorText = { en: string; bn: string } | undefined;

/** The three selects of a useGeoCascade, named as the form posts them, and a note if a fetch failed. */
export function GeoCascade({
  geo,
  regions,
  names,
  errors = {},
  className = 'grid gap-4 sm:grid-cols-3',
}: {
  geo: ReturnType<typeof useGeoCascade>;
  regions: Place[];
  names: { region: string; city: string; area: string };
  errors?: { region?: FieldErrorText; city?: FieldErrorText; area?: FieldErrorText };
  className?: string;
}) {
  const { t } = useI18n();
  return (
    <>
      <div className={className}>
        <GeoSelect
          name={names.region}
          label={t('address.field.region')}
          placeholder={t('address.choose')}
          options={regions}
          value={geo.regionId}
          onChange={geo.chooseRegion}
          error={errors.region}
        />
        <GeoSelect
          name={names.city}
          label={t('address.field.city')}
          placeholder={t('address.choose')}
          options={geo.cities}
          value={geo.cityId}
          disabled={geo.regionId === null}
          onChange={geo.chooseCity}
          error={errors.city}
        />
        <GeoSelect
          name={names.area}
          label={t('address.field.area')}
          placeholder={t('address.choose')}
          options={geo.areas}
          value={geo.areaId}
          disabled={geo.cityId === null}
          onChange={geo.chooseArea}
          error={errors.area}
        />
      </div>
      {geo.failed ? <FormMessage message={t('address.geoFailed')} /> : null}
    </>
  );
}
