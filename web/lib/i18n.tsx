import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { toBengaliDigits } from '#lib/digits.ts';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from '#lib/i18n/define.ts';
import { formatDate, formatMoney, formatNumber } from '#lib/i18n/format.ts';
import type { MessageKey, MessageParams } from '#lib/i18n/messages.ts';
import { translate } from '#lib/i18n/translate.ts';
import type { Poisha } from '#lib/money.ts';
import { hasMessages, loadMessages } from './client-messages.ts';

export { LOCALE_COOKIE };

/** The language a request asks for through its cookie; English when none. */
export function localeFromCookieHeader(header: string | null): Locale {
  const match = /(?:^|;\s*)haat_lang=([^;]+)/.exec(header ?? '');
  const value = match?.[1];
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

export interface I18n {
  locale: Locale;
  t(key: MessageKey, params?: MessageParams): string;
  /** A number in the language's digits. */
  number(value: number): string;
  /** Digits of a code or a phone number, without grouping. */
  digits(value: string | number): string;
  /** A star rating with one decimal, as shops show them: 4.4, ৪.৪. */
  rating(value: number): string;
  money(amount: Poisha): string;
  date(value: Date | string, withTime?: boolean): string;
  /** Picks the Bengali or English field of a record: pick(category, 'category_name'). */
  pick<T extends Record<string, unknown>, K extends string & keyof T>(record: T, field: K): T[K];
}

export function createI18n(locale: Locale): I18n {
  return {
    locale,
    t: (key, params) => translate(locale, key, params),
    number: (value) => formatNumber(value, locale),
    digits: (value) => (locale === 'bn' ? toBengaliDigits(value) : String(value)),
    rating: (value) => (locale === 'bn' ? toBengaliDigits(value.toFixed(1)) : value.toFixed(1)),
    money: (amount) => formatMoney(amount, locale),
    date: (value, withTime) => formatDate(value, locale, withTime),
    pick: (record, field) => {
      if (locale === 'bn') {
        const bengali = record[`${field}_bn`];
        if (typeof bengali === 'string' && bengali.trim() !== '')
          return bengali as (typeof record)[typeof field];
      }
      return record[field];
    },
  };
}

const I18nContext = createContext<I18n>(createI18n(DEFAULT_LOCALE));

export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  // In the browser a language is shown once its messages are there (client-messages.ts); until
  // then the page stays in the language it had.
  const ready = typeof document === 'undefined' || hasMessages(locale);
  const lastReady = useRef(locale);
  if (ready) lastReady.current = locale;
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (!ready) void loadMessages(locale).then(() => setLoaded((n) => n + 1));
  }, [ready, locale]);
  const shown = ready ? locale : lastReady.current;
  const value = useMemo(() => createI18n(shown), [shown]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** Translation and formatting in the page's language. */
export function useI18n(): I18n {
  return useContext(I18nContext);
}
