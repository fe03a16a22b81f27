import sharp from 'sharp';
import { expect, type Page, test } from './fixtures.ts';
import { CUSTOMER, signIn } from './sign-in.ts';

/*
 * The browser's own controls in Bengali: a file field said "Choose File / No file chosen" and a
 * number field drew Latin digits on Bengali pages. FileField and NumberInput speak the page's
 * language and still send the form what it sent before.
 */

const ADMIN_PATH = process.env.ADMIN_PATH || '/admin@orange-mart';
const ADMIN = { login: 'admin@haat.test', password: 'haat-admin-2026' };
const SELLER = { login: 'seller@haat.test', password: 'haat-seller-2026' };

async function signInBengali(page: Page, form: string, login: string, password: string) {
  await page.goto(form);
  await signIn(page, login, password);
  await expect(page).not.toHaveURL(/login/);
  await page
    .context()
    .addCookies([{ name: 'haat_lang', value: 'bn', url: test.info().project.use.baseURL! }]);
}

/** True when nothing on the page is wider than the screen. */
async function fits(page: Page, width: number) {
  return page.evaluate((screen) => document.documentElement.scrollWidth <= screen, width);
}

test('a file field in Bengali: its button and status are Bengali, the chosen names follow, and it is keyboard-focusable', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 320, height: 780 });
  await signInBengali(page, '/login', CUSTOMER.login, CUSTOMER.password);
  await page.goto('/user/my-reviews');
  const form = page.getByTestId('review-form').first();
  await expect(form).toBeVisible();

  const input = form.getByLabel(/ছবি/);
  const field = form.locator('[data-file-field]');
  await expect(field).toContainText('ফাইলগুলো বাছাই করুন');
  await expect(field).toContainText('কোনো ফাইল বাছাই করা হয়নি');
  await expect(field).not.toContainText(/Choose|No file/);
  // The status is read with the input.
  await expect(input).toHaveAccessibleDescription('কোনো ফাইল বাছাই করা হয়নি');

  const photo = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#3080c0' } })
    .jpeg()
    .toBuffer();
  const long = `${'বাজারের-প্যাকেটের-ছবি-'.repeat(6)}shop.jpg`;
  await input.setInputFiles({ name: long, mimeType: 'image/jpeg', buffer: photo });
  await expect(field.getByTestId('file-field-status')).toHaveText(long);
  // A long name is cut with an ellipsis, not pushed past the screen.
  expect(await fits(page, 320)).toBe(true);
  await input.setInputFiles([
    { name: 'one.jpg', mimeType: 'image/jpeg', buffer: photo },
    { name: 'two.jpg', mimeType: 'image/jpeg', buffer: photo },
    { name: 'three.jpg', mimeType: 'image/jpeg', buffer: photo },
  ]);
  await expect(field.getByTestId('file-field-status')).toHaveText('৩টি ফাইল');

  // The real input takes the keyboard's focus, and the button shows a ring for it.
  await form.getByLabel('আপনার রিভিউ').focus();
  await page.keyboard.press('Tab');
  await expect(input).toBeFocused();
  const outline = await field
    .locator('span[aria-hidden="true"]')
    .first()
    .evaluate((button) => getComputedStyle(button).outlineStyle);
  expect(outline).not.toBe('none');
});

test('pages with file and number fields fit a 320 px phone (Bengali)', async ({ browser }) => {
  test.setTimeout(180_000);
  const pages: Array<{ form: string; login: { login: string; password: string }; paths: string[] }> = [
    {
      form: '/login',
      login: { login: CUSTOMER.login, password: CUSTOMER.password },
      paths: ['/user/my-reviews', '/user/my-prescriptions'],
    },
    {
      form: '/seller-dashboard/login-form',
      login: SELLER,
      paths: [
        '/seller-dashboard/settings',
        '/seller-dashboard/products',
        '/seller-dashboard/media-galleries',
        '/seller-dashboard/products/new',
      ],
    },
    {
      form: `${ADMIN_PATH}/login-form`,
      login: ADMIN,
      paths: [
        `${ADMIN_PATH}/brands/new`,
        `${ADMIN_PATH}/delivery-cash`,
        `${ADMIN_PATH}/companies`,
        `${ADMIN_PATH}/audit-log`,
        `${ADMIN_PATH}/order-infos`,
      ],
    },
  ];
  for (const { form, login, paths } of pages) {
    const context = await browser.newContext({ viewport: { width: 320, height: 780 } });
    const page = await context.newPage();
    await signInBengali(page, form, login.login, login.password);
    for (const path of paths) {
      await page.goto(path);
      await page.waitForFunction(
        () => (window as Window & { __haatStarted?: boolean }).__haatStarted === true,
      );
      // Folded parts (the products list's import, a review's edit) are measured open.
      await page.evaluate(() => {
        for (const fold of document.querySelectorAll('details')) fold.open = true;
      });
      expect(await fits(page, 320), `${path} fits 320 px`).toBe(true);
      // No browser-drawn file or number field is left.
      await expect(page.locator('input[type="number"]'), path).toHaveCount(0);
      for (const input of await page.locator('input[type="file"]').all())
        expect(await input.evaluate((el) => getComputedStyle(el).opacity), path).toBe('0');
    }
    await context.close();
  }
});

test('a cash deposit typed in Bengali digits is shown in them and recorded to the poisha', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInBengali(page, `${ADMIN_PATH}/login-form`, ADMIN.login, ADMIN.password);
  type Holder = { delivery_person_id: number; cash_in_hand: number };
  const holders = async () =>
    (await (await page.request.get('/api/delivery-cash/holders')).json()).data as Holder[];
  const holder = (await holders()).find((item) => item.cash_in_hand >= 1250);
  expect(holder, 'a demo rider holds at least ৳12.50').toBeTruthy();

  await page.goto(`${ADMIN_PATH}/delivery-cash`);
  const card = page
    .locator('li')
    .filter({ has: page.locator(`input[name="id"][value="${holder!.delivery_person_id}"]`) });
  const amount = card.getByLabel('পরিমাণ (টাকা)');
  await amount.fill('');
  await amount.pressSequentially('১২.৫০');
  await expect(amount).toHaveValue('১২.৫০');
  // Latin digits typed on a Bengali page are drawn in Bengali too.
  await amount.fill('12.5');
  await expect(amount).toHaveValue('১২.৫');
  await amount.fill('');
  await amount.pressSequentially('১২.৫০');
  // What the form sends is ASCII.
  await expect(card.locator('input[type="hidden"][name="amount"]')).toHaveValue('12.50');
  await card.getByRole('button', { name: 'জমা লিখুন' }).click();
  await expect(card.getByRole('status')).toBeVisible();
  await expect(amount).toHaveValue('');

  const after = (await holders()).find((item) => item.delivery_person_id === holder!.delivery_person_id);
  expect((after?.cash_in_hand ?? 0) - holder!.cash_in_hand).toBe(-1250);
});
