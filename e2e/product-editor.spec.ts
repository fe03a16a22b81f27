import sharp from 'sharp';
import { PRODUCT_CSV_COLUMNS } from '../lib/contracts/product-editor.ts';
import { xlsxOf } from '../server/modules/catalog/xlsx.test-helper.ts';
import { seriousAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { ADMIN_PATH, signInAsAdmin, signInAsSeller } from './sign-in.ts';

/*
 * Issue 12's journey: on a 390 px phone in Bengali, the demo seller creates a product with two
 * price types, a new photo and one reused from its media gallery, a brand and tags chosen with the
 * keyboard and the mouse in the type-ahead (and a new tag), and sends it for review; an admin
 * approves it in products-pre; a shopper finds it by search and adds it to the cart.
 */

const WORD = `zephyrine${Date.now().toString(36)}`;

test.use({ viewport: { width: 390, height: 844 } });

test('a seller lists a product, an admin approves it, a shopper buys it', async ({ browser }) => {
  test.setTimeout(180_000);
  const seller = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await seller.newPage();
  await signInAsSeller(page, { locale: 'bn' });

  // A photo already in the seller's media gallery, to reuse in the editor.
  const shelf = await sharp({ create: { width: 500, height: 400, channels: 3, background: '#3070c0' } })
    .png()
    .toBuffer();
  await page.goto('/seller-dashboard/media-galleries');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: `shelf-${WORD}.png`, mimeType: 'image/png', buffer: shelf });
  await expect(page.getByText(`shelf-${WORD}.png`)).toBeVisible();

  await page.goto('/seller-dashboard/products/new');
  await page.getByLabel('শিরোনাম (ইংরেজি)').fill(`${WORD} Mango Pickle`);
  await page.getByLabel('শিরোনাম (বাংলা)').fill(`${WORD} আমের আচার`);
  await page.getByLabel('ক্যাটাগরি').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'পরের ধাপ' }).click();
  await expect(page).toHaveURL(/\/seller-dashboard\/products\/\d+\?step=type/);

  await page.getByRole('button', { name: /৩\. মূল্য/ }).click();
  for (const index of [0, 1]) {
    await page.getByRole('button', { name: /মূল্যের ধরন যোগ করুন/ }).click();
    const line = page.getByTestId('price-line').nth(index);
    await line.getByLabel('মূল্যের ধরন').selectOption({ index: index + 1 });
    await line.getByLabel('মূল্য (৳)', { exact: true }).fill(index === 0 ? '150' : '1600');
  }
  await page.getByRole('button', { name: 'পরের ধাপ' }).click();
  for (const input of await page.getByLabel(/^মজুদ:/).all()) await input.fill('25');
  await page.getByRole('button', { name: 'পরের ধাপ' }).click();

  const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#e0a020' } })
    .jpeg()
    .toBuffer();
  await page
    .getByTestId('photo-input')
    .setInputFiles({ name: 'pickle.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText('প্রধান ছবি')).toBeVisible();
  await page.getByRole('button', { name: 'আমার মিডিয়া গ্যালারি থেকে বাছুন' }).click();
  await page.getByRole('button', { name: `shelf-${WORD}.png যোগ করুন` }).click();
  await expect(page.getByRole('button', { name: `shelf-${WORD}.png: যোগ হয়েছে` })).toBeDisabled();
  await expect(page.locator('ol img')).toHaveCount(2);
  await page.getByRole('button', { name: 'পরের ধাপ' }).click();
  await expect(page.getByRole('heading', { name: /ট্যাগ/ })).toBeVisible();

  // Tags: an existing one by the mouse, a new one by the keyboard; a chip can be removed.
  const tagBox = page.getByRole('combobox', { name: 'ট্যাগ খুঁজুন বা যোগ করুন' });
  await tagBox.fill('অর্গা');
  // Other browser tests may add tags with this word (a merge test): take the one that starts with it.
  await page.getByRole('option', { name: /^অর্গানিক/ }).click();
  await expect(page.getByTestId('tag-chips')).toContainText('অর্গানিক');
  await tagBox.fill('মস');
  await expect(page.getByRole('option', { name: /মসলা/ })).toBeVisible();
  await tagBox.press('Escape');
  await expect(tagBox).toHaveAttribute('aria-expanded', 'false');
  await tagBox.fill(`${WORD}pickle`);
  await expect(page.getByRole('option', { name: `নতুন ট্যাগ “${WORD}pickle” যোগ করুন` })).toBeVisible();
  await tagBox.press('ArrowDown');
  await expect(tagBox).toHaveAttribute('aria-activedescendant', /option/);
  await tagBox.press('Enter');
  await expect(page.getByTestId('tag-chips')).toContainText(`${WORD}pickle`);
  await tagBox.fill('স্বাস্থ্য');
  await page.getByRole('option', { name: /স্বাস্থ্যকর/ }).click();
  await page.getByRole('button', { name: 'স্বাস্থ্যকর ট্যাগটি সরান' }).click();
  await expect(page.getByTestId('tag-chips')).not.toContainText('স্বাস্থ্যকর');
  await page.getByRole('button', { name: 'পরের ধাপ' }).click();

  // Brand: typed, chosen with the arrow keys and Enter.
  const brandBox = page.getByRole('combobox', { name: 'ব্র্যান্ড খুঁজুন' });
  await brandBox.fill('প্রা');
  await expect(page.getByRole('option', { name: /প্রাণ/ })).toBeVisible();
  await brandBox.press('ArrowDown');
  await brandBox.press('Enter');
  await expect(page.getByTestId('brand-chip')).toContainText('প্রাণ');
  await page.getByRole('button', { name: 'পরের ধাপ' }).click();
  await expect(page.getByRole('heading', { name: /ওয়ারেন্টি/ })).toBeVisible();
  await expect(page.getByText('খসড়া সংরক্ষিত')).toBeVisible();

  // Everything was saved: the chips come back with their names after a reload.
  await page.goto(`${page.url().replace(/\?.*$/, '')}?step=tags`);
  await expect(page.getByTestId('tag-chips')).toContainText('অর্গানিক');
  await expect(page.getByTestId('tag-chips')).toContainText(`${WORD}pickle`);
  // On a 320 px phone the chips and the open suggestions fit too.
  await page.setViewportSize({ width: 320, height: 700 });
  await page.getByRole('combobox', { name: 'ট্যাগ খুঁজুন বা যোগ করুন' }).fill('অ');
  await expect(page.getByRole('listbox')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  // The combobox, its open list and the chips pass axe.
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: /৭\. ব্র্যান্ড/ }).click();
  await expect(page.getByTestId('brand-chip')).toContainText('প্রাণ');
  await page.getByRole('button', { name: /৫\. / }).click();
  await expect(page.locator('ol img')).toHaveCount(2);
  // The page (the step list's hidden state words included) fits the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'প্রিভিউ' }).click();
  await expect(page.getByTestId('preview')).toContainText(`${WORD} আমের আচার`);
  await page.getByTestId('submit-product').click();
  await expect(page.getByTestId('review-state')).toHaveText('পর্যালোচনার অপেক্ষায়');

  // An Excel workbook imports like a CSV file: good rows become products, bad rows are listed.
  await page.goto('/seller-dashboard/products');
  await page.getByText('CSV বা এক্সেল থেকে আনুন').first().click();
  const workbook = xlsxOf([
    [...PRODUCT_CSV_COLUMNS],
    [
      `XL-${WORD}`,
      `${WORD} Lentils`,
      `${WORD} ডাল`,
      'groceries',
      'piece',
      140,
      null,
      1,
      10,
      30,
      null,
      null,
      null,
    ],
    [
      `XL2-${WORD}`,
      `${WORD} Salt`,
      'লবণ',
      'no-such-category',
      'piece',
      40,
      null,
      1,
      10,
      30,
      null,
      null,
      null,
    ],
  ]);
  await page.getByLabel('CSV বা এক্সেল (.xlsx) ফাইল').setInputFiles({
    name: 'products.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: workbook,
  });
  await page.getByRole('button', { name: 'CSV বা এক্সেল থেকে আনুন' }).click();
  const errors = page.getByRole('table', { name: 'ভুলসহ সারি' });
  await expect(errors).toContainText('category_slug');
  await expect(errors.getByRole('cell', { name: '৩', exact: true })).toBeVisible();
  await page.goto(`/seller-dashboard/products?q=${WORD}%20Lentils`);
  await expect(page.getByTestId('managed-product')).toHaveCount(1);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.goto(`${ADMIN_PATH}/products-pre`);
  const item = admin.getByTestId('review-item').filter({ hasText: `${WORD} Mango Pickle` });
  // The proposal reads field by field, not as JSON: prices in taka, tags by name, photos as thumbnails.
  await item.locator('summary').click();
  await expect(item.getByTestId('review-field').filter({ hasText: /^Price: / })).toHaveCount(2);
  await expect(item).toContainText('৳ 150');
  await expect(item).toContainText('৳ 1,600');
  await expect(item.getByTestId('review-field').filter({ hasText: /^Tags/ })).toContainText(`${WORD}pickle`);
  await expect(item.locator('img')).toHaveCount(2);
  await expect(item).not.toContainText('{');
  await item.getByTestId('approve').click();
  await expect(admin.getByTestId('review-item').filter({ hasText: `${WORD} Mango Pickle` })).toHaveCount(0);

  const shopperContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const shopper = await shopperContext.newPage();
  await shopper.goto(`/search?q=${WORD}`);
  await shopper
    .getByRole('link', { name: new RegExp(`${WORD} Mango Pickle`) })
    .first()
    .click();
  await shopper
    .locator('main article')
    .getByRole('button', { name: /^(Add to cart|Added to cart)$/ })
    .first()
    .click();
  await expect(shopper.getByRole('banner').getByTestId('cart-count')).toHaveText('1');
});

