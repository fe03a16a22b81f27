// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '#lib/i18n/define.ts';
import { pageHref } from '#lib/pagination.ts';
import { I18nProvider } from '../lib/i18n.tsx';
import { Pagination } from './pagination.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function renderPagination(current: number, last: number, locale: Locale = 'en', more = false): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  const url = `/search?q=rice${current > 1 ? `&page=${current}` : ''}`;
  const router = createMemoryRouter(
    [
      {
        path: '/search',
        element: (
          <I18nProvider locale={locale}>
            <Pagination current={current} last={last} more={more} hrefFor={(page) => pageHref(url, page)} />
          </I18nProvider>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  act(() => createRoot(container).render(<RouterProvider router={router} />));
  return container;
}

const link = (root: HTMLElement, label: string) => root.querySelector<HTMLElement>(`[aria-label="${label}"]`);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('pagination control (spec §2)', () => {
  it('says which page of how many, and links the numbered pages with the page parameter', () => {
    const root = renderPagination(10, 20);
    expect(root.textContent).toContain('Page 10 of 20');
    const numbered = [...root.querySelectorAll('a[aria-label^="Page "]')].map((a) => a.textContent);
    expect(numbered).toEqual(['7', '8', '9', '10', '11', '12', '13']);
    expect(root.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(2);
    expect(link(root, 'Page 10')?.getAttribute('aria-current')).toBe('page');
    expect(link(root, 'Next page')?.getAttribute('href')).toBe('/search?q=rice&page=11');
    expect(link(root, 'Last page')?.getAttribute('href')).toBe('/search?q=rice&page=20');
  });

  it('drops the page parameter for page 1', () => {
    const root = renderPagination(2, 5);
    expect(link(root, 'First page')?.getAttribute('href')).toBe('/search?q=rice');
    expect(link(root, 'Previous page')?.getAttribute('href')).toBe('/search?q=rice');
  });

  it('disables first and previous on the first page, next and last on the last', () => {
    const first = renderPagination(1, 5);
    expect(link(first, 'First page')?.getAttribute('aria-disabled')).toBe('true');
    expect(link(first, 'Previous page')?.hasAttribute('href')).toBe(false);
    expect(link(first, 'Next page')?.getAttribute('href')).toBe('/search?q=rice&page=2');
    document.body.innerHTML = '';
    const last = renderPagination(5, 5);
    expect(link(last, 'Next page')?.getAttribute('aria-disabled')).toBe('true');
    expect(link(last, 'Last page')?.getAttribute('aria-disabled')).toBe('true');
  });

  it('writes Bengali digits in Bengali', () => {
    const root = renderPagination(3, 12, 'bn');
    expect(root.textContent).toContain('পাতা ৩ (মোট ১২)');
    expect(link(root, 'পাতা ৩')?.textContent).toBe('৩');
  });

  it('a list counted only so far says "or more", ends in an ellipsis and has no last page', () => {
    const root = renderPagination(1, 4, 'en', true);
    expect(root.textContent).toContain('Page 1 of 4 or more');
    const numbered = [...root.querySelectorAll('a[aria-label^="Page "]')].map((a) => a.textContent);
    expect(numbered).toEqual(['1', '2', '3', '4']);
    expect(root.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(1);
    expect(link(root, 'Next page')?.getAttribute('href')).toBe('/search?q=rice&page=2');
    expect(link(root, 'Last page')?.getAttribute('aria-disabled')).toBe('true');
    document.body.innerHTML = '';
    const bn = renderPagination(10, 13, 'bn', true);
    expect(bn.textContent).toContain('পাতা ১০ (মোট ১৩ বা তার বেশি)');
  });

  it('shows nothing when there is only one page', () => {
    expect(renderPagination(1, 1).textContent).toBe('');
  });
});
