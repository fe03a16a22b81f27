import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The demo customer (seeded). */
export const CUSTOMER = { login: 'customer@haat.test', password: 'haat-customer-2026', name: 'Nusrat Jahan' };

/** Fills and sends the authForm's sign-in fields (page or dialog), in English. */
export async function signIn(page: Page, login: string, password: string) {
  await page.getByLabel('E-mail or mobile number').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Where the admin area lives (the build's ADMIN_PATH), and the demo admin. */
export const ADMIN_PATH = process.env.ADMIN_PATH || '/admin@orange-mart';
export const ADMIN = { login: 'admin@haat.test', password: 'haat-admin-2026' };

/** The demo admin signs in on the admin area's form and lands on its dashboard. */
export async function signInAsAdmin(page: Page) {
  await page.goto(`${ADMIN_PATH}/login-form`);
  await signIn(page, ADMIN.login, ADMIN.password);
  await expect(page).toHaveURL(new RegExp(`${ADMIN_PATH}$`));
}

/** The demo customer signs in on /login; the header then no longer offers to sign in. */
export async function signInAsCustomer(page: Page) {
  await page.goto('/login');
  await signIn(page, CUSTOMER.login, CUSTOMER.password);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveCount(0);
}
