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

/**
 * Digits grouped as Intl's en-BD and bn-BD formats group them: en-BD in thousands (1,234,567),
 * bn-BD in thousands then lakhs and crores (12,34,567), before the Bengali digits go in.
 */
function groupDigits(digits: string, locale: Locale): string {
  if (digits.length <= 3) return digits;
  const size = locale === 'bn' ? 2 : 3;
  const groups = [digits.slice(-3)];
  let rest = digits.slice(0, -3);
  while (rest.length > size) {
    groups.unshift(rest.slice(-size));
    rest = rest.slice(0, -size);
  }
  groups.unshift(rest);
  return groups.join(',');
}

/**
 * `value` written as Intl's format for the language writes it, without making one (decision
 * 0034): the first Intl format a page makes loads ICU's data, 20-90 ms on the measured machine,
 * inside the first render, where it was the longest task. Whole numbers and numbers with at most
 * two decimals, below 10^15, which are all that prices and counts are; anything else (and the
 * rounding of more decimals) is left to Intl. format.test.ts holds the two to the same text.
 */
export function formatFixed(value: number, locale: Locale, fractionDigits: 0 | 2): string | null {
  if (!Number.isFinite(value) || Object.is(value, -0) || Math.abs(value) >= 1e15) return null;
  const exact = fractionDigits === 0 ? Number.isInteger(value) : Math.round(value * 100) / 100 === value;
  if (!exact) return null;
  const [whole = '', fraction] = Math.abs(value).toFixed(fractionDigits).split('.');
  const text = `${value < 0 ? '-' : ''}${groupDigits(whole, locale)}${fraction ? `.${fraction}` : ''}`;
  return locale === 'bn' ? toBengaliDigits(text) : text;
}

function formatWith(value: number, locale: Locale, fractionDigits: 0 | 2): string {
  return formatFixed(value, locale, fractionDigits) ?? numberFormat(locale, fractionDigits).format(value);
}

/** A count or whole number in the language's digits: 1,234 or ১,২৩৪. */
export function formatNumber(value: number, locale: Locale): string {
  return formatWith(value, locale, Number.isInteger(value) ? 0 : 2);
}

/**
 * A price with the taka sign on the left, whatever the language (Intl would put it on the
 * right in bn-BD): ৳ 1,234 or ৳ ১,২৩৪; poisha are shown only when there are any (৳ 12.50).
 */
export function formatMoney(amount: Poisha, locale: Locale): string {
  const negative = amount < 0;
  const absolute = Math.abs(amount);
  const fractionDigits = absolute % 100 === 0 ? 0 : 2;
  const text = formatWith(absolute / 100, locale, fractionDigits);
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

// Made on first use: a time-zone format costs tens of milliseconds to create (ICU loads the zone's
// data), which at the module's top level every page paid while it started (issue 16).
let dhakaHourFormat: Intl.DateTimeFormat | undefined;
function dhakaHour(date: Date): number {
  dhakaHourFormat ??= new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    hourCycle: 'h23',
    timeZone: 'Asia/Dhaka',
  });
  return Number(dhakaHourFormat.format(date)) % 24;
}

const MONTHS: Record<Locale, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  bn: ['জানু', 'ফেব', 'মার্চ', 'এপ্রি', 'মে', 'জুন', 'জুল', 'আগ', 'সেপ', 'অক্টো', 'নভে', 'ডিসে'],
};
/** Dhaka has kept UTC+6 all year since 2010 (it tried summer time in 2009). */
const DHAKA_FIXED_SINCE = Date.UTC(2010, 0, 1);
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

/**
 * A day as Intl's medium en-BD and bn-BD formats write it in Dhaka (Nov 22, 2026; ২২ নভে, ২০২৬),
 * without making one (decision 0034: the first Intl format a page makes loads ICU's data inside
 * its render). Days since 2010 only; `null` for the rest, which Intl writes. format.test.ts holds
 * the two to the same text.
 */
export function formatDay(date: Date, locale: Locale): string | null {
  const time = date.getTime();
  if (!Number.isFinite(time) || time < DHAKA_FIXED_SINCE || time >= Date.UTC(10000, 0, 1)) return null;
  const dhaka = new Date(time + DHAKA_OFFSET_MS);
  const day = dhaka.getUTCDate();
  const month = MONTHS[locale][dhaka.getUTCMonth()];
  const year = dhaka.getUTCFullYear();
  return locale === 'bn' ? toBengaliDigits(`${day} ${month}, ${year}`) : `${month} ${day}, ${year}`;
}

/**
 * A date (and optionally time) in the language, e.g. Nov 22, 2026, 9:30 PM or
 * ২২ নভে, ২০২৬, রাত ৯:৩০ — wholly in Bengali, the part of the day before the time as it is said.
 */
export function formatDate(value: Date | string, locale: Locale, withTime = false): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (!withTime) return formatDay(date, locale) ?? dateFormat(locale, false).format(date);
  const format = dateFormat(locale, withTime);
  if (locale !== 'bn') return format.format(date);
  const period = bengaliDayPeriod(dhakaHour(date));
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
