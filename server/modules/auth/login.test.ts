import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '#lib/i18n/translate.ts';
import { USER_TYPES } from '#lib/reference-data.ts';
import { hashPassword } from '#server/modules/users/api.ts';
import { users } from '#server/modules/users/schema.ts';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';
import { createApiClient } from './api-clients.ts';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from './cookies.ts';
import { authSessions } from './schema.ts';
import { as, cookieFrom, signIn } from './sessions.test-helper.ts';
import { hashToken } from './tokens.ts';

let t: TestApp;
const PASSWORD = 'correct-horse-battery';

beforeAll(async () => {
  t = await buildTestApp({ template: 'demo' });
  const passwordHash = await hashPassword(PASSWORD);
  await t.database.db.insert(users).values([
    {
      name: 'Unverified Uddin',
      email: 'unverified@haat.test',
      password_hash: passwordHash,
      user_type: 3,
      status: 2,
    },
    {
      name: 'Blocked Begum',
      email: 'blocked@haat.test',
      password_hash: passwordHash,
      user_type: 3,
      status: 3,
    },
  ]);
});
afterAll(() => t.close());

const login = (payload: Record<string, unknown>, url = '/api/auth/login') =>
  t.inject({ method: 'POST', url, payload });

describe('the answer’s short message is in the asker’s language', () => {
  it('follows the language cookie, then the browser’s first preference, else English', async () => {
    const credentials = { login: 'customer@haat.test', password: 'haat-customer-2026' };
    const english = await login(credentials);
    const byCookie = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: credentials,
      headers: { cookie: 'haat_lang=bn', 'accept-language': 'en-GB' },
    });
    const byBrowser = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: credentials,
      headers: { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.5' },
    });
    expect(english.json().msg).toBe(translate('en', 'auth.loggedIn'));
    expect(byCookie.json().msg).toBe(translate('bn', 'auth.loggedIn'));
    expect(byBrowser.json().msg).toBe(translate('bn', 'auth.loggedIn'));
  });
});

describe('sign-in answers spec §4’s statuses with spec §8’s messages', () => {
  it('status 1: user_info, partner_info, role_info and an httpOnly session cookie (no token for the web)', async () => {
    const response = await login({ login: 'customer@haat.test', password: 'haat-customer-2026' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: 1,
      token: null,
      role_info: null,
      user_info: { email: 'customer@haat.test', user_type: USER_TYPES.customer, status: 1, initials: 'NJ' },
      partner_info: { kind: 'customer', full_name: 'Nusrat Jahan', gender: 2 },
    });
    expect(body.user_info).not.toHaveProperty('password_hash');
    expect(body.user_info.avatar).toMatch(
      /^https:\/\/www\.gravatar\.com\/avatar\/[0-9a-f]{64}\?s=80&d=retro&r=g$/,
    );
    const cookie = response.cookies.find((item) => item.name === SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.value.length).toBeGreaterThanOrEqual(43);
    expect(cookie.secure).toBeFalsy();
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('stores the session hashed: the cookie value is nowhere in the database', async () => {
    const cookie = await signIn(t, 'customer@haat.test', 'haat-customer-2026');
    const token = cookie.split('=')[1]!;
    const rows = await t.database.db.select().from(authSessions);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.token_hash === token || row.token_hash.includes(token))).toBe(false);
  });

  it('signs in by mobile number too, in any common format and in Bengali digits', async () => {
    for (const mobile of ['+8801711000020', '01711000020', '+880 171-100-0020', '+৮৮০১৭১১০০০০২০']) {
      const response = await login({ login: mobile, password: 'haat-customer-2026' });
      expect(response.statusCode, mobile).toBe(200);
    }
  });

  it('status 0: a wrong password or an unknown account is 401 "Invalid credential." in both languages', async () => {
    for (const payload of [
      { login: 'customer@haat.test', password: 'wrong-password' },
      { login: 'nobody@haat.test', password: 'whatever-password' },
    ]) {
      const response = await login(payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        code: 'invalid_credentials',
        message: { en: 'Invalid credential.', bn: 'সাইন ইনের তথ্য সঠিক নয়।' },
        details: { status: 0 },
      });
      expect(cookieFrom(response, SESSION_COOKIE)).toBeNull();
    }
  });

  it('status 2: an unverified account is 403 with its user id, and gets no session', async () => {
    const response = await login({ login: 'unverified@haat.test', password: PASSWORD });
    expect(response.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'unverified@haat.test'));
    expect(response.json()).toMatchObject({
      code: 'unverified',
      message: {
        en: 'Unverified account. Please verify your account.',
        bn: 'অ্যাকাউন্টটি যাচাই করা হয়নি। অনুগ্রহ করে আপনার অ্যাকাউন্ট যাচাই করুন।',
      },
      details: { status: 2, user_id: row!.id },
    });
    expect(cookieFrom(response, SESSION_COOKIE)).toBeNull();
  });

  it('status 3: a blocked account is 403 "Your account has been blocked."', async () => {
    const response = await login({ login: 'blocked@haat.test', password: PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'blocked',
      message: { en: 'Your account has been blocked.', bn: 'আপনার অ্যাকাউন্টটি বন্ধ করে দেওয়া হয়েছে।' },
      details: { status: 3 },
    });
  });

  it('reveals unverified and blocked only to someone who knows the password', async () => {
    const response = await login({ login: 'blocked@haat.test', password: 'not-the-password' });
    expect(response.statusCode).toBe(401);
    expect(response.json().details).toEqual({ status: 0 });
  });

  it('rejects a malformed sign-in id with a field error in both languages', async () => {
    const response = await login({ login: 'not an id', password: 'x' });
    expect(response.statusCode).toBe(400);
    const field = response.json().fields.find((item: { path: string }) => item.path === 'login');
    expect(field.message.en).toBe('Enter an e-mail address or a mobile number.');
    expect(field.message.bn).toBeTruthy();
  });
});

