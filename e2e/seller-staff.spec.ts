/**
 * A seller's team (issue 13), on a phone (390 px): the demo shop's owner invites an orders-only
 * member; the invitee opens the link from the development outbox, sets a name and password in
 * Bengali, lands on the dashboard signed in, and sees Orders but not Products (which refuses).
 */
import { seriousAxeViolations } from './axe.ts';
import { expect, type Locator, type Page, test, waitForApp } from './fixtures.ts';
import { sellerOnScreen, signIn, signInAsSeller } from './sign-in.ts';

const ADMIN_PATH = process.env.ADMIN_PATH || '/admin@orange-mart';
const ADMIN = { login: 'admin@haat.test', password: 'haat-admin-2026' };
const PHONE = { width: 390, height: 844 };

async function fitsThePhone(page: Page, width = PHONE.width) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test('the owner invites an orders-only member, who joins in Bengali and sees orders but not products', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = `e2e-orders-${Date.now()}@example.test`;
  const owner = await browser.newContext({ viewport: PHONE, baseURL });
  const admin = await browser.newContext({ baseURL });
  const invitee = await browser.newContext({ viewport: PHONE, baseURL });
  try {
    // The owner: the Staff page is in the menu; invite with the orders-only role.
    const page = await owner.newPage();
    await signInAsSeller(page);
    const menu = page.getByRole('navigation', { name: 'Seller menu' });
    await menu.getByRole('link', { name: 'Staff' }).click();
    await expect(page.getByRole('heading', { name: 'Your team', level: 1 })).toBeVisible();
    await waitForApp(page);
    const form = page.getByRole('form', { name: 'Invite someone' });
    await form.getByLabel('E-mail address').fill(email);
    await form.getByLabel('Role').selectOption({ label: 'Orders only' });
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(form.getByRole('status')).toHaveText(`An invitation was sent to ${email}.`);
    const pending = page.getByTestId('staff-invitation').filter({ hasText: email });
    await expect(pending).toContainText('Orders only');
    await fitsThePhone(page);
    expect(await seriousAxeViolations(page), 'axe on the staff page').toEqual([]);

    // The link, from the development outbox (super admins only).
    const adminPage = await admin.newPage();
    await adminPage.goto(`${ADMIN_PATH}/login-form`);
    await signIn(adminPage, ADMIN.login, ADMIN.password);
    await expect(adminPage).not.toHaveURL(/login-form/);
    const outbox = await admin.request.get('/api/dev/outbox');
    expect(outbox.status()).toBe(200);
    const messages = (await outbox.json()).data as Array<{ recipient: string; body: string }>;
    const mail = messages.find((message) => message.recipient === email);
    expect(mail?.body).toContain('Orders only');
    const link = /(https?:\/\/\S+\/seller-dashboard\/accept-invitation\?token=[\w-]+)/.exec(mail!.body)?.[1];
    expect(link, 'the invitation link').toBeDefined();
    const { pathname, search } = new URL(link!);

    // The invitee, in Bengali: name and password, then the dashboard, signed in.
    await invitee.addCookies([{ name: 'haat_lang', value: 'bn', url: baseURL! }]);
    const join = await invitee.newPage();
    await join.goto(`${pathname}${search}`);
    await expect(join.getByText('শুধু অর্ডার', { exact: false })).toBeVisible();
    await fitsThePhone(join);
    expect(await seriousAxeViolations(join), 'axe on the accept page').toEqual([]);
    await join.getByLabel('আপনার নাম').fill('রফিক ইসলাম');
    await join.getByLabel('পাসওয়ার্ড (কমপক্ষে ৮ অক্ষর)').fill('e2e-staff-password');
    await join.getByRole('button', { name: 'দলে যোগ দিন' }).click();
    await expect(join).toHaveURL(/\/seller-dashboard\/?$/);
    const staffMenu = join.getByRole('navigation', { name: 'বিক্রেতা মেনু' });
    await expect(staffMenu.getByRole('link', { name: 'অর্ডার ব্যবস্থাপনা' })).toBeVisible();
    await expect(staffMenu.getByRole('link', { name: 'পণ্য', exact: true })).toHaveCount(0);
    await expect(staffMenu.getByRole('link', { name: 'কর্মী' })).toHaveCount(0);
    await fitsThePhone(join);

    // Orders open; products and the team refuse.
    await staffMenu.getByRole('link', { name: 'অর্ডার ব্যবস্থাপনা' }).click();
    await expect(join).toHaveURL(/\/seller-dashboard\/manage-orders/);
    await expect(join.getByRole('heading', { level: 1 })).toBeVisible();
    for (const path of ['/seller-dashboard/products', '/seller-dashboard/staff']) {
      const response = await join.goto(path);
      expect(response?.status(), path).toBe(403);
      await expect(join.getByText('এটি করার অনুমতি আপনার নেই।')).toBeVisible();
    }

    // The link worked once.
    await join.goto(`${pathname}${search}`);
    await expect(join.getByRole('heading', { name: 'এই আমন্ত্রণটি ব্যবহার করা যাবে না' })).toBeVisible();

    // The owner's list now has the member, and the invitation is no longer pending.
    await page.setViewportSize({ width: 320, height: 640 });
    await page.reload();
    const card = page.getByTestId('staff-member').filter({ hasText: email });
    await expect(card).toContainText('Orders only');
    await expect(page.getByTestId('staff-invitation').filter({ hasText: email })).toHaveCount(0);
    await fitsThePhone(page, 320);

    // Removed by the owner, the member is signed out at once.
    await waitForApp(page);
    page.once('dialog', (dialog) => dialog.accept());
    await card.getByRole('button', { name: 'Remove: রফিক ইসলাম' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The member was removed' })).toBeVisible();
    await expect(card).toHaveCount(0);
    await join.goto('/seller-dashboard/manage-orders');
    await expect(join).toHaveURL(/\/seller-dashboard\/login-form/);
  } finally {
    await owner.close();
    await admin.close();
    await invitee.close();
  }
});

test('withdrawing an invitation asks first, and a dismissed question keeps it', async ({
  browser,
  baseURL,
}) => {
  const email = `e2e-withdraw-${Date.now()}@example.test`;
  const owner = await browser.newContext({ viewport: { width: 320, height: 640 }, baseURL });
  try {
    const page = await owner.newPage();
    await signInAsSeller(page);
    await page.goto('/seller-dashboard/staff');
    await waitForApp(page);
    const form = page.getByRole('form', { name: 'Invite someone' });
    await form.getByLabel('E-mail address').fill(email);
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(form.getByRole('status')).toHaveText(`An invitation was sent to ${email}.`);
    const pending = page.getByTestId('staff-invitation').filter({ hasText: email });
    const withdraw = pending.getByRole('button', { name: `Withdraw: ${email}` });

    // Dismissed: nothing is sent and the invitation stays, after a reload too.
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await withdraw.click();
    expect(asked).toEqual([`Withdraw the invitation to ${email}? Its link stops working.`]);
    await page.reload();
    await expect(pending).toHaveCount(1);

    // Accepted: the invitation goes.
    await waitForApp(page);
    page.once('dialog', (dialog) => dialog.accept());
    await withdraw.click();
    await expect(pending).toHaveCount(0);
    await page.reload();
    await expect(pending).toHaveCount(0);
    await fitsThePhone(page, 320);
  } finally {
    await owner.close();
  }
});

test("the browser's own checks speak the page's language: a refused invitation field in Bengali", async ({
  browser,
  baseURL,
}) => {
  const email = `e2e-bn-check-${Date.now()}@example.test`;
  const owner = await browser.newContext({ viewport: PHONE, baseURL });
  try {
    const page = await owner.newPage();
    await signInAsSeller(page, { locale: 'bn' });
    await page.goto('/seller-dashboard/staff');
    await waitForApp(page);
    const form = page.getByRole('form', { name: 'কাউকে আমন্ত্রণ জানান' });
    const field = form.getByLabel('ই-মেইল ঠিকানা');
    const send = form.getByRole('button', { name: 'আমন্ত্রণ পাঠান' });
    const message = () => field.evaluate((input: HTMLInputElement) => input.validationMessage);

    // Empty: the browser refuses it, in Bengali (Chromium here says "Please fill out this field.").
    await send.click();
    await expect.poll(message).toBe('এই ঘরটি পূরণ করা আবশ্যক।');
    // Typing takes the message off; a malformed address is refused for what is wrong now.
    await field.fill('not-an-address');
    expect(await field.evaluate((input: HTMLInputElement) => input.validity.customError)).toBe(false);
    await send.click();
    await expect.poll(message).toBe('একটি সঠিক ই-মেইল ঠিকানা দিন।');
    // A good address goes through.
    await field.fill(email);
    await send.click();
    await expect(form.getByRole('status')).toContainText(email);
  } finally {
    await owner.close();
  }
});

/** The top and height of what `locator` finds, rounded to whole pixels. */
async function rowOf(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return { top: Math.round(box.y), height: Math.round(box.height) };
}

test("a member's role and its two buttons line up on a phone in Bengali (the select stood taller)", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await sellerOnScreen(browser, baseURL, PHONE, { locale: 'bn' });
  try {
    await page.goto('/seller-dashboard/staff');
    await waitForApp(page);
    const member = page
      .getByTestId('staff-member')
      .filter({ has: page.getByRole('combobox') })
      .first();
    const role = await rowOf(member.getByRole('combobox', { name: 'ভূমিকা' }));
    expect(await rowOf(member.getByRole('button', { name: 'ভূমিকা বদলান' }))).toEqual(role);
    expect(await rowOf(member.getByRole('button', { name: /^সরান: / }))).toEqual(role);
    await fitsThePhone(page);
  } finally {
    await context.close();
  }
});
