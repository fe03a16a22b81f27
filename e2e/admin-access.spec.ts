import { apiOf } from './api.ts';
import { expect, test } from './fixtures.ts';
import { ADMIN_PATH, signIn, signInAsAdmin } from './sign-in.ts';

/** The demo super admin, signed in on the panel's own form and landed on its dashboard. */
test.describe('admin roles, admin users and the basic configuration', () => {
  // Sign-ins hash passwords on purpose (slow), and the machine running these may be busy.
  test.describe.configure({ timeout: 150_000 });

  test('an admin makes a role with two features and an admin user with it, who sees only those', async ({
    page,
    browser,
  }) => {
    await signInAsAdmin(page);
    const menu = page.getByRole('navigation', { name: 'Admin panel menu' });

    // The role: a name and two features of the grouped checklist.
    await menu.getByRole('link', { name: 'Admin user roles' }).click();
    await expect(page.getByRole('heading', { name: 'Admin user roles', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'New role' }).click();
    await page.getByRole('button', { name: 'Save role' }).click();
    await expect(page.getByText('This field is required.')).toBeVisible();
    await page.getByLabel('Role name').fill('E2E Catalogue clerk');
    // "Select all" ticks a whole group; unticking it clears the group again.
    const selectAll = page.getByRole('checkbox', { name: 'Select all in Collection Types' });
    await selectAll.check();
    await expect(page.getByRole('checkbox', { name: 'Categories', exact: true })).toBeChecked();
    await selectAll.uncheck();
    await expect(page.getByRole('checkbox', { name: 'Categories', exact: true })).not.toBeChecked();
    await page.getByRole('checkbox', { name: 'Brands', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Tags', exact: true }).check();
    await page.getByRole('button', { name: 'Save role' }).click();
    await expect(page.getByRole('heading', { name: 'Admin user roles', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'E2E Catalogue clerk' }).first()).toBeVisible();

    // The admin user, with that role.
    await menu.getByRole('link', { name: 'Users', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Admin users', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'New admin user' }).click();
    await page.getByLabel('Name', { exact: true }).fill('E2E Clerk');
    await page.getByLabel('E-mail', { exact: true }).fill('e2e-clerk@haat.test');
    await page.getByLabel('Starting password').fill('clerk-pass-2026');
    await page.getByLabel('Role', { exact: true }).selectOption({ label: 'E2E Catalogue clerk' });
    await page.getByRole('button', { name: 'Create admin user' }).click();
    await expect(page.getByRole('heading', { name: 'Admin users', level: 1 })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'e2e-clerk@haat.test' })).toBeVisible();

    // A role still given to someone is not deleted, and says why.
    await page.goto(`${ADMIN_PATH}/admin-user-roles`);
    await page.getByRole('link', { name: 'E2E Catalogue clerk' }).first().click();
    // Deleting asks first; declined, nothing is sent.
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: 'Delete role' }).click();
    await expect.poll(() => asked).toBe('Delete this role for good?');
    await expect(page.getByText(/This role is still given/)).toHaveCount(0);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete role' }).click();
    await expect(
      page.getByText('This role is still given to 1 user(s). Give them another role first.'),
    ).toBeVisible();

    // The clerk signs in: the menu has the two sections and nothing else.
    const clerkContext = await browser.newContext();
    const clerk = await clerkContext.newPage();
    await clerk.goto(`${ADMIN_PATH}/login-form`);
    await signIn(clerk, 'e2e-clerk@haat.test', 'clerk-pass-2026');
    await expect(clerk).toHaveURL(new RegExp(`${ADMIN_PATH}$`));
    const clerkMenu = clerk.getByRole('navigation', { name: 'Admin panel menu' });
    await expect(clerkMenu.getByRole('link')).toHaveText(['Brands', 'Tags']);
    // Another section's address is refused.
    for (const section of ['categories', 'admin-users', 'admin-user-roles', 'basic-configuration']) {
      const response = await clerk.goto(`${ADMIN_PATH}/${section}`);
      expect(response?.status(), section).toBe(403);
    }
    await expect(clerk.getByText('You do not have permission to do this.')).toBeVisible();
    await clerkMenu.getByRole('link', { name: 'Tags' }).click();
    await expect(clerk.getByRole('heading', { name: 'Tags', level: 1 })).toBeVisible();

    // Deactivated, the clerk is signed out at once.
    await page.goto(`${ADMIN_PATH}/admin-users?q=e2e-clerk`);
    await page.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();
    await page.getByLabel('State').selectOption({ label: 'Deactivated' });
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('button', { name: 'Reactivate' })).toBeVisible();
    const refused = await clerk.goto(`${ADMIN_PATH}/tags`);
    await expect(clerk).toHaveURL(/login-form/);
    expect(refused?.status()).toBeLessThan(500);
    await clerkContext.close();
  });

  test('a change of the basic configuration, made in Bengali, shows on the storefront', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInAsAdmin(page);
    await context.addCookies([{ name: 'haat_lang', value: 'bn', url: baseURL! }]);
    await page.goto(`${ADMIN_PATH}/basic-configuration`);
    await expect(page.getByRole('heading', { name: 'মৌলিক কনফিগারেশন', level: 1 })).toBeVisible();

    // The contract's checks, in Bengali, before anything is sent.
    const taglineBn = page.getByLabel('ট্যাগলাইন (বাংলা)');
    const before = await taglineBn.inputValue();
    await page.getByLabel('সাইটের নাম (ইংরেজি)').fill('');
    await page.getByLabel('যোগাযোগের ই-মেইল').fill('not-an-address');
    await page.getByRole('button', { name: 'কনফিগারেশন সংরক্ষণ করুন' }).click();
    await expect(page.getByText('এই ঘরটি পূরণ করা আবশ্যক।')).toBeVisible();
    await expect(page.getByLabel('সাইটের নাম (ইংরেজি)')).toBeFocused();

    await page.getByLabel('সাইটের নাম (ইংরেজি)').fill('Haat');
    await page.getByLabel('যোগাযোগের ই-মেইল').fill('help@haat.test');
    await taglineBn.fill('ই২ই হাটের টাটকা বাজার');
    await page.getByLabel('যোগাযোগের ফোন').fill('+880 1711-223344');
    await page.getByRole('button', { name: 'কনফিগারেশন সংরক্ষণ করুন' }).click();
    await expect(page.getByText('মৌলিক কনফিগারেশন সংরক্ষণ করা হয়েছে।')).toBeVisible();

    // The storefront's next page shows it.
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('ই২ই হাটের টাটকা বাজার')).toBeVisible();
    // In Bengali digits, as every number on the page; the link still dials the number itself.
    const phone = footer.getByRole('link', { name: '+৮৮০ ১৭১১-২২৩৩৪৪' });
    await expect(phone).toBeVisible();
    await expect(phone).toHaveAttribute('href', 'tel:+8801711223344');

    // Put the tagline back for the other browser tests.
    await page.goto(`${ADMIN_PATH}/basic-configuration`);
    await page.getByLabel('ট্যাগলাইন (বাংলা)').fill(before);
    await page.getByRole('button', { name: 'কনফিগারেশন সংরক্ষণ করুন' }).click();
    await expect(page.getByText('মৌলিক কনফিগারেশন সংরক্ষণ করা হয়েছে।')).toBeVisible();
  });

  test("an order's details read in Bengali: payment state, timeline events and who wrote them", async ({
    page,
    context,
    baseURL,
  }) => {
    await signInAsAdmin(page);
    await context.addCookies([{ name: 'haat_lang', value: 'bn', url: baseURL! }]);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${ADMIN_PATH}/order-infos`);
    await expect(page.getByRole('heading', { name: 'অর্ডার', level: 1 })).toBeVisible();
    // A cash-on-delivery order (not paid before delivery), placed by its customer.
    await page.getByRole('link', { name: /^HT-/ }).first().click();
    const drawer = page.getByRole('complementary', { name: 'বিস্তারিত' });
    await expect(drawer).toContainText('ক্যাশ অন ডেলিভারি · এখনো পরিশোধ হয়নি');
    await expect(drawer).toContainText('অর্ডার দেওয়া হয়েছে (ক্রেতা)');
    await expect(drawer).not.toContainText(/pending|placed|customer/);
  });

  test("saving a seller's commission says so (the card used to be redrawn and lose the message)", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto(`${ADMIN_PATH}/companies?q=Projukti`);
    const card = page.locator('li[data-company]').filter({ hasText: 'Projukti Mart' });
    await expect(card).toHaveCount(1);
    const rate = card.getByLabel('Commission (%)');
    const before = await rate.inputValue();
    // The same rate again: the other tests' money stays as it was.
    await rate.fill(before);
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByRole('status')).toHaveText('The commission rate is saved.');
    // Still there once the page's data is loaded again after the save.
    await page.waitForLoadState('networkidle');
    expect(await card.getByRole('status').allInnerTexts()).toEqual(['The commission rate is saved.']);
    await expect(rate).toHaveValue(before);

    // An emptied rate is not a rate of 0 %: the field asks for one, and the server refuses it too.
    await rate.fill('');
    await rate.evaluate((input) => input.removeAttribute('required'));
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByRole('alert')).toHaveText('This field is required.');
    await page.reload();
    await expect(
      page.locator('li[data-company]').filter({ hasText: 'Projukti Mart' }).getByLabel('Commission (%)'),
    ).toHaveValue(before);
  });

  test('the audit log names its actions and records in Bengali, and links a record to its page', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInAsAdmin(page);
    // A change to log: a seller's commission saved as it is.
    await page.goto(`${ADMIN_PATH}/companies?q=Projukti`);
    const card = page.locator('li[data-company]').filter({ hasText: 'Projukti Mart' });
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByRole('status')).toHaveText('The commission rate is saved.');

    await context.addCookies([{ name: 'haat_lang', value: 'bn', url: baseURL! }]);
    await page.goto(`${ADMIN_PATH}/audit-log?entity=companies`);
    const table = page.getByRole('table');
    await expect(table.getByRole('cell', { name: 'বদলানো', exact: true }).first()).toBeVisible();
    await expect(table.getByRole('cell', { name: 'update', exact: true })).toHaveCount(0);
    // The record by its kind's name in Bengali and its number, linked to the seller.
    const record = table.getByRole('link', { name: /^কোম্পানি [০-৯]+$/ }).first();
    await expect(record).toBeVisible();
    await expect(table.getByText(/^companies/)).toHaveCount(0);
    // The commission line's note and field, named instead of `commission` and `commission_bp`.
    await expect(table.getByText('কমিশনের হার ঠিক করা হয়েছে।').first()).toBeVisible();
    await expect(table.getByText('কমিশন (%):').first()).toBeVisible();

    await context.addCookies([{ name: 'haat_lang', value: 'en', url: baseURL! }]);
    await page.reload();
    const company = table.getByRole('link', { name: /^Company \d+$/ }).first();
    const id = (await company.textContent())!.replace(/\D/g, '');
    await company.click();
    await expect(page).toHaveURL(new RegExp(`${ADMIN_PATH}/companies\\?id=${id}$`));
    await expect(page.locator('li[data-company]')).toHaveCount(1);
  });

  test('the audit log reads a product step an admin saved by its fields, in its own column, not as JSON', async ({
    page,
    context,
  }) => {
    await signInAsAdmin(page);
    // The warranty step saved as it is: nothing changes for other tests, and the save is logged.
    const api = await apiOf(context, page.request);
    const product = (await api.get('/api/products/1/editor')).data;
    await api.post('/api/products/1/steps/warranty', product.steps.warranty);

    await page.goto(`${ADMIN_PATH}/audit-log?entity=products`);
    const line = page.getByRole('row').filter({ hasText: 'Return & warranty' }).first();
    const cells = line.getByRole('cell');
    await expect(cells.last()).toContainText('Warranty');
    await expect(cells.last()).toContainText('Return within (days)');
    await expect(cells.last()).not.toContainText('{');
    // The record column still names the product and links to it.
    await expect(cells.nth(3).getByRole('link', { name: /^Product \d+$/ })).toBeVisible();
    await expect(cells.nth(3)).not.toContainText('Return & warranty');
    // The record's number typed in Bengali digits, as a Bengali page writes it, finds its lines.
    await page.goto(`${ADMIN_PATH}/audit-log?entity=products&entity_id=১`);
    await expect(page.getByRole('row').filter({ hasText: 'Return & warranty' }).first()).toBeVisible();
  });

  test('a recorded cash deposit empties its amount, so a second tap cannot record it twice', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto(`${ADMIN_PATH}/delivery-cash`);
    // The demo riders hold the cash of their delivered cash-on-delivery orders.
    const holder = page
      .locator('li')
      .filter({ has: page.getByRole('button', { name: 'Record deposit' }) })
      .first();
    await expect(holder).toBeVisible();
    const amount = holder.getByLabel('Amount (Tk)');
    await amount.fill('1');
    await holder.getByRole('button', { name: 'Record deposit' }).click();
    await expect(holder.getByRole('status')).toBeVisible();
    await expect(amount).toHaveValue('');
  });

  test('the screens fit a 360 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signInAsAdmin(page);
    for (const [section, heading] of [
      // The dashboard: its charts' tables for screen readers once widened the page (donut's rows).
      ['', 'Administration'],
      ['admin-users', 'Admin users'],
      ['admin-user-roles/new', 'New role'],
      ['basic-configuration', 'Basic configuration'],
    ] as const) {
      await page.goto(section ? `${ADMIN_PATH}/${section}` : ADMIN_PATH);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), section).toBeLessThanOrEqual(
        360,
      );
    }

    // The dashboard's bar charts (products by type, category, seller): no name runs into another.
    await page.goto(ADMIN_PATH);
    await expect(page.locator('.chart-bar .ct-bar').first()).toBeAttached();
    const overlaps = await page.evaluate(() =>
      Array.from(document.querySelectorAll('.chart-bar')).flatMap((chart) => {
        const boxes = Array.from(chart.querySelectorAll('.ct-label'))
          .filter((label) => (label.textContent ?? '').trim() !== '')
          .map((label) => {
            // The text's own extent: a name wider than its slot overflows the label's box.
            const range = document.createRange();
            range.selectNodeContents(label);
            return { text: label.textContent, box: range.getBoundingClientRect() };
          });
        return boxes.flatMap((a, i) =>
          boxes
            .slice(i + 1)
            .filter(
              ({ box: b }) =>
                Math.min(a.box.right, b.right) - Math.max(a.box.left, b.left) > 1 &&
                Math.min(a.box.bottom, b.bottom) - Math.max(a.box.top, b.top) > 1,
            )
            .map((b) => `${a.text} / ${b.text}`),
        );
      }),
    );
    expect(overlaps).toEqual([]);

    // The donut's legend: each line's swatch is its slice's colour (the lines had no colour at all).
    await expect(page.locator('.chart-donut .ct-slice-donut').first()).toBeAttached();
    const pairs = await page.evaluate(() => {
      const chart = document.querySelector('.chart-donut')!;
      return Array.from(chart.querySelectorAll('.chart-legend li')).map((item, index) => ({
        swatch: getComputedStyle(item, '::before').backgroundColor,
        slice: getComputedStyle(
          chart.querySelector(`.ct-series-${String.fromCharCode(97 + index)} .ct-slice-donut`)!,
        ).stroke,
      }));
    });
    expect(pairs.length).toBeGreaterThan(0);
    for (const { swatch, slice } of pairs) expect(swatch).toBe(slice);
  });

  test("a role's 'select all' reads as Bengali (no '-এর' glued to the group's name)", async ({ page }) => {
    await signInAsAdmin(page, { locale: 'bn' });
    await page.goto(`${ADMIN_PATH}/admin-user-roles/new`);
    const selectAll = page.getByRole('checkbox', { name: 'সংগ্রহের ধরন: সব বাছাই করুন' });
    await selectAll.check();
    await expect(page.getByRole('checkbox', { name: 'ক্যাটাগরি', exact: true })).toBeChecked();
    await expect(page.getByText(/-এর সব বাছাই/)).toHaveCount(0);
  });
});

test.describe('hand-made addresses', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a list address with a value its filter refuses shows the list without it, not a server error', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    for (const [address, heading] of [
      ['/audit-log?from=yesterday&entity=companies', 'Audit log'],
      ['/audit-log?before=x', 'Audit log'],
      ['/order-infos?page=abc', 'Orders'],
      ['/order-infos?from=bad', 'Orders'],
      ['/companies?status=gone', 'Sellers'],
      ['/background-jobs?state=bad&page=x', 'Background jobs'],
    ] as const) {
      const answer = await page.goto(`${ADMIN_PATH}${address}`);
      expect(answer?.status(), address).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    }
    // The filter that was valid is kept.
    await page.goto(`${ADMIN_PATH}/audit-log?from=yesterday&entity=companies`);
    await expect(
      page
        .getByRole('table')
        .getByRole('link', { name: /^Company \d+$/ })
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('table').getByRole('link', { name: /^Category/ })).toHaveCount(0);
  });
});
