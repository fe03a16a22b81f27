import { lazy, Suspense } from 'react';
import { useHydrated } from '../../lib/cart-store.ts';
import type { MarkedPoint } from './points-leaflet.tsx';

export type { MarkedPoint };

/** Leaflet loads only in the browser, and only when a map is shown. */
const PointsLeaflet = lazy(() => import('./points-leaflet.tsx'));

export function PointsMap({ points, label }: { points: MarkedPoint[]; label: string }) {
  const isHydrated = useHydrated();
  if (!isHydrated) return <div className="h-56 rounded-md bg-gray-100 sm:h-64" />;
  return (
    <Suspense fallback={<div className="h-56 rounded-md bg-gray-100 sm:h-64" />}>
      <PointsLeaflet points={points} label={label} />
    </Suspense>
  );
}

/** Colours of the map's points. */
export const POINT_COLOURS = { pickup: '#b45309', drop: '#047857', courier: '#1d4ed8' } as const;
