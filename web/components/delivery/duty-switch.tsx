import { useFetcher } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import type { DeliveryActionData } from '../../routes/delivery/delivery-action.ts';
import { FormMessage } from '../account/field.tsx';

/** Reads the device's position once (null when it cannot). */
export function currentPosition(): Promise<{ latitude: number; longitude: number } | null> {
  return new Promise((resolve) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return resolve(null);
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: 8_000, maximumAge: 30_000 },
    );
  });
}

/** The on/off duty switch: going on duty sends the device's position with it, when it has one. */
export function DutySwitch({ onDuty }: { onDuty: boolean }) {
  const { t } = useI18n();
  const fetcher = useFetcher<DeliveryActionData>();
  const busy = fetcher.state !== 'idle';
  const toggle = async () => {
    const next = !onDuty;
    const point = next ? await currentPosition() : null;
    fetcher.submit(
      {
        intent: 'duty',
        on_duty: String(next),
        ...(point ? { latitude: String(point.latitude), longitude: String(point.longitude) } : {}),
      },
      { method: 'post' },
    );
  };
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-4">
      <div className="flex items-center justify-between gap-3">
        <div className="flex flex-col">
          <span className={`text-base font-semibold ${onDuty ? 'text-emerald-700' : 'text-gray-700'}`}>
            {onDuty ? t('deliveryUi.onDuty') : t('deliveryUi.offDuty')}
          </span>
          <span className="text-xs text-gray-600">{t('deliveryUi.dutyHint')}</span>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={onDuty}
          aria-label={onDuty ? t('deliveryUi.goOffDuty') : t('deliveryUi.goOnDuty')}
          disabled={busy}
          onClick={toggle}
          className={`relative h-8 w-14 shrink-0 rounded-full transition-colors disabled:opacity-60 ${
            onDuty ? 'bg-emerald-600' : 'bg-gray-300'
          }`}
        >
          <span
            className={`absolute top-1 h-6 w-6 rounded-full bg-white shadow transition-all ${
              onDuty ? 'left-7' : 'left-1'
            }`}
          />
        </button>
      </div>
      {fetcher.data?.errors ? <FormMessage message={fetcher.data.errors.message} /> : null}
    </div>
  );
}
