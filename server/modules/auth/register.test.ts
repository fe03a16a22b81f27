import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOutbox } from '#server/modules/notifications/schema.ts';
import { companies } from '#server/modules/sellers/schema.ts';
import { customerInfos, users } from '#server/modules/users/schema.ts';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';
import { SESSION_COOKIE } from './cookies.ts';
import { authSessions, verificationCodes } from './schema.ts';
import { as, codeSentTo as codeFrom, cookieFrom, signIn } from './sessions.test-helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ template: 'demo' });
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>) => t.inject({ method: 'POST', url, payload });
const register = (payload: Record<string, unknown>) => post('/api/auth/register', payload);

const codeSentTo = (recipient: string) => codeFrom(t, recipient);

describe('sign-up', () => {
  it('creates an unverified customer by e-mail, with a profile, and sends a code in both languages', async () => {
    const response = await register({
      name: 'Rahim Uddin',
      email: 'Rahim@Example.com',
      password: 'rahim-password',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      status: 1,
      registered: true,
      req_id_type: 'email',
      user_id: expect.any(Number),
    });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, body.user_id));
    expect(user).toMatchObject({ email: 'rahim@example.com', user_type: 3, status: 2 });
    expect(user!.password_hash).toMatch(/^\$argon2id\$/);
    const [profile] = await t.database.db
      .select()
      .from(customerInfos)
      .where(eq(customerInfos.user_id, body.user_id));
    expect(profile).toMatchObject({ full_name: 'Rahim Uddin' });
    const [message] = await t.database.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.recipient, 'rahim@example.com'));
    expect(message).toMatchObject({ channel: 'email' });
    expect(message!.body).toContain('Your Haat verification code is');
    expect(message!.body).toContain('আপনার হাট যাচাই কোড');
    // The code itself is only kept hashed.
    const code = await codeSentTo('rahim@example.com');
    const [stored] = await t.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.user_id, body.user_id));
    expect(stored!.code_hash).not.toContain(code);
  });

  it('creates a customer by mobile number; the code goes by SMS (kept in the outbox)', async () => {
    const response = await register({ name: 'Karim', mobile: '01812345678', password: 'karim-password' });
    expect(response.statusCode).toBe(201);
    expect(response.json().req_id_type).toBe('mobile');
    await codeSentTo('+8801812345678');
  });

  it('creates a seller with a pending company named after the store', async () => {
    const response = await register({
      user_type: 4,
      name: 'Selina Parvin',
      email: 'selina@example.com',
      password: 'selina-password',
      store_name: 'Selina Crafts',
    });
    expect(response.statusCode).toBe(201);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, response.json().user_id));
    const [company] = await t.database.db.select().from(companies).where(eq(companies.id, user!.company_id!));
    expect(company).toMatchObject({
      company_name: 'Selina Crafts',
      slug: 'selina-crafts',
      status: 'pending',
    });
    expect(user!.user_type).toBe(4);
  });

  it('answers each duplicate with spec §8’s message and req_id_type', async () => {
    const cases = [
      {
        payload: {
          user_type: 4,
          name: 'X',
          email: 'new1@example.com',
          password: 'password-1',
          store_name: 'dhaka daily bazar',
        },
        type: 'store',
        en: 'Store name already exist.',
        path: 'store_name',
      },
      {
        payload: { name: 'X', email: 'CUSTOMER@haat.test', password: 'password-1' },
        type: 'email',
        en: 'E-mail already exist.',
        path: 'email',
      },
      {
        payload: { name: 'X', mobile: '+880 171-100-0020', password: 'password-1' },
        type: 'mobile',
        en: 'Mobile number already exist.',
        path: 'mobile',
      },
    ];
    for (const { payload, type, en, path } of cases) {
      const response = await register(payload);
      expect(response.statusCode, type).toBe(409);
      const body = response.json();
      expect(body).toMatchObject({
        code: 'already_exists',
        message: { en },
        details: { req_id_type: type, registered: false, status: 0 },
      });
      expect(body.message.bn).toMatch(/আগে থেকেই আছে।$/);
      expect(body.fields[0]).toMatchObject({ path, message: { en } });
    }
  });

  it('needs an e-mail or a mobile number, a store name for sellers, and a long enough password', async () => {
    const response = await register({ user_type: 4, name: 'X', password: 'short' });
    expect(response.statusCode).toBe(400);
    const paths = response
      .json()
      .fields.map((field: { path: string }) => field.path)
      .sort();
    expect(paths).toEqual(['email', 'password', 'store_name']);
  });
});