describe('the admin and seller sign-in', () => {
  it('admin login answers role_info with every feature for the super admin', async () => {
    const response = await login(
      { login: 'admin@haat.test', password: 'haat-admin-2026' },
      '/api/admin/login',
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.role_info).toMatchObject({ role_name: 'Super Admin', is_super: true });
    expect(body.role_info.role_accesses).toContainEqual({ feature_id: 50 });
    expect(body.partner_info).toBeNull();
  });

  it('admins cannot use the site’s sign-in, and nobody else the admin’s', async () => {
    const admin = await login({ login: 'admin@haat.test', password: 'haat-admin-2026' });
    expect(admin.statusCode).toBe(401);
    const customer = await login(
      { login: 'customer@haat.test', password: 'haat-customer-2026' },
      '/api/admin/login',
    );
    expect(customer.statusCode).toBe(401);
    expect(customer.json().message.en).toBe('Invalid credential.');
  });

  it('the seller form (user_type 4) accepts only sellers, whose partner_info is their company', async () => {
    const seller = await login({ login: 'seller@haat.test', password: 'haat-seller-2026', user_type: 4 });
    expect(seller.statusCode).toBe(200);
    expect(seller.json().partner_info).toMatchObject({
      kind: 'seller',
      slug: 'dhaka-daily-bazar',
      status: 'active',
    });
    const customer = await login({
      login: 'customer@haat.test',
      password: 'haat-customer-2026',
      user_type: 4,
    });
    expect(customer.statusCode).toBe(401);
  });

  it('a delivery person’s partner_info is their delivery profile', async () => {
    const response = await login({ login: 'delivery@haat.test', password: 'haat-delivery-2026' });
    expect(response.json().partner_info).toMatchObject({ kind: 'delivery', vehicle_type: 'motorcycle' });
  });
});

describe('sessions', () => {
  it('GET /api/auth/session tells who is signed in, and null for a visitor', async () => {
    const cookie = await signIn(t, 'customer@haat.test', 'haat-customer-2026');
    const me = await as(t, cookie)({ method: 'GET', url: '/api/auth/session' });
    expect(me.json().data.user_info.email).toBe('customer@haat.test');
    const visitor = await t.inject({ method: 'GET', url: '/api/auth/session' });
    expect(visitor.json()).toEqual({ data: null });
  });

  it('GET /api/logout ends the session at once and clears the cookie', async () => {
    const cookie = await signIn(t, 'customer@haat.test', 'haat-customer-2026');
    const call = as(t, cookie);
    const out = await call({ method: 'GET', url: '/api/logout' });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ status: true });
    expect(out.cookies.find((item) => item.name === SESSION_COOKIE)?.value).toBe('');
    expect((await call({ method: 'GET', url: '/api/auth/session' })).json()).toEqual({ data: null });
    expect((await call({ method: 'POST', url: '/api/user-info/1' })).statusCode).toBe(401);
  });

  it('GET /api/logout with the session cookie but no CSRF token (a link on another site) signs nobody out', async () => {
    const cookie = await signIn(t, 'customer@haat.test', 'haat-customer-2026');
    const withCookies = `${cookie}; ${CSRF_COOKIE}=test-csrf-token`;
    for (const header of [undefined, 'another-token']) {
      const out = await t.app.inject({
        method: 'GET',
        url: '/api/logout',
        headers: { cookie: withCookies, ...(header ? { [CSRF_HEADER]: header } : {}) },
      });
      expect(out.statusCode).toBe(403);
      expect(out.json().code).toBe('csrf_failed');
      expect(out.json().message.bn).toBe(translate('bn', 'auth.csrfFailed'));
      expect(out.cookies.find((item) => item.name === SESSION_COOKIE)).toBeUndefined();
    }
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: withCookies },
    });
    expect(session.json().data.user_info.email).toBe('customer@haat.test');
  });

  it('an expired session no longer signs anyone in', async () => {
    const cookie = await signIn(t, 'customer@haat.test', 'haat-customer-2026');
    const call = as(t, cookie);
    expect((await call({ method: 'GET', url: '/api/auth/session' })).json().data).not.toBeNull();
    await t.database.db.update(authSessions).set({ expires_at: new Date(Date.now() - 1000) });
    const after = await call({ method: 'GET', url: '/api/auth/session' });
    expect(after.json()).toEqual({ data: null });
    // The stale cookie is cleared.
    expect(after.cookies.find((item) => item.name === SESSION_COOKIE)?.value).toBe('');
  });

  it('slides: a session used after a while lives its full idle time again, and the cookie is renewed', async () => {
    const cookie = await signIn(t, 'customer@haat.test', 'haat-customer-2026');
    const soon = new Date(Date.now() + 60 * 60 * 1000);
    await t.database.db
      .update(authSessions)
      .set({ expires_at: soon, last_seen_at: new Date(Date.now() - 60 * 60 * 1000) });
    const response = await as(t, cookie)({ method: 'GET', url: '/api/auth/session' });
    expect(response.json().data).not.toBeNull();
    const [row] = await t.database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.token_hash, hashToken(cookie.split('=')[1]!)));
    expect(row!.expires_at.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
    expect(response.cookies.find((item) => item.name === SESSION_COOKIE)?.maxAge).toBe(30 * 24 * 60 * 60);
  });
});

