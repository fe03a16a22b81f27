/** Spec §9: seven numbered pages at most, three each side of the current one. */
export const PAGE_WINDOW = 7;
const SIDE = Math.floor(PAGE_WINDOW / 2);

export interface PageMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export type PageItem =
  | { type: 'page'; page: number; current: boolean }
  | { type: 'ellipsis'; position: 'start' | 'end' };

export interface PaginationModel {
  current: number;
  last: number;
  items: PageItem[];
  first: number | null;
  previous: number | null;
  next: number | null;
  lastPage: number | null;
}

/**
 * The numbered pages around `current` (up to seven), with an ellipsis where pages are hidden
 * before the first or after the last shown one, and the targets of the first / previous /
 * next / last buttons (null when the button does nothing).
 */
export function paginationModel(currentPage: number, lastPage: number): PaginationModel {
  const last = Math.max(1, Math.floor(lastPage));
  const current = Math.min(Math.max(1, Math.floor(currentPage)), last);
  let start = Math.max(1, current - SIDE);
  const end = Math.min(last, start + PAGE_WINDOW - 1);
  start = Math.max(1, end - PAGE_WINDOW + 1);
  const items: PageItem[] = [];
  if (start > 1) items.push({ type: 'ellipsis', position: 'start' });
  for (let page = start; page <= end; page++) items.push({ type: 'page', page, current: page === current });
  if (end < last) items.push({ type: 'ellipsis', position: 'end' });
  return {
    current,
    last,
    items,
    first: current > 1 ? 1 : null,
    previous: current > 1 ? current - 1 : null,
    next: current < last ? current + 1 : null,
    lastPage: current < last ? last : null,
  };
}

/** The page a `page` query value asks for: 1 when absent or unreadable. */
export function requestedPage(raw: string | null | undefined): number {
  if (!raw || !/^\d+$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && Number.isSafeInteger(page) ? page : 1;
}

/**
 * The URL of `page` given the current URL: page 1 removes the parameter (spec §2), other
 * pages set it; every other query parameter is kept.
 */
export function pageHref(url: URL | string, page: number): string {
  const target = new URL(url, 'http://x');
  if (page <= 1) target.searchParams.delete('page');
  else target.searchParams.set('page', String(page));
  const query = target.searchParams.toString();
  return `${target.pathname}${query ? `?${query}` : ''}`;
}

/** Where to send a visitor who asked for a page beyond the last: the last page. */
export function clampedPageHref(url: URL | string, requested: number, lastPage: number): string | null {
  return requested > Math.max(1, lastPage) ? pageHref(url, Math.max(1, lastPage)) : null;
}

/** Offset and page meta for a paged query. */
export function pageMeta(page: number, perPage: number, total: number): PageMeta {
  return { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total };
}
