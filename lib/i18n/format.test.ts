import { describe, expect, it } from 'vitest';
import { bengaliDayPeriod, formatDate } from './format.ts';

describe('formatDate', () => {
  // 21:30 in Dhaka (UTC+6).
  const evening = new Date('2026-11-22T15:30:00Z');

  it('writes a date alone in each language', () => {
    expect(formatDate(evening, 'en')).toBe('Nov 22, 2026');
    expect(formatDate(evening, 'bn')).toBe('২২ নভে, ২০২৬');
  });

  it('writes the time in English with AM/PM', () => {
    expect(formatDate(evening, 'en', true)).toMatch(/^Nov 22, 2026, 9:30\sPM$/);
  });

  it('writes the time wholly in Bengali: the part of the day in words, Bengali digits, no Latin letters', () => {
    const text = formatDate(evening, 'bn', true);
    expect(text).toBe('২২ নভে, ২০২৬, রাত ৯:৩০');
    expect(text).not.toMatch(/[A-Za-z0-9]/);
    expect(formatDate('2026-11-22T03:05:00Z', 'bn', true)).toBe('২২ নভে, ২০২৬, সকাল ৯:০৫');
    expect(formatDate('2026-11-22T07:00:00Z', 'bn', true)).toBe('২২ নভে, ২০২৬, দুপুর ১:০০');
  });

  it('takes the time of day in Dhaka, not in the machine’s zone', () => {
    // 23:00 UTC is 05:00 next morning in Dhaka.
    expect(formatDate('2026-11-22T23:00:00Z', 'bn', true)).toBe('২৩ নভে, ২০২৬, ভোর ৫:০০');
  });
});

describe('bengaliDayPeriod', () => {
  it('names each part of the day', () => {
    expect([0, 4, 6, 12, 15, 18, 20, 23].map(bengaliDayPeriod)).toEqual([
      'রাত',
      'ভোর',
      'সকাল',
      'দুপুর',
      'বিকাল',
      'সন্ধ্যা',
      'রাত',
      'রাত',
    ]);
  });
});
