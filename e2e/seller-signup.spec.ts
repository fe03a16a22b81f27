import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signIn } from './sign-in.ts';

/*
 * Becoming a seller (issue 13), in Bengali on a phone (390 px): a new seller signs up with
 * "Sell on Haat", verifies with the code from the outbox, fills the shop's application with the
 * pickup division → district → area, a map pin and the trade licence document (kept private),
 * and sends it; the admin finds it in the companies queue with the document's link, opens it and
 * approves; the seller then has the dashboard.
 */

const ADMIN_PATH = process.env.ADMIN_PATH || '/admin@orange-mart';
const ADMIN = { login: 'admin@haat.test', password: 'haat-admin-2026' };
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/** The code sent to `recipient`, read from the outbox by the super admin in a browser of their own. */
async function codeFromOutbox(browser: Browser, baseURL: string, recipient: string): Promise<string> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/dev/outbox');
  await expect(page).toHaveURL(new RegExp(`${ADMIN_PATH}/login-form`));
  await signIn(page, ADMIN.login, ADMIN.password);
  await expect(page.getByRole('heading', { name: 'Development outbox' })).toBeVisible();
  const message = page.getByRole('article', { name: new RegExp(recipient) }).first();
  const code = /\b(\d{6})\b/.exec((await message.textContent()) ?? '')?.[1];
  await context.close();
  expect(code, `a code for ${recipient}`).toBeDefined();
  return code!;
}

