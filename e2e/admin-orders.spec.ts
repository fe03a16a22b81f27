import { apiOf } from './api.ts';
import { expect, test } from './fixtures.ts';
import { ADMIN_PATH, signInAsAdmin } from './sign-in.ts';

/*
 * The admins' flagged orders (nobody accepted them FLAG_AFTER_MINUTES after they were placed) are
 * live: the order infos page's flagged list and the dashboard's count follow an order that is
 * taken care of elsewhere, without a reload.
 */

test('a flagged order cancelled elsewhere leaves the flagged list and the dashboard count live', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  const admin = await apiOf(context, page.request);
  // A demo order of another shop than the demo seller's (other tests work with that one's orders).
  const flagged = (await admin.get('/api/order-infos/50?flagged=1')).data as Array<{
    id: number;
    sub_number: string;
    company_name: string;
  }>;
  const order = flagged.find((row) => row.company_name !== 'Dhaka Daily Bazar');
  expect(order, 'a flagged demo order of another shop').toBeTruthy();

  const dashboard = await context.newPage();
  const dashboardListening = dashboard.waitForResponse((response) => response.url().includes('/api/events'));
  await dashboard.goto(ADMIN_PATH);
  expect((await dashboardListening).status()).toBe(200);
  const count = dashboard
    .getByRole('link', { name: /Orders nobody accepted/ })
    .locator('span')
    .last();
  const before = Number(await count.textContent());
  expect(before).toBeGreaterThan(0);

  const listening = page.waitForResponse((response) => response.url().includes('/api/events'));
  await page.goto(`${ADMIN_PATH}/order-infos`);
  expect((await listening).status()).toBe(200);
  const table = page.getByRole('table', { name: 'Flagged orders' });
  await expect(table).toContainText(order!.sub_number);
  // Neither page may reload: a mark left on each window must survive.
  for (const tab of [page, dashboard]) await tab.evaluate(() => Object.assign(window, { stillHere: true }));

  await admin.post(`/api/seller-orders/cancel/${order!.id}`, { reason: 'Shop closed for the day' });

  await expect(table).not.toContainText(order!.sub_number, { timeout: 10_000 });
  await expect(count).toHaveText(String(before - 1), { timeout: 15_000 });
  for (const tab of [page, dashboard]) {
    expect(await tab.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  }
});

test('in Bengali on a phone, phone numbers in the order drawer, the sellers and the admin users are in Bengali digits, and a seller decision reason has room (390 px)', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page, { locale: 'bn' });
  const admin = await apiOf(context, page.request);
  const flagged = (await admin.get('/api/order-infos/50?flagged=1')).data as Array<{ id: number }>;
  expect(flagged.length, 'a flagged demo order').toBeGreaterThan(0);
  const latinPhone = /(\+880|\b01)\d{8}/;

  // The drawer: the customer's phone and each nearby delivery person's.
  await page.goto(`${ADMIN_PATH}/order-infos?open=${flagged.at(-1)!.id}`);
  const drawer = page.getByRole('complementary', { name: 'বিস্তারিত' });
  await expect(drawer).toContainText(/\+৮৮০[০-৯]{10}/);
  await expect(drawer).not.toContainText(latinPhone);

  // The sellers: contacts in Bengali digits; the reason beside Approve / Reject / Block is a usable field.
  await page.goto(`${ADMIN_PATH}/companies`);
  const cards = page.locator('[data-company]');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card).not.toContainText(latinPhone);
  const reason = page.getByLabel('কারণ (বিক্রেতা দেখবেন)').first();
  expect((await reason.boundingBox())!.width).toBeGreaterThan(200);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The admin users' contacts.
  await page.goto(`${ADMIN_PATH}/admin-users`);
  // (The table and the phone's cards both carry the row; one shows.)
  await expect(page.getByRole('list').getByText(/\+৮৮০১৭১১০০০০০১/)).toBeVisible();
  await expect(page.getByText(/\+8801711000001/)).toHaveCount(0);
});

test('background jobs in Bengali say what each job does, with its code under it for the filter (390 px)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page, { locale: 'bn' });
  await page.goto(`${ADMIN_PATH}/background-jobs?state=all&name=events.purge`);
  const card = page.getByRole('list').getByRole('listitem').first();
  await expect(card).toContainText('পুরোনো লাইভ আপডেট মুছে ফেলা');
  await expect(card.getByTestId('job-code')).toHaveText('events.purge');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
