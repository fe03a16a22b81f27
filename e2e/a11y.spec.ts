import { seriousAxeViolations } from './axe.ts';
import { expect, type Page, test } from './fixtures.ts';
import { CUSTOMER, signIn } from './sign-in.ts';

/** Every storefront page a visitor can open (one of each kind). */
const STOREFRONT_PAGES = [
  '/',
  '/products',
  '/products/miniket-rice',
  '/search?q=rice',
  '/categories',
  '/groceries',
  '/static-page',
  '/about-us',
  '/cart',
  '/login',
  '/register',
  '/forgot-password',
  '/this/page/does-not-exist',
];

/** The customer dashboard's pages, and the checkout (signed in). */
const CUSTOMER_PAGES = [
  '/user/my-dashboard',
  '/user/manage-account',
  '/user/change-password',
  '/user/manage-address',
  '/user/manage-address?edit=new',
  '/user/my-orders',
  '/user/my-orders?view=list',
  '/user/my-prescriptions',
  '/checkout-page',
];

async function expectNoSeriousViolations(page: Page, path: string) {
  await page.goto(path);
  // The welcome loader and the page fade (half-transparent text) are over before the page is judged.
  await page.waitForFunction(
    () =>
      !document.getElementById('welcome-loader') &&
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
        ),
  );
  expect.soft(await seriousAxeViolations(page), `axe on ${path}`).toEqual([]);
}

test.describe('accessibility (axe: no serious or critical violations)', () => {
  test('storefront pages, in English', async ({ page }) => {
    test.setTimeout(180_000);
    for (const path of STOREFRONT_PAGES) await expectNoSeriousViolations(page, path);
  });

  test('storefront pages, in Bengali', async ({ page, context }) => {
    test.setTimeout(180_000);
    await context.addCookies([{ name: 'haat_lang', value: 'bn', url: test.info().project.use.baseURL! }]);
    for (const path of STOREFRONT_PAGES) await expectNoSeriousViolations(page, path);
  });

  // The demo customer's cart is left alone: the checkout browser test, running beside this one,
  // counts exactly the lines it put there (a line added here was merged into its total).
  test('the customer dashboard and the checkout', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/login');
    await signIn(page, CUSTOMER.login, CUSTOMER.password);
    await expect(page).toHaveURL(/\/user\/manage-account$/);
    for (const path of CUSTOMER_PAGES) await expectNoSeriousViolations(page, path);
  });
});
