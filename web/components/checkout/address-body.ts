import type { AddressInput } from '#lib/contracts/addresses.ts';

/** A coordinate typed or set by the map, or null when there is none. */
function coordinate(value: string | undefined): number | null {
  if (!value?.trim()) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/**
 * The address body from the form's values (the same function in the browser, for the shared Zod
 * check, and in the action): ids as numbers, an unset pin as null, checkboxes as booleans.
 */
export function addressBodyOf(values: Record<string, string>): AddressInput {
  return {
    label: (values.label ?? '') as AddressInput['label'],
    full_name: values.full_name ?? '',
    phone: values.phone ?? '',
    region_id: Number(values.region_id || 0),
    city_id: Number(values.city_id || 0),
    area_id: Number(values.area_id || 0),
    address_line: values.address_line ?? '',
    latitude: coordinate(values.latitude),
    longitude: coordinate(values.longitude),
    is_default_shipping: values.is_default_shipping === 'on',
    is_default_billing: values.is_default_billing === 'on',
  };
}
