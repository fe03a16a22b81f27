import { expect, type Page, test } from './fixtures.ts';

/** ০–৯ for 0–9, as the Bengali pages write numbers. */
const bengaliDigits = (text: string | number) =>
  String(text).replace(/[0-9]/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!);

async function switchLanguage(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Language|ভাষা/ })
    .click();
}

/** The page's 'Page X of Y' line; Y as the page says it, in Latin digits. */
async function lastPageOf(page: Page): Promise<number> {
  const text = await page
    .getByRole('navigation', { name: 'Pages' })
    .getByText(/^Page \d+ of \d+$/)
    .textContent();
  return Number(/of (\d+)/.exec(text ?? '')![1]);
}

test.describe('storefront', () => {
  test('home → category → product, then Bengali prices and Bengali page numbers', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Hot products' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: 'Groceries' })
      .click();
    await expect(page).toHaveURL(/\/search\?category=groceries$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Groceries' })).toBeVisible();

    await page
      .getByRole('article')
      .filter({ hasText: 'Miniket Rice' })
      .getByRole('link', { name: 'Miniket Rice' })
      .click();
    await expect(page).toHaveURL(/\/products\/miniket-rice$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Miniket Rice' })).toBeVisible();
    const price = page
      .locator('main')
      .getByText(/^৳ [\d,]+$/)
      .first();
    const latinPrice = (await price.textContent()) ?? '';

    await switchLanguage(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { level: 1, name: 'মিনিকেট চাল' })).toBeVisible();
    await expect(
      page.locator('main').getByText(bengaliDigits(latinPrice), { exact: true }).first(),
    ).toBeVisible();
    await expect(page.locator('main').getByRole('button', { name: 'কার্টে যোগ করুন' }).first()).toBeVisible();

    await page.goto('/products?page=2');
    const pages = page.getByRole('navigation', { name: 'পাতা' });
    await expect(pages.getByText(/^পাতা ২ \(মোট [০-৯]+\)$/)).toBeVisible();
    await expect(pages.getByRole('link', { name: 'পাতা ৩' })).toHaveText('৩');
  });

  test('a Bengali query finds a Bengali-titled product', async ({ page }) => {
    await page.goto('/');
    await switchLanguage(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    const box = page.getByRole('combobox', { name: 'খুঁজুন' });
    await box.fill('মিনিকেট');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('মিনিকেট');
    await expect(page.getByRole('article').getByRole('link', { name: 'মিনিকেট চাল' })).toBeVisible();
  });

  test('a misspelt English query still finds its product', async ({ page }) => {
    await page.goto('/search?q=minket+rise');
    await expect(page.getByRole('article').getByRole('link', { name: 'Miniket Rice' })).toBeVisible();
  });

  test('the category list is hidden at 400 px and shown on a desktop', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Offers', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Categories' })).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('navigation', { name: 'Categories' })).toBeVisible();
  });

  test('pagination: the page parameter, page 1 without it, and beyond the last to the last', async ({
    page,
  }) => {
    await page.goto('/products?page=2');
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await expect(pages.getByText('Page 2 of', { exact: false })).toBeVisible();
    const last = await lastPageOf(page);
    expect(last).toBeGreaterThan(3);
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await pages.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/products\?page=3$/);
    await expect(pages.getByText(`Page 3 of ${last}`)).toBeVisible();

    await pages.getByRole('link', { name: 'First page' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(pages.getByText(`Page 1 of ${last}`)).toBeVisible();
    await expect(pages.getByRole('link', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');

    await page.goto('/products?page=1');
    await expect(page).toHaveURL(/\/products$/);

    await page.goto(`/products?page=${last + 50}`);
    await expect(page).toHaveURL(new RegExp(`/products\\?page=${last}$`));
    await expect(pages.getByText(`Page ${last} of ${last}`)).toBeVisible();
    await expect(pages.getByRole('link', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
  });

  test('category pages: /{slug}, /{slug}/1 drops the page, a page that is not a number is a 404', async ({
    page,
  }) => {
    await page.goto('/groceries');
    await expect(page.getByRole('heading', { level: 1, name: 'Groceries' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.goto('/groceries/1');
    await expect(page).toHaveURL(/\/groceries$/);
    const notNumber = await page.goto('/groceries/abc');
    expect(notNumber?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    const unknown = await page.goto('/no-such-category');
    expect(unknown?.status()).toBe(404);
  });

  test('Add to cart updates the header count at once', async ({ page }) => {
    await page.goto('/products/miniket-rice');
    const header = page.getByRole('banner');
    await expect(header.getByTestId('cart-count')).toHaveCount(0);
    await page.getByRole('button', { name: 'One more' }).click();
    await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    await page.locator('main').getByRole('button', { name: 'Add to cart' }).first().click();
    await expect(header.getByTestId('cart-count')).toHaveText('1');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('haat_cart') ?? '{}'));
    const lines = Object.values(stored).flatMap((byType) => Object.values(byType as object));
    expect(lines).toEqual([expect.objectContaining({ product_slug: 'miniket-rice', quantity: 2 })]);

    // A related product's card adds a second line.
    await page
      .getByRole('region', { name: 'You may also like' })
      .getByRole('button', { name: 'Add to cart' })
      .first()
      .click();
    await expect(header.getByTestId('cart-count')).toHaveText('2');
  });

  test('the quantity stays within the price type’s min and max', async ({ page }) => {
    await page.goto('/products/miniket-rice');
    const quantity = page.getByRole('textbox', { name: 'Quantity' });
    const range = await page.getByText(/^Buy \d+ to \d+ at a time$/).textContent();
    const [, min, max] = /^Buy (\d+) to (\d+)/.exec(range ?? '')!;
    await quantity.fill('9999');
    await quantity.blur();
    await expect(quantity).toHaveValue(max!);
    await expect(page.getByRole('button', { name: 'One more' })).toBeDisabled();
    await quantity.fill('0');
    await quantity.blur();
    await expect(quantity).toHaveValue(min!);
  });

  test('search: filters by facet without losing the query, sorts, and switches to a list', async ({
    page,
  }) => {
    await page.goto('/search?q=rice');
    const filters = page.getByRole('complementary', { name: 'Filters' });
    const groceries = filters.getByRole('checkbox', { name: /Groceries/ });
    await groceries.check();
    await expect(page).toHaveURL(/q=rice/);
    await expect(page).toHaveURL(/category=groceries/);
    await expect(groceries).toBeChecked();
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(page).toHaveURL(/category=groceries/);
    await page.getByRole('navigation', { name: 'View' }).getByRole('link', { name: 'List' }).click();
    await expect(page).toHaveURL(/view=list/);
    await expect(page.getByRole('article').first()).toBeVisible();

    // A filter typed as words is left out and named, rather than failing the page.
    await page.goto('/search?q=rice&min_price=cheap');
    await expect(
      page.getByText('Some filters were not valid and were left out: Lowest price in taka.'),
    ).toBeVisible();
    await expect(page.getByRole('article').getByRole('link', { name: 'Miniket Rice' })).toBeVisible();
    // An unreadable page number is page 1, whose address has no page.
    await page.goto('/search?q=rice&page=abc');
    await expect(page).toHaveURL(/\/search\?q=rice$/);
  });

  test('search keeps only well-rated products when the shopper picks a minimum rating, in Bengali too', async ({
    page,
  }) => {
    await page.goto('/search');
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByRole('radio', { name: /4 stars & up/ }).check();
    await expect(page).toHaveURL(/min_rating=4/);
    // Read the filtered page itself (not the list still on screen while it loads).
    await page.goto('/search?min_rating=4');
    const ratings = page.getByRole('article').getByText(/^Rated [\d.]+ out of 5$/);
    await expect(ratings.first()).toBeAttached();
    for (const text of await ratings.allTextContents()) {
      expect(Number(text.match(/[\d.]+/)![0])).toBeGreaterThanOrEqual(4);
    }
    // Every card shown has a rating: unrated products never pass the filter.
    expect(await ratings.count()).toBe(await page.getByRole('article').count());

    await page.context().addCookies([{ name: 'haat_lang', value: 'bn', url: page.url() }]);
    await page.goto('/search');
    await page
      .getByRole('complementary', { name: 'ফিল্টার' })
      .getByRole('radio', { name: /৩ তারকা ও তার বেশি/ })
      .check();
    await expect(page).toHaveURL(/min_rating=3/);
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('visiting a product remembers its tags for the home page’s recommendations', async ({
    page,
    context,
  }) => {
    await page.goto('/products/miniket-rice');
    await expect(page.getByRole('heading', { level: 1, name: 'Miniket Rice' })).toBeVisible();
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'haat_tags')?.value ?? '')
      .toMatch(/^\d+(\.\d+)*$/);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Recommended for you' })).toBeVisible();
  });

  test('search suggestions as you type, chosen with the keyboard', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.pressSequentially('minik');
    await expect(page.getByRole('option', { name: /Miniket Rice/ })).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /option/);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/products\//);
  });

  test('SEO: canonical link, description, Open Graph and Product JSON-LD; sitemap and robots', async ({
    page,
    request,
    baseURL,
  }) => {
    await page.goto('/products/miniket-rice');
    await expect(page).toHaveTitle('Miniket Rice | haat.com.bd');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}/products/miniket-rice`,
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\w+/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(jsonLd).toMatchObject({ '@type': 'Product', name: 'Miniket Rice' });
    expect(jsonLd.offers[0]).toMatchObject({ '@type': 'Offer', priceCurrency: 'BDT' });

    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    expect(await sitemap.text()).toContain(`<loc>${baseURL}/products/miniket-rice</loc>`);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('static pages read as paragraphs; a seller’s shop lists its products', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.locator('article p').count()).toBeGreaterThan(1);

    await page.goto('/products/miniket-rice');
    await page.getByRole('link', { name: 'Visit shop' }).click();
    await expect(page).toHaveURL(/\/shop\//);
    await expect(page.getByRole('heading', { level: 2, name: /^Products from / })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('offline: the service worker serves a visited page and the kept banners', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    // The first load happened before the worker took over; this one goes through it.
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Offers', exact: true }).getByRole('img').first(),
    ).toBeVisible();
    // Every image of this load fetched, and the page kept by the worker, before the network goes
    // (on a busy machine the worker may still be writing its cache when the page has loaded).
    await page.waitForLoadState('networkidle');
    await expect
      .poll(() => page.evaluate(async () => Boolean(await caches.match('/'))), { timeout: 15_000 })
      .toBe(true);
    await context.setOffline(true);
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Offers', exact: true }).getByRole('img').first(),
    ).toBeVisible();
    // Scrolled down, where the rows under the fold would load: the kept page stays, not replaced
    // by the error page (a fetch that cannot succeed offline is not tried).
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(1500);
    await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Offers', exact: true })).toBeVisible();
    await page.goto('/products/never-visited');
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    // Its Bengali lines in the kept copy of our Bengali font, not as empty boxes on a device without one.
    expect(
      await page.evaluate(async () => (await document.fonts.load('16px "Haat Bengali"', 'আপনি')).length),
    ).toBeGreaterThan(0);
    await expect(
      page
        .getByRole('list', { name: /Offers/ })
        .getByRole('img')
        .first(),
    ).toBeVisible();
    // It has the shop's header: its Home link opens the kept home page, still offline.
    await page.getByRole('navigation', { name: /^Main/ }).getByRole('link', { name: /^Home/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('region', { name: 'Offers', exact: true }).getByRole('img').first(),
    ).toBeVisible();
    await context.setOffline(false);
  });
});
