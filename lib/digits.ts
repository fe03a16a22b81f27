const BENGALI_DIGITS = ['০', '১', '২', '৩', '৪', '৫', '৬', '৭', '৮', '৯'] as const;

/** Replaces ASCII digits with Bengali digits (০–৯), leaving every other character alone. */
export function toBengaliDigits(text: string | number): string {
  return String(text).replace(/[0-9]/g, (digit) => BENGALI_DIGITS[Number(digit)]!);
}

/** Replaces Bengali digits with ASCII digits, so input typed in Bengali can be parsed. */
export function toLatinDigits(text: string): string {
  return text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));
}
