import type { Page } from '@playwright/test';
import { apiOf, saveAddress } from './api.ts';
import { expect, test } from './fixtures.ts';
import { signInAsCustomer } from './sign-in.ts';

/*
 * Realtime events in the browser (decision 0012): My orders shows an order's new status as soon
 * as it changes, without a reload, through /api/events.
 */

/** The signed-in customer places an order of one product through the API, as checkout does. */
async function placeOrder(page: Page, key: string) {
  const api = await apiOf(page.context(), page.request);
  const address = await saveAddress(api);
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
  const placed = await api.post(
    '/api/orders/place',
    { items, shipping_address_id: address.data.id, payment_method: 'cod', expected_total: quote.total },
    { 'idempotency-key': `${key}-${Date.now()}-key` },
  );
  const order = placed.data;
  return order;
}

test('My orders shows a status change live, without reloading', async ({ page, browser }) => {
  // The customer signs in and has an order (placed through the API, as checkout does).
  await signInAsCustomer(page);
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
  await signInAsCustomer(page);
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
