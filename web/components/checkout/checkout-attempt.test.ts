// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN } from '#lib/contracts/orders.ts';
import { checkoutAttemptKey, finishCheckoutAttempt } from './checkout-attempt.ts';

const order = { items: [{ product_id: 1, price_type_id: 2, quantity: 3 }], expected_total: 15_000 };

describe('the Idempotency-Key of a checkout attempt', () => {
  it('is a key the API accepts', () => {
    expect(checkoutAttemptKey(order, window.sessionStorage)).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });
  it('stays the same for the same order: double clicks, retries and reloads place it once', () => {
    const storage = window.sessionStorage;
    storage.clear();
    const first = checkoutAttemptKey(order, storage);
    expect(checkoutAttemptKey({ ...order }, storage)).toBe(first);
  });
  it('changes when the order changes (a new total to confirm, another address)', () => {
    const storage = window.sessionStorage;
    storage.clear();
    const first = checkoutAttemptKey(order, storage);
    const changed = checkoutAttemptKey({ ...order, expected_total: 16_000 }, storage);
    expect(changed).not.toBe(first);
    expect(checkoutAttemptKey({ ...order, expected_total: 16_000 }, storage)).toBe(changed);
  });
  it('is new after the order was placed', () => {
    const storage = window.sessionStorage;
    storage.clear();
    const first = checkoutAttemptKey(order, storage);
    finishCheckoutAttempt(storage);
    expect(checkoutAttemptKey(order, storage)).not.toBe(first);
  });
  it('still works without storage, and replaces a damaged record', () => {
    expect(checkoutAttemptKey(order, null)).toMatch(IDEMPOTENCY_KEY_PATTERN);
    window.sessionStorage.setItem('haat_checkout_attempt', '{not json');
    expect(checkoutAttemptKey(order, window.sessionStorage)).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });
});
