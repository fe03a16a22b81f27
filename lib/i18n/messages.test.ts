import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { translate } from './translate.ts';

describe('message catalogues', () => {
  it('has a Bengali text for every English one, and no empty text', () => {
    expect(Object.keys(messages.bn).sort()).toEqual(Object.keys(messages.en).sort());
    for (const [key, text] of Object.entries(messages.bn)) expect(text.trim(), key).not.toBe('');
  });
  it('uses the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(messages.en) as (keyof typeof messages.en)[]) {
      expect(placeholders(messages.bn[key]), key).toEqual(placeholders(messages.en[key]));
    }
  });
  it('names file sizes in Bengali words in Bengali (some said "MB" beside Bengali digits)', () => {
    for (const [key, text] of Object.entries(messages.bn)) expect(text, key).not.toMatch(/\bMB\b/);
  });
  it('keeps spec §8 wording for route errors', () => {
    expect(translate('en', 'error.notFound')).toBe('This page could not be found');
    expect(translate('en', 'error.unknownMiddleware')).toBe('Unknown middleware');
    expect(translate('en', 'error.errorPageFailed')).toBe('An error occurred while showing the error page');
    expect(translate('en', 'error.goHome')).toBe('Go back to home');
  });
  it('fills placeholders, with Bengali digits in Bengali', () => {
    expect(translate('en', 'errors.rateLimited', { seconds: 30 })).toContain('30 seconds');
    expect(translate('bn', 'errors.rateLimited', { seconds: 30 })).toContain('৩০ সেকেন্ড');
  });
});
