import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber } from './i18n/format.ts';
import { lineTotal, parseTaka, sumPoisha, takaToPoisha } from './money.ts';

describe('money in poisha', () => {
  it('converts taka to poisha without float drift', () => {
    expect(takaToPoisha(19.99)).toBe(1999);
    expect(takaToPoisha(0.1 + 0.2)).toBe(30);
    expect(takaToPoisha(1250)).toBe(125000);
  });
  it('parses amounts people type, in either digits', () => {
    expect(parseTaka('1,250.50')).toBe(125050);
    expect(parseTaka('১২৫০')).toBe(125000);
    expect(parseTaka('৳ 20')).toBe(2000);
    expect(parseTaka('12.345')).toBeNull();
    expect(parseTaka('abc')).toBeNull();
  });
  it('refuses to add a float', () => {
    expect(sumPoisha([100, 250])).toBe(350);
    expect(() => sumPoisha([100, 0.5])).toThrow(RangeError);
    expect(() => lineTotal(99.5, 2)).toThrow(RangeError);
    expect(lineTotal(4500, 3)).toBe(13500);
  });
});

describe('formatting (৳ on the left, Bengali digits in Bengali)', () => {
  it('puts the taka sign on the left in English', () => {
    expect(formatMoney(123400, 'en')).toBe('৳ 1,234');
    expect(formatMoney(1250, 'en')).toBe('৳ 12.50');
  });
  it('puts the taka sign on the left in Bengali too, with Bengali digits and lakh grouping', () => {
    expect(formatMoney(123400, 'bn')).toBe('৳ ১,২৩৪');
    expect(formatMoney(123456700, 'bn')).toBe('৳ ১২,৩৪,৫৬৭');
  });
  it('shows negative amounts with the sign first', () => {
    expect(formatMoney(-2000, 'en')).toBe('-৳ 20');
  });
  it('formats plain numbers per language', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(1234567, 'bn')).toBe('১২,৩৪,৫৬৭');
  });
});
