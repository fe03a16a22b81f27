import { sql } from 'drizzle-orm';
import { bilingual } from '#lib/i18n/translate.ts';
import type { Resource } from '#lib/resources/define.ts';
import { afterCommit } from '#server/db/after-commit.ts';
import type { Tx } from '#server/db/client.ts';
import { invalidFields } from '#server/errors.ts';
import { refreshSearchText } from '#server/modules/catalog/api.ts';
import { invalidateContentCache, sanitizeHtml } from '#server/modules/content/api.ts';
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

/** Banners and pages are read through the content module's cache: it forgets them after the commit. */
async function forgetContent(tx: Tx): Promise<void> {
  afterCommit(tx, invalidateContentCache);
}

const requiredError = (path: string) => ({
  path,
  code: 'required',
  message: bilingual('validation.required'),
});

const HOOKS: Record<string, ResourceHooks> = {
  'promotional-banners': {
    async prepare(_tx, values, { before }) {
      const merged = (name: string) => (name in values ? values[name] : before?.[name]);
      const errors = [];
      for (const name of ['desktop_banner_image', 'mobile_banner_image'])
        if (!merged(name)) errors.push(requiredError(name));
      if (String(merged('schedule_type') ?? '0') === '1') {
        const starts = merged('starts_at');
        const ends = merged('ends_at');
        if (!starts) errors.push(requiredError('starts_at'));
        if (!ends) errors.push(requiredError('ends_at'));
        if (starts && ends && new Date(String(ends)) <= new Date(String(starts)))
          errors.push({
            path: 'ends_at',
            code: 'ends_before_start',
            message: bilingual('resources.endsBeforeStart'),
          });
      }
      if (errors.length > 0) throw invalidFields(errors);
    },
    afterWrite: forgetContent,
  },
  'static-page-infos': {
    async prepare(_tx, values) {
      // Only the allow-list's tags and safe links are ever stored (spec §2: a safe rich-text editor).
      for (const name of ['body', 'body_bn'])
        if (typeof values[name] === 'string') values[name] = sanitizeHtml(values[name]);
    },
    afterWrite: forgetContent,
  },
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
