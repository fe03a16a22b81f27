import { expect, test } from './fixtures.ts';
import { CUSTOMER, signIn } from './sign-in.ts';

/**
 * Anonymous storefront pages come from the server's page cache with a CSP by hashes
 * (docs/decisions/0009): they must still run every script they carry. Signed-in visitors share
 * one copy of a public page with nothing personal in it, sent private (docs/decisions/0029).
 */
test.describe('page cache', () => {
  test('an anonymous page is shareable, carries no nonce, and still runs its scripts', async ({ page }) => {
    test.slow(); // five pages read whole
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/'); // the first visit gets its cookies, so that one answer is private
    for (const path of ['/', '/groceries', '/search?q=rice', '/about-us']) {
      const response = await page.goto(path);
      expect(response?.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/);
      expect(response?.headers()['set-cookie']).toBeUndefined();
      expect(await response?.text()).not.toContain('nonce=');
      expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    }
    // The page hydrated: a client-side navigation from the cached home page works.
    await page.goto('/');
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: 'Groceries' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Groceries' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    expect(violations).toEqual([]);
  });

  test("signed-in visitors share a public page's bytes, privately, and each sees only their own name and cart", async ({
    page,
    browser,
  }) => {
    test.slow(); // two people sign in
    await page.goto('/login');
    await signIn(page, CUSTOMER.login, CUSTOMER.password);
    await expect(page).not.toHaveURL(/\/login/);
    const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'haat_csrf')!.value;

    // The page everyone signed in shares: private to each browser, nothing of this person in it.
    const response = await page.goto('/groceries');
    expect(response?.headers()['cache-control']).toBe('private, no-cache');
    expect(response?.headers()['set-cookie']).toBeUndefined();
    const html = (await response?.text()) ?? '';
    for (const personal of [CUSTOMER.name, CUSTOMER.login, csrf, '"userType"'])
      expect(html).not.toContain(personal);
    expect(html).not.toContain('nonce=');
    // Once loaded, the header shows who it is; the cart count comes from this browser's cart.
    const banner = page.getByRole('banner');
    await expect(banner).toContainText('Nusrat Jahan');
    await page.goto('/products/miniket-rice');
    await page.locator('main').getByRole('button', { name: 'Add to cart' }).first().click();
    const count = banner.getByTestId('cart-count');
    await expect(count).toBeVisible();
    const items = await count.textContent();
    await page.goto('/groceries');
    await expect(count).toHaveText(items!);
    // Signing out from the shared page's menu works (its CSRF token comes from this browser).
    await banner.locator('summary').click();
    await banner.getByRole('button', { name: 'Sign out' }).click();
    await expect(banner.getByRole('link', { name: 'Sign in' })).toBeVisible();

    // Someone else, in another browser: the same bytes, their own name, none of the first person's.
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const seller = await other.newPage();
    await seller.goto('/login');
    await signIn(seller, 'seller@haat.test', 'haat-seller-2026');
    await seller.waitForURL((url) => !url.pathname.startsWith('/login'));
    const theirs = await seller.goto('/groceries');
    expect(await theirs?.text()).toBe(html);
    await expect(seller.getByRole('banner')).toContainText('Rafiqul Islam');
    await expect(seller.getByRole('banner')).not.toContainText('Nusrat');
    await expect(seller.getByRole('banner').getByTestId('cart-count')).toHaveCount(0);
    await other.close();
  });

  test('the account menu keeps its place while the browser asks who is signed in', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/login');
    await signIn(page, CUSTOMER.login, CUSTOMER.password);
    await expect(page).not.toHaveURL(/\/login/);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/auth/viewer', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/about-us');
    const banner = page.getByRole('banner');
    const cart = banner.getByRole('link', { name: /^Cart/ });
    const before = await cart.boundingBox();
    await expect(banner).not.toContainText('Nusrat');
    await expect(banner.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    release();
    await expect(banner).toContainText('Nusrat Jahan');
    expect(await cart.boundingBox()).toEqual(before);
  });
});