describe('API clients: client credentials, then a person’s bearer token', () => {
  let clientId: string;
  let clientSecret: string;
  beforeAll(async () => {
    const client = await createApiClient(t.database.db, { name: 'Mobile app', createdBy: null });
    clientId = client.client_id;
    clientSecret = client.client_secret;
  });

  const token = async (payload: string | Record<string, string>, type = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': type },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it('POST /oauth/token answers data[0] with access_token, token_type and expires_in (JSON or form-encoded)', async () => {
    const json = await token({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: clientSecret,
    });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual({
      data: [{ access_token: expect.any(String), token_type: 'Bearer', expires_in: 3600 }],
    });
    const form = await token(
      `grant_type=client_credentials&client_id=${clientId}&client_secret=${encodeURIComponent(clientSecret)}`,
      'application/x-www-form-urlencoded',
    );
    expect(form.statusCode).toBe(200);
  });

  it('refuses a wrong secret or an unknown client with 401 invalid_client', async () => {
    const wrong = await token({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: 'nope',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('invalid_client');
    const unknown = await token({
      grant_type: 'client_credentials',
      client_id: 'x',
      client_secret: clientSecret,
    });
    expect(unknown.statusCode).toBe(401);
  });

  it('a client token opens the API; signing in through it answers a bearer user token and no cookie', async () => {
    const access = (
      await token({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret })
    ).json().data[0].access_token;
    const bearer = { authorization: `Bearer ${access}` };
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/categories/load', headers: bearer })).statusCode,
    ).toBe(200);
    // Bearer calls need no CSRF token.
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: bearer,
      payload: { login: 'customer@haat.test', password: 'haat-customer-2026' },
    });
    expect(signedIn.statusCode).toBe(200);
    const body = signedIn.json();
    expect(body.token).toMatchObject({ token_type: 'Bearer', expires_in: 30 * 24 * 60 * 60 });
    expect(cookieFrom(signedIn, SESSION_COOKIE)).toBeNull();
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { authorization: `Bearer ${body.token.access_token}` },
    });
    expect(me.json().data.user_info.email).toBe('customer@haat.test');
    // Spec §7's sign-out stays a plain GET for bearer clients: no cookie, so no CSRF token.
    const userBearer = { authorization: `Bearer ${body.token.access_token}` };
    const out = await t.app.inject({ method: 'GET', url: '/api/logout', headers: userBearer });
    expect(out.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: userBearer })).statusCode,
    ).toBe(401);
  });

  it('an expired client token is refused with 401 invalid_token', async () => {
    const access = (
      await token({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret })
    ).json().data[0].access_token;
    await t.database.db
      .update(authSessions)
      .set({ expires_at: new Date(Date.now() - 1) })
      .where(eq(authSessions.kind, 'client'));
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/categories/load',
      headers: { authorization: `Bearer ${access}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('invalid_token');
    expect(response.headers['www-authenticate']).toContain('invalid_token');
  });

  it('a web session id is not accepted as a bearer token', async () => {
    const cookie = await signIn(t, 'customer@haat.test', 'haat-customer-2026');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { authorization: `Bearer ${cookie.split('=')[1]}` },
    });
    expect(response.statusCode).toBe(401);
  });
});
