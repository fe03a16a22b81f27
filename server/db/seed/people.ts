import { eq, inArray } from 'drizzle-orm';
import { normalizePhone } from '#lib/validators.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { addresses } from '#server/modules/addresses/schema.ts';
import { deliveryPersons } from '#server/modules/delivery/schema.ts';
import { areas, cities } from '#server/modules/geo/schema.ts';
import { hashPassword, verifyPassword } from '#server/modules/users/api.ts';
import { customerInfos, userRoles, users } from '#server/modules/users/schema.ts';
import { SeededRandom } from './deterministic-random.ts';
import { DHAKA_DISTRICT_CODE, loadBangladeshGeography } from './geography.ts';
import { byKey, idOf } from './keys.ts';
import {
  ADMIN,
  CUSTOMERS,
  DELIVERY_PERSONS,
  type PersonSeed,
  SELLER_STAFF,
  SELLER_USERS,
} from './people-data.ts';

export async function hashPasswords(people: PersonSeed[]): Promise<Map<string, string>> {
  const hashes = await Promise.all(people.map((person) => hashPassword(person.password)));
  return new Map(people.map((person, index) => [person.email, hashes[index]!]));
}

/** The super admin, one user per shop, the delivery persons and the customers (data/people.json). */
export async function insertPeople(
  tx: Tx,
  companyIds: Map<string, number>,
  dhakaAreaIds: Map<string, number>,
  passwordHashes: Map<string, string>,
) {
  const [superAdmin] = await tx
    .insert(userRoles)
    .values({ role_name: 'Super Admin', is_super: true })
    .returning({ id: userRoles.id });
  const verifiedAt = new Date();
  const user = (person: PersonSeed, userType: 1 | 2 | 3 | 4) => ({
    name: person.name,
    email: person.email,
    mobile: person.mobile,
    password_hash: idOf(passwordHashes, person.email, 'password hash for'),
    user_type: userType,
    status: 1,
    email_verified_at: verifiedAt,
    mobile_verified_at: verifiedAt,
  });
  const userIds = byKey(
    await tx
      .insert(users)
      .values([
        { ...user(ADMIN, 1), role_id: superAdmin!.id },
        ...SELLER_USERS.map((seller) => ({
          ...user(seller, 4),
          company_id: idOf(companyIds, seller.company, 'company'),
          seller_role: 'owner' as const,
        })),
        ...SELLER_STAFF.map((member) => ({
          ...user(member, 4),
          company_id: idOf(companyIds, member.company, 'company'),
          seller_role: member.role,
        })),
        ...DELIVERY_PERSONS.map((person) => user(person, 2)),
        ...CUSTOMERS.map((customer) => user(customer, 3)),
      ])
      .returning({ id: users.id, key: users.email }),
  );
  await tx.insert(customerInfos).values(
    CUSTOMERS.map((customer) => ({
      user_id: idOf(userIds, customer.email, 'user'),
      full_name: customer.name,
      phone: customer.mobile,
      gender: customer.gender,
      date_of_birth: customer.dateOfBirth,
    })),
  );
  const areaCentres = new Map(
    loadBangladeshGeography()
      .flatMap((division) => division.districts)
      .find((district) => district.code === DHAKA_DISTRICT_CODE)!
      .areas.map((area) => [area.name, area]),
  );
  await insertCustomerAddresses(tx, userIds, dhakaAreaIds, areaCentres);
  await tx.insert(deliveryPersons).values(
    DELIVERY_PERSONS.map((person) => {
      const centre = areaCentres.get(person.area);
      if (!centre || centre.latitude === null || centre.longitude === null) {
        throw new Error(`Demo data: no coordinates for Dhaka area ${person.area}`);
      }
      // A few hundred metres from the area's centre, the same every run.
      const rnd = new SeededRandom(person.email);
      return {
        user_id: idOf(userIds, person.email, 'user'),
        full_name: person.name,
        phone: person.mobile,
        vehicle_type: person.vehicle,
        area_id: idOf(dhakaAreaIds, person.area, 'Dhaka area'),
        latitude: Number((centre.latitude + rnd.float(-0.004, 0.004)).toFixed(6)),
        longitude: Number((centre.longitude + rnd.float(-0.004, 0.004)).toFixed(6)),
        is_available: person.isAvailable,
        rating_sum: person.ratingSum,
        rating_count: person.ratingCount,
      };
    }),
  );
  return { users: userIds.size, deliveryPersons: DELIVERY_PERSONS.length, customers: CUSTOMERS.length };
}

/**
 * The customers' saved addresses (the demo customer's Dhanmondi home): the area's city and
 * division, its centre as the map pin, the default for shipping and billing as a first address is.
 */
async function insertCustomerAddresses(
  tx: Tx,
  userIds: Map<string | null, number>,
  dhakaAreaIds: Map<string, number>,
  areaCentres: Map<string, { latitude: number | null; longitude: number | null }>,
) {
  const withAddress = CUSTOMERS.filter((customer) => customer.address);
  if (withAddress.length === 0) return;
  const places = new Map(
    (
      await tx
        .select({ area_id: areas.id, city_id: areas.city_id, region_id: cities.region_id })
        .from(areas)
        .innerJoin(cities, eq(cities.id, areas.city_id))
        .where(
          inArray(
            areas.id,
            withAddress.map((customer) => idOf(dhakaAreaIds, customer.address!.area, 'Dhaka area')),
          ),
        )
    ).map((place) => [place.area_id, place]),
  );
  await tx.insert(addresses).values(
    withAddress.map((customer) => {
      const address = customer.address!;
      const place = places.get(idOf(dhakaAreaIds, address.area, 'Dhaka area'))!;
      const centre = areaCentres.get(address.area);
      if (!centre || centre.latitude === null || centre.longitude === null) {
        throw new Error(`Demo data: no coordinates for Dhaka area ${address.area}`);
      }
      return {
        user_id: idOf(userIds, customer.email, 'user'),
        label: address.label,
        full_name: customer.name,
        phone: normalizePhone(customer.mobile),
        ...place,
        address_line: address.line,
        latitude: centre.latitude,
        longitude: centre.longitude,
        is_default_shipping: true,
        is_default_billing: true,
      };
    }),
  );
}

/**
 * The demo users (DEMO_ACCOUNTS and the others of people-data.ts) that still sign in with the
 * password published in this repository and the README: anyone who can reach the server could
 * sign in as them. Answers their e-mail addresses, the admin first.
 */
export async function demoUsersWithPublishedPasswords(db: Db): Promise<string[]> {
  const people = [ADMIN, ...SELLER_USERS, ...SELLER_STAFF, ...DELIVERY_PERSONS, ...CUSTOMERS];
  const rows = await db
    .select({ email: users.email, password_hash: users.password_hash })
    .from(users)
    .where(
      inArray(
        users.email,
        people.map((person) => person.email),
      ),
    );
  const hashes = new Map(rows.map((row) => [row.email, row.password_hash]));
  const published = await Promise.all(
    people.map(async (person) => {
      const hash = hashes.get(person.email);
      return hash && (await verifyPassword(hash, person.password)) ? person.email : null;
    }),
  );
  return published.filter((email): email is string => email !== null);
}
