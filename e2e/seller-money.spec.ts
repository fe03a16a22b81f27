/**
 * The seller's money page in Bengali on a phone: the statement's month is chosen by name in the
 * page's language (the browser's own month field named it in the phone's language, in English).
 */
import { expect, type Locator, test, waitForApp } from './fixtures.ts';
import { sellerOnScreen } from './sign-in.ts';

test('the statement month is chosen by its Bengali name, and the CSV follows it', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await sellerOnScreen(
    browser,
    baseURL,
    { width: 320, height: 640 },
    { locale: 'bn' },
  );
  try {
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

/** The top and height of what `locator` finds, rounded to whole pixels. */
async function rowOf(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return { top: Math.round(box.y), height: Math.round(box.height) };
}

test('on a phone in Bengali the month, its button and the CSV link line up, a line without a note shows no empty note, the balance has its green border', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await sellerOnScreen(
    browser,
    baseURL,
    { width: 390, height: 844 },
    { locale: 'bn' },
  );
  try {
    await page.goto('/seller-dashboard/money');
    await waitForApp(page);
    // The select stood 4 px shorter than the button, and the link sat level with the label above.
    const month = await rowOf(page.getByLabel('মাস'));
    expect(await rowOf(page.getByRole('button', { name: 'দেখুন' }))).toEqual(month);
    expect(await rowOf(page.getByRole('link', { name: 'বিবরণী নামান (CSV)' }))).toEqual(month);
    // The demo's sales and commission lines have no note: their cards had a "note" label with nothing beside it.
    const lines = page.getByRole('list', { name: 'হিসাব' }).getByRole('listitem');
    const sale = lines.filter({ hasText: 'বিক্রি' }).first();
    await expect(sale).toBeVisible();
    await expect(sale).not.toContainText('নোট');
    await expect(sale).toContainText('পরিমাণ');
    // The balance's box has the brand's light green border; brand-200 had no colour in the theme,
    // so the border was drawn in the text colour, near black.
    await expect(page.getByTestId('balance').locator('..')).toHaveCSS(
      'border-top-color',
      'rgb(167, 243, 208)',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  } finally {
    await context.close();
  }
});
