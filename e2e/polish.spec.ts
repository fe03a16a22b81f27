import { expect, type Page, test } from './fixtures.ts';
import { CUSTOMER, chooseLanguage, signIn } from './sign-in.ts';

/** The prices on the page that break across lines ('৳' on one, its digits on the next). */
const splitPrices = (page: Page) =>
  page.evaluate(() => {
    const split: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      for (const price of (node.textContent ?? '').matchAll(/৳\s*[0-9০-৯,]+/g)) {
        const range = document.createRange();
        range.setStart(node, price.index);
        range.setEnd(node, price.index + price[0].length);
        const lines = new Set(
          [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
        );
        if (lines.size > 1) split.push(price[0]);
      }
    }
    return split;
  });

/** Spec §9's toasts: the corner's live region. */
const toasts = (page: Page) => page.getByTestId('toast');

test.describe('polish found by a new shopper', () => {
  test('add to cart says so in a toast bottom-right that leaves after 2.5 s; a clamped quantity is explained', async ({
    page,
  }) => {
    await page.goto('/products/miniket-rice');
    await page.locator('main').getByRole('button', { name: 'Add to cart' }).first().click();
    const added = toasts(page).filter({ hasText: 'Miniket Rice added to your cart' });
    await expect(added).toBeVisible();
    // Bottom-right of the window.
    const box = (await added.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.x + box.width).toBeGreaterThan(viewport.width - 40);
    expect(box.y + box.height).toBeGreaterThan(viewport.height - 120);
    await expect(added).toHaveCount(0, { timeout: 4000 });

    // 999 is more than one order may hold: the quantity becomes the most allowed, and the shopper is told.
    const range = await page.getByText(/^Buy \d+ to \d+ at a time$/).textContent();
    const max = /to (\d+)/.exec(range ?? '')![1]!;
    const quantity = page.getByRole('textbox', { name: 'Quantity' });
    await quantity.fill('999');
    await quantity.blur();
    await expect(quantity).toHaveValue(max);
    await expect(toasts(page).filter({ hasText: `Miniket Rice: at most ${max} per order` })).toBeVisible();
  });

  test('on a 360 px phone a cart line’s name sits beside its thumbnail, not in a column under it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/products/miniket-rice');
    await page.locator('main').getByRole('button', { name: 'Add to cart' }).first().click();
    await page.goto('/cart');
    const line = page.locator('main li').filter({ has: page.getByRole('link', { name: 'Miniket Rice' }) });
    // The thumbnail is an AVIF <source> and an <img> in a <picture>: only the <img> takes a cell.
    await expect(line.locator('picture source')).toHaveCount(1);
    const image = (await line.locator('img').boundingBox())!;
    const name = (await line.getByRole('link', { name: 'Miniket Rice' }).boundingBox())!;
    expect(name.x).toBeGreaterThan(image.x + image.width);
    expect(name.y).toBeLessThan(image.y + image.height);
    expect(name.width).toBeGreaterThan(150);
  });

  test('on a 320 px phone in Bengali the footer’s e-mail address is not broken in the middle', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/cart');
    await chooseLanguage(page.context(), page.url(), 'bn');
    await page.reload();
    const email = page.getByRole('contentinfo').getByRole('link', { name: /@/ });
    await expect(email).toBeVisible();
    // One line box: the address moves to the next line whole, after the phone number.
    expect(await email.evaluate((link) => link.getClientRects().length)).toBe(1);
  });

  test('a seller, delivery person or admin hears at add-to-cart that only customers can order, in both languages', async ({
    page,
  }) => {
    await page.goto('/login');
    await signIn(page, 'seller@haat.test', 'haat-seller-2026');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto('/products/miniket-rice');
    await page.locator('main').getByRole('button', { name: 'Add to cart' }).first().click();
    await expect(toasts(page).filter({ hasText: 'signed in with a seller account' })).toBeVisible();
    await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveCount(0);

    await page
      .getByRole('banner')
      .getByRole('button', { name: /Language/ })
      .click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await page.locator('main').getByRole('button', { name: 'কার্টে যোগ করুন' }).first().click();
    await expect(toasts(page).filter({ hasText: 'বিক্রেতার অ্যাকাউন্টে সাইন ইন করেছেন' })).toBeVisible();
  });

  test('signing up with a taken e-mail says so once, beside the field', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Your name').fill('Second Nusrat');
    await page.getByLabel('E-mail', { exact: true }).fill(CUSTOMER.login);
    await page.getByLabel('Password', { exact: true }).fill('another-password-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('E-mail already exist.')).toHaveCount(1);
  });

  test('a malformed address shows the 404 page inside the shop’s frame, not raw JSON', async ({ page }) => {
    const response = await page.goto('/%E0%A4%A');
    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-type']).toContain('text/html');
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('an unreachable avatar shows the initials, not a broken picture', async ({ page }) => {
    // No internet here: the avatar service cannot be reached.
    await page.goto('/login');
    await signIn(page, CUSTOMER.login, CUSTOMER.password);
    await expect(page).toHaveURL(/\/user\/manage-account$/);
    const avatar = page
      .getByRole('main')
      .getByRole('img', { name: `Picture of ${CUSTOMER.name}` })
      .first();
    await expect(avatar).toHaveText('NJ');
    await expect(page.locator('img[src*="gravatar"]')).toHaveCount(0);
  });

  test('before its code runs, a page’s unreachable avatar does not spill its alt text', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto('/login');
    await signIn(page, CUSTOMER.login, CUSTOMER.password);
    await expect(page).toHaveURL(/\/user\/manage-account$/);
    // The same session on a phone whose scripts have not run yet (a slow network).
    const slow = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    await slow.route(/gravatar\.com/, (route) => route.abort());
    const early = await slow.newPage();
    await early.goto('/user/manage-account');
    const picture = early
      .getByRole('main')
      .getByRole('img', { name: `Picture of ${CUSTOMER.name}` })
      .first();
    await expect(picture).toHaveJSProperty('complete', true);
    expect(await picture.evaluate((image) => getComputedStyle(image).color)).toBe('rgba(0, 0, 0, 0)');
    await slow.close();
  });
});

