import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { sellerOrders } from '#server/modules/orders/schema.ts';
import { users } from '#server/modules/users/schema.ts';
import { deliveryOffers, deliveryPersons } from './schema.ts';

/*
 * The nearest-candidate query (docs/decisions/0015): a bounding box around the point narrows the
 * on-duty delivery persons through the partial btree index on (latitude, longitude), then the
 * great-circle distance (haversine, in SQL) filters to the radius and orders them. Plain SQL on
 * double precision columns: the same on PostgreSQL and PGlite, no PostGIS.
 */

export interface Point {
  latitude: number;
  longitude: number;
}

/** §9's default map point (Dhaka), for a seller without a pickup point. */
export const DEFAULT_POINT: Point = { latitude: 23.727929, longitude: 90.410545 };

const EARTH_RADIUS_M = 6_371_000;
const METRES_PER_DEGREE = 111_320;

/** Great-circle distance in metres. */
export function distanceMetres(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The same distance as an SQL expression over delivery_persons' columns. */
function distanceSql(point: Point): SQL<number> {
  return sql<number>`(${2 * EARTH_RADIUS_M} * asin(least(1, sqrt(
    power(sin(radians(${deliveryPersons.latitude} - ${point.latitude}::float8) / 2), 2)
    + cos(radians(${point.latitude}::float8)) * cos(radians(${deliveryPersons.latitude}))
    * power(sin(radians(${deliveryPersons.longitude} - ${point.longitude}::float8) / 2), 2)))))`;
}

/** The box that holds every point within `radius` metres of `point`. */
function boxAround(point: Point, radius: number) {
  const dLat = radius / METRES_PER_DEGREE;
  const dLng = radius / (METRES_PER_DEGREE * Math.max(0.01, Math.cos((point.latitude * Math.PI) / 180)));
  return {
    minLat: point.latitude - dLat,
    maxLat: point.latitude + dLat,
    minLng: point.longitude - dLng,
    maxLng: point.longitude + dLng,
  };
}

export type CandidateRow = {
  id: number;
  full_name: string;
  phone: string;
  vehicle_type: string;
  on_duty: boolean;
  distance_m: number;
  active_orders: number;
  position_at: Date | null;
  declined: boolean;
};

const activeOrdersSql = sql<number>`(select count(*)::int from ${sellerOrders}
  where ${sellerOrders.delivery_person_id} = ${deliveryPersons.id}
    and ${sellerOrders.status} < 6 and ${sellerOrders.cancelled_at} is null)`;

/**
 * Who may be offered a seller order now, nearest first (fewer active orders breaking ties):
 * approved (an active account, available), on duty, with a position reported within
 * `freshMinutes`, within `radius` metres of the pickup point, carrying fewer than `maxActive`
 * orders, without an open offer of anything, and never offered this order before (declined or
 * let it expire).
 */
export async function nearestCandidates(
  db: Tx,
  input: {
    point: Point;
    radius: number;
    sellerOrderId: number;
    maxActive: number;
    freshMinutes: number;
    limit?: number;
  },
): Promise<CandidateRow[]> {
  const box = boxAround(input.point, input.radius);
  const distance = distanceSql(input.point);
  const result = await db.execute<CandidateRow>(sql`
    select * from (
      select ${deliveryPersons.id} as id, ${deliveryPersons.full_name} as full_name,
        ${deliveryPersons.phone} as phone, ${deliveryPersons.vehicle_type} as vehicle_type,
        ${deliveryPersons.on_duty} as on_duty, ${deliveryPersons.position_at} as position_at,
        ${distance} as distance_m, ${activeOrdersSql} as active_orders, false as declined
      from ${deliveryPersons}
      join ${users} on ${users.id} = ${deliveryPersons.user_id}
      where ${deliveryPersons.on_duty} and ${deliveryPersons.latitude} is not null
        and ${deliveryPersons.latitude} between ${box.minLat} and ${box.maxLat}
        and ${deliveryPersons.longitude} between ${box.minLng} and ${box.maxLng}
        and ${deliveryPersons.is_available} and ${users.status} = 1
        and ${deliveryPersons.position_at} > now() - ${input.freshMinutes} * interval '1 minute'
        and not exists (select 1 from ${deliveryOffers} o
          where o.delivery_person_id = ${deliveryPersons.id}
            and (o.seller_order_id = ${input.sellerOrderId} or o.state = 'offered'))
    ) found
    where found.distance_m <= ${input.radius} and found.active_orders < ${input.maxActive}
    order by found.distance_m, found.active_orders, found.id
    limit ${input.limit ?? 1}`);
  return rowsOf<CandidateRow>(result).map(normalise);
}

/**
 * The admin's list for assigning by hand: every approved delivery person with a position, on duty
 * or not, nearest to the point first, with whether they declined or let this order's offer expire.
 */
export async function candidatesForAdmin(
  db: Tx,
  input: { point: Point; sellerOrderId: number; limit: number },
): Promise<CandidateRow[]> {
  const distance = distanceSql(input.point);
  const result = await db.execute<CandidateRow>(sql`
    select ${deliveryPersons.id} as id, ${deliveryPersons.full_name} as full_name,
      ${deliveryPersons.phone} as phone, ${deliveryPersons.vehicle_type} as vehicle_type,
      ${deliveryPersons.on_duty} as on_duty, ${deliveryPersons.position_at} as position_at,
      ${distance} as distance_m, ${activeOrdersSql} as active_orders,
      exists (select 1 from ${deliveryOffers} o where o.delivery_person_id = ${deliveryPersons.id}
        and o.seller_order_id = ${input.sellerOrderId} and o.state in ('declined', 'expired')) as declined
    from ${deliveryPersons}
    join ${users} on ${users.id} = ${deliveryPersons.user_id}
    where ${deliveryPersons.latitude} is not null and ${deliveryPersons.is_available} and ${users.status} = 1
    order by ${deliveryPersons.on_duty} desc, 7, ${deliveryPersons.id}
    limit ${input.limit}`);
  return rowsOf<CandidateRow>(result).map(normalise);
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

function normalise(row: CandidateRow): CandidateRow {
  return {
    ...row,
    distance_m: Math.round(Number(row.distance_m)),
    active_orders: Number(row.active_orders),
    position_at: row.position_at === null ? null : new Date(row.position_at),
  };
}
