import { describe, expect, it } from 'vitest';
import {
  bestAlike,
  correctedTerms,
  matchingTsquery,
  prefixTerms,
  queryWords,
  rankingWords,
  wholeWordTsquery,
} from './search-query.ts';

describe('queryWords', () => {
  it('normalises like the products’ search text, each word once, at most eight', () => {
    expect(queryWords("  Men's  PANJABI panjabi ")).toEqual(['mens', 'panjabi']);
    expect(queryWords('ওয়ালটন ৩২')).toEqual(['ওয়ালটন'.normalize('NFC'), '32']);
    expect(queryWords('a b c d e f g h i j')).toHaveLength(8);
    expect(queryWords(undefined)).toEqual([]);
    expect(queryWords(' - ')).toEqual([]);
  });
});

describe('tsquery texts', () => {
  it('match every word as a word start, or any of its corrections', () => {
    expect(matchingTsquery(prefixTerms(['walton', 'tv']))).toBe("'walton':* & 'tv':*");
    expect(matchingTsquery([{ prefix: 'walton' }, { anyOf: ['rice', 'price'] }])).toBe(
      "'walton':* & ('rice' | 'price')",
    );
    expect(wholeWordTsquery([{ prefix: 'walton' }, { anyOf: ['rice'] }])).toBe("'walton' & 'rice'");
    expect(rankingWords([{ prefix: 'walton' }, { anyOf: ['rice', 'price'] }])).toEqual([
      'walton',
      'rice',
      'price',
    ]);
  });

  it('quote a stray apostrophe or backslash so it cannot change the query', () => {
    expect(matchingTsquery(prefixTerms(["o'neil\\"]))).toBe("'o''neil\\\\':*");
  });
});

describe('correctedTerms', () => {
  it('replaces unknown words by their best alike words and keeps known ones as typed', () => {
    expect(
      correctedTerms([
        { word: 'walton', isKnownPrefix: true, alike: [] },
        {
          word: 'smartfone',
          isKnownPrefix: false,
          alike: [
            { word: 'smartphone', similarity: 0.5 },
            { word: 'smart', similarity: 0.45 },
          ],
        },
      ]),
    ).toEqual([{ prefix: 'walton' }, { anyOf: ['smartphone'] }]);
  });

  it('drops an unknown word without alike words, and gives up when nothing is left or nothing changed', () => {
    expect(
      correctedTerms([
        { word: 'rice', isKnownPrefix: true, alike: [] },
        { word: 'qqq', isKnownPrefix: false, alike: [] },
      ]),
    ).toEqual([{ prefix: 'rice' }]);
    expect(correctedTerms([{ word: 'qqq', isKnownPrefix: false, alike: [] }])).toBeNull();
    expect(correctedTerms([{ word: 'rice', isKnownPrefix: true, alike: [] }])).toBeNull();
  });
});

describe('bestAlike', () => {
  it('keeps the most alike words and those nearly as alike, best first', () => {
    expect(
      bestAlike([
        { word: 'price', similarity: 0.4 },
        { word: 'rice', similarity: 0.57 },
        { word: 'ricer', similarity: 0.56 },
      ]),
    ).toEqual(['rice', 'ricer']);
  });
});
