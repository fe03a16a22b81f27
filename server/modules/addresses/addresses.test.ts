import { ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_LIMIT, type Address } from '#lib/contracts/addresses.ts';
import { as, signIn } from '#server/modules/auth/sessions.test-helper.ts';
import { cities, regions } from '#server/modules/geo/schema.ts';
import {
  addressBody,
  type Caller,
  dhanmondi,
  newCustomers,
  saveAddress,
} from '#server/modules/orders/fixtures.test-helper.ts';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';

let t: TestApp;
let nusrat: Caller;
let arif: Caller;
let place: Awaited<ReturnType<typeof dhanmondi>>;

beforeAll(async () => {
  t = await buildTestApp({ template: 'demo' });
  nusrat = as(t, await signIn(t, 'customer@haat.test', 'haat-customer-2026'));
  arif = as(t, await signIn(t, 'arif.hossain@haat.test', 'haat-demo-2026'));
  place = await dhanmondi(t.database.db);
});
afterAll(() => t.close());

async function listOf(call: Caller): Promise<Address[]> {
  const response = await call({ method: 'GET', url: '/api/addresses' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('a customer’s addresses', () => {
  it('saves structured fields with the place names, a normalised phone and the map pin', async () => {
    const response = await nusrat({
      method: 'POST',
      url: '/api/addresses/store',
      payload: addressBody(place, { phone: '০১৭১১০০০০০৪', address_line: '  House 12, Road 5 <b>x</b> ' }),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      status: true,
      msg: 'The address was saved.',
      data: {
        label: 'home',
        phone: '01711000004',
        region: { id: place.region_id, name: 'Dhaka', name_bn: 'ঢাকা' },
        city: { id: place.city_id, name: 'Dhaka' },
        area: { id: place.area_id, name: 'Dhanmondi', name_bn: 'ধানমন্ডি' },
        // Kept as typed text, never interpreted as markup.
        address_line: 'House 12, Road 5 <b>x</b>',
        latitude: 23.7465,
        longitude: 90.376,
      },
    });
  });

  it('makes the first address the default for shipping and billing, and moves a default when another takes it', async () => {
    const [buyer] = await newCustomers(t.database.db, 1, 'defaults');
    const call = as(t, buyer!.cookie);
    const first = await saveAddress(call, t.database.db);
    let addresses = await listOf(call);
    expect(addresses[0]).toMatchObject({ id: first, is_default_shipping: true, is_default_billing: true });

    const office = await saveAddress(call, t.database.db, { label: 'office', is_default_shipping: true });
    addresses = await listOf(call);
    expect(
      addresses.map((address) => [address.id, address.is_default_shipping, address.is_default_billing]),
    ).toEqual([
      [office, true, false],
      [first, false, true],
    ]);

    const changed = await call({
      method: 'POST',
      url: `/api/addresses/update/${first}`,
      payload: addressBody(place, {
        is_default_shipping: true,
        is_default_billing: true,
        full_name: 'Nusrat J.',
      }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    addresses = await listOf(call);
    expect(addresses.filter((address) => address.is_default_shipping).map((address) => address.id)).toEqual([
      first,
    ]);
    expect(addresses.filter((address) => address.is_default_billing).map((address) => address.id)).toEqual([
      first,
    ]);
    expect(addresses[0]!.full_name).toBe('Nusrat J.');
  });

  it('keeps one default of each kind when two saves ask for it at once', async () => {
    const [buyer] = await newCustomers(t.database.db, 1, 'racing-defaults');
    const call = as(t, buyer!.cookie);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        call({
          method: 'POST',
          url: '/api/addresses/store',
          payload: addressBody(place, { is_default_shipping: true }),
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    const addresses = await listOf(call);
    expect(addresses.filter((address) => address.is_default_shipping)).toHaveLength(1);
    expect(addresses.filter((address) => address.is_default_billing)).toHaveLength(1);
  });

  it('refuses an area outside the district, or a district outside the division, naming the field', async () => {
    const [otherCity] = await t.database.db
      .select({ id: cities.id })
      .from(cities)
      .where(ne(cities.id, place.city_id))
      .limit(1);
    const [otherRegion] = await t.database.db
      .select({ id: regions.id })
      .from(regions)
      .where(ne(regions.id, place.region_id))
      .limit(1);
    for (const payload of [
      addressBody({ ...place, city_id: otherCity!.id }),
      addressBody({ ...place, region_id: otherRegion!.id }),
    ]) {
      const response = await nusrat({ method: 'POST', url: '/api/addresses/store', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        fields: [{ path: 'area_id', code: 'place_mismatch' }],
      });
    }
  });

  it('checks the form’s fields: label, phone, a pin inside Bangladesh', async () => {
    const response = await nusrat({
      method: 'POST',
      url: '/api/addresses/store',
      payload: { ...addressBody(place), label: 'school', phone: '12', latitude: 51.5, longitude: -0.12 },
    });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .fields.map((field: { path: string }) => field.path)
        .sort(),
    ).toEqual(['label', 'latitude', 'longitude', 'phone']);
  });

  it('answers 404 for someone else’s address, as if it did not exist, and changes nothing', async () => {
    const mine = await saveAddress(nusrat, t.database.db, { address_line: 'Nusrat’s own flat' });
    const update = await arif({
      method: 'POST',
      url: `/api/addresses/update/${mine}`,
      payload: addressBody(place),
    });
    const remove = await arif({ method: 'POST', url: `/api/addresses/delete/${mine}` });
    expect([update.statusCode, remove.statusCode]).toEqual([404, 404]);
    expect((await listOf(arif)).some((address) => address.id === mine)).toBe(false);
    expect((await listOf(nusrat)).find((address) => address.id === mine)?.address_line).toBe(
      'Nusrat’s own flat',
    );
  });

  it('deletes an address of one’s own', async () => {
    const id = await saveAddress(nusrat, t.database.db, { label: 'office' });
    const response = await nusrat({ method: 'POST', url: `/api/addresses/delete/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: true, data: { id }, msg: 'The address was removed.' });
    expect((await listOf(nusrat)).some((address) => address.id === id)).toBe(false);
  });

  it(`keeps at most ${ADDRESS_LIMIT} addresses per customer`, async () => {
    const [buyer] = await newCustomers(t.database.db, 1, 'many-addresses');
    const call = as(t, buyer!.cookie);
    for (let index = 0; index < ADDRESS_LIMIT; index++) await saveAddress(call, t.database.db);
    const response = await call({ method: 'POST', url: '/api/addresses/store', payload: addressBody(place) });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'address_limit',
      message: { en: expect.stringContaining('20') },
    });
  });

  it('is for customers: a seller is refused with 403, a visitor must sign in', async () => {
    const seller = as(t, await signIn(t, 'seller@haat.test', 'haat-seller-2026'));
    expect((await seller({ method: 'GET', url: '/api/addresses' })).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: '/api/addresses' })).statusCode).toBe(401);
  });
});
