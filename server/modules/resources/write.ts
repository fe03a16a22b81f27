import { type SQL, sql } from 'drizzle-orm';
import type { FieldError } from '#lib/contracts/common.ts';
import { bilingual, translate } from '#lib/i18n/translate.ts';
import { type Resource, resourceNamed } from '#lib/resources/index.ts';
import { slugify } from '#lib/slug.ts';
import type { Actor } from '#server/access/actor.ts';
import { invalidateCatalogCache } from '#server/cache/read-cache.ts';
import { afterCommit, transaction } from '#server/db/after-commit.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { AppError, conflict, invalidFields, notFound } from '#server/errors.ts';
import { recordAudit } from '#server/modules/audit/api.ts';
import { hooksOf, type WriteAction, type WriteContext } from './hooks.ts';
import { recordById } from './list.ts';
import { type Admin, requireResourceAdmin } from './policy.ts';
import { column, type Row, rowsOf, selection, table, toRecord } from './records.ts';

type Values = Record<string, unknown>;

function fieldError(
  path: string,
  key: Parameters<typeof bilingual>[0],
  params?: Record<string, string>,
): FieldError {
  return { path, code: key.split('.').pop() ?? 'invalid', message: bilingual(key, params) };
}

/**
 * The values a store or update writes, checked against what the schema cannot know: a slug made
 * from its source when left empty, relations that exist, unique values not taken.
 */
async function prepareValues(
  tx: Tx,
  resource: Resource,
  input: Values,
  context: WriteContext,
): Promise<Values> {
  const { before } = context;
  const values: Values = {};
  for (const field of resource.fields)
    if (input[field.name] !== undefined) values[field.name] = input[field.name];
  const merged = (name: string) => (name in values ? values[name] : before?.[name]);
  const errors: FieldError[] = [];

  for (const field of resource.fields) {
    if (field.input === 'slug' && field.slugFrom) {
      const given = values[field.name];
      if (given === undefined && before) continue;
      const slug =
        typeof given === 'string' && given !== '' ? given : slugify(String(merged(field.slugFrom) ?? ''));
      if (!slug) errors.push(fieldError(field.name, 'resources.slugEmpty'));
      else values[field.name] = slug;
    }
    if (field.input === 'relation' && field.relation && field.name in values && values[field.name] !== null) {
      const target = resourceNamed(field.relation);
      const id = values[field.name] as number;
      if (target === resource && before && id === before.id) {
        errors.push(fieldError(field.name, 'resources.selfParent'));
        continue;
      }
      if (target) {
        const found = await rowsOf(tx, sql`select 1 from ${table(target)} where ${column('id')} = ${id}`);
        if (found.length === 0) errors.push(fieldError(field.name, 'resources.unknownRelation'));
      }
    }
  }

  for (const field of resource.fields) {
    if (!field.unique || errors.some((error) => error.path === field.name)) continue;
    const scope = field.unique === true ? [] : field.unique.with;
    if (!(field.name in values) && !scope.some((name) => name in values)) continue;
    const value = merged(field.name);
    if (value === undefined || value === null || value === '') continue;
    const parts: SQL[] = [sql`${column(field.name)} = ${value}`];
    for (const name of scope) parts.push(sql`${column(name)} is not distinct from ${merged(name) ?? null}`);
    if (before) parts.push(sql`${column('id')} <> ${before.id}`);
    const taken = await rowsOf(
      tx,
      sql`select 1 from ${table(resource)} where ${sql.join(parts, sql` and `)} limit 1`,
    );
    if (taken.length > 0)
      errors.push({
        path: field.name,
        code: 'taken',
        message: {
          en: translate('en', 'resources.taken', { field: field.label.en }),
          bn: translate('bn', 'resources.taken', { field: field.label.bn }),
        },
      });
  }
  if (errors.length > 0) throw invalidFields(errors);
  await hooksOf(resource).prepare?.(tx, values, context);
  return values;
}

async function afterWrite(
  tx: Tx,
  context: WriteContext,
  action: WriteAction,
  after: Row | null,
): Promise<void> {
  const { actor, resource, before } = context;
  await recordAudit(tx, {
    actor,
    action,
    entity: resource.name,
    entityId: after?.id ?? before?.id ?? null,
    before: before ?? undefined,
    after: after ?? undefined,
  });
  await hooksOf(resource).afterWrite?.(tx, { ...context, action, after });
  // What shoppers see changed: the catalog read cache (and with it the page cache) forgets it.
  if (resource.storefront) afterCommit(tx, invalidateCatalogCache);
}

/** Creates a record (spec §7 `POST /api/{resource}/store`). */
export async function storeRecord(db: Db, actor: Actor, resource: Resource, input: Values): Promise<Row> {
  requireResourceAdmin(actor, resource);
  const admin: Admin = actor;
  return transaction(db, async (tx) => {
    const context: WriteContext = { actor: admin, resource, before: null };
    const values = await prepareValues(tx, resource, input, context);
    const names = Object.keys(values);
    const [raw] = await rowsOf<Record<string, unknown>>(
      tx,
      names.length
        ? sql`insert into ${table(resource)} (${sql.join(names.map(column), sql`, `)})
            values (${sql.join(
              names.map((name) => sql`${values[name]}`),
              sql`, `,
            )})
            returning ${selection(resource)}`
        : sql`insert into ${table(resource)} default values returning ${selection(resource)}`,
    );
    const after = toRecord(resource, raw as Record<string, unknown>);
    await afterWrite(tx, context, 'create', after);
    return after;
  });
}

