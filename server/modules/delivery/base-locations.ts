import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type BaseLocation, type baseLocationInput, MAX_BASE_LOCATIONS } from '#lib/contracts/delivery.ts';
import type { Actor } from '#server/access/actor.ts';
import { transaction } from '#server/db/after-commit.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { conflict, notFound } from '#server/errors.ts';
import { areas } from '#server/modules/geo/schema.ts';
import { requireDeliveryPerson } from './policy.ts';
import { deliveryBaseLocations, deliveryPersons } from './schema.ts';

/*
 * Spec §2's manage-exact-location: the places a delivery person starts their day from. Each has a
 * label and a map pin; its working area is the area nearest to the pin (found here, so nobody picks
 * division → district → area for a place they can point at). The default one is the person's home
 * area, which admins see on their profile. Only their own: another person's location is 404.
 */

type Input = z.infer<typeof baseLocationInput>;
type Row = typeof deliveryBaseLocations.$inferSelect;

async function nearestAreaId(db: Tx, point: { latitude: number; longitude: number }): Promise<number | null> {
  const [area] = await db
    .select({ id: areas.id })
    .from(areas)
    .where(and(isNotNull(areas.latitude), isNotNull(areas.longitude)))
    .orderBy(
      sql`power(${areas.latitude} - ${point.latitude}, 2) + power((${areas.longitude} - ${point.longitude}) * cos(radians(${point.latitude})), 2)`,
    )
    .limit(1);
  return area?.id ?? null;
}

async function views(db: Tx, rows: Row[]): Promise<BaseLocation[]> {
  const areaIds = [...new Set(rows.map((row) => row.area_id).filter((id): id is number => id !== null))];
  const names = areaIds.length
    ? await db
        .select({ id: areas.id, name: areas.name, name_bn: areas.name_bn })
        .from(areas)
        .where(
          sql`${areas.id} in (${sql.join(
            areaIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        )
    : [];
  const byId = new Map(names.map((area) => [area.id, area]));
  return rows.map((row) => ({
    id: row.id,
    label: row.label,
    latitude: row.latitude,
    longitude: row.longitude,
    is_default: row.is_default,
    area: row.area_id === null ? null : (byId.get(row.area_id) ?? null),
    created_at: row.created_at.toISOString(),
  }));
}

export async function listBaseLocations(db: Db, actor: Actor): Promise<BaseLocation[]> {
  requireDeliveryPerson(actor);
  const rows = await db
    .select()
    .from(deliveryBaseLocations)
    .where(eq(deliveryBaseLocations.delivery_person_id, actor.deliveryPersonId))
    .orderBy(desc(deliveryBaseLocations.is_default), asc(deliveryBaseLocations.id));
  return views(db, rows);
}

/** The first location, or one marked default, becomes the default; the person's area follows it. */
async function settleDefault(tx: Tx, personId: number, row: Row, wanted: boolean): Promise<Row> {
  const [other] = await tx
    .select({ id: deliveryBaseLocations.id })
    .from(deliveryBaseLocations)
    .where(
      and(
        eq(deliveryBaseLocations.delivery_person_id, personId),
        eq(deliveryBaseLocations.is_default, true),
        sql`${deliveryBaseLocations.id} <> ${row.id}`,
      ),
    );
  if (!wanted && other) return row;
  if (other) {
    await tx
      .update(deliveryBaseLocations)
      .set({ is_default: false, updated_at: sql`now()` })
      .where(eq(deliveryBaseLocations.id, other.id));
  }
  const [made] = await tx
    .update(deliveryBaseLocations)
    .set({ is_default: true, updated_at: sql`now()` })
    .where(eq(deliveryBaseLocations.id, row.id))
    .returning();
  if (row.area_id !== null) {
    await tx
      .update(deliveryPersons)
      .set({ area_id: row.area_id, updated_at: sql`now()` })
      .where(eq(deliveryPersons.id, personId));
  }
  return made!;
}

export async function storeBaseLocation(db: Db, actor: Actor, input: Input): Promise<BaseLocation> {
  requireDeliveryPerson(actor);
  const person = actor.deliveryPersonId;
  return transaction(db, async (tx) => {
    // One at a time per person, so the limit holds under double taps.
    await tx
      .select({ id: deliveryPersons.id })
      .from(deliveryPersons)
      .where(eq(deliveryPersons.id, person))
      .for('update');
    const [count] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(deliveryBaseLocations)
      .where(eq(deliveryBaseLocations.delivery_person_id, person));
    if (Number(count?.count ?? 0) >= MAX_BASE_LOCATIONS) {
      throw conflict('too_many_locations', 'delivery.tooManyLocations', {
        params: { max: MAX_BASE_LOCATIONS },
      });
    }
    const [row] = await tx
      .insert(deliveryBaseLocations)
      .values({
        delivery_person_id: person,
        label: input.label,
        latitude: input.latitude,
        longitude: input.longitude,
        area_id: await nearestAreaId(tx, input),
      })
      .returning();
    const settled = await settleDefault(tx, person, row!, input.is_default);
    return (await views(tx, [settled]))[0]!;
  });
}

async function ownLocation(tx: Tx, actor: Actor & { deliveryPersonId: number }, id: number): Promise<Row> {
  const [row] = await tx
    .select()
    .from(deliveryBaseLocations)
    .where(
      and(
        eq(deliveryBaseLocations.id, id),
        eq(deliveryBaseLocations.delivery_person_id, actor.deliveryPersonId),
      ),
    )
    .for('update');
  if (!row) throw notFound('location_not_found', 'delivery.locationNotFound');
  return row;
}

export async function updateBaseLocation(
  db: Db,
  actor: Actor,
  id: number,
  input: Input,
): Promise<BaseLocation> {
  requireDeliveryPerson(actor);
  return transaction(db, async (tx) => {
    const current = await ownLocation(tx, actor, id);
    const moved = current.latitude !== input.latitude || current.longitude !== input.longitude;
    const [row] = await tx
      .update(deliveryBaseLocations)
      .set({
        label: input.label,
        latitude: input.latitude,
        longitude: input.longitude,
        ...(moved ? { area_id: await nearestAreaId(tx, input) } : {}),
        updated_at: sql`now()`,
      })
      .where(eq(deliveryBaseLocations.id, id))
      .returning();
    const settled =
      input.is_default || row!.is_default
        ? await settleDefault(tx, actor.deliveryPersonId, row!, true)
        : row!;
    return (await views(tx, [settled]))[0]!;
  });
}

/** Removing the default makes the oldest remaining one the default. */
export async function deleteBaseLocation(db: Db, actor: Actor, id: number): Promise<{ id: number }> {
  requireDeliveryPerson(actor);
  return transaction(db, async (tx) => {
    const current = await ownLocation(tx, actor, id);
    await tx.delete(deliveryBaseLocations).where(eq(deliveryBaseLocations.id, id));
    if (current.is_default) {
      const [next] = await tx
        .select()
        .from(deliveryBaseLocations)
        .where(eq(deliveryBaseLocations.delivery_person_id, actor.deliveryPersonId))
        .orderBy(asc(deliveryBaseLocations.id))
        .limit(1);
      if (next) await settleDefault(tx, actor.deliveryPersonId, next, true);
    }
    return { id };
  });
}
