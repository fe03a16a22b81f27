import { expect, test, waitForApp } from './fixtures.ts';
import { signIn } from './sign-in.ts';

const ADMIN_PATH = process.env.ADMIN_PATH || '/admin@orange-mart';

/*
 * Issue 15's moderation: an admin finds the reported review first, hides it with a reason (it
 * moves to Hidden, the reason shown), then restores it. The demo data has one reported review.
 */
test('an admin hides a reported review with a reason, then restores it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`${ADMIN_PATH}/login-form`);
  await signIn(page, 'admin@haat.test', 'haat-admin-2026');
  await expect(page).toHaveURL(new RegExp(`${ADMIN_PATH}$`));
  await page.getByRole('navigation').getByRole('link', { name: 'Reviews', exact: true }).first().click();
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Review moderation' })).toBeVisible();
  const reported = page
    .getByTestId('moderated-review')
    .filter({ hasText: /\d+ reports/ })
    .first();
  await expect(reported).toBeVisible();
  // Each review says what it is about: a product, a seller or a delivery person (a name alone was ambiguous).
  await expect(reported).toContainText(/Product: |Seller: |Delivery person: /);
  await page.getByRole('link', { name: 'All reviews', exact: true }).click();
  await expect(
    page.getByTestId('moderated-review').filter({ hasText: 'Delivery person: ' }).first(),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Reported', exact: true }).click();
  await expect(reported).toBeVisible();
  const text = (await reported.locator('p.break-words, div.break-words').first().textContent())?.trim() ?? '';
  // A reason is needed.
  await reported.getByRole('button', { name: 'Hide' }).click();
  await expect(reported.getByText(/required|at least/i)).toBeVisible();
  await reported.getByLabel('Reason (the author sees it)').fill('Offensive language');
  await reported.getByRole('button', { name: 'Hide' }).click();

  await page.getByRole('link', { name: 'Hidden', exact: true }).click();
  const hidden = page.getByTestId('moderated-review').filter({ hasText: 'Offensive language' }).first();
  await expect(hidden).toBeVisible({ timeout: 10_000 });
  if (text) await expect(hidden).toContainText(text.slice(0, 20));
  await hidden.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByTestId('moderated-review').filter({ hasText: 'Offensive language' })).toHaveCount(
    0,
    {
      timeout: 10_000,
    },
  );
});
