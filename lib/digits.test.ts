import { describe, expect, it } from 'vitest';
import { toBengaliDigits, toLatinDigits } from './digits.ts';

describe('digits', () => {
  it('writes numbers in Bengali digits, leaving the rest', () => {
    expect(toBengaliDigits('Page 12 of 305')).toBe('Page ১২ of ৩০৫');
    expect(toBengaliDigits(7)).toBe('৭');
  });
  it('reads Bengali digits back', () => {
    expect(toLatinDigits('০১৭১২৩৪৫৬৭৮')).toBe('01712345678');
    expect(toLatinDigits(toBengaliDigits('1234567890'))).toBe('1234567890');
  });
});
