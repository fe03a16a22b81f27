/**
 * The seller's money page in Bengali on a phone: the statement's month is chosen by name in the
 * page's language (the browser's own month field named it in the phone's language, in English).
 */
import { expect, test, waitForApp } from './fixtures.ts';
import { signIn } from './sign-in.ts';

test('the statement month is chosen by its Bengali name, and the CSV follows it', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ viewport: { width: 320, height: 640 }, baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/seller-dashboard/login-form');
    await signIn(page, 'seller@haat.test', 'haat-seller-2026');
    await expect(page).toHaveURL(/\/seller-dashboard\/?$/);
    await context.addCookies([{ name: 'haat_lang', value: 'bn', url: baseURL! }]);
    await page.goto('/seller-dashboard/money');
    await waitForApp(page);

    const month = page.getByLabel('মাস');
    const now = new Date(Date.now() + 6 * 3600_000);
    const name = (offset: number) =>
      new Intl.DateTimeFormat('bn-BD', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - offset, 1)),
      );
    const value = (offset: number) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - offset, 1)).toISOString().slice(0, 7);
    await expect(month.locator('option:checked')).toHaveText(name(0));
    await expect(month.locator('option')).toHaveCount(24);

    await month.selectOption({ label: name(1) });
    await page.getByRole('button', { name: 'দেখুন' }).click();
    await expect(page).toHaveURL(new RegExp(`month=${value(1)}`));
    await expect(month.locator('option:checked')).toHaveText(name(1));
    await expect(page.locator(`a[href$="statement.csv?month=${value(1)}"]`)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  } finally {
    await context.close();
  }
});
