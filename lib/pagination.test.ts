import { describe, expect, it } from 'vitest';
import { clampedPageHref, pageHref, paginationModel, requestedPage } from './pagination.ts';

const numbers = (current: number, last: number) =>
  paginationModel(current, last).items.map((item) => (item.type === 'page' ? item.page : '…'));

describe('pagination control (spec §2, §9)', () => {
  it('shows every page when there are seven or fewer', () => {
    expect(numbers(1, 1)).toEqual([1]);
    expect(numbers(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it('shows seven pages, three each side of the current one, with ellipses around', () => {
    expect(numbers(10, 20)).toEqual(['…', 7, 8, 9, 10, 11, 12, 13, '…']);
  });
  it('keeps seven pages near the start and the end', () => {
    expect(numbers(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, '…']);
    expect(numbers(2, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, '…']);
    expect(numbers(20, 20)).toEqual(['…', 14, 15, 16, 17, 18, 19, 20]);
  });
  it('marks the current page', () => {
    const current = paginationModel(4, 9).items.find((item) => item.type === 'page' && item.current);
    expect(current).toEqual({ type: 'page', page: 4, current: true });
  });
  it('disables first and previous on the first page, next and last on the last', () => {
    expect(paginationModel(1, 5)).toMatchObject({ first: null, previous: null, next: 2, lastPage: 5 });
    expect(paginationModel(5, 5)).toMatchObject({ first: 1, previous: 4, next: null, lastPage: null });
  });
  it('treats a page above the last as the last', () => {
    expect(paginationModel(99, 5).current).toBe(5);
    expect(clampedPageHref('/search?q=rice&page=99', 99, 5)).toBe('/search?q=rice&page=5');
    expect(clampedPageHref('/search?page=3', 3, 5)).toBeNull();
  });
  it('removes the page parameter for page 1 and keeps the other parameters', () => {
    expect(pageHref('/search?q=rice&page=3', 1)).toBe('/search?q=rice');
    expect(pageHref('/search?q=rice', 4)).toBe('/search?q=rice&page=4');
  });
  it('reads the page parameter, defaulting to 1', () => {
    expect(requestedPage(null)).toBe(1);
    expect(requestedPage('abc')).toBe(1);
    expect(requestedPage('0')).toBe(1);
    expect(requestedPage('-2')).toBe(1);
    expect(requestedPage('12')).toBe(12);
  });
});
