import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Area, City, Region } from '#lib/contracts/geo.ts';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ template: 'demo' });
});
afterAll(() => t.close());

async function get(url: string) {
  const response = await t.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('Bangladesh geography (spec §7: /api/{regions,cities,areas}/{limit}?page=)', () => {
  it('lists the eight divisions by name, in English and Bengali, paged by the limit in the path', async () => {
    const all = await get('/api/regions/100');
    expect(all.meta).toMatchObject({ current_page: 1, last_page: 1, per_page: 100, total: 8 });
    const names = all.data.map((region: Region) => region.name);
    expect(names).toEqual([...names].sort());
    expect(all.data.find((region: Region) => region.name === 'Dhaka')).toMatchObject({ name_bn: 'ঢাকা' });

    const second = await get('/api/regions/3?page=2');
    expect(second.meta).toMatchObject({ current_page: 2, last_page: 3, per_page: 3, total: 8 });
    expect(second.data.map((region: Region) => region.name)).toEqual(names.slice(3, 6));
  });

  it('narrows districts to a division and areas to a district', async () => {
    const dhaka = (await get('/api/regions/100')).data.find((region: Region) => region.name === 'Dhaka');
    const cities = await get(`/api/cities/100?region_id=${dhaka.id}`);
    expect(cities.meta.total).toBe(13);
    expect(cities.data.every((city: City) => city.region_id === dhaka.id)).toBe(true);
    const dhakaCity = cities.data.find((city: City) => city.name === 'Dhaka');

    const areas = await get(`/api/areas/200?city_id=${dhakaCity.id}`);
    expect(areas.data.every((area: Area) => area.city_id === dhakaCity.id)).toBe(true);
    expect(areas.data.find((area: Area) => area.name === 'Dhanmondi')).toMatchObject({
      name_bn: 'ধানমন্ডি',
      latitude: 23.7465,
      longitude: 90.376,
    });
    expect((await get('/api/cities/1000')).meta.total).toBe(64);
  });

  it('refuses a limit that is not a number from 1 to 1000, and a page below 1', async () => {
    for (const url of ['/api/regions/0', '/api/regions/1001', '/api/cities/ten', '/api/areas/10?page=0']) {
      const response = await t.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
  });

  it('answers an empty page past the last one', async () => {
    const body = await get('/api/regions/5?page=9');
    expect(body.data).toEqual([]);
    expect(body.meta.last_page).toBe(2);
  });
});
