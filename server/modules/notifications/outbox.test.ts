import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '#server/modules/auth/sessions.test-helper.ts';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';

describe('the development outbox', () => {
  describe('in development and tests', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ template: 'demo' });
    });
    afterAll(() => t.close());

    it('shows the codes that would have been sent, newest first', async () => {
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
      const response = await t.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(response.statusCode).toBe(200);
      const [newest, older] = response.json().data;
      expect(newest).toMatchObject({ recipient: 'delivery@haat.test', channel: 'email' });
      expect(older).toMatchObject({ recipient: 'customer@haat.test' });
      expect(older.subject).toBe('Reset your Haat password · আপনার হাট পাসওয়ার্ড নতুন করে ঠিক করুন');
      expect(older.body).toMatch(/password reset code is \d{6}\. It expires in 10 minutes/);
      expect(older.body).toContain('১০ মিনিট');
    });
  });

  describe('in production', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({
        template: 'demo',
        env: { NODE_ENV: 'production', SESSION_SECRET: 'production-like-secret-0123456789abcdef' },
      });
    });
    afterAll(() => t.close());

    it('is for super admins only, because it holds real people’s codes', async () => {
      expect((await t.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(401);
      const customer = await signIn(t, 'customer@haat.test', 'haat-customer-2026');
      expect(
        (await t.inject({ method: 'GET', url: '/api/dev/outbox', headers: { cookie: customer } })).statusCode,
      ).toBe(403);
      const admin = await signIn(t, 'admin@haat.test', 'haat-admin-2026', 'admin');
      expect(
        (await t.inject({ method: 'GET', url: '/api/dev/outbox', headers: { cookie: admin } })).statusCode,
      ).toBe(200);
    });
  });
});
