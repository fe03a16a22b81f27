import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slug (spec §5: trim, lowercase, spaces to hyphens, remove slashes)', () => {
  it('trims', () => expect(slugify('  rice  ')).toBe('rice'));
  it('lowercases', () => expect(slugify('Miniket Rice')).toBe('miniket-rice'));
  it('turns spaces into hyphens, one per run', () =>
    expect(slugify('fresh   hilsa fish')).toBe('fresh-hilsa-fish'));
  it('removes slashes of both kinds', () =>
    expect(slugify('shirts/t-shirts\\polo')).toBe('shirtst-shirtspolo'));
  it('keeps Bengali letters', () => expect(slugify('মিনিকেট চাল')).toBe('মিনিকেট-চাল'));
});
