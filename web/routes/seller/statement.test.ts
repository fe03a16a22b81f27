import { describe, expect, it } from 'vitest';
import { csvField } from './statement.ts';

describe('the monthly statement’s CSV fields', () => {
  it('keeps a negative amount (a commission, a payout) a number a spreadsheet adds up', () => {
    expect(csvField('-19.00')).toBe('-19.00');
    expect(csvField('-8752.50')).toBe('-8752.50');
    expect(csvField(-5)).toBe('-5');
  });
  it('still disarms text that a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-1+2')).toBe("'-1+2");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('+880 1711')).toBe("'+880 1711");
  });
  it('quotes commas, quotes and line breaks', () => {
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField(null)).toBe('');
  });
});
