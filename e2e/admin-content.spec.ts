import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { ADMIN_PATH, signInAsAdmin } from './sign-in.ts';

/** A datetime-local value in Asia/Dhaka time (UTC+6), `hours` from now. */
function dhakaInput(hours: number): string {
  return new Date(Date.now() + hours * 3_600_000 + 6 * 3_600_000).toISOString().slice(0, 16);
}

test.describe('admin content: banners, static pages, tags', () => {
  // Sign-ins hash passwords on purpose (slow), and the machine running these may be busy.
  test.describe.configure({ timeout: 150_000 });

  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('an admin creates a scheduled banner that then appears on the home page', async ({ page }) => {
    await page.goto(`${ADMIN_PATH}/promotional-banners/new`);
    await expect(page.getByRole('heading', { name: 'New: Banner' })).toBeVisible();
    await page.getByLabel('Title (English)').fill('E2E Eid sale');
    await page.getByLabel('Title (Bengali)').fill('ই২ই ঈদ সেল');
    const png = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#047857' } })
      .png()
      .toBuffer();
    for (const name of ['desktop_banner_image', 'mobile_banner_image']) {
      await page
        .locator(`#field-${name}`)
        .setInputFiles({ name: `${name}.png`, mimeType: 'image/png', buffer: png });
      // The server resizes each upload; on a busy two-core machine that has taken over 10 s.
      await expect(page.locator(`input[type=hidden][name=${name}]`)).toHaveValue(/^resources\//, {
        timeout: 30_000,
      });
    }
    // Both previews show, each with a button that says what it does.
    await expect(page.locator('img[src*="resources/promotional-banners/"]')).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Remove image' })).toHaveCount(2);
    await page.getByLabel('Display type').selectOption('1');
    await page.getByLabel('Schedule').selectOption('1');
    // One value for both the form and the check: the minute may turn over while the form saves.
    const startsAt = dhakaInput(-1);
    await page.getByLabel('Starts (Dhaka time)').fill(startsAt);
    await page.getByLabel('Ends (Dhaka time)').fill(dhakaInput(48));
    await page.getByLabel('Order').fill('0');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: 'Edit: Banner' })).toBeVisible();
    await expect(page.getByLabel('Starts (Dhaka time)')).toHaveValue(startsAt);

    // The list shows it with its thumbnails and its schedule in Dhaka time.
    await page.goto(`${ADMIN_PATH}/promotional-banners?q=E2E`);
    await expect(page.getByRole('link', { name: 'E2E Eid sale' }).first()).toBeVisible();

    await page.goto('/');
    await expect(page.locator('img[alt="E2E Eid sale"]').first()).toBeAttached();
  });

  test('in Bengali, a banner scheduled for tomorrow stays off the home page until its start is moved to now', async ({
    page,
  }) => {
    await page.context().addCookies([{ name: 'haat_lang', value: 'bn', url: page.url() }]);
    await page.goto(`${ADMIN_PATH}/promotional-banners/new`);
    await expect(page.getByRole('heading', { name: /ব্যানার/ })).toBeVisible();
    await page.getByLabel('শিরোনাম (ইংরেজি)').fill('E2E Pohela Boishakh');
    await page.getByLabel('শিরোনাম (বাংলা)').fill('ই২ই পহেলা বৈশাখ অফার');
    const png = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#b91c1c' } })
      .png()
      .toBuffer();
    // The image fields speak Bengali (FileField), not the browser's 'Choose file / No file chosen'.
    const fileFields = page.locator('[data-file-field]');
    await expect(fileFields).toHaveCount(2);
    for (const field of await fileFields.all()) {
      await expect(field).toContainText('ফাইল বাছাই করুন');
      await expect(field).toContainText('কোনো ফাইল বাছাই করা হয়নি');
      await expect(field).not.toContainText(/Choose|No file/i);
    }
    for (const name of ['desktop_banner_image', 'mobile_banner_image']) {
      await page
        .locator(`#field-${name}`)
        .setInputFiles({ name: `${name}.png`, mimeType: 'image/png', buffer: png });
      // The server resizes each upload; on a busy two-core machine that has taken over 10 s.
      await expect(page.locator(`input[type=hidden][name=${name}]`)).toHaveValue(/^resources\//, {
        timeout: 30_000,
      });
    }
    await page.getByLabel('দেখানোর ধরন').selectOption('1');
    await page.getByLabel('সময়সূচি').selectOption('1');
    await page.getByLabel('শুরু (ঢাকার সময়)').fill(dhakaInput(24));
    await page.getByLabel('শেষ (ঢাকার সময়)').fill(dhakaInput(72));
    await page.locator('#field-sort_order').fill('0');
    await page.getByRole('button', { name: 'সংরক্ষণ করুন' }).click();
    // The new banner's edit form, which says it is saved.
    await expect(page).toHaveURL(/promotional-banners\/\d+\?created=1$/);
    await expect(page.getByText('সংরক্ষিত হয়েছে।')).toBeVisible();
    const editUrl = page.url().replace(/\?.*$/, '');

    // Not started yet: the Bengali home page does not show it.
    await page.goto('/');
    await expect(page.locator('img[alt="ই২ই পহেলা বৈশাখ অফার"]')).toHaveCount(0);

    // Moved to have started an hour ago, it shows, titled in Bengali.
    await page.goto(editUrl);
    const started = dhakaInput(-1);
    await page.getByLabel('শুরু (ঢাকার সময়)').fill(started);
    await page.getByRole('button', { name: 'সংরক্ষণ করুন' }).click();
    // Saved (not only typed) before leaving the page, or the navigation would cancel the save.
    await expect(page.getByText('সংরক্ষিত হয়েছে।')).toBeVisible();
    await expect(page.getByLabel('শুরু (ঢাকার সময়)')).toHaveValue(started);
    // The schedule and the order read in Bengali, not in the phone's own language and digits.
    await expect(page.locator('#field-starts_at ~ [data-date-overlay]')).toHaveText(
      /^[০-৯]{1,2} \S+, [০-৯]{4}, \S+ [০-৯]{1,2}:[০-৯]{2}$/,
    );
    await expect(page.locator('#field-sort_order')).toHaveValue('০');
    await page.goto('/');
    await expect(page.locator('img[alt="ই২ই পহেলা বৈশাখ অফার"]').first()).toBeAttached();
  });

  test('an admin edits a static page with bold text and a link and sees it on the public page', async ({
    page,
  }) => {
    await page.goto(`${ADMIN_PATH}/static-pages?q=about`);
    await page.getByRole('link', { name: 'About Haat' }).first().click();
    await expect(page.getByRole('heading', { name: 'Edit: Page' })).toBeVisible();
    const body = page.getByRole('textbox', { name: 'Body (English)' });
    const toolbar = page.getByRole('toolbar', { name: 'Body (English): Formatting' });
    await body.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await page.keyboard.type('We are ');
    await toolbar.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('a village haat');
    await toolbar.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type(' online. Contact us');
    for (let i = 0; i < 'Contact us'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
    page.once('dialog', (dialog) => dialog.accept('/contact'));
    await toolbar.getByRole('button', { name: 'Link', exact: true }).click();
    await expect(body.locator('a[href="/contact"]')).toHaveText('Contact us');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();

    await page.goto('/about-us');
    const article = page.locator('article');
    await expect(article.locator('b, strong').filter({ hasText: 'a village haat' })).toBeVisible();
    await expect(article.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  test('an admin merges two tags', async ({ page }) => {
    for (const [en, bn] of [
      ['E2E Merge Organik', 'ই২ই অর্গানিক ১'],
      ['E2E Merge Organic', 'ই২ই অর্গানিক ২'],
    ]) {
      await page.goto(`${ADMIN_PATH}/tags/new`);
      await page.getByLabel('Name (English)').fill(en!);
      await page.getByLabel('Name (Bengali)').fill(bn!);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('heading', { name: 'Edit: Tag' })).toBeVisible();
    }
    await page.goto(`${ADMIN_PATH}/tags?q=E2E+Merge`);
    await expect(page.getByRole('heading', { name: 'Tags', level: 1 })).toBeVisible();
    await page.getByLabel('Merge this tag').selectOption({ label: 'E2E Merge Organik (0)' });
    await page.getByLabel('into this tag').selectOption({ label: 'E2E Merge Organic (0)' });
    await page.getByRole('button', { name: 'Merge', exact: true }).click();
    // The merged tag is gone from the list (the toast saying so may have faded on a busy machine).
    await expect(page.getByRole('link', { name: 'E2E Merge Organik' })).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByRole('link', { name: 'E2E Merge Organic' }).first()).toBeVisible();
  });

  test('an admin reorders the footer links and the order is kept', async ({ page }) => {
    await page.goto(`${ADMIN_PATH}/footer`);
    await expect(page.getByRole('heading', { name: 'Footer links', level: 1 })).toBeVisible();
    const footerPlace = page.getByRole('region', { name: 'Footer' });
    const names = footerPlace.getByRole('listitem');
    const moveUp = names.nth(1).getByRole('button', { name: /^Move up: / });
    const second = (await moveUp.getAttribute('aria-label'))!.replace('Move up: ', '');
    await moveUp.click();
    await expect(names.first()).toContainText(second);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();
    await page.reload();
    await expect(footerPlace.getByRole('listitem').first()).toContainText(second);
  });
});
