import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';

/** How often a position is sent at most, while the device keeps reporting. */
export const POSITION_EVERY_MS = 15_000;

/**
 * While on duty, the device's position goes to the server at most every 15 s (the customer on
 * the way sees it move; offers need a recent one). Nothing is sent off duty.
 */
export function useLivePosition(onDuty: boolean): 'on' | 'off' | 'unavailable' {
  const fetcher = useFetcher();
  const submit = useRef(fetcher.submit);
  submit.current = fetcher.submit;
  const [state, setState] = useState<'on' | 'off' | 'unavailable'>('off');
  useEffect(() => {
    if (!onDuty) {
      setState('off');
      return;
    }
    if (!('geolocation' in navigator)) {
      setState('unavailable');
      return;
    }
    let last = 0;
    const watch = navigator.geolocation.watchPosition(
      (position) => {
        setState('on');
        const now = Date.now();
        if (now - last < POSITION_EVERY_MS) return;
        last = now;
        submit.current(
          {
            intent: 'position',
            latitude: String(position.coords.latitude),
            longitude: String(position.coords.longitude),
          },
          { method: 'post' },
        );
      },
      () => setState('unavailable'),
      { enableHighAccuracy: true, maximumAge: 10_000 },
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, [onDuty]);
  return state;
}

/** A line saying whether the position is being shared. */
export function LivePositionNote({ onDuty }: { onDuty: boolean }) {
  const { t } = useI18n();
  const state = useLivePosition(onDuty);
  const text =
    state === 'on'
      ? t('deliveryUi.liveOn')
      : state === 'unavailable'
        ? t('deliveryUi.liveUnavailable')
        : t('deliveryUi.liveOff');
  return (
    <p className="text-xs text-gray-600" aria-live="polite">
      <span
        aria-hidden="true"
        className={`mr-1 inline-block h-2 w-2 rounded-full ${state === 'on' ? 'bg-emerald-500' : 'bg-gray-400'}`}
      />
      {text}
    </p>
  );
}

/** A short beep and a vibration for a new offer (where the device allows). */
export function alertNewOffer(): void {
  try {
    navigator.vibrate?.([200, 100, 200]);
    const AudioContextClass =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!AudioContextClass) return;
    const audio = new AudioContextClass();
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = 880;
    gain.gain.value = 0.15;
    tone.connect(gain).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.3);
    tone.onended = () => void audio.close();
  } catch {
    // No sound: the offer is on the screen anyway.
  }
}
