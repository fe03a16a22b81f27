import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';
import { CSRF_COOKIE, CSRF_HEADER, INTERNAL_HEADER, SESSION_COOKIE, VISITOR_COOKIE } from './cookies.ts';
import { signIn } from './sessions.test-helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ template: 'demo' });
});
afterAll(() => t.close());

const PUBLIC_CALL = '/api/categories/load';

describe('the API gate', () => {
  it('answers a stranger with no credential 401 unauthorized, in both languages', async () => {
    const response = await t.app.inject({ method: 'GET', url: PUBLIC_CALL });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: 'unauthorized',
      message: { en: 'Please sign in to continue.', bn: 'চালিয়ে যেতে সাইন ইন করুন।' },
    });
  });

  it('lets our own web app’s visitor through with the signed visitor cookie', async () => {
    const response = await t.inject({ method: 'GET', url: PUBLIC_CALL });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a forged or unsigned visitor cookie', async () => {
    for (const value of [
      'test-visitor',
      'test-visitor.forgedsignature',
      `${t.app.signCookie('x')}tampered`,
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: PUBLIC_CALL,
        headers: { cookie: `${VISITOR_COOKIE}=${value}` },
      });
      expect(response.statusCode, value).toBe(401);
    }
  });

  it('refuses the internal header with a wrong value, even with a good visitor cookie', async () => {
    for (const value of ['', 'guess', 'x'.repeat(43)]) {
      const response = await t.inject({
        method: 'GET',
        url: PUBLIC_CALL,
        headers: { [INTERNAL_HEADER]: value },
      });
      expect(response.statusCode, value).toBe(401);
      expect(response.json().code).toBe('invalid_internal');
    }
  });

  it('refuses a bearer token it did not issue, and other authorization schemes', async () => {
    for (const authorization of ['Bearer made-up-token-made-up-token-00', 'Basic dXNlcjpwYXNz', 'Bearer']) {
      const response = await t.inject({ method: 'GET', url: PUBLIC_CALL, headers: { authorization } });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json().code).toBe('invalid_token');
    }
  });

  it('keeps health, media, the OAuth token call and the API documentation outside the gate', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/oauth/token', payload: {} })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/media/nothing.webp' })).statusCode).toBe(404);
  });

  it('answers an unknown /api path 404 to anyone: there is nothing there to protect', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/no-such-call' })).statusCode).toBe(404);
  });

  it('a session cookie alone is a credential', async () => {
    const cookie = await signIn(t, 'customer@haat.test', 'haat-customer-2026');
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user_info.email).toBe('customer@haat.test');
  });
});

describe('CSRF: cookie-authenticated writes must echo the CSRF cookie', () => {
  const visitor = () => `${VISITOR_COOKIE}=${t.app.signCookie('v1')}; ${CSRF_COOKIE}=abc123token`;
  const loginPayload = { login: 'customer@haat.test', password: 'haat-customer-2026' };

  it('refuses a visitor’s write without the header, or with a different value', async () => {
    for (const headers of [{}, { [CSRF_HEADER]: 'other-value' }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { cookie: visitor(), ...headers },
        payload: loginPayload,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'csrf_failed',
        message: { en: 'This form has expired. Please reload the page and try again.' },
      });
    }
  });

  it('refuses a header when there is no CSRF cookie to match', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: `${VISITOR_COOKIE}=${t.app.signCookie('v1')}`, [CSRF_HEADER]: 'abc123token' },
      payload: loginPayload,
    });
    expect(response.statusCode).toBe(403);
  });

  it('accepts the write when header and cookie match', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: visitor(), [CSRF_HEADER]: 'abc123token' },
      payload: loginPayload,
    });
    expect(response.statusCode).toBe(200);
  });

  it('protects a signed-in session’s writes the same way', async () => {
    const session = await signIn(t, 'customer@haat.test', 'haat-customer-2026');
    const payload = { name: 'Nusrat Jahan' };
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/user/profile-update',
      headers: { cookie: `${session}; ${CSRF_COOKIE}=abc` },
      payload,
    });
    expect(refused.statusCode).toBe(403);
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/user/profile-update',
      headers: { cookie: `${session}; ${CSRF_COOKIE}=abc`, [CSRF_HEADER]: 'abc' },
      payload,
    });
    expect(accepted.statusCode).toBe(200);
    expect(session.startsWith(`${SESSION_COOKIE}=`)).toBe(true);
  });

  it('does not apply to reads', async () => {
    const response = await t.app.inject({ method: 'GET', url: PUBLIC_CALL, headers: { cookie: visitor() } });
    expect(response.statusCode).toBe(200);
  });
});
