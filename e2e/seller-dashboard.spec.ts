import type { Page } from '@playwright/test';
import { apiOf, saveAddress } from './api.ts';
import { expect, test, waitForApp } from './fixtures.ts';
import { ADMIN_PATH, CUSTOMER, SELLER, sellerOnScreen, signInAsAdmin, signInAsSeller } from './sign-in.ts';

/*
 * The seller's day (issue 13), on a phone (390 px), in English and in Bengali: a shopper orders,
 * the seller's manage-orders page shows the new order without a reload (server-sent event, a
 * toast), the seller prepares and packs it and opens its invoice.
 */

const WORDS = {
  en: { prepare: 'Start preparing', pack: 'Mark packed', invoice: 'Invoice (A4)', packedTab: 'Being packed' },
  bn: { prepare: 'প্রস্তুত শুরু করুন', pack: 'প্যাক হয়েছে', invoice: 'চালান (এ৪)', packedTab: 'প্যাক হচ্ছে' },
} as const;

/** The demo customer orders one of the demo seller's products (through the API, as checkout does). */
async function shopperOrders(page: Page): Promise<{ order_number: string; sub_number: string; id: number }> {
  await page.goto('/');
  const api = await apiOf(page.context(), page.request);
  await api.post('/api/auth/login', { login: CUSTOMER.login, password: CUSTOMER.password });
  const address = await saveAddress(api);
  const products = (await api.get('/api/products?limit=100')).data as Array<{
    id: number;
    company_info: { slug: string };
    product_price_infos: Array<{ stock: number; min_qty: number; product_price_type_data: { id: number } }>;
  }>;
  const product = products.find(
    (item) =>
      item.company_info.slug === SELLER.slug &&
      item.product_price_infos[0]!.stock >= item.product_price_infos[0]!.min_qty + 2,
  )!;
  expect(product, 'a product of the demo seller in stock').toBeTruthy();
  const price = product.product_price_infos[0]!;
  const items = [
    { product_id: product.id, price_type_id: price.product_price_type_data.id, quantity: price.min_qty },
  ];
  const quote = (await api.post('/api/cart/quote', { items })).data;
  const placed = await api.post(
    '/api/orders/place',
    { items, shipping_address_id: address.data.id, payment_method: 'cod', expected_total: quote.total },
    { 'idempotency-key': `seller-desk-${Date.now()}-${Math.random().toString(36).slice(2)}` },
  );
  const part = placed.data.seller_orders.find(
    (item: { company_info: { slug: string } }) => item.company_info.slug === SELLER.slug,
  );
  return { order_number: placed.data.order_number, sub_number: part.sub_number, id: part.id };
}

for (const locale of ['en', 'bn'] as const) {
  test(`a seller sees a new order live, packs it and opens its invoice (${locale}, 390 px)`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const words = WORDS[locale];
    const { context: sellerContext, page } = await sellerOnScreen(
      browser,
      baseURL,
      { width: 390, height: 844 },
      { locale },
    );
    const shopperContext = await browser.newContext({ baseURL });
    try {
      const listening = page.waitForResponse((response) => response.url().includes('/api/events'));
      await page.goto('/seller-dashboard/manage-orders?tab=new');
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect((await listening).status()).toBe(200);
      await page.evaluate(() => {
        (window as Window & { __sameDocument?: boolean }).__sameDocument = true;
      });

      const order = await shopperOrders(await shopperContext.newPage());

      // Without a reload: the event brings the row and a toast.
      await expect(
        page.getByRole('status').filter({ hasText: locale === 'bn' ? 'নতুন অর্ডার' : 'New order' }),
      ).toBeVisible({ timeout: 15_000 });
      const row = page.locator(`[data-order="${order.order_number}"]`);
      await expect(row).toBeVisible({ timeout: 15_000 });
      expect(
        await page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument),
      ).toBe(true);
      // Nothing wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      // Open it, prepare it, pack it.
      await row.getByRole('link').first().click();
      const drawer = page.getByRole('dialog');
      await expect(drawer).toBeVisible();
      await drawer.getByRole('button', { name: words.prepare }).click();
      await expect(drawer.getByRole('button', { name: words.pack })).toBeVisible();
      await drawer.getByRole('button', { name: words.pack }).click();
      await expect(drawer.getByRole('button', { name: words.pack })).toHaveCount(0);

      // The invoice, with the order's barcode.
      const [invoice] = await Promise.all([
        sellerContext.waitForEvent('page'),
        drawer.getByRole('link', { name: words.invoice }).click(),
      ]);
      const printed = invoice.getByTestId('print-document');
      await expect(printed).toBeVisible();
      await expect(printed).toContainText(order.sub_number);
      await expect(printed.locator('svg path')).toHaveCount(1);
      await invoice.close();

      // It is now in the packed tab.
      await page.goto(`/seller-dashboard/manage-orders?tab=packed&q=${order.order_number}`);
      await waitForApp(page);
      await expect(page.getByRole('link', { name: words.packedTab })).toHaveAttribute('aria-current', 'page');
      await expect(page.locator(`[data-order="${order.order_number}"]`)).toBeVisible();
    } finally {
      await sellerContext.close();
      await shopperContext.close();
    }
  });
}

