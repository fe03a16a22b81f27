import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import type { DeliveryActionData } from '../../routes/delivery/delivery-action.ts';
import { FormMessage } from '../account/field.tsx';

type PushState = 'unknown' | 'unsupported' | 'denied' | 'off' | 'on';

/** The VAPID public key (base64url) as the bytes pushManager.subscribe wants. */
function keyBytes(key: string): Uint8Array {
  const base64 = key
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(key.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/**
 * Web push for new offers (issue 14): with the phone's permission, the browser subscribes at its
 * push service with the server's key, and the subscription goes to the server through the page's
 * action; the service worker (public/sw.js) shows what arrives while no Haat page is open.
 */
export function PushSwitch({ publicKey }: { publicKey: string }) {
  const { t } = useI18n();
  const fetcher = useFetcher<DeliveryActionData>();
  const [state, setState] = useState<PushState>('unknown');
  const [endpoint, setEndpoint] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void (async () => {
      const worker = await registration();
      if (!live) return;
      if (!worker) return setState('unsupported');
      if (Notification.permission === 'denied') return setState('denied');
      const current = await worker.pushManager.getSubscription();
      if (!live) return;
      setEndpoint(current?.endpoint ?? null);
      setState(current ? 'on' : 'off');
    })();
    return () => {
      live = false;
    };
  }, []);

  const turnOn = async () => {
    const worker = await registration();
    if (!worker) return setState('unsupported');
    if ((await Notification.requestPermission()) !== 'granted') return setState('denied');
    try {
      const subscription = await worker.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey) as BufferSource,
      });
      const json = subscription.toJSON();
      fetcher.submit(
        {
          intent: 'push-subscribe',
          endpoint: subscription.endpoint,
          p256dh: json.keys?.p256dh ?? '',
          auth: json.keys?.auth ?? '',
        },
        { method: 'post' },
      );
      setEndpoint(subscription.endpoint);
      setState('on');
    } catch {
      // No push service reachable (or the browser has none): say so rather than pretend.
      setState('unsupported');
    }
  };

  const turnOff = async () => {
    const worker = await registration();
    const subscription = await worker?.pushManager.getSubscription();
    await subscription?.unsubscribe();
    if (endpoint) fetcher.submit({ intent: 'push-unsubscribe', endpoint }, { method: 'post' });
    setEndpoint(null);
    setState('off');
  };

  if (state === 'unknown') return null;
  return (
    <div className="flex flex-col gap-1 text-sm">
      {state === 'unsupported' || state === 'denied' ? (
        <p className="text-xs text-gray-600">{t(state === 'denied' ? 'push.denied' : 'push.unsupported')}</p>
      ) : (
        <button
          type="button"
          onClick={state === 'on' ? turnOff : turnOn}
          disabled={fetcher.state !== 'idle'}
          className="min-h-10 self-start rounded-md border border-gray-300 bg-white px-3 py-2 font-medium text-gray-800 hover:bg-gray-50"
        >
          {state === 'on' ? t('push.disable') : t('push.enable')}
        </button>
      )}
      {fetcher.data?.msg ? <FormMessage tone="success" message={fetcher.data.msg} /> : null}
    </div>
  );
}