test.describe('the customer’s dashboard', () => {
  test('at 320 px in Bengali no price on My Dashboard or in the My orders list is split after its ৳', async ({
    page,
  }) => {
    await page.goto('/login');
    await signIn(page, CUSTOMER.login, CUSTOMER.password);
    await expect(page).toHaveURL(/\/user\/manage-account$/);
    await chooseLanguage(page.context(), page.url(), 'bn');
    await page.setViewportSize({ width: 320, height: 800 });
    for (const path of ['/user/my-dashboard', '/user/my-orders?view=list']) {
      await page.goto(path);
      await expect(page.getByText(/৳ [০-৯]/).first()).toBeVisible();
      expect(await splitPrices(page), path).toEqual([]);
    }
  });

  test('a receipt on a 360 px phone in Bengali, and the order on a 320 px one, keep each price on one line (৳ beside its digits)', async ({
    page,
  }) => {
    await page.goto('/login');
    await signIn(page, CUSTOMER.login, CUSTOMER.password);
    await expect(page).toHaveURL(/\/user\/manage-account$/);
    // The demo customer's dearest order: five-digit prices, the widest cells.
    const answer = await page.request.get('/api/orders?limit=50');
    const { data } = (await answer.json()) as { data: Array<{ order_number: string; total: number }> };
    const dearest = data.reduce((top, order) => (order.total > top.total ? order : top));
    expect(dearest.total).toBeGreaterThanOrEqual(1_000_000);
    await chooseLanguage(page.context(), page.url(), 'bn');
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`/user/my-orders/${dearest.order_number}/receipt`);
    const prices = page.getByRole('table').getByRole('cell').filter({ hasText: '৳' });
    expect(await prices.count()).toBeGreaterThan(1);
    for (const cell of await prices.all()) {
      const lines = await cell.evaluate((td) => {
        const range = document.createRange();
        range.selectNodeContents(td);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines, (await cell.textContent()) ?? undefined).toBe(1);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // The same order opened in My orders on a 320 px phone, in English: 'Piece · 2 × ৳ 11,900'.
    await chooseLanguage(page.context(), page.url(), 'en');
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(`/user/my-orders?order=${dearest.order_number}`);
    await expect(
      page
        .getByRole('dialog')
        .getByText(/× ৳ \d/)
        .first(),
    ).toBeVisible();
    expect(await splitPrices(page)).toEqual([]);
  });

  test('orders on their way, recent orders, saved addresses and quick links, in both languages', async ({
    page,
  }) => {
    await page.goto('/login');
    await signIn(page, CUSTOMER.login, CUSTOMER.password);
    await expect(page).toHaveURL(/\/user\/manage-account$/);
    await page.getByRole('link', { name: 'My Dashboard' }).click();
    await expect(page).toHaveURL(/\/user\/my-dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
    await expect(page.getByText(`Hello, ${CUSTOMER.name}.`)).toBeVisible();
    for (const name of ['Orders on their way', 'Recent orders', 'Saved addresses'])
      await expect(page.getByRole('region', { name })).toBeVisible();
    const links = page.getByRole('navigation', { name: 'Quick links' });
    await expect(links.getByRole('link')).toHaveText([
      'My Orders',
      'Manage Address',
      'My Prescriptions',
      'Manage Account',
      'Change Password',
      'My cart',
    ]);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    // The same page under /user-dashboard, in Bengali.
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Language/ })
      .click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await page.goto('/user-dashboard/my-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'আমার ড্যাশবোর্ড' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'সাম্প্রতিক অর্ডার' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'দ্রুত লিংক' }).getByRole('link', { name: 'আমার অর্ডার' }),
    ).toHaveAttribute('href', '/user-dashboard/my-orders');
  });
});
