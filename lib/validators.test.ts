import { describe, expect, it } from 'vitest';
import { isEmail, isPhone, normalizePhone } from './validators.ts';

describe('e-mail (spec §5: local part, @, domain with a top-level part of 2+ letters)', () => {
  it.each(['rahim@example.com', 'karim.uddin+shop@mail.co.bd', 'a@b.io', ' seller@haat.com.bd '])(
    'accepts %s',
    (email) => {
      expect(isEmail(email)).toBe(true);
    },
  );
  it.each([
    ['no at sign', 'rahim.example.com'],
    ['no local part', '@example.com'],
    ['no domain', 'rahim@'],
    ['no top-level part', 'rahim@example'],
    ['one-letter top-level part', 'rahim@example.c'],
    ['digits in the top-level part', 'rahim@example.c0m'],
    ['a space inside', 'ra him@example.com'],
    ['two at signs', 'rahim@@example.com'],
  ])('rejects %s', (_why, email) => {
    expect(isEmail(email)).toBe(false);
  });
});

describe('phone (spec §5)', () => {
  it.each([
    '01712345678',
    '+8801712345678',
    '+880 171 234 5678',
    '(017) 123-4567',
    '017.123.4567',
    '+1 (415) 555-2671',
    '০১৭১২৩৪৫৬৭৮',
  ])('accepts %s', (phone) => {
    expect(isPhone(phone)).toBe(true);
  });
  it.each([
    ['too short', '017123'],
    ['letters', '0171234567a'],
    ['too long at the end', '+880 171 234 5678901234'],
    ['two plus signs', '++8801712345678'],
    ['unbalanced bracket', '(017 123 4567'],
    ['empty', ''],
  ])('rejects %s', (_why, phone) => {
    expect(isPhone(phone)).toBe(false);
  });
  it('normalises separators and Bengali digits away', () => {
    expect(normalizePhone('+৮৮০ ১৭১-২৩৪ ৫৬৭৮')).toBe('+8801712345678');
    expect(normalizePhone('(017) 123-4567')).toBe('0171234567');
  });
});
