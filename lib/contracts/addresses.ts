import { z } from 'zod';
import { isPhone, normalizePhone } from '../validators.ts';
import { CUSTOMERS } from './access.ts';
import { idParam, listOf, writeResult } from './common.ts';
import { endpoint } from './endpoint.ts';
import { plainText } from './text.ts';

/** Spec §9 shipping labels. */
export const ADDRESS_LABELS = ['home', 'office'] as const;

const phone = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .refine(isPhone, 'validation.invalidPhone')
  .transform(normalizePhone);

/** Bangladesh's bounding box, with a margin: a pin outside it is a mistake. */
const latitude = z.number().min(20).max(27);
const longitude = z.number().min(88).max(93);

/**
 * An address as the form sends it: structured fields, never HTML. The server checks that the
 * area belongs to the city and the city to the region.
 */
export const addressInput = z.object({
  label: z.enum(ADDRESS_LABELS, { error: 'validation.invalidOption' }),
  full_name: plainText(z.string().trim().min(2, 'validation.required').max(100)),
  phone,
  region_id: z.coerce.number().int().positive('validation.required'),
  city_id: z.coerce.number().int().positive('validation.required'),
  area_id: z.coerce.number().int().positive('validation.required'),
  address_line: z.string().trim().min(5, 'validation.required').max(300),
  latitude: latitude.nullable().default(null),
  longitude: longitude.nullable().default(null),
  is_default_shipping: z.boolean().default(false),
  is_default_billing: z.boolean().default(false),
});
export type AddressInput = z.input<typeof addressInput>;

export const addressSchema = z.object({
  id: z.number().int(),
  label: z.enum(ADDRESS_LABELS),
  full_name: z.string(),
  phone: z.string(),
  region: z.object({ id: z.number().int(), name: z.string(), name_bn: z.string() }),
  city: z.object({ id: z.number().int(), name: z.string(), name_bn: z.string() }),
  area: z.object({ id: z.number().int(), name: z.string(), name_bn: z.string() }),
  address_line: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  is_default_shipping: z.boolean(),
  is_default_billing: z.boolean(),
  updated_at: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

/** A customer keeps at most this many addresses. */
export const ADDRESS_LIMIT = 20;

export const listAddresses = endpoint({
  method: 'GET',
  path: '/api/addresses',
  summary: 'The signed-in customer’s addresses, defaults first',
  tags: ['addresses'],
  access: CUSTOMERS,
  response: listOf(addressSchema),
});

export const storeAddress = endpoint({
  method: 'POST',
  path: '/api/addresses/store',
  summary: 'Add an address',
  tags: ['addresses'],
  access: CUSTOMERS,
  body: addressInput,
  response: writeResult(addressSchema),
  status: 201,
});

export const updateAddress = endpoint({
  method: 'POST',
  path: '/api/addresses/update/:id',
  summary: 'Change one of the customer’s own addresses',
  tags: ['addresses'],
  access: CUSTOMERS,
  params: idParam,
  body: addressInput,
  response: writeResult(addressSchema),
});

export const deleteAddress = endpoint({
  method: 'POST',
  path: '/api/addresses/delete/:id',
  summary: 'Remove one of the customer’s own addresses',
  tags: ['addresses'],
  access: CUSTOMERS,
  params: idParam,
  response: writeResult(z.object({ id: z.number().int() })),
});
