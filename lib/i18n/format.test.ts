import { describe, expect, it } from 'vitest';
import {
  bengaliDayPeriod,
  formatDate,
  formatDay,
  formatFixed,
  formatMoney,
  formatNumber,
  INTL_LOCALE,
} from './format.ts';
import { formatMonth, monthsUpTo } from './months.ts';

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

describe('formatFixed (numbers without an Intl format, decision 0034)', () => {
  const intl = (value: number, locale: 'en' | 'bn', digits: 0 | 2) =>
    new Intl.NumberFormat(INTL_LOCALE[locale], {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);

  it('writes every whole number as Intl writes it, in both languages', () => {
    const values = [
      0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 99999, 100000, 999999, 1000000, 12345678, 123456789,
    ];
    // and a spread of others at every magnitude, negative ones too
    let seed = 7;
    for (let digits = 1; digits <= 15; digits += 1)
      for (let i = 0; i < 40; i += 1) {
        seed = (seed * 48271) % 2147483647;
        values.push(Math.floor((seed / 2147483647) * 10 ** digits) * (i % 5 === 0 ? -1 : 1) || 0);
      }
    for (const locale of ['en', 'bn'] as const)
      for (const value of values)
        expect(formatFixed(value, locale, 0), `${value} ${locale}`).toBe(intl(value, locale, 0));
  });

  it('writes prices with poisha as Intl writes them', () => {
    for (const locale of ['en', 'bn'] as const)
      for (const poisha of [1, 5, 50, 99, 101, 1250, 123456, 99999999, 1234567891, -250])
        expect(formatFixed(poisha / 100, locale, 2), `${poisha} ${locale}`).toBe(
          intl(poisha / 100, locale, 2),
        );
  });

  it('groups in lakhs and crores in Bengali and in thousands in English', () => {
    expect(formatNumber(12345678, 'bn')).toBe('১,২৩,৪৫,৬৭৮');
    expect(formatNumber(12345678, 'en')).toBe('12,345,678');
    expect(formatMoney(123456750, 'bn')).toBe('৳ ১২,৩৪,৫৬৭.৫০');
    expect(formatMoney(-5000, 'en')).toBe('-৳ 50');
  });

  it('leaves to Intl what it does not write the same way', () => {
    for (const value of [1.005, 0.1 + 0.2, 2.5e15, Number.NaN, Number.POSITIVE_INFINITY, -0])
      expect(formatFixed(value, 'en', 2)).toBeNull();
    expect(formatFixed(2.5, 'en', 0)).toBeNull();
    // and the answer is still Intl's
    expect(formatNumber(0.1 + 0.2, 'en')).toBe(intl(0.1 + 0.2, 'en', 2));
  });
});

describe('formatDay (days without an Intl format, decision 0034)', () => {
  it('writes every day since 2010 as Intl writes it in Dhaka, in both languages', () => {
    const formats = {
      en: new Intl.DateTimeFormat('en-BD', { dateStyle: 'medium', timeZone: 'Asia/Dhaka' }),
      bn: new Intl.DateTimeFormat('bn-BD', { dateStyle: 'medium', timeZone: 'Asia/Dhaka' }),
    };
    // every day of 2010-2040 at 17:59 and 18:00 UTC (the last minute of a Dhaka day and the first)
    for (let time = Date.UTC(2010, 0, 1, 17, 59); time < Date.UTC(2041, 0, 1); time += 86_400_000)
      for (const at of [new Date(time), new Date(time + 60_000)])
        for (const locale of ['en', 'bn'] as const)
          expect(formatDay(at, locale), `${at.toISOString()} ${locale}`).toBe(formats[locale].format(at));
  });

  it('leaves to Intl the days before 2010 (Dhaka kept summer time in 2009) and invalid ones', () => {
    expect(formatDay(new Date('2009-06-20T18:30:00Z'), 'en')).toBeNull();
    expect(formatDay(new Date('not a date'), 'en')).toBeNull();
    expect(formatDate('2009-06-20T18:30:00Z', 'en')).toBe(
      new Intl.DateTimeFormat('en-BD', { dateStyle: 'medium', timeZone: 'Asia/Dhaka' }).format(
        new Date('2009-06-20T18:30:00Z'),
      ),
    );
  });
});

describe("formatMonth and monthsUpTo (the seller statement's months)", () => {
  it('names a month in the language, in its digits', () => {
    expect(formatMonth('2026-11', 'en')).toBe('November 2026');
    expect(formatMonth('2026-11', 'bn')).toBe('নভেম্বর ২০২৬');
  });

  it('counts months back across a year', () => {
    expect(monthsUpTo('2026-02', 4)).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
  });
});
