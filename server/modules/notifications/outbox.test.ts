import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '#server/modules/auth/sessions.test-helper.ts';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';

const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET: 'production-like-secret-0123456789abcdef' };

/**
 * The outbox holds password-reset codes: reading it is signing in as anyone. It was open to every
 * visitor outside production (issue 9: request a reset for the admin, read the code, take over).
 */
describe.each([
  ['development', { NODE_ENV: 'development' }],
  ['tests', {}],
  ['production', PRODUCTION],
])('the development outbox in %s', (_mode, env) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ template: 'demo', env });
  });
  afterAll(() => t.close());

  it('is closed to a stranger who asked for the admin’s reset code, to visitors and to other roles', async () => {
    const asked = await t.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { login: 'admin@haat.test' },
    });
    expect(asked.statusCode).toBe(200);
    // A stranger (no first-party cookie), then our web app's anonymous visitor.
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(401);
    const visitor = await t.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().data).toBeUndefined();
    for (const [login, password, kind] of [
      ['customer@haat.test', 'haat-customer-2026', 'customer'],
      ['seller@haat.test', 'haat-seller-2026', 'seller'],
      ['delivery@haat.test', 'haat-delivery-2026', 'delivery'],
    ] as const) {
      const cookie = await signIn(t, login, password);
      const response = await t.inject({ method: 'GET', url: '/api/dev/outbox', headers: { cookie } });
      expect(response.statusCode, kind).toBe(403);
      expect(response.json().data).toBeUndefined();
    }
  });

  it('shows a super admin the codes that would have been sent, newest first', async () => {
    await t.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { login: 'customer@haat.test' },
    });
    await t.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { login: '+8801711000010' },
    });
    const admin = await signIn(t, 'admin@haat.test', 'haat-admin-2026', 'admin');
    const response = await t.inject({ method: 'GET', url: '/api/dev/outbox', headers: { cookie: admin } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const [newest, older] = response.json().data;
    expect(newest).toMatchObject({ recipient: 'delivery@haat.test', channel: 'email' });
    expect(older).toMatchObject({ recipient: 'customer@haat.test' });
    expect(older.subject).toBe('Reset your Haat password · আপনার হাট পাসওয়ার্ড নতুন করে ঠিক করুন');
    expect(older.body).toMatch(/password reset code is \d{6}\. It expires in 10 minutes/);
    expect(older.body).toContain('১০ মিনিট');
  });
});
