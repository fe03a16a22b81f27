// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '#lib/i18n/define.ts';
import { pageHref } from '#lib/pagination.ts';
import { I18nProvider } from '../lib/i18n.tsx';
import { type DataColumn, DataTable, type DataTableProps } from './data-table.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Area {
  id: number;
  name: string;
  name_bn: string;
  orders: number;
}

const AREAS: Area[] = [
  { id: 1, name: 'Dhanmondi', name_bn: 'ধানমন্ডি', orders: 12 },
  { id: 2, name: 'Gulshan', name_bn: 'গুলশান', orders: 3 },
];

/** The kind of columns an admin resource will declare: en/bn headers given inline. */
const COLUMNS: DataColumn<Area>[] = [
  { id: 'name', header: { en: 'Area', bn: 'এলাকা' }, cell: (area) => area.name, card: 'plain' },
  { id: 'orders', header: { en: 'Orders', bn: 'অর্ডার' }, cell: (area) => String(area.orders), align: 'end' },
  { id: 'id', header: { en: 'Code', bn: 'কোড' }, cell: (area) => `A-${area.id}`, card: 'hidden' },
];

function renderTable(props: Partial<DataTableProps<Area>> = {}, locale: Locale = 'en'): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  const router = createMemoryRouter(
    [
      {
        path: '/areas',
        element: (
          <I18nProvider locale={locale}>
            <DataTable
              caption={{ en: 'Areas', bn: 'এলাকাসমূহ' }}
              rows={AREAS}
              columns={COLUMNS}
              rowKey={(area) => area.id}
              empty={<p>No areas yet</p>}
              {...props}
            />
          </I18nProvider>
        ),
      },
    ],
    { initialEntries: ['/areas'] },
  );
  act(() => createRoot(container).render(<RouterProvider router={router} />));
  return container;
}

const texts = (elements: NodeListOf<Element>) => [...elements].map((element) => element.textContent);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('DataTable', () => {
  it('draws the columns once as a table for wide screens: caption, headers, a row per record', () => {
    const root = renderTable();
    const table = root.querySelector('table');
    expect(table?.className).toContain('md:table');
    expect(table?.querySelector('caption')?.textContent).toBe('Areas');
    expect(texts(table!.querySelectorAll('th[scope="col"]'))).toEqual(['Area', 'Orders', 'Code']);
    expect(texts(table!.querySelectorAll('tbody tr:first-child td'))).toEqual(['Dhanmondi', '12', 'A-1']);
    expect(table!.querySelectorAll('tbody tr')).toHaveLength(2);
    expect(table!.querySelector('tbody td:nth-child(2)')?.className).toContain('text-right');
  });

  it('draws the same columns as one card per record for phones, labelled unless told otherwise', () => {
    const root = renderTable();
    const cards = root.querySelector('ul[aria-label="Areas"]');
    expect(cards?.className).toContain('md:hidden');
    const first = cards!.querySelectorAll('li')[0]!;
    expect(first.textContent).toContain('Dhanmondi');
    // The labelled column carries its header; the plain one does not; the hidden one is absent.
    expect(first.textContent).toContain('Orders');
    expect(first.textContent).not.toContain('Area');
    expect(first.textContent).not.toContain('A-1');
    expect(cards!.querySelectorAll('li')).toHaveLength(2);
  });

  it('leaves a labelled part with nothing to show off a card, and keeps its empty table cell', () => {
    const note: DataColumn<Area> = {
      id: 'note',
      header: { en: 'Note', bn: 'নোট' },
      cell: (area) => (area.orders > 10 ? 'Busy' : ''),
    };
    const root = renderTable({ columns: [...COLUMNS, note] });
    const [busy, quiet] = root.querySelectorAll('ul[aria-label="Areas"] li');
    expect(busy!.textContent).toContain('NoteBusy');
    expect(quiet!.textContent).not.toContain('Note');
    expect(root.querySelectorAll('tbody tr:last-child td')).toHaveLength(4);
  });

  it('shows the empty state, and no table, when there are no records', () => {
    const root = renderTable({ rows: [] });
    expect(root.textContent).toBe('No areas yet');
    expect(root.querySelector('table')).toBeNull();
  });

  it('puts the spec’s pagination control under the list when there are pages', () => {
    const root = renderTable({
      pagination: { current: 2, last: 3, hrefFor: (page) => pageHref('/areas', page) },
    });
    expect(root.querySelector('nav')?.textContent).toContain('Page 2 of 3');
    expect(root.querySelector('a[aria-label="Next page"]')?.getAttribute('href')).toBe('/areas?page=3');
    document.body.innerHTML = '';
    expect(
      renderTable({ pagination: { current: 1, last: 1, hrefFor: String } }).querySelector('nav'),
    ).toBeNull();
  });

  it('speaks Bengali: headers, caption and labels', () => {
    const root = renderTable({}, 'bn');
    expect(root.querySelector('caption')?.textContent).toBe('এলাকাসমূহ');
    expect(texts(root.querySelectorAll('th'))).toEqual(['এলাকা', 'অর্ডার', 'কোড']);
    expect(root.querySelector('li')?.textContent).toContain('অর্ডার');
  });

  it('as a table at every width, it scrolls sideways instead of turning into cards', () => {
    const root = renderTable({ layout: 'table' });
    expect(root.querySelector('ul')).toBeNull();
    const table = root.querySelector('table');
    expect(table?.className).not.toContain('hidden');
    expect(table?.parentElement?.className).toContain('overflow-x-auto');
  });
});
