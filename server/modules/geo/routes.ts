import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '#server/deps.ts';

/**
 * Spec §7's `/api/{regions,cities,areas}/{limit}?page=` read calls are served by the resource
 * layer (lib/resources/definitions/regions.ts, cities.ts, areas.ts: public lists, filtered by
 * region_id / city_id as before); lib/contracts/geo.ts keeps their storefront shape for callers.
 */
export async function geoRoutes(_app: FastifyInstance, _deps: AppDeps): Promise<void> {}
