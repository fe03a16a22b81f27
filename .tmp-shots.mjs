import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3300';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
async function shoot(login, password, pages, { width = 390, lang = 'bn', path = '/login' } = {}) {
  const context = await browser.newContext({ viewport: { width, height: 844 } });
  const page = await context.newPage();
  await page.goto(base + path);
  await page.getByLabel('E-mail or mobile number').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForTimeout(1500);
  if (lang === 'bn') await context.addCookies([{ name: 'haat_lang', value: 'bn', url: base }]);
  for (const [name, p] of pages) {
    await page.goto(base + p);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shots/${name}-${lang}-${width}.png`, fullPage: true });
  }
  await context.close();
}
const which = process.argv[2];
if (which === 'seller') await shoot('seller@haat.test', 'haat-seller-2026', [['seller-home', '/seller-dashboard'], ['seller-orders', '/seller-dashboard/manage-orders'], ['seller-money', '/seller-dashboard/money'], ['seller-reviews', '/seller-dashboard/rating-reviews']], { path: '/seller-dashboard/login-form' });
if (which === 'delivery') await shoot('delivery@haat.test', 'haat-delivery-2026', [['d-dash', '/delivery-person-dashboard/my-dashboard'], ['d-orders', '/delivery-person-dashboard/manage-orders'], ['d-day', '/delivery-person-dashboard/manage-orders?tab=summary']]);
if (which === 'customer') await shoot('customer@haat.test', 'haat-customer-2026', [['c-orders', '/user/my-orders'], ['c-reviews', '/user/my-reviews']]);
if (which === 'admin') await shoot('admin@haat.test', 'haat-admin-2026', [['a-home', '/admin@orange-mart'], ['a-orders', '/admin@orange-mart/order-infos']], { width: 1280, lang: 'en', path: '/admin@orange-mart/login-form' });
await browser.close();
