import { randomInt } from 'node:crypto';

/** Crockford's base 32: no I, L, O or U, so a number read aloud over the phone is not mistaken. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A human-friendly order number: HT, the day it was placed (Bangladesh time, yymmdd) and six
 * random characters, e.g. HT-261122-7KQ4M2. A billion possibilities a day, and the database's
 * unique index has the last word (placing retries on a clash). It reveals nothing about how many
 * orders there are.
 */
export function newOrderNumber(now: Date = new Date()): string {
  const dhaka = new Date(now.getTime() + 6 * 60 * 60 * 1000);
  const day = dhaka.toISOString().slice(2, 10).replaceAll('-', '');
  let random = '';
  for (let index = 0; index < 6; index++) random += ALPHABET[randomInt(ALPHABET.length)];
  return `HT-${day}-${random}`;
}

/** The sub-number of an order's n-th seller part (1-based): HT-261122-7KQ4M2-1. */
export function subNumber(orderNumber: string, position: number): string {
  return `${orderNumber}-${position}`;
}
