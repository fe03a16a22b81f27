import type { z } from 'zod';

/**
 * A list page's query from a hand-made or stale address, with the values its contract refuses
 * left out (`?from=yesterday`, `?page=abc`, `?status=gone`): the page shows the list without that
 * filter instead of failing with a server error. The API still refuses such values itself.
 */
export function validQuery(
  schema: z.ZodType | undefined,
  query: Record<string, string>,
): Record<string, string> {
  if (!schema) return query;
  const kept = { ...query };
  for (;;) {
    const parsed = schema.safeParse(kept);
    if (parsed.success) return kept;
    const refused = parsed.error.issues
      .map((issue) => String(issue.path[0] ?? ''))
      .filter((name) => name in kept);
    // A refusal no single value explains: the list without any.
    if (refused.length === 0) return {};
    for (const name of refused) delete kept[name];
  }
}
