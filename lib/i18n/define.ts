/** The two languages of every screen. */
export const LOCALES = ['en', 'bn'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

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