describe('verification', () => {
  const account = { login: 'verify-me@example.com', password: 'verify-password' };
  beforeAll(async () => {
    const response = await register({ name: 'Verify Me', email: account.login, password: account.password });
    expect(response.statusCode).toBe(201);
  });

  it('an unverified account can only sign in to verify: status 2', async () => {
    const response = await post('/api/auth/login', account);
    expect(response.json().details.status).toBe(2);
  });

  it('a wrong code is refused in both languages and counts against the code', async () => {
    const code = await codeSentTo(account.login);
    const wrong = code === '000000' ? '111111' : '000000';
    const response = await post('/api/auth/verify', { login: account.login, code: wrong });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'code_invalid',
      message: { en: 'The code is wrong or has expired. Please ask for a new one.' },
    });
    const [row] = await t.database.db
      .select()
      .from(verificationCodes)
      .orderBy(desc(verificationCodes.id))
      .limit(1);
    expect(row!.attempts).toBe(1);
  });

  it('a new code replaces the old one; the right code verifies and signs the person in', async () => {
    const old = await codeSentTo(account.login);
    const resend = await post('/api/auth/send-code', { login: account.login });
    expect(resend.statusCode).toBe(200);
    const fresh = await codeSentTo(account.login);
    if (fresh !== old) {
      expect((await post('/api/auth/verify', { login: account.login, code: old })).statusCode).toBe(400);
    }
    const response = await post('/api/auth/verify', { login: account.login, code: fresh });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 1,
      user_info: { status: 1, email_verified_at: expect.any(String) },
    });
    expect(cookieFrom(response, SESSION_COOKIE)).not.toBeNull();
    // A code works once.
    expect((await post('/api/auth/verify', { login: account.login, code: fresh })).statusCode).toBe(409);
    expect((await post('/api/auth/login', account)).statusCode).toBe(200);
  });

  it('a code stops working after five wrong guesses and after ten minutes', async () => {
    const login = 'guesser@example.com';
    await register({ name: 'Guesser', email: login, password: 'guess-password' });
    const code = await codeSentTo(login);
    const wrong = code === '123456' ? '654321' : '123456';
    for (let attempt = 0; attempt < 5; attempt++) await post('/api/auth/verify', { login, code: wrong });
    expect((await post('/api/auth/verify', { login, code })).statusCode).toBe(400);

    await post('/api/auth/send-code', { login });
    const next = await codeSentTo(login);
    await t.database.db.update(verificationCodes).set({ expires_at: new Date(Date.now() - 1000) });
    expect((await post('/api/auth/verify', { login, code: next })).statusCode).toBe(400);
  });

  it('answers a code request alike whether or not the account exists', async () => {
    const known = await post('/api/auth/send-code', { login: 'customer@haat.test' });
    const unknown = await post('/api/auth/send-code', { login: 'nobody-here@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
  });
});

describe('password reset by code', () => {
  it('sets a new password, signs out every session, and the old password stops working', async () => {
    const login = 'arif.hossain@haat.test';
    const session = await signIn(t, login, 'haat-demo-2026');
    const forgot = await post('/api/auth/forgot-password', { login });
    expect(forgot.statusCode).toBe(200);
    const code = await codeSentTo(login);
    const reset = await post('/api/auth/reset-password', { login, code, password: 'a-brand-new-password' });
    expect(reset.statusCode).toBe(200);
    expect((await as(t, session)({ method: 'GET', url: '/api/auth/session' })).json()).toEqual({
      data: null,
    });
    expect((await post('/api/auth/login', { login, password: 'haat-demo-2026' })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { login, password: 'a-brand-new-password' })).statusCode).toBe(200);
  });

  it('refuses a reset with a verification code or a wrong code', async () => {
    const login = 'tahmina.begum@haat.test';
    await post('/api/auth/forgot-password', { login });
    const response = await post('/api/auth/reset-password', {
      login,
      code: '99999a',
      password: 'another-password',
    });
    expect(response.statusCode).toBe(400);
    const sessions = await t.database.db.select().from(authSessions);
    expect(sessions.length).toBeGreaterThan(0);
  });
});
