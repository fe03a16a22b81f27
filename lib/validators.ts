import { toLatinDigits } from './digits.ts';

/** Spec §5: a local part, @, and a domain whose top-level part has two or more letters. */
export const EMAIL_PATTERN = /^[^\s@]+@(?:[^\s@.]+\.)+[A-Za-z]{2,}$/;

/**
 * Spec §5: optional plus, up to 3 country digits, 3 digits (optionally in brackets), a
 * separator, 3 digits, a separator, then 4 to 9 digits. Separators are a space, dot or
 * hyphen, or nothing.
 */
export const PHONE_PATTERN = /^\+?\d{0,3}[\s.-]?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4,9}$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** Accepts Bengali digits too, so a phone number typed on a Bengali keyboard is valid. */
export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(toLatinDigits(value.trim()));
}

/** The phone number as stored: ASCII digits, separators removed, leading plus kept. */
export function normalizePhone(value: string): string {
  const latin = toLatinDigits(value.trim());
  return (latin.startsWith('+') ? '+' : '') + latin.replace(/\D/g, '');
}