test('a seller types prices with a decimal point and stock in Bengali digits (Bengali, 360 px)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const word = `typed${Date.now().toString(36)}`;
  await page.setViewportSize({ width: 360, height: 800 });
  await signInAsSeller(page, { locale: 'bn' });

  await page.goto('/seller-dashboard/products/new');
  // The steps are numbered in Bengali digits.
  await expect(page.getByRole('button', { name: /^১\. তথ্য/ })).toBeVisible();
  await page.getByLabel('শিরোনাম (ইংরেজি)').fill(`${word} Honey`);
  await page.getByLabel('শিরোনাম (বাংলা)').fill(`${word} মধু`);
  await page.getByLabel('ক্যাটাগরি').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'পরের ধাপ' }).click();
  await expect(page).toHaveURL(/\/seller-dashboard\/products\/\d+\?step=type/);
  const edit = page.url().replace(/\?.*$/, '');

  await page.getByRole('button', { name: /৩\. মূল্য/ }).click();
  await page.getByRole('button', { name: /মূল্যের ধরন যোগ করুন/ }).click();
  const line = page.getByTestId('price-line');
  await line.getByLabel('মূল্যের ধরন').selectOption({ index: 1 });
  // Typed key by key, as on a phone: the decimal point stays, and the digits are the page's own
  // (Latin digits typed show as Bengali, Bengali digits stay).
  const price = line.getByLabel('মূল্য (৳)', { exact: true });
  await price.fill('');
  await price.pressSequentially('12.50');
  await expect(price).toHaveValue('১২.৫০');
  const minimum = line.getByRole('textbox').nth(2);
  await minimum.fill('');
  await minimum.pressSequentially('২');
  await expect(minimum).toHaveValue('২');
  await page.getByRole('button', { name: 'পরের ধাপ' }).click();
  const stock = page.getByLabel(/^মজুদ:/);
  await stock.fill('');
  await stock.pressSequentially('২৫');
  await expect(stock).toHaveValue('২৫');
  await page.getByRole('button', { name: 'পরের ধাপ' }).click();
  await expect(page.getByTestId('photo-input')).toBeAttached();
  await expect(page.getByText('খসড়া সংরক্ষিত')).toBeVisible();

  // Saved as ৳12.50 (1250 poisha), a minimum of 2 and 25 in stock.
  await page.goto(`${edit}?step=price`);
  await expect(page.getByTestId('price-line').getByLabel('মূল্য (৳)', { exact: true })).toHaveValue('১২.৫');
  await expect(page.getByTestId('price-line').getByRole('textbox').nth(2)).toHaveValue('২');
  await page.goto(`${edit}?step=price-stock`);
  await expect(page.getByLabel(/^মজুদ:/)).toHaveValue('২৫');

  // The list's quick edit takes Bengali digits too, and says it saved.
  await page.goto(`/seller-dashboard/products?q=${word}`);
  const card = page.getByTestId('managed-product');
  await card.getByLabel('মজুদ').fill('৪০');
  await card.getByRole('button', { name: 'সংরক্ষণ' }).click();
  await expect(card.getByTestId('quick-saved')).toHaveText('পণ্যটি সংরক্ষণ করা হয়েছে।');
  await page.reload();
  await expect(page.getByTestId('managed-product').getByLabel('মজুদ')).toHaveValue('৪০');

  // Deleting asks first: a "no" keeps the product.
  const questions: string[] = [];
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByTestId('managed-product').getByRole('button', { name: 'মুছুন' }).click();
  expect(questions).toHaveLength(1);
  expect(questions[0]).toMatch(/^“.+” মুছবেন\?/);
  await page.waitForTimeout(300);
  await expect(page.getByTestId('managed-product')).toHaveCount(1);
  // A "yes" deletes it, and says so above the list (not inside the closed import panel).
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByTestId('managed-product').getByRole('button', { name: 'মুছুন' }).click();
  await expect(page.getByTestId('list-message')).toHaveText('পণ্যটি মুছে ফেলা হয়েছে।');
  await expect(page.getByTestId('list-message')).toBeVisible();
  await expect(page.getByTestId('managed-product')).toHaveCount(0);
});

