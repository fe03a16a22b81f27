import { type SQL, sql } from 'drizzle-orm';

type Name = ReturnType<typeof sql.identifier>;

import type { Resource, ResourceField } from '#lib/resources/define.ts';
import type { Tx } from '#server/db/client.ts';

/*
 * SQL of a resource's table, built from its definition: identifiers come only from the
 * definition (never from a request), values are always parameters.
 */

export type Row = Record<string, unknown> & { id: number; created_at: string; updated_at: string };

export function table(resource: Resource): Name {
  return sql.identifier(resource.table);
}

export function column(name: string): Name {
  return sql.identifier(name);
}

/** The columns every answer carries: id, the fields, the times. */
export function selection(resource: Resource): SQL {
  return sql.join(
    ['id', ...resource.fields.map((field) => field.name), 'created_at', 'updated_at'].map(column),
    sql`, `,
  );
}

/** Rows of a raw query (both drivers answer `{ rows }`). */
export async function rowsOf<T>(db: Tx, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

function iso(value: unknown): string {
  return value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
}

/** A database row as the API answers it: times as ISO strings, numbers as numbers. */
export function toRecord(resource: Resource, raw: Record<string, unknown>): Row {
  const record: Record<string, unknown> = { id: Number(raw.id) };
  for (const field of resource.fields) {
    let value = raw[field.name];
    if (value !== null && value !== undefined && (field.input === 'number' || field.input === 'relation'))
      value = Number(value);
    if (value !== null && value !== undefined && field.input === 'datetime') value = iso(value);
    // A select's choices are strings in the API, whatever the column's type (smallint codes).
    if (value !== null && value !== undefined && field.input === 'select') value = String(value);
    record[field.name] = value ?? null;
  }
  record.created_at = iso(raw.created_at);
  record.updated_at = iso(raw.updated_at);
  return record as Row;
}

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** An ILIKE pattern for names starting with `text`. */
export function prefixPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export interface ListFilters {
  q?: string | undefined;
  [name: string]: unknown;
}

/** The WHERE clause of a list: the search over the search fields, and each filter's equality. */
export function whereOf(resource: Resource, query: ListFilters): SQL {
  const parts: SQL[] = [];
  const searched = resource.fields.filter((field) => field.search);
  if (query.q && searched.length > 0) {
    const pattern = containsPattern(query.q);
    parts.push(
      sql`(${sql.join(
        searched.map((field) => sql`${column(field.name)} ilike ${pattern}`),
        sql` or `,
      )})`,
    );
  }
  for (const field of resource.fields) {
    if (!field.filter) continue;
    const value = query[field.name];
    if (value === undefined || value === null || value === '') continue;
    parts.push(sql`${column(field.name)} = ${filterValue(field, value)}`);
  }
  return parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
}

function filterValue(field: ResourceField, value: unknown): unknown {
  if (field.input === 'boolean') return value === true || value === 'true';
  return value;
}
