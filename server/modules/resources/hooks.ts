import { sql } from 'drizzle-orm';
import type { Resource } from '#lib/resources/define.ts';
import type { Tx } from '#server/db/client.ts';
import { refreshSearchText } from '#server/modules/catalog/api.ts';
import type { Admin } from './policy.ts';
import type { Row } from './records.ts';
import { rowsOf } from './records.ts';

/*
 * Special behaviour of a resource, added to the generic store / update / delete instead of
 * copying them. A section with more than a list and a form (banners' schedule, a seller's
 * approval) registers its hooks here under its resource name.
 */

export type WriteAction = 'create' | 'update' | 'delete' | 'activate' | 'deactivate';

export interface WriteContext {
  actor: Admin;
  resource: Resource;
  /** The record before the write; null when creating. */
  before: Row | null;
}

export interface ResourceHooks {
  /**
   * Before a store or update is written, inside its transaction: check more (throw
   * `invalidFields` or an AppError) or change `values` (only the given fields are written).
   */
  prepare?: (tx: Tx, values: Record<string, unknown>, context: WriteContext) => Promise<void>;
  /** Before a delete, after the `usedBy` checks: refuse with an AppError, or clean up. */
  beforeDelete?: (tx: Tx, context: WriteContext & { before: Row }) => Promise<void>;
  /** After any write, inside its transaction (queue post-commit work with afterCommit). */
  afterWrite?: (tx: Tx, context: WriteContext & { action: WriteAction; after: Row | null }) => Promise<void>;
}

/** Keeps products' search text (titles, brand, category and tag names) current when a name changes. */
function refreshProductsWhenRenamed(names: string[], productIds: (id: number) => ReturnType<typeof sql>) {
  return async (
    tx: Tx,
    { before, after, action }: Parameters<NonNullable<ResourceHooks['afterWrite']>>[1],
  ) => {
    if (action !== 'update' || !before || !after) return;
    if (names.every((name) => before[name] === after[name])) return;
    const rows = await rowsOf<{ id: number }>(tx, productIds(after.id));
    await refreshSearchText(
      tx,
      rows.map((row) => Number(row.id)),
    );
  };
}

const HOOKS: Record<string, ResourceHooks> = {
  categories: {
    afterWrite: refreshProductsWhenRenamed(
      ['category_name', 'category_name_bn'],
      (id) => sql`select id from products where category_id = ${id}
        or category_id in (select id from categories where parent_id = ${id})`,
    ),
  },
  'brand-info': {
    afterWrite: refreshProductsWhenRenamed(
      ['brand_name', 'brand_name_bn'],
      (id) => sql`select id from products where brand_id = ${id}`,
    ),
  },
  tags: {
    afterWrite: refreshProductsWhenRenamed(
      ['tag_name', 'tag_name_bn'],
      (id) => sql`select product_id as id from product_tags where tag_id = ${id}`,
    ),
  },
};

/** Adds hooks to a resource (a section's own file calls it once, at start-up). */
export function extendResource(name: string, hooks: ResourceHooks): void {
  const current = HOOKS[name] ?? {};
  HOOKS[name] = { ...current, ...hooks };
}

export function hooksOf(resource: Resource): ResourceHooks {
  return HOOKS[resource.name] ?? {};
}