test('a seller filters the shop’s reviews by stars and replies to one, once (Bengali, 390 px)', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await sellerOnScreen(
    browser,
    baseURL,
    { width: 390, height: 844 },
    { locale: 'bn' },
  );
  await page.goto('/seller-dashboard/rating-reviews');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'রেটিং ও রিভিউ' })).toBeVisible();
  await expect(page.getByTestId('shop-average')).toContainText('★');
  // Five stars only: every review shown has five.
  await page.getByRole('link', { name: '৫★' }).click();
  await expect(page).toHaveURL(/stars=5/);
  const reviews = page.getByTestId('seller-review');
  await expect(reviews.first()).toBeVisible();
  for (const label of await reviews
    .getByRole('img')
    .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')))) {
    expect(label).toBe('৫-এর মধ্যে ৫ তারকা');
  }
  // Back to all; reply to the first review without a reply, and the reply replaces the form.
  await page.getByRole('link', { name: 'সব তারকা' }).click();
  await expect(page).not.toHaveURL(/stars=/);
  await expect(reviews.getByRole('img', { name: '৫-এর মধ্যে ৩ তারকা' }).first()).toBeVisible();
  const open = reviews.filter({ has: page.getByRole('button', { name: 'উত্তর দিন' }) }).first();
  const author = await open.locator('span.font-medium').first().textContent();
  const reply = `ধন্যবাদ! ${Date.now()}`;
  await open.getByRole('textbox').fill(reply);
  await open.getByRole('button', { name: 'উত্তর দিন' }).click();
  const answered = reviews.filter({ hasText: reply });
  await expect(answered).toBeVisible({ timeout: 10_000 });
  await expect(answered).toContainText(author ?? '');
  await expect(answered.getByRole('button', { name: 'উত্তর দিন' })).toHaveCount(0);
  await context.close();
});

test('a seller frames a new logo with the crop sliders and the shop page shows it (390 px)', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await sellerOnScreen(browser, baseURL, { width: 390, height: 844 });
  await page.goto('/seller-dashboard/settings');
  await waitForApp(page);
  // A wide picture: left half red, right half blue; the logo keeps a square of it.
  const sharp = (await import('sharp')).default;
  const half = (colour: string) =>
    sharp({ create: { width: 400, height: 400, channels: 3, background: colour } })
      .png()
      .toBuffer();
  const picture = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#ffffff' } })
    .composite([
      { input: await half('#dc2626'), left: 0, top: 0 },
      { input: await half('#2563eb'), left: 400, top: 0 },
    ])
    .png()
    .toBuffer();
  const logo = page.getByRole('region', { name: 'Logo' });
  const kept = page.locator('input[type=hidden][name=logo]');
  const before = await kept.inputValue();
  await logo
    .locator('input[type=file]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: picture });
  const preview = logo.getByRole('img', { name: 'What will be kept' });
  await expect(preview).toBeVisible();
  // All the way left and zoomed in: only red is kept.
  await logo.getByLabel('Left and right').fill('0');
  await logo.getByLabel('Zoom').fill('2');
  const centre = await preview.evaluate((canvas: HTMLCanvasElement) =>
    Array.from(canvas.getContext('2d')!.getImageData(256, 256, 1, 1).data.slice(0, 3)),
  );
  expect(centre[0]).toBeGreaterThan(200);
  expect(centre[2]).toBeLessThan(80);
  await logo.getByRole('button', { name: 'Use this picture' }).click();
  // The uploaded crop replaces the shop's logo in the form.
  await expect(kept).not.toHaveValue(before);
  const path = await kept.inputValue();
  expect(path).toMatch(/\.webp$/);
  // The page stays within the phone's width while framing.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your shop settings were saved.')).toBeVisible();
  await page.goto(`/shop/${SELLER.slug}`);
  const stem = path
    .replace(/\.webp$/, '')
    .split('/')
    .pop()!;
  await expect(page.locator(`img[src*="${stem}"]`).first()).toBeAttached();
  await context.close();
});

