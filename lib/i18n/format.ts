import { toBengaliDigits } from '../digits.ts';
import type { Poisha } from '../money.ts';
import type { Locale } from './define.ts';

/** The Intl locale of each language: bn-BD writes Bengali digits with lakh grouping. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-BD', bn: 'bn-BD' };

export const CURRENCY_SYMBOL = '৳';

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, fractionDigits: number): Intl.NumberFormat {
  const cacheKey = `${locale}:${fractionDigits}`;
  let format = numberFormats.get(cacheKey);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    numberFormats.set(cacheKey, format);
  }
  return format;
}

/** A count or whole number in the language's digits: 1,234 or ১,২৩৪. */
export function formatNumber(value: number, locale: Locale): string {
  return numberFormat(locale, Number.isInteger(value) ? 0 : 2).format(value);
}

/**
 * A price with the taka sign on the left, whatever the language (Intl would put it on the
 * right in bn-BD): ৳ 1,234 or ৳ ১,২৩৪; poisha are shown only when there are any (৳ 12.50).
 */
export function formatMoney(amount: Poisha, locale: Locale): string {
  const negative = amount < 0;
  const absolute = Math.abs(amount);
  const fractionDigits = absolute % 100 === 0 ? 0 : 2;
  const text = numberFormat(locale, fractionDigits).format(absolute / 100);
  return `${negative ? '-' : ''}${CURRENCY_SYMBOL} ${text}`;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: Locale, withTime: boolean): Intl.DateTimeFormat {
  const cacheKey = `${locale}:${withTime}`;
  let format = dateFormats.get(cacheKey);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short', hourCycle: 'h12' } : {}),
      timeZone: 'Asia/Dhaka',
    });
    dateFormats.set(cacheKey, format);
  }
  return format;
}

/**
 * Bengali names the part of the day rather than AM/PM (which bn-BD leaves in Latin letters):
 * ভোর 4–6, সকাল 6–12, দুপুর 12–15, বিকাল 15–18, সন্ধ্যা 18–20, রাত 20–4.
 */
export function bengaliDayPeriod(hour24: number): string {
  if (hour24 >= 4 && hour24 < 6) return 'ভোর';
  if (hour24 >= 6 && hour24 < 12) return 'সকাল';
  if (hour24 >= 12 && hour24 < 15) return 'দুপুর';
  if (hour24 >= 15 && hour24 < 18) return 'বিকাল';
  if (hour24 >= 18 && hour24 < 20) return 'সন্ধ্যা';
  return 'রাত';
}

const dhakaHour = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  hourCycle: 'h23',
  timeZone: 'Asia/Dhaka',
});

/**
 * A date (and optionally time) in the language, e.g. Nov 22, 2026, 9:30 PM or
 * ২২ নভে, ২০২৬, রাত ৯:৩০ — wholly in Bengali, the part of the day before the time as it is said.
 */
export function formatDate(value: Date | string, locale: Locale, withTime = false): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const format = dateFormat(locale, withTime);
  if (locale !== 'bn' || !withTime) return format.format(date);
  const period = bengaliDayPeriod(Number(dhakaHour.format(date)) % 24);
  let text = '';
  let periodWritten = false;
  for (const part of format.formatToParts(date)) {
    if (part.type === 'dayPeriod') continue;
    if (part.type === 'hour' && !periodWritten) {
      text += `${period} `;
      periodWritten = true;
    }
    text += part.value;
  }
  return toBengaliDigits(text.trim());
}
