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

/** A date (and optionally time) in the language, e.g. 22 Nov 2026 or ২২ নভে, ২০২৬. */
export function formatDate(value: Date | string, locale: Locale, withTime = false): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: 'Asia/Dhaka',
  }).format(date);
}
