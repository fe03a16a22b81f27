import type { Page } from '@playwright/test';

/** The demo customer (seeded). */
export const CUSTOMER = { login: 'customer@haat.test', password: 'haat-customer-2026', name: 'Nusrat Jahan' };

/** Fills and sends the authForm's sign-in fields (page or dialog), in English. */
export async function signIn(page: Page, login: string, password: string) {
  await page.getByLabel('E-mail or mobile number').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
