import { expect, test } from './fixtures.ts';
import { CUSTOMER, signIn } from './sign-in.ts';

/**
 * Anonymous storefront pages come from the server's page cache with a CSP by hashes
 * (docs/decisions/0009): they must still run every script they carry, and a signed-in person's
 * copy of the same address must never be shared.
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

  test("a signed-in person's page at a public address is private to them", async ({ page }) => {
    await page.goto('/login');
    await signIn(page, CUSTOMER.login, CUSTOMER.password);
    await expect(page).not.toHaveURL(/\/login/);
    const response = await page.goto('/');
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByRole('banner')).toContainText(CUSTOMER.name.split(' ')[0]!);
  });
});
