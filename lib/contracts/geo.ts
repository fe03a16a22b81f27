import { z } from 'zod';
import { paged } from './common.ts';
import { endpoint } from './endpoint.ts';

/** Spec §7: `/api/{regions,cities,areas}/{limit}?page=` — the limit is a path segment. */
const limitParam = z.object({ limit: z.coerce.number().int().min(1).max(1000) });

export const regionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  name_bn: z.string(),
});
export type Region = z.infer<typeof regionSchema>;

export const citySchema = z.object({
  id: z.number().int(),
  region_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  name_bn: z.string(),
});
export type City = z.infer<typeof citySchema>;

export const areaSchema = z.object({
  id: z.number().int(),
  city_id: z.number().int(),
  name: z.string(),
  name_bn: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type Area = z.infer<typeof areaSchema>;

const pageQuery = z.object({ page: z.coerce.number().int().min(1).default(1) });

export const listRegions = endpoint({
  method: 'GET',
  path: '/api/regions/:limit',
  summary: 'Divisions of Bangladesh, paged',
  tags: ['geo'],
  params: limitParam,
  query: pageQuery,
  response: paged(regionSchema),
});

export const listCities = endpoint({
  method: 'GET',
  path: '/api/cities/:limit',
  summary: 'Districts, paged; optionally of one division',
  tags: ['geo'],
  params: limitParam,
  query: pageQuery.extend({ region_id: z.coerce.number().int().positive().optional() }),
  response: paged(citySchema),
});

export const listAreas = endpoint({
  method: 'GET',
  path: '/api/areas/:limit',
  summary: 'Delivery areas, paged; optionally of one district',
  tags: ['geo'],
  params: limitParam,
  query: pageQuery.extend({ city_id: z.coerce.number().int().positive().optional() }),
  response: paged(areaSchema),
});
