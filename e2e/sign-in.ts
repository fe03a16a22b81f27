import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, waitForApp } from './fixtures.ts';

/** The demo customer (seeded). */
export const CUSTOMER = { login: 'customer@haat.test', password: 'haat-customer-2026', name: 'Nusrat Jahan' };

/** The demo seller: the owner of the demo shop (seeded). */
export const SELLER = { login: 'seller@haat.test', password: 'haat-seller-2026', slug: 'dhaka-daily-bazar' };

/** The language a signed-in page switches to for the rest of the test (`haat_lang`, as the header's switch sets it). */
type SignInOptions = { locale?: 'en' | 'bn' };

/** Fills and sends the authForm's sign-in fields (page or dialog), in English. */
export async function signIn(page: Page, login: string, password: string) {
  await page.getByLabel('E-mail or mobile number').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * The pages this context opens from now on are in `locale`. The sign-in forms are filled in
 * English first, so a test signs in, then chooses its language.
 */
export async function chooseLanguage(context: BrowserContext, url: string, locale: 'en' | 'bn') {
  await context.addCookies([{ name: 'haat_lang', value: locale, url: new URL(url).origin }]);
}

/** Where the admin area lives (the build's ADMIN_PATH), and the demo admin. */
export const ADMIN_PATH = process.env.ADMIN_PATH || '/admin@orange-mart';
export const ADMIN = { login: 'admin@haat.test', password: 'haat-admin-2026' };

/** The demo admin signs in on the admin area's form and lands on its dashboard. */
export async function signInAsAdmin(page: Page, { locale }: SignInOptions = {}) {
  await page.goto(`${ADMIN_PATH}/login-form`);
  await signIn(page, ADMIN.login, ADMIN.password);
  await expect(page).toHaveURL(new RegExp(`${ADMIN_PATH}$`));
  if (locale) await chooseLanguage(page.context(), page.url(), locale);
}

/** The demo customer signs in on /login; the header then no longer offers to sign in. */
export async function signInAsCustomer(page: Page, { locale }: SignInOptions = {}) {
  await page.goto('/login');
  await signIn(page, CUSTOMER.login, CUSTOMER.password);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  if (locale) await chooseLanguage(page.context(), page.url(), locale);
}

/** The demo seller signs in on the seller dashboard's form and lands on the dashboard. */
export async function signInAsSeller(page: Page, { locale }: SignInOptions = {}) {
  await page.goto('/seller-dashboard/login-form');
  await waitForApp(page);
  await signIn(page, SELLER.login, SELLER.password);
  await expect(page).toHaveURL(/\/seller-dashboard\/?$/);
  if (locale) await chooseLanguage(page.context(), page.url(), locale);
}

/**
 * A browser of its own with a screen of `viewport` (a phone's, mostly), where the demo seller has
 * signed in: the seller-dashboard tests' start. Close the context at the end.
 */
export async function sellerOnScreen(
  browser: Browser,
  baseURL: string | undefined,
  viewport: { width: number; height: number },
  options: SignInOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, baseURL });
  const page = await context.newPage();
  await signInAsSeller(page, options);
  return { context, page };
}
