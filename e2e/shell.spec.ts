import { expect, test } from './fixtures.ts';

test.describe('the shell', () => {
  test('home shows the seeded categories in English', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('haat.com.bd');
    const categories = page.getByRole('navigation', { name: 'Categories' });
    await expect(categories.getByRole('link')).toHaveCount(8);
    await expect(categories.getByRole('link', { name: 'Groceries' })).toHaveAttribute(
      'href',
      /\/search\?category=groceries/,
    );
    await expect(page.getByRole('region', { name: 'Offers' }).getByRole('img').first()).toBeVisible();
  });

  test('switching to Bengali shows Bengali names and Bengali digits, and survives a reload', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /Language/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    const categories = page.getByRole('navigation', { name: 'ক্যাটাগরি' });
    await expect(categories.getByRole('link', { name: 'মুদি বাজার' })).toBeVisible();
    const year = new Date().getFullYear();
    const bengaliYear = String(year).replace(/[0-9]/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!);
    await expect(page.getByRole('contentinfo')).toContainText(`© ${bengaliYear} হাট`);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(categories.getByRole('link', { name: 'মুদি বাজার' })).toBeVisible();
  });

  test('an unknown route shows the 404 text', async ({ page }) => {
    const response = await page.goto('/this/page/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go back to home' })).toHaveAttribute('href', '/');
  });

  test('the welcome loader counts up to 100 and goes away', async ({ page }) => {
    // Record every percentage the loader shows, from before the page's own scripts run.
    await page.addInitScript(() => {
      const seen: number[] = [];
      (window as unknown as { __loaderSeen: number[] }).__loaderSeen = seen;
      new MutationObserver(() => {
        const value = document.getElementById('welcome-loader')?.getAttribute('aria-valuenow');
        if (value && seen[seen.length - 1] !== Number(value)) seen.push(Number(value));
      }).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-valuenow'],
      });
    });
    await page.goto('/');
    const loader = page.locator('#welcome-loader');
    await expect(loader).toHaveCount(0, { timeout: 15_000 });
    const seen = await page.evaluate(() => (window as unknown as { __loaderSeen: number[] }).__loaderSeen);
    expect(seen[0]).toBe(1);
    expect(seen.at(-1)).toBe(100);
    // It rises by 1 per tick.
    expect(seen.every((value, index) => index === 0 || value === seen[index - 1]! + 1)).toBe(true);
    // Once per session: the next page load starts without it.
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Categories' })).toBeVisible();
    await expect(loader).toHaveCount(0);
  });

  test("on a phone the loader's strip sits above the bottom navigation, never over it", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    // Without the app's code the loader stays (it finishes only once the app has started), so its
    // place is measured whatever the machine's speed. The frame's own goto: the fixture's waits for
    // the app, which then never starts (and, with the code, finishes the loader before the look).
    await page.route('**/assets/**/*.js', (route) => route.abort());
    await page.mainFrame().goto('/', { waitUntil: 'commit' });
    const edges = await (
      await page.waitForFunction(() => {
        const loader = document.getElementById('welcome-loader');
        const nav = document.querySelector('[data-bottom-nav]');
        if (!loader || !nav) return null;
        return {
          loaderBottom: loader.getBoundingClientRect().bottom,
          navTop: nav.getBoundingClientRect().top,
        };
      })
    ).jsonValue();
    expect(edges!.loaderBottom).toBeLessThanOrEqual(edges!.navTop + 0.5);
  });

  test('an unknown API path answers JSON 404', async ({ request }) => {
    const response = await request.get('/api/nothing-here');
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'route_not_found' });
  });
});
