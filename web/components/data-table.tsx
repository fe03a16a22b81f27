import type { ReactNode } from 'react';
import { useWords } from './forms/contract-form.tsx';
import type { Words } from './forms/schema-fields.ts';
import { Pagination } from './pagination.tsx';

/** One column, declared once for both the table (wide screens) and the cards (phones). */
export interface DataColumn<Row> {
  id: string;
  header: Words;
  cell: (row: Row) => ReactNode;
  /** Numbers and money line up on the end side. */
  align?: 'start' | 'end';
  /**
   * How the column shows on a phone's card: labelled (its header, then its value; the default),
   * plain (the value alone, for a title or the actions), a different rendering of the value, or
   * not at all.
   */
  card?: 'labelled' | 'plain' | 'hidden' | ((row: Row) => ReactNode);
  /** Extra classes of the column's table cells. */
  className?: string;
}

export interface DataTableProps<Row> {
  /** Names the table for screen readers (and the list of cards). */
  caption: Words;
  rows: readonly Row[];
  columns: readonly DataColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  /** Spec §2's pagination control under the list, when it has pages. */
  pagination?: { current: number; last: number; hrefFor: (page: number) => string } | undefined;
  /**
   * `responsive` (the default): cards on phones, a table from tablets up. `table`: a table at
   * every width (it scrolls sideways on a phone), for a list the person chose to see as one.
   */
  layout?: 'responsive' | 'table';
}

const cellPadding = 'py-3 pr-3 last:pr-0';

/**
 * A list of records, responsive by default: each row a card on a phone (columns stacked, with
 * their headers as labels), a table on a wider screen; an empty state when there is nothing; the
 * pagination control under it. The account pages use it, and the admin panel's list pages will
 * declare their columns from a resource definition.
 */
export function DataTable<Row>({
  caption,
  rows,
  columns,
  rowKey,
  empty,
  pagination,
  layout = 'responsive',
}: DataTableProps<Row>) {
  const words = useWords();
  if (rows.length === 0) return <>{empty}</>;
  const isResponsive = layout === 'responsive';
  const table = (
    <table
      className={
        isResponsive ? 'hidden w-full text-left text-sm md:table' : 'w-full min-w-[36rem] text-left text-sm'
      }
    >
      <caption className="sr-only">{words(caption)}</caption>
      <thead className="border-b border-gray-200 text-gray-600">
        <tr>
          {columns.map((column) => (
            <th
              key={column.id}
              scope="col"
              className={`py-2 pr-3 font-medium last:pr-0 ${column.align === 'end' ? 'text-right' : ''}`}
            >
              {words(column.header)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-gray-100">
        {rows.map((row) => (
          <tr key={rowKey(row)} className="align-top">
            {columns.map((column) => (
              <td
                key={column.id}
                className={`${cellPadding} ${column.align === 'end' ? 'text-right' : ''} ${column.className ?? ''}`}
              >
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <>
      {isResponsive ? (
        <ul aria-label={words(caption)} className="flex flex-col gap-3 md:hidden">
          {rows.map((row) => (
            <li
              key={rowKey(row)}
              className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-3 text-sm"
            >
              {columns.map((column) => (
                <CardPart key={column.id} column={column} row={row} label={words(column.header)} />
              ))}
            </li>
          ))}
        </ul>
      ) : null}
      {isResponsive ? table : <div className="overflow-x-auto">{table}</div>}
      {pagination ? <Pagination {...pagination} /> : null}
    </>
  );
}

function CardPart<Row>({ column, row, label }: { column: DataColumn<Row>; row: Row; label: string }) {
  const card = column.card ?? 'labelled';
  if (card === 'hidden') return null;
  if (typeof card === 'function') return <div className="min-w-0 break-words">{card(row)}</div>;
  if (card === 'plain') return <div className="min-w-0 break-words">{column.cell(row)}</div>;
  const value = column.cell(row);
  // A label with nothing beside it (a ledger line without a note) only takes room on a phone.
  if (value === '' || value === null || value === undefined) return null;
  return (
    <div className="flex min-w-0 flex-wrap justify-between gap-x-3">
      <span className="text-gray-600">{label}</span>
      <span className="min-w-0 break-words">{value}</span>
    </div>
  );
}
