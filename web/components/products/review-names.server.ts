import { type ApiClient, ApiError } from '#lib/api-client.ts';
import { editorOptions } from '#lib/contracts/product-editor.ts';
import { brandsResource } from '#lib/resources/definitions/brands.ts';
import { tagsResource } from '#lib/resources/definitions/tags.ts';
import { NO_REVIEW_NAMES, type ReviewNames, type StepChange } from './review-changes.tsx';

/** A list the API refuses (a role without the products feature) leaves its ids unnamed. */
function unread(error: unknown): null {
  if (error instanceof ApiError) return null;
  throw error;
}

/** Ids of one kind in every step value (before and after). */
function idsIn(
  changes: StepChange[],
  step: string,
  pick: (value: Record<string, unknown>) => unknown,
): number[] {
  const ids = new Set<number>();
  for (const change of changes)
    if (change.step === step)
      for (const value of [change.before, change.after]) {
        const found = value && typeof value === 'object' ? pick(value as Record<string, unknown>) : null;
        for (const id of [found].flat()) if (typeof id === 'number') ids.add(id);
      }
  return [...ids].slice(0, 100);
}

/**
 * The names the steps' ids stand for: the editor's lists, and the tags and brands the steps
 * name (from the lookups the editor's type-ahead uses). A list the reviewer may not read leaves
 * its ids shown as numbers ("No. 7") rather than failing the page.
 */
export async function reviewNames(api: ApiClient, changes: StepChange[]): Promise<ReviewNames> {
  if (changes.length === 0) return NO_REVIEW_NAMES;
  const byId = (list: { id: number; title: string; title_bn: string }[]) =>
    Object.fromEntries(list.map(({ id, title, title_bn }) => [id, { title, title_bn }]));
  const looked = (list: { id: number; label: string; label_bn: string }[]) =>
    byId(list.map(({ id, label, label_bn }) => ({ id, title: label, title_bn: label_bn })));
  const tagIds = idsIn(changes, 'tags', (value) => value.tag_ids);
  const brandIds = idsIn(changes, 'brand', (value) => value.brand_id);
  const [options, tags, brands] = await Promise.all([
    api.call(editorOptions).catch(unread),
    tagIds.length
      ? api.call(tagsResource.endpoints.lookup, { query: { ids: tagIds.join(',') } }).catch(unread)
      : null,
    brandIds.length
      ? api.call(brandsResource.endpoints.lookup, { query: { ids: brandIds.join(',') } }).catch(unread)
      : null,
  ]);
  const lists = options?.data;
  return {
    categories: byId(lists?.categories ?? []),
    price_types: byId(lists?.price_types ?? []),
    product_types: byId(lists?.product_types ?? []),
    type_info_names: byId(lists?.type_info_names ?? []),
    colors: byId(lists?.colors ?? []),
    sizes: byId(lists?.sizes ?? []),
    tags: looked(tags?.data ?? []),
    brands: looked(brands?.data ?? []),
  };
}
