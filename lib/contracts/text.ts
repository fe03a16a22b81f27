import type { z } from 'zod';
import type { IssueLike } from './issues.ts';

/**
 * Rules every text a client sends must keep, whatever the field.
 *
 * NUL (U+0000) is refused everywhere: PostgreSQL text cannot hold it, and no person means to
 * type it. Text-direction controls (embeddings and overrides U+202A–U+202E, isolates
 * U+2066–U+2069) are refused in names and titles, where they can make a name read as another
 * (a shop called "‮moc.live" shows as "evil.com") in lists, e-mails and receipts.
 */
export const NUL_MESSAGE = 'validation.nulCharacter';
export const DIRECTION_MESSAGE = 'validation.directionControls';

const DIRECTION_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;

/** One issue per string (or object key) in `value`, at any depth, that holds NUL. */
export function nulIssues(value: unknown, path: PropertyKey[] = []): IssueLike[] {
  if (typeof value === 'string') {
    return value.includes('\u0000') ? [{ code: 'custom', path, message: NUL_MESSAGE }] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => nulIssues(item, [...path, index]));
  // Any object of keys and values (parsed JSON, or the router's and query parser's own objects).
  if (value && typeof value === 'object' && !ArrayBuffer.isView(value) && !(value instanceof Date)) {
    return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) =>
      key.includes('\u0000')
        ? [{ code: 'custom', path: [...path, key], message: NUL_MESSAGE }]
        : nulIssues(item, [...path, key]),
    );
  }
  return [];
}

/** A name or title: the string schema, refusing text-direction controls. */
export function plainText<S extends z.ZodType<string>>(schema: S): S {
  return schema.refine((text) => !DIRECTION_CONTROLS.test(text), DIRECTION_MESSAGE) as S;
}

/** A schema's safeParse with the text rules first: what the API does with input it parses itself (multipart). */
export function parseInput<S extends z.ZodType>(
  schema: S,
  data: unknown,
): { success: true; data: z.output<S> } | { success: false; issues: ReadonlyArray<IssueLike> } {
  const issues = nulIssues(data);
  if (issues.length) return { success: false, issues };
  const parsed = schema.safeParse(data);
  return parsed.success
    ? { success: true, data: parsed.data }
    : { success: false, issues: parsed.error.issues };
}
