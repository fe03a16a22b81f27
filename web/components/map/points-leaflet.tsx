import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import type { MapPoint } from './location-picker.tsx';

/** A labelled point on a PointsMap: pickup, drop, the courier. */
export interface MarkedPoint extends MapPoint {
  id: string;
  label: string;
  colour: string;
}

const pin = (colour: string) =>
  L.divIcon({
    className: 'haat-map-pin',
    html: `<svg viewBox="0 0 28 40" width="28" height="40" aria-hidden="true"><path d="M14 0C6.3 0 0 6.2 0 13.9 0 24.3 14 40 14 40s14-15.7 14-26.1C28 6.2 21.7 0 14 0z" fill="${colour}"/><circle cx="14" cy="14" r="5.5" fill="#fff"/></svg>`,
    iconSize: [28, 40],
    iconAnchor: [14, 40],
  });

/** A read-only map of a few points; markers move when their points change (a courier on the way). */
export default function PointsLeaflet({ points, label }: { points: MarkedPoint[]; label: string }) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const markers = useRef(new Map<string, L.Marker>());
  const fitted = useRef(false);

  useEffect(() => {
    if (!element.current) return;
    const instance = L.map(element.current, { zoom: 13, center: [23.727929, 90.410545] });
    L.tileLayer('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', {
      maxZoom: 19,
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
    }).addTo(instance);
    map.current = instance;
    const known = markers.current;
    return () => {
      instance.remove();
      map.current = null;
      known.clear();
      fitted.current = false;
    };
  }, []);

  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    const seen = new Set<string>();
    for (const point of points) {
      seen.add(point.id);
      const at: L.LatLngExpression = [point.latitude, point.longitude];
      const existing = markers.current.get(point.id);
      if (existing) existing.setLatLng(at);
      else
        markers.current.set(
          point.id,
          L.marker(at, { icon: pin(point.colour), keyboard: false, title: point.label })
            .bindTooltip(point.label)
            .addTo(instance),
        );
    }
    for (const [id, marker] of markers.current) {
      if (!seen.has(id)) {
        marker.remove();
        markers.current.delete(id);
      }
    }
    if (!fitted.current && points.length > 0) {
      instance.fitBounds(L.latLngBounds(points.map((p) => [p.latitude, p.longitude] as [number, number])), {
        padding: [32, 32],
        maxZoom: 16,
      });
      fitted.current = true;
    }
  }, [points]);

  return (
    <div
      ref={element}
      role="img"
      aria-label={label}
      className="h-56 w-full rounded-md border border-gray-300 sm:h-64"
      data-testid="points-map"
    />
  );
}
