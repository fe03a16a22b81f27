import { inArray } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { deliveryPersons } from './schema.ts';

/** Delivery persons' names and phones by id, as an order shows who carries it. */
export async function deliveryContactsByIds(
  db: Tx,
  ids: number[],
): Promise<Map<number, { full_name: string; phone: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: deliveryPersons.id, full_name: deliveryPersons.full_name, phone: deliveryPersons.phone })
    .from(deliveryPersons)
    .where(inArray(deliveryPersons.id, [...new Set(ids)]));
  return new Map(rows.map(({ id, ...contact }) => [id, contact]));
}
