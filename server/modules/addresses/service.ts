import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ADDRESS_LIMIT, type Address, type addressInput } from '#lib/contracts/addresses.ts';
import { bilingual } from '#lib/i18n/translate.ts';
import type { Actor } from '#server/access/actor.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { AppError, invalidFields, notFound } from '#server/errors.ts';
import { nestedPlace, placeNames } from '#server/modules/geo/api.ts';
import { requireAddressOwner } from './policy.ts';
import { addresses } from './schema.ts';

/*
 * A customer's own addresses (spec §2's manage-address). Someone else's address answers 404, as
 * if it did not exist. At most one default shipping and one default billing address: choosing a
 * new default moves the mark; the first address becomes both.
 */

type AddressInput = z.output<typeof addressInput>;
type AddressRow = typeof addresses.$inferSelect;

async function toAddresses(db: Tx, rows: AddressRow[]): Promise<Address[]> {
  const names = await placeNames(db, rows);
  const unnamed = (id: number) => ({ id, name: '', name_bn: '' });
  return rows.map((row) => ({
    id: row.id,
    label: row.label,
    full_name: row.full_name,
    phone: row.phone,
    region: names.regions.get(row.region_id) ?? unnamed(row.region_id),
    city: names.cities.get(row.city_id) ?? unnamed(row.city_id),
    area: names.areas.get(row.area_id) ?? unnamed(row.area_id),
    address_line: row.address_line,
    latitude: row.latitude,
    longitude: row.longitude,
    is_default_shipping: row.is_default_shipping,
    is_default_billing: row.is_default_billing,
    updated_at: row.updated_at.toISOString(),
  }));
}

/** The customer's addresses: the default shipping one first, then the default billing one, then newest. */
export async function listAddresses(db: Db, actor: Actor): Promise<Address[]> {
  requireAddressOwner(actor);
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.user_id, actor.userId))
    .orderBy(desc(addresses.is_default_shipping), desc(addresses.is_default_billing), desc(addresses.id));
  return toAddresses(db, rows);
}

/** The area must be in the city and the city in the region: a field error on area_id otherwise. */
async function checkPlace(tx: Tx, input: AddressInput): Promise<void> {
  if (await nestedPlace(tx, input)) return;
  throw invalidFields([
    { path: 'area_id', code: 'place_mismatch', message: bilingual('ordersApi.placeMismatch') },
  ]);
}

/**
 * Makes this transaction the only one changing the customer's addresses until it ends (an
 * advisory lock: it works before the first address exists, when there is no row to lock), so two
 * saves at once cannot both make a default or pass the limit. Answers their addresses.
 */
async function lockAddressesOf(tx: Tx, userId: number): Promise<AddressRow[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('addresses'), ${userId}::int)`);
  return tx.select().from(addresses).where(eq(addresses.user_id, userId)).orderBy(asc(addresses.id));
}

/** Clears the other default marks when this address takes one. */
async function moveDefaults(
  tx: Tx,
  userId: number,
  exceptId: number | null,
  input: Pick<AddressInput, 'is_default_shipping' | 'is_default_billing'>,
): Promise<void> {
  const others =
    exceptId === null
      ? eq(addresses.user_id, userId)
      : and(eq(addresses.user_id, userId), ne(addresses.id, exceptId));
  if (input.is_default_shipping) {
    await tx
      .update(addresses)
      .set({ is_default_shipping: false })
      .where(and(others, eq(addresses.is_default_shipping, true)));
  }
  if (input.is_default_billing) {
    await tx
      .update(addresses)
      .set({ is_default_billing: false })
      .where(and(others, eq(addresses.is_default_billing, true)));
  }
}

function columnsOf(input: AddressInput) {
  return {
    label: input.label,
    full_name: input.full_name,
    phone: input.phone,
    region_id: input.region_id,
    city_id: input.city_id,
    area_id: input.area_id,
    address_line: input.address_line,
    latitude: input.latitude,
    longitude: input.longitude,
  };
}

/** Adds an address (at most ADDRESS_LIMIT); the first one is the default for shipping and billing. */
export async function storeAddress(db: Db, actor: Actor, input: AddressInput): Promise<Address> {
  requireAddressOwner(actor);
  const userId = actor.userId;
  const row = await db.transaction(async (tx) => {
    await checkPlace(tx, input);
    const existing = await lockAddressesOf(tx, userId);
    if (existing.length >= ADDRESS_LIMIT) {
      throw new AppError('conflict', 'address_limit', 'ordersApi.addressLimit', {
        params: { max: ADDRESS_LIMIT },
      });
    }
    const wanted = {
      ...input,
      is_default_shipping: input.is_default_shipping || !existing.some((row) => row.is_default_shipping),
      is_default_billing: input.is_default_billing || !existing.some((row) => row.is_default_billing),
    };
    await moveDefaults(tx, userId, null, wanted);
    const [saved] = await tx
      .insert(addresses)
      .values({
        user_id: userId,
        ...columnsOf(wanted),
        is_default_shipping: wanted.is_default_shipping,
        is_default_billing: wanted.is_default_billing,
      })
      .returning();
    return saved!;
  });
  return (await toAddresses(db, [row]))[0]!;
}

/**
 * Changes one of the customer's own addresses. Unticking a default leaves the customer without
 * that default (their choice); another customer's address is 404.
 */
export async function updateAddress(db: Db, actor: Actor, id: number, input: AddressInput): Promise<Address> {
  requireAddressOwner(actor);
  const userId = actor.userId;
  const row = await db.transaction(async (tx) => {
    const own = await lockAddressesOf(tx, userId);
    if (!own.some((address) => address.id === id)) throw notFound('address_not_found');
    await checkPlace(tx, input);
    await moveDefaults(tx, userId, id, input);
    const [saved] = await tx
      .update(addresses)
      .set({
        ...columnsOf(input),
        is_default_shipping: input.is_default_shipping,
        is_default_billing: input.is_default_billing,
        updated_at: new Date(),
      })
      .where(and(eq(addresses.id, id), eq(addresses.user_id, userId)))
      .returning();
    return saved!;
  });
  return (await toAddresses(db, [row]))[0]!;
}

/** Removes one of the customer's own addresses (orders keep their copy); another's is 404. */
export async function deleteAddress(db: Db, actor: Actor, id: number): Promise<{ id: number }> {
  requireAddressOwner(actor);
  const deleted = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.user_id, actor.userId)))
    .returning({ id: addresses.id });
  if (deleted.length === 0) throw notFound('address_not_found');
  return { id };
}

/** An address of this customer with its place names, for copying into an order; null when not theirs. */
export async function ownAddress(db: Tx, userId: number, id: number): Promise<Address | null> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.user_id, userId)))
    .limit(1);
  return row ? (await toAddresses(db, [row]))[0]! : null;
}