test('the media gallery pages through more than one page of images (360 px)', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await signInAsSeller(page);
  await page.goto('/seller-dashboard/media-galleries');
  // 25 small pictures, uploaded as the gallery's button does (a page shows 24).
  const word = `page${Date.now().toString(36)}`;
  await page.evaluate(async (word) => {
    const token = document.cookie.match(/(?:^|; )haat_csrf=([^;]+)/)?.[1] ?? '';
    for (let i = 0; i < 25; i++) {
      const canvas = document.createElement('canvas');
      canvas.width = 200;
      canvas.height = 200;
      const context = canvas.getContext('2d')!;
      context.fillStyle = `hsl(${i * 14}, 70%, 50%)`;
      context.fillRect(0, 0, 200, 200);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
      const form = new FormData();
      form.append('file', blob, `${word}-${i}.png`);
      const response = await fetch('/api/media-galleries/store', {
        method: 'POST',
        body: form,
        headers: { 'x-csrf-token': decodeURIComponent(token) },
      });
      if (!response.ok) throw new Error(await response.text());
    }
  }, word);
  await page.goto(`/seller-dashboard/media-galleries?q=${word}`);
  await expect(page.getByRole('img', { name: `${word}-24.png` })).toBeVisible();
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages).toBeVisible();
  await pages.locator('a[href*="page=2"]').first().click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('img', { name: `${word}-0.png` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('a refused step is shown again with its errors, not passed over as saved (Bengali, 360 px)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const word = `refused${Date.now().toString(36)}`;
  await page.setViewportSize({ width: 360, height: 800 });
  await signInAsSeller(page, { locale: 'bn' });

  // A new product without its Bengali title and category: those two fields are marked.
  await page.goto('/seller-dashboard/products/new');
  await page.getByLabel('শিরোনাম (ইংরেজি)').fill(`${word} Tea`);
  await page.getByRole('button', { name: 'পরের ধাপ' }).click();
  await expect(page.getByLabel('শিরোনাম (বাংলা)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('এই ঘরটি পূরণ করা আবশ্যক।').first()).toBeVisible();
  await expect(page.getByLabel('শিরোনাম (ইংরেজি)')).toHaveValue(`${word} Tea`);
  await page.getByLabel('শিরোনাম (বাংলা)').fill(`${word} চা`);
  await page.getByLabel('ক্যাটাগরি').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'পরের ধাপ' }).click();
  await expect(page).toHaveURL(/\/seller-dashboard\/products\/\d+\?step=type/);

  // A discount above the price: the seller stays on the price step, told why, the step not ticked.
  await page.getByRole('button', { name: /৩\. মূল্য/ }).click();
  await page.getByRole('button', { name: /মূল্যের ধরন যোগ করুন/ }).click();
  const line = page.getByTestId('price-line');
  await line.getByLabel('মূল্যের ধরন').selectOption({ index: 1 });
  await line.getByLabel('মূল্য (৳)', { exact: true }).fill('100');
  await line.getByRole('textbox').nth(1).fill('500');
  await page.getByRole('button', { name: 'পরের ধাপ' }).click();
  await expect(page.getByText('ছাড়ের মূল্য অবশ্যই মূল্যের চেয়ে কম হতে হবে।')).toBeVisible();
  await expect(page.getByRole('heading', { name: /মূল্য$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /৩\. মূল্য/ })).toContainText('•');
  await expect(page.getByText('খসড়া সংরক্ষিত')).toHaveCount(0);
  await expect(line.getByRole('textbox').nth(1)).toHaveValue('৫০০');
  // Corrected, it is saved and the editor moves on.
  await line.getByRole('textbox').nth(1).fill('90');
  await page.getByRole('button', { name: 'পরের ধাপ' }).click();
  await expect(page.getByRole('heading', { name: /মজুদ$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /৩\. মূল্য/ })).toContainText('✓');
});
