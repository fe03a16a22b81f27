import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n.tsx';

describe('rating', () => {
  it('writes a star rating with one decimal, in the language’s digits (it read ৪.৪০ through number())', () => {
    expect(createI18n('bn').rating(4.4)).toBe('৪.৪');
    expect(createI18n('en').rating(4.4)).toBe('4.4');
    expect(createI18n('en').rating(4.666)).toBe('4.7');
    expect(createI18n('en').rating(5)).toBe('5.0');
  });
});
