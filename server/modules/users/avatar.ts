import { createHash } from 'node:crypto';

/** Spec §3/§9: the public avatar service's default size and style. */
export const AVATAR_SIZE = 80;

/**
 * The avatar service's picture for an e-mail address: Gravatar by the SHA-256 of the trimmed,
 * lower-cased address, size 80, style 'retro', rating 'g'. Null without an e-mail.
 */
export function avatarUrl(email: string | null, size = AVATAR_SIZE): string | null {
  if (!email) return null;
  const hash = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  return `https://www.gravatar.com/avatar/${hash}?s=${size}&d=retro&r=g`;
}

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Up to two initials, whole letters even in Bengali (a consonant with its vowel sign): "Nusrat Jahan" → "NJ". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return picked
    .map((word) => segmenter.segment(word)[Symbol.iterator]().next().value?.segment ?? '')
    .join('')
    .toLocaleUpperCase();
}
