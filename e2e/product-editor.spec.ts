import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { signIn } from './sign-in.ts';

/*
 * Issue 12's journey: on a 390 px phone in Bengali, the demo seller creates a product with two
 * price types and a photo and sends it for review; an admin approves it in products-pre; a
 * shopper finds it by search and adds it to the cart.
 */

const ADMIN_PATH = process.env.ADMIN_PATH || '/admin@orange-mart';
const WORD = `zephyrine${Date.now().toString(36)}`;

test.use({ viewport: { width: 390, height: 844 } });

test('a seller lists a product, an admin approves it, a shopper buys it', async ({ browser }) => {
  test.setTimeout(180_000);
  const baseURL = test.info().project.use.baseURL!;
  const seller = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await seller.newPage();
  await page.goto('/seller-dashboard/login-form');
  await signIn(page, 'seller@haat.test', 'haat-seller-2026');
  await expect(page).not.toHaveURL(/login-form/);
  await seller.addCookies([{ name: 'haat_lang', value: 'bn', url: baseURL }]);

  await page.goto('/seller-dashboard/products/new');
  await page.getByLabel('শিরোনাম (ইংরেজি)').fill(`${WORD} Mango Pickle`);
  await page.getByLabel('শিরোনাম (বাংলা)').fill(`${WORD} আমের আচার`);
  await page.getByLabel('ক্যাটাগরি').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'পরের ধাপ' }).click();
  await expect(page).toHaveURL(/\/seller-dashboard\/products\/\d+\?step=type/);

  await page.getByRole('button', { name: /৩\. মূল্য|3\. মূল্য/ }).click();
  for (const index of [0, 1]) {
    await page.getByRole('button', { name: /মূল্যের ধরন যোগ করুন/ }).click();
    const line = page.getByTestId('price-line').nth(index);
    await line.getByLabel('মূল্যের ধরন').selectOption({ index: index + 1 });
    await line.getByLabel('মূল্য (৳)', { exact: true }).fill(index === 0 ? '150' : '1600');
  }
  await page.getByRole('button', { name: 'পরের ধাপ' }).click();
  for (const input of await page.getByLabel(/^মজুদ:/).all()) await input.fill('25');
  await page.getByRole('button', { name: 'পরের ধাপ' }).click();

  const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#e0a020' } })
    .jpeg()
    .toBuffer();
  await page
    .getByTestId('photo-input')
    .setInputFiles({ name: 'pickle.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText('প্রধান ছবি')).toBeVisible();
  await page.getByRole('button', { name: 'পরের ধাপ' }).click();
  await expect(page.getByRole('heading', { name: /ট্যাগ/ })).toBeVisible();
  await page.getByRole('button', { name: 'প্রিভিউ' }).click();
  await expect(page.getByTestId('preview')).toContainText(`${WORD} আমের আচার`);
  await page.getByTestId('submit-product').click();
  await expect(page.getByTestId('review-state')).toHaveText('পর্যালোচনার অপেক্ষায়');

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto(`${ADMIN_PATH}/login-form`);
  await signIn(admin, 'admin@haat.test', 'haat-admin-2026');
  await expect(admin).not.toHaveURL(/login-form/);
  await admin.goto(`${ADMIN_PATH}/products-pre`);
  const item = admin.getByTestId('review-item').filter({ hasText: `${WORD} Mango Pickle` });
  await item.getByTestId('approve').click();
  await expect(admin.getByTestId('review-item').filter({ hasText: `${WORD} Mango Pickle` })).toHaveCount(0);

  const shopperContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const shopper = await shopperContext.newPage();
  await shopper.goto(`/search?q=${WORD}`);
  await shopper
    .getByRole('link', { name: new RegExp(`${WORD} Mango Pickle`) })
    .first()
    .click();
  await shopper
    .locator('main article')
    .getByRole('button', { name: /^(Add to cart|Added to cart)$/ })
    .first()
    .click();
  await expect(shopper.getByRole('banner').getByTestId('cart-count')).toHaveText('1');
});
