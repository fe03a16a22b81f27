import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import type { MapPoint } from './location-picker.tsx';

/** A pin drawn in SVG: no marker images to load, and nothing that needs inline styles. */
const PIN = L.divIcon({
  className: 'haat-map-pin',
  html: '<svg viewBox="0 0 28 40" width="28" height="40" aria-hidden="true"><path d="M14 0C6.3 0 0 6.2 0 13.9 0 24.3 14 40 14 40s14-15.7 14-26.1C28 6.2 21.7 0 14 0z" fill="#047857"/><circle cx="14" cy="14" r="5.5" fill="#fff"/></svg>',
  iconSize: [28, 40],
  iconAnchor: [14, 40],
});

const STREET_ZOOM = 16;
const CITY_ZOOM = 13;

/**
 * The Leaflet map with OpenStreetMap's tiles (the CSP allows *.tile.openstreetmap.org): a click
 * puts the pin there, and the pin can be dragged.
 */
export default function LeafletMap({
  center,
  pin,
  onPick,
  label,
}: {
  center: MapPoint;
  pin: MapPoint | null;
  onPick: (point: MapPoint) => void;
  label: string;
}) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is made once; later props move it
  useEffect(() => {
    if (!element.current) return;
    const instance = L.map(element.current, {
      center: [center.latitude, center.longitude],
      zoom: pin ? STREET_ZOOM : CITY_ZOOM,
    });
    L.tileLayer('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', {
      maxZoom: 19,
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
    }).addTo(instance);
    instance.on('click', (event: L.LeafletMouseEvent) =>
      pick.current({ latitude: event.latlng.lat, longitude: event.latlng.lng }),
    );
    map.current = instance;
    return () => {
      instance.remove();
      map.current = null;
      marker.current = null;
    };
  }, []);

  // The pin follows the chosen point (a click, a drag, "use my location", the area's centre).
  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    if (!pin) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    const at: L.LatLngExpression = [pin.latitude, pin.longitude];
    if (marker.current) marker.current.setLatLng(at);
    else {
      marker.current = L.marker(at, { icon: PIN, draggable: true, keyboard: false }).addTo(instance);
      marker.current.on('dragend', () => {
        const moved = marker.current?.getLatLng();
        if (moved) pick.current({ latitude: moved.lat, longitude: moved.lng });
      });
    }
    if (!instance.getBounds().contains(at)) instance.setView(at, Math.max(instance.getZoom(), STREET_ZOOM));
  }, [pin]);

  // Without a pin, choosing an area moves the map there.
  useEffect(() => {
    if (!pin) map.current?.setView([center.latitude, center.longitude], CITY_ZOOM);
  }, [center.latitude, center.longitude, pin]);

  return (
    <div
      ref={element}
      role="application"
      aria-label={label}
      className="h-56 w-full rounded-md border border-gray-300 sm:h-72"
    />
  );
}
