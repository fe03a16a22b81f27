import { useEffect } from 'react';
import { csrfTokenFrom } from '#lib/api-client.ts';
import { browserApi } from './browser-api.ts';
import { CART_STORAGE_KEY } from './cart-store.ts';
import { basicConfigRef as basicConfig } from './contract-refs.ts';
import type { Viewer } from './viewer.ts';

/** Spec §4: the signed-in person's data kept in the browser, so a reload or offline start shows them. */
export const USER_STORAGE_KEY = 'haat_user_info';
/** The basic configuration, loaded once per browser session. */
export const BASIC_CONFIG_STORAGE_KEY = 'haat_basic_config';

function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Forgets the stored user data (spec §8: a failed sign-in resets it; so does signing out). */
export function clearStoredUser(): void {
  storage('local')?.removeItem(USER_STORAGE_KEY);
}

/** The user data stored by the last visit, if any. */
export function storedUser(): Viewer | null {
  try {
    const raw = storage('local')?.getItem(USER_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Viewer) : null;
  } catch {
    return null;
  }
}

/** Keeps the stored user data in step with who the server says is signed in (`undefined`: not known yet). */
export function useStoredUserSync(viewer: Viewer | null | undefined): void {
  useEffect(() => {
    if (viewer) storage('local')?.setItem(USER_STORAGE_KEY, JSON.stringify(viewer));
    else if (viewer === null) clearStoredUser();
  }, [viewer]);
}

const api = browserApi;

/** Each step of spec §4's startup, in order; a failed step is only logged (spec §8). */
export const STARTUP_STEPS = ['token', 'basic-config', 'user-info', 'cart'] as const;

/**
 * Spec §4's startup for the web app, while the welcome loader counts: the "token" is the
 * first-party visitor cookie (the page response sets it; a page restored from cache asks for it),
 * then the basic configuration, the user info (already read by the server for this page and kept
 * in storage by useStoredUserSync) and the cart (browser storage). Offline, only local steps run.
 * The loader finishes once this has run.
 */
export async function startApp(): Promise<string[]> {
  const done: string[] = [];
  const online = typeof navigator === 'undefined' || navigator.onLine;
  try {
    if (online) {
      if (!csrfTokenFrom(document.cookie)) await fetch('/auth/visitor', { credentials: 'same-origin' });
      done.push('token');
      const session = storage('session');
      if (!session?.getItem(BASIC_CONFIG_STORAGE_KEY)) {
        const config = await api.call(basicConfig);
        session?.setItem(BASIC_CONFIG_STORAGE_KEY, JSON.stringify(config.data));
      }
      done.push('basic-config');
    }
    done.push('user-info');
    storage('local')?.getItem(CART_STORAGE_KEY);
    done.push('cart');
  } catch (error) {
    console.warn('startup: a step failed', error);
  } finally {
    (window as Window & { __haatStarted?: boolean }).__haatStarted = true;
  }
  return done;
}
