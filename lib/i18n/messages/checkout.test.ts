import { describe, expect, it } from 'vitest';
import { account } from './account.ts';
import { checkout } from './checkout.ts';
import { core } from './core.ts';
import { errors } from './errors.ts';
import { ordersApi } from './orders-api.ts';
import { store } from './store.ts';

describe('the checkout message group', () => {
  it('shares no key with another group (merged groups would silently override each other)', () => {
    const others = new Set(
      [core, errors, store, account, ordersApi].flatMap((group) => Object.keys(group.en)),
    );
    expect(Object.keys(checkout.en).filter((key) => others.has(key))).toEqual([]);
  });
  it('writes prices and counts through placeholders, never as Latin digits in Bengali text', () => {
    for (const [key, text] of Object.entries(checkout.bn)) expect(text, key).not.toMatch(/\d/);
  });
});
