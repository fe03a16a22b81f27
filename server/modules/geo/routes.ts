import type { FastifyInstance } from 'fastify';
import { listAreas, listCities, listRegions } from '#lib/contracts/geo.ts';
import type { AppDeps } from '#server/deps.ts';
import { route } from '#server/http/route.ts';
import * as geo from './service.ts';

/** Spec §7's `/api/{regions,cities,areas}/{limit}?page=` read calls. */
export async function geoRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  route(app, listRegions, async (request) => geo.listRegions(db, request.query.page, request.params.limit));
  route(app, listCities, async (request) =>
    geo.listCities(db, request.query.page, request.params.limit, request.query.region_id),
  );
  route(app, listAreas, async (request) =>
    geo.listAreas(db, request.query.page, request.params.limit, request.query.city_id),
  );
}
