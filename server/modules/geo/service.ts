import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Area, City, Region } from '#lib/contracts/geo.ts';
import { type PageMeta, pageMeta } from '#lib/pagination.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { areas, cities, regions } from './schema.ts';

/*
 * Bangladesh's geography as shoppers pick it: divisions (regions) → districts (cities) → areas.
 * Read calls only; the administrators' management of these lists comes with the admin issue.
 */

type Paged<T> = { data: T[]; meta: PageMeta };

async function pageOf<T>(
  rows: Promise<T[]>,
  total: Promise<Array<{ total: number }>>,
  page: number,
  limit: number,
): Promise<Paged<T>> {
  const [data, [counted]] = await Promise.all([rows, total]);
  return { data, meta: pageMeta(page, limit, counted?.total ?? 0) };
}

/** Divisions by name, one page at a time. */
export function listRegions(db: Db, page: number, limit: number): Promise<Paged<Region>> {
  return pageOf(
    db
      .select({ id: regions.id, code: regions.code, name: regions.name, name_bn: regions.name_bn })
      .from(regions)
      .orderBy(asc(regions.name), asc(regions.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(regions),
    page,
    limit,
  );
}

/** Districts by name, optionally of one division. */
export function listCities(
  db: Db,
  page: number,
  limit: number,
  regionId: number | undefined,
): Promise<Paged<City>> {
  const where: SQL | undefined = regionId === undefined ? undefined : eq(cities.region_id, regionId);
  return pageOf(
    db
      .select({
        id: cities.id,
        region_id: cities.region_id,
        code: cities.code,
        name: cities.name,
        name_bn: cities.name_bn,
      })
      .from(cities)
      .where(where)
      .orderBy(asc(cities.name), asc(cities.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(cities).where(where),
    page,
    limit,
  );
}

/** Delivery areas by name, optionally of one district. */
export function listAreas(
  db: Db,
  page: number,
  limit: number,
  cityId: number | undefined,
): Promise<Paged<Area>> {
  const where: SQL | undefined = cityId === undefined ? undefined : eq(areas.city_id, cityId);
  return pageOf(
    db
      .select({
        id: areas.id,
        city_id: areas.city_id,
        name: areas.name,
        name_bn: areas.name_bn,
        latitude: areas.latitude,
        longitude: areas.longitude,
      })
      .from(areas)
      .where(where)
      .orderBy(asc(areas.name), asc(areas.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(areas).where(where),
    page,
    limit,
  );
}

/** An area with its district and division, by ids as a form sends them. */
export interface PlaceNames {
  region: { id: number; name: string; name_bn: string };
  city: { id: number; name: string; name_bn: string };
  area: { id: number; name: string; name_bn: string };
}

/**
 * The names of an area, its district and its division, but only when they nest: the area in the
 * city and the city in the region. Null when they don't, or one does not exist.
 */
export async function nestedPlace(
  db: Tx,
  ids: { region_id: number; city_id: number; area_id: number },
): Promise<PlaceNames | null> {
  const [row] = await db
    .select({
      region_name: regions.name,
      region_name_bn: regions.name_bn,
      city_name: cities.name,
      city_name_bn: cities.name_bn,
      area_name: areas.name,
      area_name_bn: areas.name_bn,
    })
    .from(areas)
    .innerJoin(cities, eq(cities.id, areas.city_id))
    .innerJoin(regions, eq(regions.id, cities.region_id))
    .where(and(eq(areas.id, ids.area_id), eq(cities.id, ids.city_id), eq(regions.id, ids.region_id)))
    .limit(1);
  if (!row) return null;
  return {
    region: { id: ids.region_id, name: row.region_name, name_bn: row.region_name_bn },
    city: { id: ids.city_id, name: row.city_name, name_bn: row.city_name_bn },
    area: { id: ids.area_id, name: row.area_name, name_bn: row.area_name_bn },
  };
}

type Named = { id: number; name: string; name_bn: string };

const intArray = (ids: number[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;

/**
 * Names of the division, district and area of each place, by the ids an address keeps, in one
 * query (for listing addresses and copying one into an order). A missing id has no name.
 */
export async function placeNames(
  db: Tx,
  places: Array<{ region_id: number; city_id: number; area_id: number }>,
): Promise<{ regions: Map<number, Named>; cities: Map<number, Named>; areas: Map<number, Named> }> {
  const names = {
    regions: new Map<number, Named>(),
    cities: new Map<number, Named>(),
    areas: new Map<number, Named>(),
  };
  if (places.length === 0) return names;
  const rows = await db
    .select({
      region_id: regions.id,
      region_name: regions.name,
      region_name_bn: regions.name_bn,
      city_id: cities.id,
      city_name: cities.name,
      city_name_bn: cities.name_bn,
      area_id: areas.id,
      area_name: areas.name,
      area_name_bn: areas.name_bn,
    })
    .from(
      sql`unnest(${intArray(places.map((place) => place.region_id))}, ${intArray(places.map((place) => place.city_id))}, ${intArray(places.map((place) => place.area_id))}) as place(region_id, city_id, area_id)`,
    )
    .leftJoin(regions, sql`${regions.id} = place.region_id`)
    .leftJoin(cities, sql`${cities.id} = place.city_id`)
    .leftJoin(areas, sql`${areas.id} = place.area_id`);
  for (const row of rows) {
    if (row.region_id !== null)
      names.regions.set(row.region_id, {
        id: row.region_id,
        name: row.region_name!,
        name_bn: row.region_name_bn!,
      });
    if (row.city_id !== null)
      names.cities.set(row.city_id, { id: row.city_id, name: row.city_name!, name_bn: row.city_name_bn! });
    if (row.area_id !== null)
      names.areas.set(row.area_id, { id: row.area_id, name: row.area_name!, name_bn: row.area_name_bn! });
  }
  return names;
}
