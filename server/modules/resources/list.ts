import { type SQL, sql } from 'drizzle-orm';
import {
  LOOKUP_MAX,
  parseSort,
  RESOURCE_COUNT_CAP,
  type Resource,
  type ResourceMeta,
  resourceNamed,
} from '#lib/resources/index.ts';
import type { Actor } from '#server/access/actor.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import { requireMayList, requireMayLookup, requireResourceAdmin } from './policy.ts';
import {
  column,
  containsPattern,
  type ListFilters,
  prefixPattern,
  type Row,
  rowsOf,
  selection,
  table,
  toRecord,
  whereOf,
} from './records.ts';

/** Rows a CSV export holds at most. */
export const EXPORT_MAX_ROWS = 50_000;

export interface ListQuery extends ListFilters {
  page: number;
  sort?: string | undefined;
}

type Labels = Record<string, { en: string; bn: string }>;
export type ListedRow = Row & { labels?: Labels };

function orderOf(resource: Resource, sort: string | undefined): SQL {
  const { key, descending } = parseSort(sort ?? resource.defaultSort ?? 'id');
  const direction = descending ? sql`desc` : sql`asc`;
  if (key === 'id') return sql`order by ${column('id')} ${direction}`;
  return sql`order by ${column(key)} ${direction} nulls last, ${column('id')} ${direction}`;
}

/**
 * One page of a resource's records, searched, filtered and sorted. The total is counted only up
 * to RESOURCE_COUNT_CAP rows (a big table is never counted whole); past it the answer says so
 * and `has_more` drives the next page.
 */
export async function listRecords(
  db: Db,
  actor: Actor,
  resource: Resource,
  limit: number,
  query: ListQuery,
): Promise<{ data: ListedRow[]; meta: ResourceMeta }> {
  requireMayList(actor, resource);
  const where = whereOf(resource, query);
  const offset = (query.page - 1) * limit;
  const [raw, [counted]] = await Promise.all([
    rowsOf<Record<string, unknown>>(
      db,
      sql`select ${selection(resource)} from ${table(resource)} ${where} ${orderOf(resource, query.sort)}
        limit ${limit + 1} offset ${offset}`,
    ),
    rowsOf<{ n: number | string }>(
      db,
      sql`select count(*)::int as n from (select 1 from ${table(resource)} ${where} limit ${RESOURCE_COUNT_CAP + 1}) as capped`,
    ),
  ]);
  const hasMore = raw.length > limit;
  const records = raw.slice(0, limit).map((row) => toRecord(resource, row));
  const counted_ = Number(counted?.n ?? 0);
  const capped = counted_ > RESOURCE_COUNT_CAP;
  const total = Math.min(counted_, RESOURCE_COUNT_CAP);
  let lastPage = Math.max(1, Math.ceil(total / limit));
  if (capped) lastPage = Math.max(lastPage, query.page + (hasMore ? 1 : 0));
  return {
    data: await withLabels(db, resource, records),
    meta: {
      current_page: query.page,
      last_page: lastPage,
      per_page: limit,
      total,
      total_capped: capped,
      has_more: hasMore,
    },
  };
}

/** Every relation field's record name beside its id, for lists that show names, not numbers. */
async function withLabels(db: Tx, resource: Resource, records: Row[]): Promise<ListedRow[]> {
  const relations = resource.fields.filter((field) => field.input === 'relation' && field.relation);
  if (relations.length === 0 || records.length === 0) return records;
  const labelled: ListedRow[] = records.map((record) => ({ ...record, labels: {} }));
  for (const field of relations) {
    const target = resourceNamed(field.relation as string);
    if (!target) continue;
    const ids = [
      ...new Set(records.map((record) => record[field.name]).filter((id) => typeof id === 'number')),
    ];
    if (ids.length === 0) continue;
    const names = new Map(
      (await lookupRows(db, target, { ids: ids as number[] })).map((row) => [row.id, row]),
    );
    for (const record of labelled) {
      const name = names.get(record[field.name] as number);
      if (name && record.labels) record.labels[field.name] = { en: name.label, bn: name.label_bn };
    }
  }
  return labelled;
}

