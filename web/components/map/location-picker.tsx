import { lazy, Suspense, useState } from 'react';
import type { MessageKey } from '#lib/i18n/messages.ts';
import { DEFAULT_MAP_POINT } from '#lib/site.ts';
import { useHydrated } from '../../lib/cart-store.ts';
import { useI18n } from '../../lib/i18n.tsx';

export interface MapPoint {
  latitude: number;
  longitude: number;
}

/** Leaflet and its stylesheet load only in the browser, and only when a map is shown. */
const LeafletMap = lazy(() => import('./leaflet-map.tsx'));

/** Coordinates to 6 places (about 10 cm): enough for a doorstep, no false precision. */
function rounded(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/**
 * The address's map pin: click or drag on the map, use the device's location, or take the
 * area's centre. The pin is optional and the form works without the map (no JavaScript, tiles
 * that cannot load): the chosen point is kept in two hidden inputs.
 */
export function LocationPicker({
  value,
  onChange,
  hint,
  legend = 'address.field.pin',
  help = 'address.pinHint',
  mapLabel = 'address.mapLabel',
}: {
  value: MapPoint | null;
  onChange: (point: MapPoint | null) => void;
  /** Where to look when there is no pin yet (the chosen area's centre). */
  hint: MapPoint | null;
  /** The fieldset's legend and help, when the pin is not a delivery address's. */
  legend?: MessageKey;
  help?: MessageKey;
  /** The map's accessible name. */
  mapLabel?: MessageKey;
}) {
  const { t, number } = useI18n();
  const isHydrated = useHydrated();
  const [locating, setLocating] = useState<'idle' | 'busy' | 'failed'>('idle');
  const set = (point: MapPoint) =>
    onChange({ latitude: rounded(point.latitude), longitude: rounded(point.longitude) });

  const locateMe = () => {
    if (!('geolocation' in navigator)) {
      setLocating('failed');
      return;
    }
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        set({ latitude: position.coords.latitude, longitude: position.coords.longitude });
        setLocating('idle');
      },
      () => setLocating('failed'),
      { enableHighAccuracy: true, timeout: 10_000 },
    );
  };

  const center = value ?? hint ?? DEFAULT_MAP_POINT;
  const link = 'text-sm font-medium text-brand-700 underline-offset-2 hover:underline disabled:text-gray-400';
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-gray-800">{t(legend)}</legend>
      <input type="hidden" name="latitude" value={value ? String(value.latitude) : ''} />
      <input type="hidden" name="longitude" value={value ? String(value.longitude) : ''} />
      <p className="text-xs text-gray-600">{t(help)}</p>
      {isHydrated ? (
        <Suspense fallback={<div className="h-56 rounded-md bg-gray-100 sm:h-72" />}>
          <LeafletMap center={center} pin={value} onPick={set} label={t(mapLabel)} />
        </Suspense>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <button type="button" className={link} onClick={locateMe} disabled={locating === 'busy'}>
          {locating === 'busy' ? t('address.locating') : t('address.useMyLocation')}
        </button>
        {hint ? (
          <button type="button" className={link} onClick={() => set(hint)}>
            {t('address.pinArea')}
          </button>
        ) : null}
        {value ? (
          <button type="button" className={link} onClick={() => onChange(null)}>
            {t('address.clearPin')}
          </button>
        ) : null}
      </div>
      <p className="text-sm text-gray-700" aria-live="polite">
        {value
          ? t('address.pinAt', { latitude: number(value.latitude), longitude: number(value.longitude) })
          : t('address.noPin')}
      </p>
      {locating === 'failed' ? (
        <p role="alert" className="text-sm text-red-700">
          {t('address.locationFailed')}
        </p>
      ) : null}
    </fieldset>
  );
}