test('a seller saving the long settings form on a phone sees the answer by the button; a wrong phone is named (Bengali, 360 px)', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await sellerOnScreen(
    browser,
    baseURL,
    { width: 360, height: 740 },
    { locale: 'bn' },
  );
  await page.goto('/seller-dashboard/settings');
  await waitForApp(page);
  // The logo and the banner are each named once on screen (their section's heading, which also
  // names the file field for a screen reader); 'লোগো' was written twice, heading and label.
  for (const name of ['লোগো', 'ব্যানার']) {
    await expect(page.getByText(name, { exact: true })).toHaveCount(1);
    const section = page.getByRole('region', { name, exact: true });
    await expect(section.getByLabel(name, { exact: true })).toHaveAttribute('type', 'file');
  }
  const phone = page.getByLabel('যোগাযোগের ফোন');
  const before = await phone.inputValue();
  await phone.fill('১২৩');
  await page.getByRole('button', { name: 'সংরক্ষণ করুন' }).click();
  await expect(page.getByText('একটি সঠিক ফোন নম্বর দিন।')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'কিছু তথ্য সঠিক নয়' })).toBeInViewport();
  // Bengali digits are a phone number all the same.
  await phone.fill('০১৭১১২২৩৩৪৪');
  await page.getByRole('button', { name: 'সংরক্ষণ করুন' }).click();
  await expect(page.getByText('আপনার দোকানের সেটিং সংরক্ষণ করা হয়েছে।')).toBeInViewport();
  await page.reload();
  await expect(phone).toHaveValue('01711223344');
  await phone.fill(before);
  await page.getByRole('button', { name: 'সংরক্ষণ করুন' }).click();
  await expect(page.getByText('আপনার দোকানের সেটিং সংরক্ষণ করা হয়েছে।')).toBeInViewport();
  await context.close();
});

test('the order drawer takes the focus and closes with Escape; its checkboxes are named in Bengali digits, its totals stand at the end (360 px)', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await sellerOnScreen(
    browser,
    baseURL,
    { width: 360, height: 740 },
    { locale: 'bn' },
  );
  await page.goto('/seller-dashboard/manage-orders?tab=new');
  await waitForApp(page);
  // Each order's total stands at the end of its card, also when the long Bengali payment line
  // pushes it onto a line of its own (it then sat at the start).
  for (const row of (await page.getByTestId('seller-orders').locator('li').all()).slice(0, 3)) {
    const total = row.getByText(/^৳ [০-৯,.]+$/);
    const [own, line] = [(await total.boundingBox())!, (await total.locator('..').boundingBox())!];
    expect(Math.round(own.x + own.width)).toBe(Math.round(line.x + line.width));
  }
  const first = page.getByTestId('seller-orders').locator('li').first();
  await expect(first.getByRole('checkbox')).toHaveAttribute('aria-label', /^অর্ডার [^0-9]+ বাছুন$/);
  await first.getByRole('link').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).not.toHaveURL(/order=/);
  await context.close();
});

test('the 80 mm packing slip keeps its paper size: its page style is allowed by the page’s CSP', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, baseURL });
  const page = await context.newPage();
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) refused.push(message.text());
  });
  await signInAsSeller(page);
  await page.goto('/seller-dashboard/manage-orders?tab=delivered');
  const id = new URL(
    await page
      .getByTestId('seller-orders')
      .locator('li a')
      .first()
      .evaluate((a: HTMLAnchorElement) => a.href),
  ).searchParams.get('order');
  await page.goto(`/seller-dashboard/manage-orders/${id}/print?doc=slip&size=80mm`);
  await expect(page.getByTestId('print-document')).toBeVisible();
  // The @page rule is in effect (a refused <style> has no rules).
  const rules = await page.evaluate(() =>
    Array.from(document.styleSheets).flatMap((sheet) =>
      Array.from(sheet.cssRules)
        .filter((rule) => rule instanceof CSSPageRule)
        .map((rule) => rule.cssText),
    ),
  );
  // (Chromium leaves `size` out of the rule's text; the 3 mm margin is the receipt's.)
  expect(rules.join(' ')).toContain('margin: 3mm');
  expect(refused).toEqual([]);
  await context.close();
});

test('a cancelled cash-on-delivery order has nothing to pay, not "not paid yet" (Bengali, 360 px)', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await sellerOnScreen(
    browser,
    baseURL,
    { width: 360, height: 740 },
    { locale: 'bn' },
  );
  await page.goto('/seller-dashboard/manage-orders?tab=cancelled');
  const rows = page.getByTestId('seller-orders').locator('li');
  const cod = rows.filter({ hasText: 'ক্যাশ অন ডেলিভারি' });
  await expect(cod.first()).toContainText('ক্যাশ অন ডেলিভারি · কিছু পরিশোধ করতে হবে না');
  await expect(rows.filter({ hasText: 'এখনো পরিশোধ হয়নি' })).toHaveCount(0);
  await context.close();
});

