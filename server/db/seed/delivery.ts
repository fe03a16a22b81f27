import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { deliveryPersons, pickupPoints } from '#server/modules/delivery/schema.ts';
import { companies } from '#server/modules/sellers/schema.ts';
import { hashPassword } from '#server/modules/users/api.ts';
import { users } from '#server/modules/users/schema.ts';
import { SeededRandom } from './deterministic-random.ts';
import { DHAKA_CITY_AREAS } from './geography.ts';

/*
 * Demo data of delivery (issue 14): a pickup point for every shop, the seeded riders on duty
 * around Dhaka (except the demo account, which goes on duty itself), and virtual riders the
 * simulation moves (SIMULATE_DELIVERY, on with the demo data). Virtual riders cannot sign in: their
 * password is random and never printed.
 */

/** How many virtual riders wait around Dhaka. */
export const VIRTUAL_RIDERS = 12;

/** The seeded riders who are not the demo account also act as virtual riders. */
const SIMULATED_SEED_RIDERS = ['shahidul.islam@haat.test', 'kamrul.hasan@haat.test', 'sumon.ahmed@haat.test'];

const RIDER_NAMES = [
  ['Rakib Hasan', 'motorcycle'],
  ['Mithun Das', 'bicycle'],
  ['Faruk Mia', 'motorcycle'],
  ['Nayeem Islam', 'motorcycle'],
  ['Sohel Rana', 'van'],
  ['Imran Hossain', 'motorcycle'],
  ['Tanvir Ahmed', 'bicycle'],
  ['Jewel Sarkar', 'motorcycle'],
  ['Babul Miah', 'on_foot'],
  ['Arif Chowdhury', 'motorcycle'],
  ['Shakil Khan', 'bicycle'],
  ['Ripon Barua', 'motorcycle'],
] as const;

export async function seedDelivery(
  tx: Tx,
  companyIds: Map<string, number>,
): Promise<{ virtualRiders: number }> {
  const rnd = new SeededRandom('delivery');
  const near = (area: { latitude: number | null; longitude: number | null }, spread = 0.006) => ({
    latitude: Number(((area.latitude ?? 23.727929) + rnd.float(-spread, spread)).toFixed(6)),
    longitude: Number(((area.longitude ?? 90.410545) + rnd.float(-spread, spread)).toFixed(6)),
  });

  // Each shop picks up in a different part of the city.
  const shops = [...companyIds.values()].sort((a, b) => a - b);
  const points = shops.map((company_id, index) => ({
    company_id,
    ...near(DHAKA_CITY_AREAS[(index * 3) % DHAKA_CITY_AREAS.length]!, 0.002),
  }));
  await tx.insert(pickupPoints).values(points);
  // The shop's own pin (what the seller sees and moves in the shop settings) is the same point.
  for (const point of points) {
    await tx
      .update(companies)
      .set({ pickup_latitude: point.latitude, pickup_longitude: point.longitude })
      .where(eq(companies.id, point.company_id));
  }

  const seeded = await tx
    .select({ id: deliveryPersons.id })
    .from(deliveryPersons)
    .innerJoin(users, eq(users.id, deliveryPersons.user_id))
    .where(inArray(users.email, SIMULATED_SEED_RIDERS));
  if (seeded.length > 0) {
    await tx
      .update(deliveryPersons)
      .set({ on_duty: true, is_virtual: true, position_at: sql`now()` })
      .where(
        inArray(
          deliveryPersons.id,
          seeded.map((row) => row.id),
        ),
      );
  }

  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const verifiedAt = new Date();
  const riders = RIDER_NAMES.slice(0, VIRTUAL_RIDERS);
  const created = await tx
    .insert(users)
    .values(
      riders.map(([name], index) => ({
        name,
        email: `rider${index + 1}.virtual@haat.test`,
        mobile: `+88017990001${String(index).padStart(2, '0')}`,
        password_hash: passwordHash,
        user_type: 2,
        status: 1,
        email_verified_at: verifiedAt,
        mobile_verified_at: verifiedAt,
      })),
    )
    .returning({ id: users.id });
  await tx.insert(deliveryPersons).values(
    riders.map(([name, vehicle], index) => ({
      user_id: created[index]!.id,
      full_name: name,
      phone: `+88017990001${String(index).padStart(2, '0')}`,
      vehicle_type: vehicle,
      ...near(DHAKA_CITY_AREAS[index % DHAKA_CITY_AREAS.length]!),
      on_duty: true,
      is_virtual: true,
      position_at: sql`now()`,
      rating_sum: 40 + index * 3,
      rating_count: 10 + index,
    })),
  );
  return { virtualRiders: riders.length };
}