test('a new seller signs up in Bengali at 390 px, applies with area, pin and document, and is approved', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const email = `e2e-seller-${stamp}@example.com`;
  const storeName = `E2E Pickup Shop ${stamp}`;

  const sellerContext = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
  await sellerContext.addCookies([{ name: 'haat_lang', value: 'bn', url: baseURL! }]);
  const page = await sellerContext.newPage();
  const fitsPhone = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Sign up with "Sell on Haat" and verify.
  await page.goto('/register');
  await page.getByRole('radio', { name: 'হাটে বিক্রি করতে' }).check();
  await page.getByLabel('আপনার নাম').fill('করিম মিয়া');
  await page.getByLabel('দোকানের নাম').fill(storeName);
  await page.getByLabel('ই-মেইল', { exact: true }).fill(email);
  await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill('seller-password-1');
  await page.getByRole('button', { name: 'অ্যাকাউন্ট তৈরি করুন' }).click();
  await expect(page.getByRole('heading', { name: 'আপনার অ্যাকাউন্ট যাচাই করুন' })).toBeVisible();
  const code = await codeFromOutbox(browser, baseURL!, email);
  await page.getByLabel('যাচাই কোড').fill(code);
  await page.getByRole('button', { name: 'যাচাই করুন', exact: true }).click();

  // A pending shop lands on its application, and sees nothing else.
  await expect(page).toHaveURL(/\/seller-dashboard\/application$/);
  await expect(page.getByTestId('application-status')).toContainText('অনুমোদনের অপেক্ষায় আছে');
  await fitsPhone();

  // The application: owner, licence, the document, the pickup area and its pin.
  await page.getByLabel('মালিকের নাম').fill('করিম মিয়া');
  await page.getByLabel('দোকানের নাম (বাংলা)').fill(`ই২ই পিকআপ দোকান ${stamp}`);
  await page.getByLabel('ট্রেড লাইসেন্স নম্বর').fill('TRAD/DNCC/2026/0042');
  const documentInput = page.getByLabel('ট্রেড লাইসেন্স বা এনআইডির কাগজ');
  // A file that is not a picture or a PDF is refused at once, in Bengali.
  await documentInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await expect(page.getByText('কাগজটি JPEG, PNG বা WebP ছবি, অথবা পিডিএফ হিসেবে আপলোড করুন।')).toBeVisible();
  await documentInput.setInputFiles({ name: 'trade-licence.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('কাগজটি JPEG, PNG বা WebP ছবি, অথবা পিডিএফ হিসেবে আপলোড করুন।')).toHaveCount(0);
  await page.getByLabel('বিভাগ').selectOption({ label: 'ঢাকা' });
  await expect(page.getByLabel('জেলা')).toBeEnabled();
  await page.getByLabel('জেলা').selectOption({ label: 'ঢাকা' });
  await expect(page.getByLabel('এলাকা')).toBeEnabled();
  await page.getByLabel('এলাকা').selectOption({ label: 'ধানমন্ডি' });
  await page.getByLabel('পিকআপের ঠিকানা').fill('বাড়ি ১২, রোড ৫');
  await page.getByRole('button', { name: 'এলাকার কেন্দ্রে পিন বসান' }).click();
  await expect(page.getByText('পিন বসানো হয়েছে ২৩.৭৫, ৯০.৩৮-এ')).toBeVisible();
  await fitsPhone();
  // The narrowest phone too.
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'আবেদন হালনাগাদ করুন' }).click();

  await expect(page.getByText('আপনার আবেদন আবার পাঠানো হয়েছে। মার্কেটপ্লেস এটি পর্যালোচনা করবে।')).toBeVisible();
  // What was sent is shown again: the area's cascade, the pin, and the private document.
  await expect(page.getByLabel('এলাকা')).toHaveValue(/\d+/);
  await expect(page.getByLabel('এলাকা').locator('option:checked')).toHaveText('ধানমন্ডি');
  const ownLink = page.getByRole('link', { name: 'আপনার পাঠানো কাগজ খুলুন' });
  const documentUrl = await ownLink.getAttribute('href');
  expect(documentUrl).toMatch(/^\/api\/companies\/\d+\/document$/);
  const own = await page.request.get(documentUrl!);
  expect(own.status()).toBe(200);
  expect(own.headers()['content-type']).toBe('application/pdf');
  expect(own.headers()['cache-control']).toBe('private, no-store');
  // Nobody signed out may have it.
  const stranger = await browser.newContext({ baseURL });
  expect((await stranger.request.get(documentUrl!)).status()).toBe(401);
  await stranger.close();
  await fitsPhone();

  // The admin finds it in the queue with its document, opens it, and approves.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await admin.goto(`${ADMIN_PATH}/login-form`);
  await signIn(admin, ADMIN.login, ADMIN.password);
  await expect(admin).toHaveURL(new RegExp(`${ADMIN_PATH}$`));
  await admin.goto(`${ADMIN_PATH}/companies?q=${encodeURIComponent(storeName)}`);
  const card = admin.locator('li[data-company]').filter({ hasText: storeName });
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('company-status')).toHaveText('Pending');
  await expect(card).toContainText('Dhanmondi');
  await expect(card).toContainText('TRAD/DNCC/2026/0042');
  const adminLink = card.getByRole('link', { name: 'Open the document' });
  await expect(adminLink).toHaveAttribute('href', documentUrl!);
  const read = await admin.request.get(documentUrl!);
  expect(read.status()).toBe(200);
  expect(Buffer.from(await read.body()).equals(PDF)).toBe(true);
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card.getByTestId('company-status')).toHaveText('Approved');
  await adminContext.close();

  // The seller's shop is open: the dashboard and its menu.
  await page.goto('/seller-dashboard');
  await expect(page).toHaveURL(/\/seller-dashboard$/);
  await expect(page.getByRole('heading', { name: 'বিক্রেতা ড্যাশবোর্ড' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'বিক্রেতা মেনু' }).getByRole('link', { name: 'ড্যাশবোর্ড' }),
  ).toBeVisible();
  await fitsPhone();
  // The shop's settings show the same pickup point, ready to change.
  await page.goto('/seller-dashboard/settings');
  await expect(page.getByLabel('এলাকা').locator('option:checked')).toHaveText('ধানমন্ডি');
  await expect(page.getByLabel('বিভাগ').locator('option:checked')).toHaveText('ঢাকা');
  await expect(page.getByText('পিন বসানো হয়েছে ২৩.৭৫, ৯০.৩৮-এ')).toBeVisible();
  await fitsPhone();
  await sellerContext.close();
});
