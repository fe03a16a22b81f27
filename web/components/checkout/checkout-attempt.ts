import { IDEMPOTENCY_KEY_PATTERN } from '#lib/contracts/orders.ts';

/** Where the current checkout attempt's key is kept, so a reload or a retry reuses it. */
export const CHECKOUT_ATTEMPT_STORAGE_KEY = 'haat_checkout_attempt';

interface Attempt {
  key: string;
  payload: string;
}

function newKey(): string {
  return `chk_${crypto.randomUUID().replaceAll('-', '')}`;
}

/**
 * The Idempotency-Key of this checkout attempt: made once, and reused while the order being
 * placed is the same (a double click, a retry after a lost answer, a reload), so the server
 * places it once. Anything different (another address, a new total to confirm) is a new
 * attempt with a new key, since the server refuses a used key with a different payload.
 */
export function checkoutAttemptKey(payload: unknown, storage: Storage | null, makeKey = newKey): string {
  const text = JSON.stringify(payload);
  try {
    const stored = JSON.parse(
      storage?.getItem(CHECKOUT_ATTEMPT_STORAGE_KEY) ?? 'null',
    ) as Partial<Attempt> | null;
    if (
      stored?.payload === text &&
      typeof stored.key === 'string' &&
      IDEMPOTENCY_KEY_PATTERN.test(stored.key)
    )
      return stored.key;
  } catch {
    // an unreadable attempt is replaced
  }
  const key = makeKey();
  try {
    storage?.setItem(CHECKOUT_ATTEMPT_STORAGE_KEY, JSON.stringify({ key, payload: text } satisfies Attempt));
  } catch {
    // storage blocked: the key lives as long as this page
  }
  return key;
}

/** The attempt is over (the order was placed): the next checkout gets a new key. */
export function finishCheckoutAttempt(storage: Storage | null): void {
  try {
    storage?.removeItem(CHECKOUT_ATTEMPT_STORAGE_KEY);
  } catch {
    // nothing kept
  }
}

/** The browser's session storage, when it can be used. */
export function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
