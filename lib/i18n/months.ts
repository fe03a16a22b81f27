import type { Locale } from './define.ts';
import { INTL_LOCALE } from './format.ts';

/*
 * Months by name, for the dashboards (the seller's statement). Apart from format.ts, which every
 * storefront page loads first, so that none of this goes with a first load.
 */

const monthFormats = new Map<Locale, Intl.DateTimeFormat>();

/** A calendar month (`2026-11`) by name in the language: "November 2026", "নভেম্বর ২০২৬". */
export function formatMonth(month: string, locale: Locale): string {
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    monthFormats.set(locale, format);
  }
  return format.format(new Date(`${month}-01T00:00:00Z`));
}

/** The `count` calendar months up to `last` (`2026-11`), newest first. */
export function monthsUpTo(last: string, count: number): string[] {
  const [year, month] = last.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, back) => {
    const date = new Date(Date.UTC(year, month - 1 - back, 1));
    return date.toISOString().slice(0, 7);
  });
}
