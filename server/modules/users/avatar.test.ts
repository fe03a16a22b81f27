import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { avatarUrl, initialsOf } from './avatar.ts';

describe('avatars', () => {
  it('asks the avatar service by a hash of the trimmed, lower-cased e-mail: size 80, retro, rated g', () => {
    const hash = createHash('sha256').update('nusrat@example.com').digest('hex');
    expect(avatarUrl('  Nusrat@Example.com ')).toBe(
      `https://www.gravatar.com/avatar/${hash}?s=80&d=retro&r=g`,
    );
    expect(avatarUrl(null)).toBeNull();
  });

  it('falls back to initials: first and last name, whole Bengali letters', () => {
    expect(initialsOf('Nusrat Jahan')).toBe('NJ');
    expect(initialsOf('tanvir')).toBe('T');
    expect(initialsOf('Abdul Karim Mia')).toBe('AM');
    expect(initialsOf('নুসরাত জাহান')).toBe('নুজা');
  });
});
