import { z } from 'zod';
import { isMessageKey } from '../i18n/translate.ts';

/** Text in both languages. */
export const bilingualText = z.object({ en: z.string(), bn: z.string() });
export type BilingualText = z.infer<typeof bilingualText>;

/** A field's problem: where, a stable code, and the message in both languages. */
export const fieldError = z.object({ path: z.string(), code: z.string(), message: bilingualText });
export type FieldError = z.infer<typeof fieldError>;

/** Every error answer of the API has this body. */
export const errorBody = z.object({
  code: z.string().describe('Stable machine-readable code, e.g. validation_failed, not_found'),
  message: bilingualText,
  fields: z.array(fieldError).optional(),
  request_id: z.string(),
  /** Extra machine-readable facts, e.g. a sign-in's status or a duplicate's req_id_type. */
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** `limit` and `page` of paged calls; bad values are rejected, missing ones get defaults. */
export function pagedQuery(defaultLimit: number, maxLimit = 100) {
  return z.object({
    limit: z.coerce.number().int('validation.notInteger').min(1).max(maxLimit).default(defaultLimit),
    page: z.coerce.number().int('validation.notInteger').min(1).default(1),
  });
}

export const pageMetaSchema = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});

/** Paged answers: `{ data: [...], meta: { current_page, last_page, per_page, total } }`. */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: pageMetaSchema });
}

/** Un-paged list answers: `{ data: [...] }`. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item) });
}

/** Write answers (`store`, `update`): `{ status, data, msg }` as spec §7 names them. */
export function writeResult<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal(true), data, msg: z.string() });
}

/** A route parameter that is a positive integer id. */
export const idParam = z.object({ id: z.coerce.number().int().positive() });

/** A calendar day, YYYY-MM-DD (days are Dhaka's: lib/dhaka-days.ts). */
export const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalidFormat');

/** A message key used as a Zod error, so field errors are translated on both sides. */
export function messageKey(key: string): string {
  if (!isMessageKey(key)) throw new Error(`Unknown message key ${key}`);
  return key;
}
