import { expect, type Page, test } from './fixtures.ts';

/**
 * The fonts Chromium really drew a node's text with (DevTools' "Rendered fonts"): family, and
 * whether it came from the page (a web font) rather than the system.
 */
async function renderedFonts(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts;
}

test.describe('storefront speed and polish', () => {
  // Several page loads each (the /frontend test: thirteen): more than the default 45 s on a loaded machine.
  test.describe.configure({ timeout: 120_000 });

  test('the language button of an English page draws "বাংলা" with a Bengali font, not empty boxes, without fetching the whole Bengali font', async ({
    page,
  }) => {
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontRequests.push(request.url());
    });
    await page.goto('/');
    await expect(page.locator('head link[rel="preload"][as="font"]')).toHaveCount(0);
    const word = page.getByRole('banner').locator('form[action="/set-language"] button span').first();
    await expect(word).toHaveText('বাংলা');
    await page.evaluate(() => document.fonts.ready);
    const fonts = await renderedFonts(page, 'header form[action="/set-language"] button span');
    // All five characters drawn by our tiny Noto Sans Bengali subset (a web font), none by a fallback.
    expect(fonts).toEqual([
      expect.objectContaining({ familyName: 'Noto Sans Bengali', isCustomFont: true, glyphCount: 5 }),
    ]);
    expect(await page.evaluate(() => document.fonts.check('500 14px "Haat Bengali Switch"', 'বাংলা'))).toBe(
      true,
    );
    // The subset (and the taka sign of the prices) is inlined in the stylesheet: the English page
    // fetches no font file at all.
    expect(fontRequests).toEqual([]);
  });

  test("a page downloads only its language's messages, and the language switch fetches the other before it switches", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    expect(scripts.filter((path) => path.startsWith('/assets/messages-en-'))).toHaveLength(1);
    expect(scripts.filter((path) => path.startsWith('/assets/messages-bn-'))).toHaveLength(0);
    // Only the storefront's part of them: the dashboards' messages stay on the server.
    expect(scripts.filter((path) => path.startsWith('/assets/rest-messages-'))).toHaveLength(0);
    // Preloaded in the head, beside the app's code.
    await expect(page.locator('head link[rel="modulepreload"][href^="/assets/messages-en-"]')).toHaveCount(1);

    await page
      .getByRole('banner')
      .getByRole('button', { name: /Language/ })
      .click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('banner').getByRole('button', { name: /ভাষা/ })).toBeVisible();
    expect(scripts.filter((path) => path.startsWith('/assets/messages-bn-'))).toHaveLength(1);
    await expect(page.locator('main').getByRole('button', { name: 'কার্টে যোগ করুন' }).first()).toBeVisible();

    // A Bengali page from the start fetches only the Bengali messages.
    scripts.length = 0;
    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: /ভাষা/ })).toBeVisible();
    expect(scripts.filter((path) => path.startsWith('/assets/messages-bn-'))).toHaveLength(1);
    expect(scripts.filter((path) => path.startsWith('/assets/messages-en-'))).toHaveLength(0);
    expect(scripts.filter((path) => path.startsWith('/assets/rest-messages-'))).toHaveLength(0);
    // Bengali pages preload their subset Bengali font (English pages do not: checked above).
    await expect(page.locator('head link[rel="preload"][as="font"][href*="bengali-400"]')).toHaveCount(1);
    await page.evaluate(() => document.fonts.ready);
    const fonts = await renderedFonts(page, 'main h2, main h1');
    expect(fonts.some((font) => font.familyName === 'Noto Sans Bengali' && font.isCustomFont)).toBe(true);
  });

  test("a page outside the storefront fetches the rest of its language's messages, on a first load and on a move", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    // A first load: the page's code waits for the rest before it runs, so the page is translated.
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    expect(scripts.filter((path) => path.startsWith('/assets/rest-messages-en-'))).toHaveLength(1);
    expect(scripts.filter((path) => /^\/assets\/(rest-)?messages-bn-/.test(path))).toHaveLength(0);

    // A move from a storefront page (which has only its part) to such a page, in Bengali: the
    // header's sign-in dialog (its form is loaded when it opens), then its link to that page.
    await page.context().addCookies([{ name: 'haat_lang', value: 'bn', url: page.url() }]);
    scripts.length = 0;
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    expect(scripts.filter((path) => path.startsWith('/assets/rest-messages-'))).toHaveLength(0);
    await page.getByRole('banner').getByRole('link', { name: 'সাইন ইন' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'পাসওয়ার্ড ভুলে গেছেন?' }).click();
    await expect(page.getByRole('heading', { name: 'পাসওয়ার্ড নতুন করে ঠিক করুন' })).toBeVisible();
    expect(scripts.filter((path) => path.startsWith('/assets/rest-messages-bn-'))).toHaveLength(1);
    expect(scripts.filter((path) => path.startsWith('/assets/rest-messages-en-'))).toHaveLength(0);
  });

  test('the welcome loader draws its bar and number at most ten times a second, not on every tick', async ({
    page,
  }) => {
    // Every tick raises aria-valuenow by 1; only a draw changes the bar's transform and the text.
    await page.addInitScript(() => {
      const log = { ticks: 0, draws: [] as number[], texts: [] as string[] };
      (window as unknown as { __loaderLog: typeof log }).__loaderLog = log;
      new MutationObserver((records) => {
        for (const record of records) {
          // The loader's own nodes only: hydration changes other text and styles meanwhile.
          const node = record.target instanceof Element ? record.target : record.target.parentElement;
          if (!node?.closest('#welcome-loader')) continue;
          if (record.attributeName === 'aria-valuenow') log.ticks += 1;
          if (record.attributeName === 'style') log.draws.push(performance.now());
          if (record.type === 'characterData') log.texts.push(record.target.textContent ?? '');
        }
      }).observe(document, {
        subtree: true,
        attributes: true,
        attributeFilter: ['aria-valuenow', 'style'],
        characterData: true,
      });
    });
    await page.goto('/');
    await expect(page.locator('#welcome-loader')).toHaveCount(0, { timeout: 15_000 });
    const log = await page.evaluate(
      () =>
        (window as unknown as { __loaderLog: { ticks: number; draws: number[]; texts: string[] } })
          .__loaderLog,
    );
    expect(log.ticks).toBe(100);
    expect(log.texts.at(-1)).toBe('Loading, 100%');
    expect(log.draws.length).toBe(log.texts.length);
    expect(log.draws.length).toBeLessThan(log.ticks / 2);
    // At most one draw per 100 ms, and one more at 100. (Counted over the whole time rather than
    // draw by draw: the observer sees each draw when the busy page lets it, not when it happened.)
    const span = log.draws.at(-1)! - log.draws[0]!;
    expect(log.draws.length).toBeLessThanOrEqual(Math.ceil(span / 100) + 2);
  });

  test('the welcome loader counts along the bottom edge and never covers the page the server drew', async ({
    page,
  }) => {
    // Watch the first visit's loader from before the page's scripts run.
    await page.addInitScript(() => {
      const seen: { covering: boolean; height: number }[] = [];
      (window as unknown as { __loaderBoxes: typeof seen }).__loaderBoxes = seen;
      new MutationObserver(() => {
        const loader = document.getElementById('welcome-loader');
        const main = document.querySelector('header');
        if (!loader || !main) return;
        const box = loader.getBoundingClientRect();
        const top = main.getBoundingClientRect();
        const hit = document.elementFromPoint(
          top.left + top.width / 2,
          top.top + Math.min(top.height, 40) / 2,
        );
        seen.push({ covering: Boolean(hit && loader.contains(hit)), height: box.height });
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-valuenow'] });
    });
    await page.goto('/');
    await expect(page.locator('#welcome-loader')).toHaveCount(0, { timeout: 15_000 });
    const boxes = await page.evaluate(
      () => (window as unknown as { __loaderBoxes: { covering: boolean; height: number }[] }).__loaderBoxes,
    );
    expect(boxes.length).toBeGreaterThan(0);
    expect(boxes.every((box) => !box.covering && box.height < 80)).toBe(true);
  });

  test('a page the server drew shows at once; the next page a visitor opens fades in', async ({ page }) => {
    await page.goto('/');
    const firstPage = page.locator('main#main > div').first();
    await expect(firstPage).toBeVisible();
    // No fade holds back the first paint: the page's wrapper has no animation.
    expect(await firstPage.evaluate((node) => getComputedStyle(node).animationName)).toBe('none');
    await page.locator('main a[href="/groceries"]').first().click();
    await page.waitForURL('**/groceries');
    const nextPage = page.locator('main#main > div').first();
    await expect(nextPage).toHaveClass(/page-fade/);
    expect(await nextPage.evaluate((node) => getComputedStyle(node).animationDuration)).toBe('0.5s');
  });

  test("a page's scripts and stylesheet come compressed with Brotli ahead of time, cached for a year, without a document's security headers", async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const local = [
      ...new Set([...html.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!)),
    ];
    expect(local.length).toBeGreaterThan(5);
    for (const href of local) {
      const compressed = await request.get(href, { headers: { 'accept-encoding': 'br' } });
      expect(compressed.status()).toBe(200);
      const headers = compressed.headers();
      expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['content-security-policy']).toBeUndefined();
      expect(headers['x-frame-options']).toBeUndefined();
      const plain = await request.get(href, { headers: { 'accept-encoding': 'identity' } });
      const size = (await plain.body()).length;
      if (size < 1024) continue;
      // Stored compressed, so the answer has a length (a compressed-per-request answer is chunked).
      expect(headers['content-encoding']).toBe('br');
      expect(Number(headers['content-length'])).toBeLessThan(size);
      // The same file, decompressed by the client.
      expect((await compressed.body()).equals(await plain.body())).toBe(true);
    }
  });

  test('the /frontend/* component pages show each storefront component alone, with live data, not for search engines', async ({
    page,
  }) => {
    const components = [
      'authForm',
      'body',
      'navigation',
      'navigationBarFloat',
      'AllProducts',
      'BannerList',
      'HotProducts',
      'RecommendedProducts',
      'NavList',
      'search-input-block',
      'TopSection',
    ];
    for (const name of components) {
      const response = await page.goto(`/frontend/${name}`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['x-robots-tag']).toContain('noindex');
      await expect(
        page.getByRole('heading', { level: 1, name: `Storefront component: ${name}` }),
      ).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    }
    await page.goto('/frontend/HotProducts');
    await expect(page.getByRole('heading', { name: 'Hot products' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.goto('/frontend/NavList');
    await expect(page.getByRole('link', { name: 'Groceries' })).toBeVisible();
    expect((await page.goto('/frontend/nothing'))?.status()).toBe(404);
  });
});
