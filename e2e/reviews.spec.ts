import sharp from 'sharp';
import { expect, test, waitForApp } from './fixtures.ts';
import { signInAsCustomer } from './sign-in.ts';

/*
 * Issue 15's browser test, in Bengali: the demo customer rates a product of a delivered order
 * (waiting in My reviews, from the demo data) with one star, a text and a photo, and the product
 * page's average and count change at once, the photo shown with the review.
 */
test('a customer reviews a delivered product with a photo and the product page’s average changes (Bengali)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsCustomer(page, { locale: 'bn' });

  const pending = (await (await page.request.get('/api/reviews/pending')).json()).data as Array<{
    kind: string;
    order_item_id: number | null;
    product: { slug: string; title_bn: string } | null;
  }>;
  const item = pending.find((entry) => entry.kind === 'product' && entry.product);
  expect(item, 'the demo customer has a delivered product to rate').toBeTruthy();
  const productPath = `/products/${item!.product!.slug}`;

  await page.goto(productPath);
  await waitForApp(page);
  // The reviews section is server-rendered: a product without ratings has no average yet.
  const textOf = async (id: string) =>
    (await page.getByTestId(id).count()) ? ((await page.getByTestId(id).textContent()) ?? '') : '';
  const countBefore = await textOf('review-count');
  const averageBefore = await textOf('review-average');

  await page.goto('/user/my-reviews');
  await waitForApp(page);
  const form = page.getByTestId('review-form').filter({ hasText: item!.product!.title_bn }).first();
  await expect(form).toBeVisible();
  await form.getByLabel('৫-এর মধ্যে ১ তারকা').check();
  const text = `প্যাকেট ছেঁড়া ছিল ${Date.now()}`;
  await form.getByLabel('আপনার রিভিউ').fill(text);
  const photo = await sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .jpeg()
    .toBuffer();
  await form.getByLabel(/ছবি/).setInputFiles({ name: 'packet.jpg', mimeType: 'image/jpeg', buffer: photo });
  await form.getByRole('button', { name: 'রিভিউ জমা দিন' }).click();
  await expect(page.getByTestId('written-review').filter({ hasText: text })).toBeVisible({ timeout: 15_000 });

  // The product page: one rating more, a different average, and the review with its photo.
  await page.goto(productPath);
  await waitForApp(page);
  await expect(page.getByTestId('review-count')).not.toHaveText(countBefore);
  await expect(page.getByTestId('review-average')).not.toHaveText(averageBefore);
  await expect(page.getByTestId('review-average')).toContainText('৫-এর মধ্যে');
  await page.locator('#reviews').getByRole('link', { name: 'নতুন', exact: true }).click();
  const mine = page.getByTestId('review').filter({ hasText: text });
  await expect(mine).toBeVisible({ timeout: 10_000 });
  await expect(mine.locator('img[src*="/media/reviews/"]')).toHaveCount(1);
});

/*
 * My reviews on a 320 px phone in Bengali: the waiting forms fit the screen (they overflowed it by
 * about 40 px), the parts' numbers are in Bengali digits, a written review is confirmed, and it
 * can be changed within its edit window (the page had no way to edit, though the API allows it).
 */
test('a product’s rating rows read “1 star”, then “2 stars” (English)', async ({ page }) => {
  await page.goto('/products/miniket-rice');
  const reviews = page.getByRole('region', { name: 'Ratings & reviews' });
  await expect(reviews.getByText('1 star', { exact: true })).toBeVisible();
  await expect(reviews.getByText('2 stars', { exact: true })).toBeVisible();
  await expect(reviews.getByText('1 stars', { exact: true })).toHaveCount(0);
});

test('My reviews at 320 px (Bengali): fits, Bengali digits, a saved review is confirmed and can be edited', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 320, height: 780 });
  await signInAsCustomer(page, { locale: 'bn' });

  await page.goto('/user/my-reviews');
  const form = page.getByTestId('review-form').filter({ hasText: 'বিক্রেতার রেটিং দিন' }).first();
  await expect(form).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expect(form.locator('p').first()).not.toHaveText(/[0-9]/);

  await form.getByLabel('৫-এর মধ্যে ৩ তারকা').check();
  const text = `বিক্রেতা ভালো ${Date.now()}`;
  await form.getByLabel('আপনার রিভিউ').fill(text);
  await form.getByRole('button', { name: 'রিভিউ জমা দিন' }).click();
  await expect(
    page.getByTestId('toast').filter({ hasText: 'ধন্যবাদ! আপনার রিভিউ সংরক্ষণ করা হয়েছে।' }),
  ).toBeVisible();

  const written = page.getByTestId('written-review').filter({ hasText: text });
  await expect(written).toBeVisible();
  await written.getByText('বদলান', { exact: true }).click();
  const edit = written.getByTestId('edit-review');
  await edit.getByLabel('৫-এর মধ্যে ২ তারকা').check();
  const changed = `${text} (বদলানো)`;
  await edit.getByLabel('আপনার রিভিউ').fill(changed);
  await edit.getByRole('button', { name: 'সংরক্ষণ' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'আপনার রিভিউ হালনাগাদ করা হয়েছে।' })).toBeVisible();
  const after = page.getByTestId('written-review').filter({ hasText: changed });
  await expect(after.getByRole('img', { name: '৫-এর মধ্যে ২ তারকা' })).toBeVisible();
});

