// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BASIC_CONFIG_STORAGE_KEY,
  clearStoredUser,
  STARTUP_STEPS,
  startApp,
  storedUser,
  USER_STORAGE_KEY,
} from './startup.ts';

type Started = Window & { __haatStarted?: boolean };

describe('the startup of spec §4', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
    localStorage.clear();
    (window as Started).__haatStarted = false;
  });

  it('online: token, then basic configuration, then user info and cart; then the loader may finish', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      calls.push(url);
      return new Response(url.startsWith('/api/basic-config') ? '{"data":{"vat":0}}' : null, {
        status: url.startsWith('/api/') ? 200 : 204,
      });
    });
    expect(await startApp()).toEqual([...STARTUP_STEPS]);
    // No CSRF cookie in this page: the token step asked for the first-party cookies first.
    expect(calls).toEqual(['/auth/visitor', '/api/basic-config']);
    expect(JSON.parse(sessionStorage.getItem(BASIC_CONFIG_STORAGE_KEY)!)).toEqual({ vat: 0 });
    expect((window as Started).__haatStarted).toBe(true);
    // Once per browser session.
    calls.length = 0;
    await startApp();
    expect(calls).not.toContain('/api/basic-config');
  });

  it('offline: only the local steps, and the loader still finishes', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await startApp()).toEqual(['user-info', 'cart']);
    expect(fetch).not.toHaveBeenCalled();
    expect((window as Started).__haatStarted).toBe(true);
  });

  it('a failed step is only logged; the loader is never left waiting', async () => {
    vi.stubGlobal('fetch', async () => new Response('{"code":"x"}', { status: 500 }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await startApp()).toEqual(['token']);
    expect(warn).toHaveBeenCalled();
    expect((window as Started).__haatStarted).toBe(true);
  });

  it('stored user info can be cleared (a failed sign-in resets it)', () => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ id: 1, name: 'N', userType: 3 }));
    expect(storedUser()).toMatchObject({ id: 1 });
    clearStoredUser();
    expect(storedUser()).toBeNull();
  });
});
