import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { CUSTOMER, signIn } from './sign-in.ts';

/*
 * Realtime events in the browser (decision 0012): My orders shows an order's new status as soon
 * as it changes, without a reload, through /api/events.
 */

const CSRF_COOKIE = 'haat_csrf';
const CSRF_HEADER = 'x-csrf-token';

/** Calls the API as this browser context does (its cookies, the CSRF header our pages send). */
async function apiOf(context: BrowserContext, request: APIRequestContext) {
  const csrf = (await context.cookies()).find((cookie) => cookie.name === CSRF_COOKIE)?.value ?? '';
  const call = async (method: 'GET' | 'POST', url: string, data?: unknown) => {
    const response = await request.fetch(url, { method, headers: { [CSRF_HEADER]: csrf }, data });
    expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
    return response.json();
  };
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, data: unknown) => call('POST', url, data),
  };
}

/** The signed-in customer places an order of one product through the API, as checkout does. */
async function placeOrder(page: Page, key: string) {
  const api = await apiOf(page.context(), page.request);
  const region = (await api.get('/api/regions/1')).data[0];
  const city = (await api.get(`/api/cities/1?region_id=${region.id}`)).data[0];
  const area = (await api.get(`/api/areas/1?city_id=${city.id}`)).data[0];
  const address = await api.post('/api/addresses/store', {
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
  const products = (await api.get('/api/products?limit=20')).data;
  const product = products.find(
    (item: { product_price_infos: Array<{ stock: number; min_qty: number }> }) =>
      item.product_price_infos[0]!.stock >= item.product_price_infos[0]!.min_qty,
  );
  const price = product.product_price_infos[0];
  const items = [
    { product_id: product.id, price_type_id: price.product_price_type_data.id, quantity: price.min_qty },
  ];
  const quote = (await api.post('/api/cart/quote', { items })).data;
  const placed = await page.request.post('/api/orders/place', {
    headers: {
      [CSRF_HEADER]: (await page.context().cookies()).find((c) => c.name === CSRF_COOKIE)!.value,
      'idempotency-key': `${key}-${Date.now()}-key`,
    },
    data: {
      items,
      shipping_address_id: address.data.id,
      payment_method: 'cod',
      expected_total: quote.total,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()).data;
  return order;
}

test('My orders shows a status change live, without reloading', async ({ page, browser }) => {
  // The customer signs in and has an order (placed through the API, as checkout does).
  await page.goto('/login');
  await signIn(page, CUSTOMER.login, CUSTOMER.password);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  const order = await placeOrder(page, 'live-orders');

  const listening = page.waitForResponse((response) => response.url().includes('/api/events'));
  await page.goto('/user/my-orders?view=list');
  const row = page.getByRole('row').filter({ hasText: order.order_number });
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('Being prepared');
  await page.evaluate(() => {
    (window as Window & { __sameDocument?: boolean }).__sameDocument = true;
  });
  // The page is listening.
  expect((await listening).status()).toBe(200);

  // An admin, in another browser, moves the seller's part on.
  const adminContext = await browser.newContext();
  try {
    const adminPage = await adminContext.newPage();
    await adminPage.goto('/');
    const admin = await apiOf(adminContext, adminPage.request);
    await admin.post('/api/admin/login', { login: 'admin@haat.test', password: 'haat-admin-2026' });
    await admin.post(`/api/seller-orders/status/${order.seller_orders[0].id}`, { status: 3, note: '' });
  } finally {
    await adminContext.close();
  }

  // Within seconds: the event, not the 30 s polling that stands in when the stream is down.
  await expect(row).toContainText('Being prepared', { timeout: 5000 });
  expect(await page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
});

test('an order placed in another tab appears on My orders at once', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, CUSTOMER.login, CUSTOMER.password);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  const listening = page.waitForResponse((response) => response.url().includes('/api/events'));
  await page.goto('/user/my-orders?view=list');
  expect((await listening).status()).toBe(200);
  // A second tab of the same customer checks out.
  const other = await page.context().newPage();
  const order = await placeOrder(other, 'other-tab');
  await other.close();
  // My orders, open in the first tab, lists it without a reload (not only after the 30 s poll).
  await expect(page.getByRole('row').filter({ hasText: order.order_number })).toBeVisible({ timeout: 5000 });
});