/** One record by id (404 when absent). */
export async function recordById(db: Tx, resource: Resource, id: number, lock = false): Promise<Row> {
  const [raw] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select ${selection(resource)} from ${table(resource)} where ${column('id')} = ${id}${lock ? sql` for update` : sql``}`,
  );
  if (!raw) throw notFound('not_found', 'resources.notFound');
  return toRecord(resource, raw);
}

export async function showRecord(db: Db, actor: Actor, resource: Resource, id: number): Promise<ListedRow> {
  requireResourceAdmin(actor, resource);
  const [record] = await withLabels(db, resource, [await recordById(db, resource, id)]);
  return record as ListedRow;
}

export interface LookupRow {
  id: number;
  label: string;
  label_bn: string;
}

async function lookupRows(
  db: Tx,
  resource: Resource,
  {
    q,
    ids,
    activeOnly = false,
    limit = LOOKUP_MAX,
  }: { q?: string | undefined; ids?: number[] | undefined; activeOnly?: boolean; limit?: number },
): Promise<LookupRow[]> {
  const label = column(resource.titleField);
  const labelBn = column(resource.titleFieldBn ?? resource.titleField);
  const parts: SQL[] = [];
  if (ids?.length)
    parts.push(
      sql`${column('id')} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  // Names of ids already chosen show even when since deactivated.
  if (activeOnly && resource.activeField && !ids?.length)
    parts.push(sql`${column(resource.activeField)} = true`);
  // Names starting with what was typed come first, then those containing it (trigram-indexed
  // where the table can grow, migration 0024).
  let startsFirst = sql``;
  if (q) {
    const pattern = containsPattern(q);
    parts.push(sql`(${label} ilike ${pattern} or ${labelBn} ilike ${pattern})`);
    const prefix = prefixPattern(q);
    startsFirst = sql`(${label} ilike ${prefix} or ${labelBn} ilike ${prefix}) desc, `;
  }
  const where = parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
  const rows = await rowsOf<{ id: number; label: string; label_bn: string }>(
    db,
    sql`select ${column('id')} as id, ${label} as label, ${labelBn} as label_bn from ${table(resource)} ${where}
      order by ${startsFirst}${label} asc, ${column('id')} asc limit ${ids?.length ? ids.length : Math.min(limit, LOOKUP_MAX)}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    label: String(row.label),
    label_bn: String(row.label_bn),
  }));
}

/** Names for a relation picker or the product editor's type-ahead: those matching `q`, or those of the given ids. */
export async function lookupRecords(
  db: Db,
  actor: Actor,
  resource: Resource,
  query: {
    q?: string | undefined;
    ids?: string | undefined;
    active?: boolean | undefined;
    limit?: number | undefined;
  },
): Promise<LookupRow[]> {
  const { activeOnly } = requireMayLookup(actor, resource);
  const ids = query.ids ? query.ids.split(',').map(Number).slice(0, 100) : undefined;
  return lookupRows(db, resource, {
    q: query.q,
    ids,
    activeOnly: activeOnly || query.active === true,
    limit: query.limit ?? LOOKUP_MAX,
  });
}

function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // A cell a spreadsheet would run as a formula is written as text.
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The filtered, sorted list as CSV (at most EXPORT_MAX_ROWS rows), headed by the column names. */
export async function exportRecords(
  db: Db,
  actor: Actor,
  resource: Resource,
  query: Omit<ListQuery, 'page'>,
): Promise<string> {
  requireResourceAdmin(actor, resource);
  const raw = await rowsOf<Record<string, unknown>>(
    db,
    sql`select ${selection(resource)} from ${table(resource)} ${whereOf(resource, query)} ${orderOf(resource, query.sort as string | undefined)}
      limit ${EXPORT_MAX_ROWS}`,
  );
  const names = ['id', ...resource.fields.map((field) => field.name), 'created_at', 'updated_at'];
  const lines = [names.join(',')];
  for (const row of raw) {
    const record = toRecord(resource, row);
    lines.push(names.map((name) => csvCell(record[name])).join(','));
  }
  // A byte-order mark, so spreadsheet programs read the Bengali as UTF-8.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
