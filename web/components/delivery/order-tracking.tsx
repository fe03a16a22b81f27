import { useCallback, useEffect, useState } from 'react';
import { orderTracking, type Tracking } from '#lib/contracts/delivery.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useEventStream } from '../../lib/use-event-stream.ts';
import { POINT_COLOURS, PointsMap } from '../map/points-map.tsx';

/** City speed of the ETA, metres per minute (the server's figure). */
const CITY_METRES_PER_MINUTE = 250;

function metresBetween(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
    Math.cos(a.latitude * rad) *
      Math.cos(b.latitude * rad) *
      Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The customer's view of their order's delivery (issue 14): each part's 4-digit code, and while it
 * is on its way the delivery person (name, rating, call) with their position moving on the map
 * (server-sent 'delivery.position' events) and a distance-based ETA.
 */
export function DeliveryTracking({ orderNumber }: { orderNumber: string }) {
  const { t, digits, number, rating } = useI18n();
  const [parts, setParts] = useState<Tracking[] | null>(null);
  const load = useCallback(async () => {
    try {
      setParts((await browserApi.call(orderTracking, { params: { order_number: orderNumber } })).data);
    } catch {
      // The order page works without it; the next event or poll tries again.
    }
  }, [orderNumber]);
  useEffect(() => {
    void load();
  }, [load]);
  useEventStream<{
    order_number?: string;
    courier_id?: number;
    latitude?: number;
    longitude?: number;
    at?: string;
  }>(
    ['delivery.position', 'order.status'],
    (event) => {
      if (event.type === 'order.status') {
        if (event.data.order_number === orderNumber) void load();
        return;
      }
      // A courier's position: it moves the parts of this order that courier carries.
      const { courier_id, latitude, longitude, at } = event.data;
      if (courier_id === undefined || latitude === undefined || longitude === undefined) return;
      setParts(
        (current) =>
          current?.map((part) => {
            if (part.courier?.id !== courier_id || part.status !== 5) return part;
            const position = { latitude, longitude, at: at ?? new Date().toISOString() };
            const distance = part.drop ? Math.round(metresBetween(position, part.drop)) : null;
            return {
              ...part,
              position,
              distance_m: distance,
              eta_minutes:
                distance === null ? null : Math.max(1, Math.ceil(distance / CITY_METRES_PER_MINUTE)),
            };
          }) ?? null,
      );
    },
    { onPoll: () => void load(), pollMs: 20_000 },
  );
  if (!parts || parts.length === 0) return null;
  return (
    <section
      aria-labelledby="tracking-title"
      className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-3"
    >
      <h3 id="tracking-title" className="text-base font-semibold">
        {t('tracking.title')}
      </h3>
      {parts.map((part) => (
        <div key={part.seller_order_id} className="flex flex-col gap-2" data-testid="tracking-part">
          {part.code ? (
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-sm text-gray-700">{t('tracking.code')}:</span>
              <strong
                className="rounded-md bg-emerald-50 px-2 py-1 text-xl tracking-widest text-emerald-800"
                data-testid="delivery-code"
              >
                {digits(part.code)}
              </strong>
              <span className="text-xs text-gray-600">{t('tracking.codeHint')}</span>
            </div>
          ) : null}
          {part.courier ? (
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span>
                {t('tracking.courier')}: <strong data-testid="courier-name">{part.courier.full_name}</strong>
                {part.courier.rating !== null ? ` · ★ ${rating(part.courier.rating)}` : ''}
              </span>
              <a
                href={`tel:${part.courier.phone}`}
                className="rounded-md border border-gray-300 px-3 py-1.5 font-medium hover:bg-gray-100"
              >
                {t('tracking.call')}
              </a>
            </div>
          ) : part.status === 1 ? (
            <p className="text-sm text-gray-600">{t('tracking.waiting')}</p>
          ) : null}
          {part.position ? (
            <>
              {part.eta_minutes !== null && part.distance_m !== null ? (
                <p className="text-sm font-medium" data-testid="tracking-eta">
                  {t('tracking.eta', {
                    minutes: number(part.eta_minutes),
                    km: digits((part.distance_m / 1000).toFixed(1)),
                  })}
                </p>
              ) : null}
              <PointsMap
                label={t('tracking.mapLabel')}
                points={[
                  {
                    id: 'courier',
                    label: part.courier?.full_name ?? '',
                    colour: POINT_COLOURS.courier,
                    ...part.position,
                  },
                  ...(part.drop
                    ? [{ id: 'drop', label: t('tracking.you'), colour: POINT_COLOURS.drop, ...part.drop }]
                    : []),
                ]}
              />
            </>
          ) : null}
        </div>
      ))}
    </section>
  );
}
