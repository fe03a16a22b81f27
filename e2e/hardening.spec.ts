import { connect } from 'node:net';
import { expect, test } from './fixtures.ts';
import { CUSTOMER, signIn } from './sign-in.ts';

/**
 * Issue 9's page-level findings, against the built server: where a sign-in may send someone,
 * how much a page form post may send, NUL in a page address, personal pages and caches, and
 * sign-out from another site's link.
 */

test('after signing in, redirectTo never leads to another site', async ({ request, baseURL }) => {
  for (const redirectTo of [
    '/%09/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '//evil.example',
    '/\\evil.example',
  ]) {
    const response = await request.post('/login', {
      form: { intent: 'signIn', login: CUSTOMER.login, password: CUSTOMER.password, redirectTo },
      maxRedirects: 0,
    });
    expect(response.status(), redirectTo).toBe(302);
    const location = response.headers().location ?? '';
    expect(new URL(location, baseURL).origin, `${JSON.stringify(redirectTo)} → ${location}`).toBe(
      new URL(baseURL!).origin,
    );
    expect(location).toMatch(/^\/(?![/\\])/);
  }
  // A good destination survives.
  const kept = await request.post('/login', {
    form: {
      intent: 'signIn',
      login: CUSTOMER.login,
      password: CUSTOMER.password,
      redirectTo: '/user/my-orders?page=1',
    },
    maxRedirects: 0,
  });
  expect(kept.headers().location).toBe('/user/my-orders?page=1');
});

test('a page form post over 1 MiB is refused with 413, before its body is read', async ({
  request,
  baseURL,
}) => {
  const big = await request.post('/login', {
    form: { intent: 'signIn', login: CUSTOMER.login, password: 'x'.repeat(2 * 1024 * 1024) },
    maxRedirects: 0,
  });
  expect(big.status()).toBe(413);

  // A client that announces 100 MB is answered at once, after sending only a few bytes.
  const url = new URL(baseURL!);
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => {
      socket.write(
        'POST /login HTTP/1.1\r\n' +
          `Host: ${url.host}\r\n` +
          'Content-Type: application/x-www-form-urlencoded\r\n' +
          `Content-Length: ${100 * 1024 * 1024}\r\n\r\n` +
          'login=a',
      );
    });
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString();
      if (received.includes('\r\n\r\n')) {
        socket.destroy();
        resolve(received);
      }
    });
    socket.on('error', reject);
    setTimeout(() => reject(new Error(`no answer; got ${JSON.stringify(received)}`)), 5000);
  });
  expect(answer).toMatch(/^HTTP\/1\.1 413 /);
});

test('a NUL in a page address answers 404, in the path and in the query', async ({ request }) => {
  for (const url of ['/products/rice%00', '/search?q=rice%00', '/user/my-orders?page=%00', '/%00']) {
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(404);
  }
});

test('personal pages are private; signing out from another site’s link does nothing, our sign-out works', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page, CUSTOMER.login, CUSTOMER.password);
  await expect(page).toHaveURL(/\/user\/manage-account/);

  for (const path of ['/user/manage-account', '/user-dashboard/my-orders', '/cart', '/checkout-page']) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.headers()['cache-control'], path).toBe('private, no-store');
  }
  const data = await page.request.get('/user/my-orders.data');
  expect(data.headers()['cache-control']).toBe('private, no-store');

  // What a link on another site does: a top-level GET that carries the session cookie.
  const forged = await page.goto('/api/logout');
  expect(forged?.status()).toBe(403);
  await page.goto('/user/manage-account');
  await expect(page).toHaveURL(/\/user\/manage-account/);

  const banner = page.getByRole('banner');
  await banner.getByText(CUSTOMER.name).first().click();
  await banner.getByRole('button', { name: 'Sign out' }).click();
  await expect(banner.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.goto('/user/manage-account');
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
});

test('without JavaScript, the sign-in form posts and signs the customer in (its Origin is ours, not "null")', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/login');
  const origins: Array<string | undefined> = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') origins.push(request.headers().origin);
  });
  await signIn(page, CUSTOMER.login, CUSTOMER.password);
  await expect(page).toHaveURL(/\/user\/manage-account/);
  await expect(page.getByText('Cross-site form submissions are not accepted.')).toHaveCount(0);
  expect(origins[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  await context.close();
});