test('the reason of an order cancelled as not paid in time reads in Bengali for the seller, the customer and the admin', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const bengali = [{ name: 'haat_lang', value: 'bn', url: baseURL! }];
  const reason = 'সময়মতো পরিশোধ করা হয়নি';
  const shopperContext = await browser.newContext({ viewport: { width: 360, height: 740 }, baseURL });
  const sellerContext = await browser.newContext({ viewport: { width: 360, height: 740 }, baseURL });
  const adminContext = await browser.newContext({ baseURL });
  try {
    const shopper = await shopperContext.newPage();
    const order = await shopperOrders(shopper);
    const seller = await sellerContext.newPage();
    await signInAsSeller(seller);
    // The unpaid-order job's reason as rows written before it kept its message key hold it: in
    // English (the API test runs the job itself and checks it now stores the key).
    await (await apiOf(sellerContext, seller.request)).post(`/api/seller-orders/cancel/${order.id}`, {
      reason: 'Not paid in time',
    });

    await sellerContext.addCookies(bengali);
    await seller.goto(`/seller-dashboard/manage-orders?tab=cancelled&order=${order.id}`);
    await expect(seller.getByRole('dialog')).toContainText(`বাতিল: ${reason}`);

    await shopperContext.addCookies(bengali);
    await shopper.goto(`/user/my-orders?order=${encodeURIComponent(order.order_number)}`);
    await expect(shopper.getByRole('list', { name: 'অর্ডারের ধাপ' })).toContainText(reason);

    const admin = await adminContext.newPage();
    await signInAsAdmin(admin);
    await adminContext.addCookies(bengali);
    await admin.goto(`${ADMIN_PATH}/order-infos?open=${order.id}`);
    await expect(admin.getByRole('complementary')).toContainText(reason);
    await expect(admin.getByRole('complementary')).not.toContainText('Not paid in time');
  } finally {
    await shopperContext.close();
    await sellerContext.close();
    await adminContext.close();
  }
});

test('the media gallery’s search reads as what it searches, and its row lines up (English, 1280 px)', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await sellerOnScreen(browser, baseURL, { width: 1280, height: 800 });
  await page.goto('/seller-dashboard/media-galleries');
  await waitForApp(page);
  // It searches the images' file names; it said "Search products".
  const search = page.getByLabel('Search by file name');
  const unused = page.locator('label').filter({ has: page.getByRole('checkbox', { name: 'Only unused' }) });
  const apply = page.getByRole('button', { name: 'Apply' });
  const [field, box, button] = [
    (await search.boundingBox())!,
    (await unused.boundingBox())!,
    (await apply.boundingBox())!,
  ];
  // The field stood 2 px shorter than the button, and the checkbox sat at the bottom of the row.
  expect(Math.round(field.height)).toBe(Math.round(button.height));
  expect(Math.round(box.y + box.height / 2)).toBe(Math.round(field.y + field.height / 2));
  await context.close();
});

test('on a phone the seller menu, one row that scrolls sideways, shows the page’s own item, the last one too (Bengali, 320 px)', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await sellerOnScreen(
    browser,
    baseURL,
    { width: 320, height: 640 },
    { locale: 'bn' },
  );
  try {
    const menu = page.getByRole('navigation', { name: 'বিক্রেতা মেনু' });
    /** How far the page's own item sticks out of the menu's visible part, in px (0 when whole). */
    const hidden = async () => {
      const row = await menu.boundingBox();
      const item = await menu.locator('[aria-current="page"]').boundingBox();
      return Math.max(0, row!.x - item!.x) + Math.max(0, item!.x + item!.width - (row!.x + row!.width));
    };
    await page.goto('/seller-dashboard/staff');
    await waitForApp(page);
    await expect(menu.getByRole('link', { name: 'কর্মী' })).toHaveAttribute('aria-current', 'page');
    // The row is wider than the phone: the last item was off to the right.
    expect(await menu.evaluate((row) => row.scrollWidth > row.clientWidth)).toBe(true);
    await expect.poll(hidden).toBe(0);
    // A move inside the dashboard brings the new page's item in too.
    await menu.getByRole('link', { name: 'ড্যাশবোর্ড' }).click();
    await expect(page).toHaveURL(/\/seller-dashboard\/?$/);
    await expect.poll(hidden).toBe(0);
  } finally {
    await context.close();
  }
});