/**
 * Changes a record (spec §7 `POST /api/{resource}/update/{id}`). `updatedAt` is the record's
 * updated_at the form was opened with: when someone saved in between, the stale form is refused
 * (409 `stale_record`, with the current record) instead of overwriting their change.
 */
export async function updateRecord(
  db: Db,
  actor: Actor,
  resource: Resource,
  id: number,
  input: Values & { updated_at: string },
): Promise<Row> {
  requireResourceAdmin(actor, resource);
  const admin: Admin = actor;
  return transaction(db, async (tx) => {
    const before = await recordById(tx, resource, id, true);
    if (new Date(input.updated_at).getTime() !== new Date(before.updated_at).getTime()) {
      throw conflict('stale_record', 'resources.stale', { details: { current: before } });
    }
    const context: WriteContext = { actor: admin, resource, before };
    const values = await prepareValues(tx, resource, input, context);
    const sets = [
      ...Object.keys(values).map((name) => sql`${column(name)} = ${values[name]}`),
      sql`${column('updated_at')} = clock_timestamp()`,
    ];
    const [raw] = await rowsOf<Record<string, unknown>>(
      tx,
      sql`update ${table(resource)} set ${sql.join(sets, sql`, `)} where ${column('id')} = ${id}
        returning ${selection(resource)}`,
    );
    const after = toRecord(resource, raw as Record<string, unknown>);
    await afterWrite(tx, context, 'update', after);
    return after;
  });
}

/** Deletes a record, refused (409 `in_use`, saying why) while other records still point to it. */
export async function deleteRecord(
  db: Db,
  actor: Actor,
  resource: Resource,
  id: number,
): Promise<{ id: number }> {
  requireResourceAdmin(actor, resource);
  const admin: Admin = actor;
  if (resource.deletable === false) throw notFound('not_found', 'resources.notFound');
  return transaction(db, async (tx) => {
    const before = await recordById(tx, resource, id, true);
    for (const use of resource.usedBy ?? []) {
      const used = await rowsOf(
        tx,
        sql`select 1 from ${sql.identifier(use.table)} where ${column(use.column)} = ${id} limit 1`,
      );
      if (used.length > 0) {
        throw conflict('in_use', 'resources.inUse', {
          params: { reason: use.reason },
          details: { used_by: use.table },
        });
      }
    }
    const context = { actor: admin, resource, before };
    await hooksOf(resource).beforeDelete?.(tx, context);
    try {
      await tx.execute(sql`delete from ${table(resource)} where ${column('id')} = ${id}`);
    } catch (error) {
      if (databaseCode(error) === '23503') {
        throw new AppError('conflict', 'in_use', 'resources.inUse', {
          params: { reason: { en: 'other records still point to it.', bn: 'অন্য তথ্য এখনো এর সাথে যুক্ত।' } },
        });
      }
      throw error;
    }
    await afterWrite(tx, context, 'delete', null);
    return { id };
  });
}

function databaseCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Activates or deactivates several records (resources with an active switch); answers those changed. */
export async function setActive(
  db: Db,
  actor: Actor,
  resource: Resource,
  ids: readonly number[],
  active: boolean,
): Promise<number[]> {
  requireResourceAdmin(actor, resource);
  const admin: Admin = actor;
  const activeField = resource.activeField;
  if (!activeField) throw notFound('not_found', 'errors.routeNotFound');
  return transaction(db, async (tx) => {
    const unique = [...new Set(ids)];
    const beforeRows = await rowsOf<Record<string, unknown>>(
      tx,
      sql`select ${selection(resource)} from ${table(resource)}
        where ${column('id')} in (${sql.join(
          unique.map((id) => sql`${id}`),
          sql`, `,
        )})
          and ${column(activeField)} <> ${active}
        order by ${column('id')} for update`,
    );
    if (beforeRows.length === 0) return [];
    const changed = beforeRows.map((row) => Number(row.id));
    const afterRows = await rowsOf<Record<string, unknown>>(
      tx,
      sql`update ${table(resource)} set ${column(activeField)} = ${active}, ${column('updated_at')} = clock_timestamp()
        where ${column('id')} in (${sql.join(
          changed.map((id) => sql`${id}`),
          sql`, `,
        )})
        returning ${selection(resource)}`,
    );
    const afterById = new Map(afterRows.map((row) => [Number(row.id), toRecord(resource, row)]));
    for (const raw of beforeRows) {
      const before = toRecord(resource, raw);
      await afterWrite(
        tx,
        { actor: admin, resource, before },
        active ? 'activate' : 'deactivate',
        afterById.get(before.id) ?? null,
      );
    }
    return changed;
  });
}
