/**
 * Helpers for API tests that need someone signed in: real sign-ins through the API, so the
 * tests exercise the same sessions and gate as a browser does.
 */
import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { notificationOutbox } from '#server/modules/notifications/schema.ts';
import type { TestApp } from '#server/testing/app.ts';
import { SESSION_COOKIE } from './cookies.ts';

/** The `name=value` of a cookie the answer sets, or null. */
export function cookieFrom(response: LightMyRequestResponse, name: string): string | null {
  const cookie = response.cookies.find((item) => item.name === name);
  return cookie?.value ? `${name}=${cookie.value}` : null;
}

/** Signs in through the site's or the admin's sign-in call and answers the session cookie. */
export async function signIn(
  t: TestApp,
  login: string,
  password: string,
  area: 'site' | 'admin' = 'site',
): Promise<string> {
  const response = await t.inject({
    method: 'POST',
    url: area === 'admin' ? '/api/admin/login' : '/api/auth/login',
    payload: { login, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  const cookie = cookieFrom(response, SESSION_COOKIE);
  expect(cookie).not.toBeNull();
  return cookie!;
}

/** Calls the API as a web visitor carrying `cookie` (a session cookie). */
export function as(t: TestApp, cookie: string | null) {
  return (options: Parameters<TestApp['inject']>[0]) =>
    t.inject({ ...options, headers: { ...(options.headers ?? {}), ...(cookie ? { cookie } : {}) } });
}

/** The code in the newest outbox message to `recipient`. */
export async function codeSentTo(t: TestApp, recipient: string): Promise<string> {
  const [message] = await t.database.db
    .select()
    .from(notificationOutbox)
    .where(eq(notificationOutbox.recipient, recipient))
    .orderBy(desc(notificationOutbox.id))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  expect(code, `a code sent to ${recipient}`).toBeDefined();
  return code!;
}
