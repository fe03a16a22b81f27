import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { expect } from './fixtures.ts';
import { CUSTOMER } from './sign-in.ts';

const CSRF_COOKIE = 'haat_csrf';
const CSRF_HEADER = 'x-csrf-token';

/** The API as a browser context calls it: its cookies, and the CSRF header our pages send. */
export type ContextApi = Awaited<ReturnType<typeof apiOf>>;

/** Calls the API as this browser context does; a call that fails fails the test with its answer. */
export async function apiOf(context: BrowserContext, request: APIRequestContext) {
  const csrf = async () =>
    (await context.cookies()).find((cookie) => cookie.name === CSRF_COOKIE)?.value ?? '';
  const call = async (
    method: 'GET' | 'POST',
    url: string,
    data?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const response = await request.fetch(url, {
      method,
      headers: { [CSRF_HEADER]: await csrf(), ...headers },
      data,
    });
    expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
    return response.json();
  };
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, data: unknown, headers?: Record<string, string>) => call('POST', url, data, headers),
  };
}

/** Saves the signed-in customer an address in the first area of the first district (Dhanmondi's pin). */
export async function saveAddress(api: ContextApi): Promise<{ data: { id: number } }> {
  const region = (await api.get('/api/regions/1')).data[0];
  const city = (await api.get(`/api/cities/1?region_id=${region.id}`)).data[0];
  const area = (await api.get(`/api/areas/1?city_id=${city.id}`)).data[0];
  return api.post('/api/addresses/store', {
    label: 'home',
    full_name: CUSTOMER.name,
    phone: '01711000004',
    region_id: region.id,
    city_id: city.id,
    area_id: area.id,
    address_line: 'House 12, Road 5',
    latitude: 23.7465,
    longitude: 90.376,
  });
}
