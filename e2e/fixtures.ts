import { test as base, type Page } from '@playwright/test';

export type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
export { expect } from '@playwright/test';

/** True once the page's app has hydrated and run its startup steps (web/lib/startup.ts). */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as Window & { __haatStarted?: boolean }).__haatStarted === true);
}

/**
 * Playwright's `test`, with one change: `page.goto` to an HTML page resolves only once the app
 * has hydrated, so a test never clicks a server-rendered button React is not listening to yet.
 * (Without JavaScript the forms still work; browser tests exercise the hydrated app.)
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      // Only our app's pages (not the service worker's offline page, not a sitemap) hydrate.
      const isApp = await page.evaluate(() => '__reactRouterContext' in window).catch(() => false);
      if (isApp) await waitForApp(page);
      return response;
    };
    await use(page);
  },
});
