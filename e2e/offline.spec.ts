import { expect, type Page, test } from './fixtures.ts';

/** The route React Router loads for /about-us (its id in the page's manifest). */
const ABOUT_ROUTE = 'routes/store/static-page/about-us';

/**
 * True once the service worker has kept the page at `path` (its HTML) and the code of the about-us
 * page with every chunk it imports: a chunk still missing offline makes React Router reload the
 * page, late on a busy machine, in the middle of the test's next navigation.
 */
async function keptForOffline(page: Page, path: string): Promise<boolean> {
  return page.evaluate(
    async ({ path, routeId }) => {
      const manifest = (
        window as Window & {
          __reactRouterManifest?: { routes: Record<string, { module: string; imports?: string[] }> };
        }
      ).__reactRouterManifest;
      const route = manifest?.routes[routeId];
      if (!route || !(await caches.match(path))) return false;
      const code = [route.module, ...(route.imports ?? [])];
      return (await Promise.all(code.map((file) => caches.match(file)))).every(Boolean);
    },
    { path, routeId: ABOUT_ROUTE },
  );
}

test.describe('offline, inside the shop', () => {
  test("a link followed offline shows the offline message in the shop's frame; the cart still opens; a page seen before reloads from the kept copy", async ({
    page,
    context,
  }) => {
    // Two page loads, the worker's caches and a sign of each step: slow on a busy machine.
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    // A line in the cart (kept in this browser) to find again offline.
    await page.goto('/products/miniket-rice');
    await page.locator('main article').getByRole('button', { name: 'Add to cart' }).first().click();
    await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText('1');

    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    // The first load happened before the worker took over; this one goes through it.
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    // The worker writes its caches after the page has loaded (more slowly on a busy machine).
    await expect.poll(() => keptForOffline(page, '/'), { timeout: 20_000 }).toBe(true);

    await context.setOffline(true);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    // Not a bare error page: no error number, and the shop's header and footer are around the message.
    await expect(page.locator('main')).not.toContainText('500');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Haat', exact: true }).first()).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' })).toBeVisible();

    // The cart opens, with the line put there before the connection went.
    await header.getByRole('link', { name: /^Cart, 1 items?$/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('Miniket Rice').first()).toBeVisible();
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();

    // A page seen before comes back from the kept copy, with its content, not the offline page.
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Offers', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText('1');
    await context.setOffline(false);
  });
});
