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

const ADMIN_PATH = process.env.ADMIN_PATH || '/admin@orange-mart';

/** The seller dashboard's pages (the demo seller's approved shop). */
const SELLER_PAGES = [
  '/seller-dashboard',
  '/seller-dashboard/manage-orders',
  '/seller-dashboard/money',
  '/seller-dashboard/settings',
  '/seller-dashboard/rating-reviews',
  '/seller-dashboard/staff',
  '/seller-dashboard/products',
  '/seller-dashboard/products/new',
  '/seller-dashboard/media-galleries',
];

/** The delivery person's pages. */
const DELIVERY_PAGES = [
  // (/delivery-person-dashboard itself opens this one.)
  '/delivery-person-dashboard/manage-account',
  '/delivery-person-dashboard/my-dashboard',
  '/delivery-person-dashboard/manage-orders',
  '/delivery-person-dashboard/manage-exact-location',
];

/** The admin area's pages: its own sections, and a resource list and form. */
const ADMIN_PAGES = [
  '',
  '/order-infos',
  '/companies',
  '/audit-log',
  '/background-jobs',
  '/categories',
  '/categories/new',
  '/brands',
  '/promotional-banners',
  '/promotional-banners/new',
  '/admin-users',
  '/admin-user-roles',
  '/basic-configuration',
  '/reviews',
  '/products',
  '/products-pre',
].map((path) => `${ADMIN_PATH}${path}`);

/** The dashboards' main pages, judged again in Bengali (longer words, another font). */
const BENGALI_PAGES = [
  '/seller-dashboard',
  '/seller-dashboard/manage-orders',
  '/seller-dashboard/products/new',
  '/delivery-person-dashboard/my-dashboard',
  '/delivery-person-dashboard/manage-orders',
  ADMIN_PATH,
  `${ADMIN_PATH}/order-infos`,
  `${ADMIN_PATH}/categories/new`,
  `${ADMIN_PATH}/promotional-banners/new`,
  `${ADMIN_PATH}/products-pre`,
];

/** A phone's width: the dashboards' menus fold, and nothing may be out of reach or unnamed. */
const PHONE = { width: 390, height: 844 };

async function expectNoSeriousViolations(page: Page, path: string) {
  await page.goto(path);
  // A page that sent the visitor elsewhere (e.g. to sign in) would be judged in place of this one.
  expect.soft(new URL(page.url()).pathname, `address of ${path}`).toBe(new URL(path, 'http://x').pathname);
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

  /** Signs in at `loginPath`, then judges `pages` in English, and `bengali` of them in Bengali. */
  async function dashboard(page: Page, loginPath: string, login: string, password: string, pages: string[]) {
    test.setTimeout(300_000);
    await page.setViewportSize(PHONE);
    await page.goto(loginPath);
    await signIn(page, login, password);
    await expect(page).not.toHaveURL(/login/);
    for (const path of pages) await expectNoSeriousViolations(page, path);
    await page
      .context()
      .addCookies([{ name: 'haat_lang', value: 'bn', url: test.info().project.use.baseURL! }]);
    for (const path of BENGALI_PAGES.filter((path) => pages.includes(path)))
      await expectNoSeriousViolations(page, path);
  }

  test('the seller dashboard, on a phone, in English and Bengali', async ({ page }) => {
    await dashboard(
      page,
      '/seller-dashboard/login-form',
      'seller@haat.test',
      'haat-seller-2026',
      SELLER_PAGES,
    );
  });

  test('the delivery dashboard, on a phone, in English and Bengali', async ({ page }) => {
    await dashboard(page, '/login', 'delivery@haat.test', 'haat-delivery-2026', DELIVERY_PAGES);
  });

  test('the admin area, on a phone, in English and Bengali', async ({ page }) => {
    await dashboard(page, `${ADMIN_PATH}/login-form`, 'admin@haat.test', 'haat-admin-2026', ADMIN_PAGES);
  });
});