/*
 * A review that cannot be saved says why beside its own form (the page is a long list of forms;
 * the answer used to appear only at the top), and deleting a review asks first: answering no
 * keeps it.
 */
test('My reviews: a failed review says why beside its form; deleting asks first', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAsCustomer(page, { locale: 'bn' });

  await page.goto('/user/my-reviews');
  const form = page.getByTestId('review-form').last();
  await expect(form).toBeVisible();
  const text = `ছবি ভুল ${Date.now()}`;
  await form.getByLabel('আপনার রিভিউ').fill(text);
  // Not a picture: the photo upload is refused, and so the review is not written.
  await form
    .getByLabel(/ছবি/)
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await form.getByRole('button', { name: 'রিভিউ জমা দিন' }).click();
  await expect(form.getByRole('alert')).toBeVisible();
  await expect(form.getByLabel('আপনার রিভিউ')).toHaveValue(text);
  await expect(page.getByRole('alert')).toHaveCount(1);

  // Deleting: a "no" to the question keeps the review; a "yes" removes it.
  const written = page.getByTestId('written-review').first();
  await expect(written).toBeVisible();
  const id = await written.locator('input[name="id"]').first().inputValue();
  const questions: string[] = [];
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await written.getByRole('button', { name: 'মুছুন' }).click();
  expect(questions).toEqual(['এই রিভিউটি মুছবেন? এটি আর ফেরানো যাবে না।']);
  await page.waitForTimeout(500);
  await expect(page.locator(`input[name="id"][value="${id}"]`).first()).toBeAttached();
  page.once('dialog', (dialog) => void dialog.accept());
  await written.getByRole('button', { name: 'মুছুন' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'মুছে' })).toBeVisible();
  await expect(page.locator(`input[name="id"][value="${id}"]`)).toHaveCount(0);
});

/*
 * Editing a review could add photos but not take one away: each photo the review has now has a
 * "remove" box, and a saved edit without it keeps the others.
 */
test('My reviews: a photo is removed while editing, the others kept (Bengali)', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsCustomer(page, { locale: 'bn' });

  await page.goto('/user/my-reviews');
  const form = page.getByTestId('review-form').first();
  await expect(form).toBeVisible();
  const text = `দুটি ছবি ${Date.now()}`;
  await form.getByLabel('আপনার রিভিউ').fill(text);
  const photo = (background: string) =>
    sharp({ create: { width: 80, height: 80, channels: 3, background } })
      .png()
      .toBuffer();
  await form.getByLabel(/ছবি/).setInputFiles([
    { name: 'first.png', mimeType: 'image/png', buffer: await photo('#c03030') },
    { name: 'second.png', mimeType: 'image/png', buffer: await photo('#30c030') },
  ]);
  await form.getByRole('button', { name: 'রিভিউ জমা দিন' }).click();
  const written = page.getByTestId('written-review').filter({ hasText: text });
  await expect(written).toBeVisible({ timeout: 15_000 });
  const shown = written.getByTestId('review-photos').locator('img');
  await expect(shown).toHaveCount(2);
  const kept = await shown.nth(1).getAttribute('src');

  await written.getByText('বদলান', { exact: true }).click();
  const edit = written.getByTestId('edit-review');
  await edit.getByLabel('১ নম্বর ছবি সরান').check();
  await edit.getByRole('button', { name: 'সংরক্ষণ' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'আপনার রিভিউ হালনাগাদ করা হয়েছে।' })).toBeVisible();
  await expect(shown).toHaveCount(1);
  await expect(shown.first()).toHaveAttribute('src', kept!);
  // The edit form now offers the one photo left, and room for four more.
  await expect(edit.getByLabel('১ নম্বর ছবি সরান')).not.toBeChecked();
  await expect(edit.getByLabel('২ নম্বর ছবি সরান')).toHaveCount(0);
  await expect(edit.getByText('ছবি (সর্বোচ্চ ৪টি)')).toHaveCount(1);
});

/*
 * The photo field of a review being edited, on a 390 px phone in Bengali: its "No file chosen" was
 * cut to "কোনো ফাইল বাছাই …" beside the long Bengali button; it now goes under the button whole, and
 * a long file name is cut within the card, never past the screen.
 */
test('My reviews: the photo field of a review being edited reads whole on a phone (Bengali, 390 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsCustomer(page, { locale: 'bn' });
  await page.goto('/user/my-reviews');
  const written = page
    .getByTestId('written-review')
    .filter({ has: page.getByTestId('edit-review') })
    .first();
  await written.getByText('বদলান', { exact: true }).click();
  const edit = written.getByTestId('edit-review');
  const status = edit.getByTestId('file-field-status');
  await expect(status).toHaveText('কোনো ফাইল বাছাই করা হয়নি');
  const isCut = () => status.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(await isCut()).toBe(false);
  await edit.getByLabel(/^ছবি \(/).setInputFiles({
    name: `${'a-very-long-name-of-a-photo-of-the-packet-'.repeat(3)}.png`,
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888888' } })
      .png()
      .toBuffer(),
  });
  await expect(status).toContainText('a-very-long-name');
  const box = (await status.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
