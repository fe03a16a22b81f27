/** Money is integer poisha everywhere: 1 Tk = 100 poisha. */
export type Poisha = number;

export const POISHA_PER_TAKA = 100;

/** Whole taka (or taka with up to two decimals) to poisha, rounding half away from zero. */
export function takaToPoisha(taka: number): Poisha {
  if (!Number.isFinite(taka)) throw new RangeError(`Not an amount: ${taka}`);
  return Math.sign(taka) * Math.round(Math.abs(taka) * POISHA_PER_TAKA);
}

/** Parses a taka amount typed by a person ("1,250.50", "১২৫০") into poisha; null when unreadable. */
export function parseTaka(text: string): Poisha | null {
  const latin = text.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6)).replace(/[,\s৳]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(latin)) return null;
  const [whole, fraction = ''] = latin.split('.');
  return Number(whole) * POISHA_PER_TAKA + Number(fraction.padEnd(2, '0'));
}

/** Sum of integer amounts; throws if anything is not a safe integer, so a float never slips in. */
export function sumPoisha(amounts: Iterable<Poisha>): Poisha {
  let total = 0;
  for (const amount of amounts) {
    if (!Number.isSafeInteger(amount)) throw new RangeError(`Not an amount in poisha: ${amount}`);
    total += amount;
  }
  if (!Number.isSafeInteger(total)) throw new RangeError('Total out of range');
  return total;
}

/** price × quantity in poisha, checked to stay an exact integer. */
export function lineTotal(unitPrice: Poisha, quantity: number): Poisha {
  if (!Number.isSafeInteger(unitPrice) || !Number.isSafeInteger(quantity)) {
    throw new RangeError('Price and quantity must be integers');
  }
  const total = unitPrice * quantity;
  if (!Number.isSafeInteger(total)) throw new RangeError('Line total out of range');
  return total;
}
