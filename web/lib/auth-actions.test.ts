import { describe, expect, it } from 'vitest';
import type { LoginResult } from '#lib/contracts/auth.ts';
import { safeRedirectPath } from '#lib/safe-redirect.ts';
import { afterSignIn, verifyPath } from './auth-actions.server.ts';

const as = (user_type: number) => ({ user_info: { user_type } }) as LoginResult;

describe('where a sign-in leads', () => {
  it('back to the page the person was going to', () => {
    expect(afterSignIn(as(3), '/user/my-orders?page=2', '/admin@x')).toBe('/user/my-orders?page=2');
  });

  it('otherwise to their own dashboard, never back to a sign-in page', () => {
    expect(afterSignIn(as(3), null, '/admin@x')).toBe('/user/manage-account');
    expect(afterSignIn(as(2), '/login', '/admin@x')).toBe('/delivery-person-dashboard');
    expect(afterSignIn(as(4), '/verify?login=a', '/admin@x')).toBe('/seller-dashboard');
    expect(afterSignIn(as(1), '/register', '/admin@x')).toBe('/admin@x');
    expect(afterSignIn(as(3), '/login-help', '/admin@x')).toBe('/login-help');
  });

  it('only to paths on this site', () => {
    for (const outside of ['https://evil.example', '//evil.example', '/\\evil.example', 'evil']) {
      expect(safeRedirectPath(outside)).toBe('/');
    }
    expect(safeRedirectPath('/products/rice?x=1')).toBe('/products/rice?x=1');
  });

  it('an unverified account goes to the verification page with its id and destination', () => {
    expect(verifyPath('a@b.cd', '/user/my-orders')).toBe(
      '/verify?login=a%40b.cd&redirectTo=%2Fuser%2Fmy-orders',
    );
  });
});
