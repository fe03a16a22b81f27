import { describe, expect, it } from 'vitest';
import { CODE128_PATTERNS, code128Svg, code128Values, code128Widths } from './barcode.ts';

describe('Code 128 B', () => {
  it('every symbol is eleven modules (the stop thirteen)', () => {
    expect(CODE128_PATTERNS).toHaveLength(107);
    CODE128_PATTERNS.forEach((pattern, value) => {
      const modules = [...pattern].reduce((sum, digit) => sum + Number(digit), 0);
      expect(modules, String(value)).toBe(value === 106 ? 13 : 11);
    });
  });

  it('encodes with the standard check symbol', () => {
    // 104 + 48·1 + 42·2 + 42·3 + 17·4 + 18·5 + 19·6 + 35·7 = 879 ≡ 55 (mod 103).
    expect(code128Values('PJJ123C')).toEqual([104, 48, 42, 42, 17, 18, 19, 35, 55, 106]);
    const widths = code128Widths('HT-1');
    expect(widths.reduce((a, b) => a + b, 0)).toBe(11 * (1 + 4 + 1) + 13);
  });

  it('draws an SVG and refuses what set B cannot carry', () => {
    expect(code128Svg('HT-261122-7KQ4M2-1')).toMatch(/^<svg [^>]*viewBox="0 0 \d+ 40"/);
    expect(() => code128Values('ঢাকা')).toThrow();
  });
});
