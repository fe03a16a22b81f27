/** The two languages of every screen. */
export const LOCALES = ['en', 'bn'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie that keeps the chosen language; server-rendered pages and the API both read it. */
export const LOCALE_COOKIE = 'haat_lang';

/**
 * The language a request wants: the language cookie when it names one, else Bengali when the
 * browser's first preference is Bengali, else English.
 */
export function preferredLocale(cookieValue: string | undefined, acceptLanguage: string | undefined): Locale {
  if (isLocale(cookieValue)) return cookieValue;
  return /^\s*bn\b/i.test(acceptLanguage ?? '') ? 'bn' : DEFAULT_LOCALE;
}

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'bn';
}

/**
 * A group of messages in English and Bengali. The Bengali side must have exactly the English
 * keys, so a missing translation fails the type check rather than reaching a user.
 */
export function defineMessages<const K extends string>(messages: {
  en: Record<K, string>;
  bn: Record<NoInfer<K>, string>;
}): { en: Record<K, string>; bn: Record<K, string> } {
  return messages;
}
