import { describe, expect, it } from 'vitest';
import { RECOMMENDED_TAGS_MAX } from '#lib/contracts/catalog.ts';
import { rememberVisitedTags, visitedTagsCookie, visitedTagsFromCookie } from './visited-tags.ts';

describe('visited-tag history', () => {
  it('puts the visited product’s tags first, each once', () => {
    expect(rememberVisitedTags([5, 9, 2], [2, 7])).toEqual([2, 7, 5, 9]);
    expect(rememberVisitedTags([], [4, 4, 1])).toEqual([4, 1]);
  });
  it('keeps at most RECOMMENDED_TAGS_MAX, dropping the oldest', () => {
    const history = Array.from({ length: RECOMMENDED_TAGS_MAX }, (_, index) => index + 1);
    const next = rememberVisitedTags(history, [100, 101]);
    expect(next).toHaveLength(RECOMMENDED_TAGS_MAX);
    expect(next.slice(0, 3)).toEqual([100, 101, 1]);
    expect(next).not.toContain(RECOMMENDED_TAGS_MAX);
  });
  it('round-trips through the cookie and ignores junk', () => {
    const cookie = visitedTagsCookie([3, 1, 2]).split(';')[0]!;
    expect(visitedTagsFromCookie(`haat_lang=bn; ${cookie}; other=1`)).toEqual([3, 1, 2]);
    expect(visitedTagsFromCookie('haat_tags=4.x.-1.0.4.12')).toEqual([4, 12]);
    expect(visitedTagsFromCookie(null)).toEqual([]);
    expect(visitedTagsFromCookie('my_haat_tags=1.2')).toEqual([]);
  });
  it('never reads more ids than the API accepts', () => {
    const long = Array.from({ length: 40 }, (_, index) => index + 1).join('.');
    expect(visitedTagsFromCookie(`haat_tags=${long}`)).toHaveLength(RECOMMENDED_TAGS_MAX);
  });
});
