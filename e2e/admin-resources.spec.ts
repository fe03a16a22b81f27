import { expect, test } from './fixtures.ts';
import { ADMIN_PATH, signIn, signInAsAdmin } from './sign-in.ts';

test.describe('admin managed lists (resource layer)', () => {
  // Sign-ins hash passwords on purpose (slow), and the machine running these may be busy.
  test.describe.configure({ timeout: 150_000 });

  test('an admin creates and edits a category in Bengali and sees it on the storefront', async ({ page }) => {
    await signInAsAdmin(page, { locale: 'bn' });
    await page.goto(ADMIN_PATH);

    const menu = page.getByRole('navigation', { name: 'অ্যাডমিন প্যানেল মেনু' });
    await menu.getByRole('link', { name: 'ক্যাটাগরি', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'ক্যাটাগরি', level: 1 })).toBeVisible();

    await page.getByRole('link', { name: 'নতুন যোগ করুন' }).click();
    await expect(page.getByRole('heading', { name: 'নতুন: ক্যাটাগরি' })).toBeVisible();
    // The contract's checks, in Bengali, before anything is sent.
    await page.getByRole('button', { name: 'সংরক্ষণ করুন' }).click();
    await expect(page.getByText('এই ঘরটি পূরণ করা আবশ্যক।').first()).toBeVisible();

    await page.getByLabel('নাম (ইংরেজি)').fill('E2E Ripe Mango');
    await page.getByLabel('নাম (বাংলা)').fill('ই২ই আম');
    await page.getByRole('button', { name: 'সংরক্ষণ করুন' }).click();
    await expect(page.getByRole('heading', { name: 'সম্পাদনা: ক্যাটাগরি' })).toBeVisible();
    // The new record's form says it is saved (it used to open silently).
    await expect(page.getByText('সংরক্ষিত হয়েছে।')).toBeVisible();
    await expect(page.getByLabel('স্লাগ')).toHaveValue('e2e-ripe-mango');

    await page.getByLabel('নাম (বাংলা)').fill('ই২ই পাকা আম');
    await page.getByRole('button', { name: 'সংরক্ষণ করুন' }).click();
    await expect(page.getByText('সংরক্ষিত হয়েছে।')).toBeVisible();

    // A second save of the same form carries the new version, so it is not refused as stale.
    await page.getByRole('button', { name: 'সংরক্ষণ করুন' }).click();
    await expect(page.getByText('সংরক্ষিত হয়েছে।')).toBeVisible();

    // The list finds it.
    await page.getByRole('link', { name: /তালিকায় ফিরুন/ }).click();
    await page.getByRole('searchbox', { name: 'খুঁজুন' }).fill('ripe mango');
    await page.getByRole('button', { name: 'ছাঁকুন' }).click();
    await expect(page.getByRole('link', { name: 'E2E Ripe Mango' }).first()).toBeVisible();

    // The storefront shows the new name on its next page load.
    await page.goto('/categories');
    await expect(page.getByText('ই২ই পাকা আম').first()).toBeVisible();
  });

  test('deleting a record asks first, and keeps it when the admin says no', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto(`${ADMIN_PATH}/product-color-infos/new`);
    await page.getByLabel('Name (English)').fill('E2E Teal');
    await page.getByLabel('Name (Bengali)').fill('ই২ই টিল');
    await page.getByLabel('Colour', { exact: true }).fill('#008080');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: 'Edit: Colour' })).toBeVisible();
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => asked).toEqual(['Delete this Colour? This cannot be undone.']);
    await expect(page.getByRole('heading', { name: 'Edit: Colour' })).toBeVisible();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('heading', { name: 'Colours', level: 1 })).toBeVisible();
  });

  test('an admin whose role lacks the feature sees no menu entry and is refused the page and the API', async ({
    page,
    browser,
  }) => {
    // The super admin makes a role with the brands feature only, and an admin with it.
    const superContext = await browser.newContext();
    const superPage = await superContext.newPage();
    await signInAsAdmin(superPage);
    const csrf = (await superContext.cookies()).find((cookie) => cookie.name === 'haat_csrf')!.value;
    const headers = { 'x-csrf-token': csrf };
    const role = await superPage.request.post('/api/user-role-infos/store', {
      headers,
      data: { role_name: 'E2E brands only', feature_ids: [13] },
    });
    expect(role.status(), await role.text()).toBe(200);
    const user = await superPage.request.post('/api/users/store', {
      headers,
      data: {
        name: 'E2E Brand Keeper',
        email: 'e2e-brands@haat.test',
        password: 'brand-keeper-2026',
        role_id: (await role.json()).data.id,
      },
    });
    expect(user.status(), await user.text()).toBeLessThan(300);
    await superContext.close();

    await page.goto(`${ADMIN_PATH}/login-form`);
    await signIn(page, 'e2e-brands@haat.test', 'brand-keeper-2026');
    await expect(page).toHaveURL(new RegExp(`${ADMIN_PATH}$`));
    const menu = page.getByRole('navigation', { name: 'Admin panel menu' });
    await expect(menu.getByRole('link', { name: 'Brands' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Categories' })).toHaveCount(0);

    const response = await page.goto(`${ADMIN_PATH}/categories`);
    expect(response?.status()).toBe(403);
    await expect(page.getByText('You do not have permission to do this.')).toBeVisible();
    expect((await page.request.get('/api/categories/10')).status()).toBe(403);

    await menu.getByRole('link', { name: 'Brands' }).click();
    await expect(page.getByRole('heading', { name: 'Brands', level: 1 })).toBeVisible();
  });

  test('the menu folds behind a button on a 320 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await signInAsAdmin(page);
    const menu = page.getByRole('navigation', { name: 'Admin panel menu' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await menu.getByRole('link', { name: 'Regions' }).click();
    await expect(page.getByRole('heading', { name: 'Regions', level: 1 })).toBeVisible();
    // Cards, not a table, on a phone; nothing wider than the screen.
    await expect(page.getByRole('list', { name: 'Regions' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});

test.describe('relation filters by name', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a list is filtered by a related record chosen by its name; the address keeps its id, also without JavaScript', async ({
    page,
    browser,
  }) => {
    await signInAsAdmin(page);

    // Eight divisions: a select of their names.
    await page.goto(`${ADMIN_PATH}/cities`);
    const region = page.getByLabel('Region', { exact: true });
    await expect(region).toHaveJSProperty('tagName', 'SELECT');
    await region.selectOption({ label: 'Sylhet' });
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/[?&]region_id=\d+/);
    const cityRows = page.getByRole('table').locator('tbody tr');
    await expect(cityRows.first()).toBeVisible();
    await expect(cityRows).toHaveCount(await cityRows.filter({ hasText: 'Sylhet' }).count());
    await expect(cityRows.filter({ hasText: 'Moulvibazar' })).toHaveCount(1);
    await expect(cityRows.filter({ hasText: 'Gazipur' })).toHaveCount(0);
    await expect(region.locator('option:checked')).toHaveText('Sylhet');

    // Sixty-four districts: typed, suggested by name, chosen.
    await page.goto(`${ADMIN_PATH}/areas`);
    const city = page.getByLabel('City', { exact: true });
    await city.fill('Sylh');
    await page.getByRole('button', { name: 'Sylhet', exact: true }).click();
    await expect(city).toHaveValue('Sylhet');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/[?&]city_id=\d+/);
    expect(page.url()).not.toContain('city_id_name');
    const areaRows = page.getByRole('table').locator('tbody tr');
    await expect(areaRows.first()).toBeVisible();
    await expect(areaRows).toHaveCount(await areaRows.filter({ hasText: 'Sylhet' }).count());
    await expect(page.getByLabel('City', { exact: true })).toHaveValue('Sylhet');
    const shared = page.url();

    // Without JavaScript: the typed name is found by the page, which answers with the id's address.
    const plain = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const noScript = await plain.newPage();
    await noScript.goto(`${ADMIN_PATH}/areas`);
    await noScript.getByLabel('City', { exact: true }).fill('sylhet');
    await noScript.getByRole('button', { name: 'Filter' }).click();
    const cityId = new URL(shared).searchParams.get('city_id');
    await expect(noScript).toHaveURL(new RegExp(`[?&]city_id=${cityId}(&|$)`));
    expect(noScript.url()).not.toContain('city_id_name');
    await expect(noScript.getByLabel('City', { exact: true })).toHaveValue('Sylhet');
    await plain.close();
  });
});

test.describe('codes and phone numbers in Bengali', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a list in Bengali writes a code or a phone number in Bengali digits', async ({ page }) => {
    await signInAsAdmin(page, { locale: 'bn' });
    await page.goto(`${ADMIN_PATH}/regions`);
    const regions = page.getByRole('table').locator('tbody');
    await expect(regions.getByRole('cell', { name: /^[০-৯]+$/ }).first()).toBeVisible();
    await expect(regions.getByRole('cell', { name: /^[0-9]+$/ })).toHaveCount(0);
    await page.goto(`${ADMIN_PATH}/customer-infos`);
    const customers = page.getByRole('table').locator('tbody');
    await expect(customers.getByRole('cell', { name: /^\+[০-৯]+$/ }).first()).toBeVisible();
    await expect(customers.getByRole('cell', { name: /^\+[0-9]+$/ })).toHaveCount(0);
  });
});
