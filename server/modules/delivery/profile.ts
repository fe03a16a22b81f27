import { eq } from 'drizzle-orm';
import type { PartnerInfo, VehicleType } from '#lib/contracts/auth.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { deliveryPersons } from './schema.ts';

/** A delivery user's partner_info: their delivery profile, with the average rating. */
export async function deliveryPartnerOf(db: Db, userId: number): Promise<PartnerInfo> {
  const [row] = await db.select().from(deliveryPersons).where(eq(deliveryPersons.user_id, userId)).limit(1);
  if (!row) return null;
  return {
    kind: 'delivery',
    id: row.id,
    full_name: row.full_name,
    phone: row.phone,
    vehicle_type: row.vehicle_type,
    area_id: row.area_id,
    is_available: row.is_available,
    rating: row.rating_count ? Math.round((row.rating_sum / row.rating_count) * 10) / 10 : null,
    rating_count: row.rating_count,
  };
}

/** A delivery person's own changes to their profile (name, phone, vehicle). */
export async function updateDeliveryProfile(
  tx: Tx,
  userId: number,
  changes: { full_name: string; phone?: string | undefined; vehicle_type?: VehicleType | undefined },
): Promise<void> {
  await tx
    .update(deliveryPersons)
    .set({
      full_name: changes.full_name,
      ...(changes.phone ? { phone: changes.phone } : {}),
      ...(changes.vehicle_type ? { vehicle_type: changes.vehicle_type } : {}),
      updated_at: new Date(),
    })
    .where(eq(deliveryPersons.user_id, userId));
}
