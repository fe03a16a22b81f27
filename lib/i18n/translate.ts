import { toBengaliDigits } from '../digits.ts';
import type { Locale } from './define.ts';
import { isKnownKey, type MessageKey, type MessageParams, messages } from './messages.ts';

/** True when `key` names a message, so a Zod error text can carry a message key. */
export function isMessageKey(key: string): key is MessageKey {
  return isKnownKey(key);
}

/**
 * The message in `locale` with `{name}` placeholders filled in. Numbers in parameters are
 * written with Bengali digits in Bengali.
 */
export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  const template = messages[locale][key] ?? messages.en[key] ?? key;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    if (typeof value === 'object') return value[locale];
    return locale === 'bn' && typeof value === 'number' ? toBengaliDigits(value) : String(value);
  });
}

/** The message in both languages, as the API's error bodies carry it. */
export function bilingual(key: MessageKey, params?: MessageParams): { en: string; bn: string } {
  return { en: translate('en', key, params), bn: translate('bn', key, params) };
}
