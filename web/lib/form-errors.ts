import type { z } from 'zod';
import { ApiError } from '#lib/api-client.ts';
import type { BilingualText } from '#lib/contracts/common.ts';
import { fieldErrorsFromIssues } from '#lib/contracts/issues.ts';

/** What a form shows after a failed submit: a message for the whole form and one per field. */
export interface FormErrors {
  message?: BilingualText;
  fields?: Record<string, BilingualText>;
  code?: string;
}

/** Turns an API error answer into form errors; anything else is rethrown (it is a real failure). */
export function formErrorsOf(error: unknown): FormErrors {
  if (!(error instanceof ApiError)) throw error;
  const fields: Record<string, BilingualText> = {};
  for (const field of error.fields) fields[field.path] ??= field.message;
  return { message: error.body.message, fields, code: error.code };
}

/**
 * The message for the whole form, unless a field already says the same thing beside its input
 * (a taken e-mail address): one mistake is said once.
 */
export function formMessageOf(errors: FormErrors | null | undefined): BilingualText | undefined {
  const message = errors?.message;
  if (!message) return undefined;
  const saidByField = Object.values(errors.fields ?? {}).some(
    (field) => field.en === message.en && field.bn === message.bn,
  );
  return saidByField ? undefined : message;
}

/**
 * The same contract schema the API validates with, run in the browser before sending, so a
 * mistake is shown at once and in both languages. Null when the values are valid.
 */
export function clientErrors(schema: z.ZodType, values: unknown): FormErrors | null {
  const parsed = schema.safeParse(values);
  if (parsed.success) return null;
  const fields: Record<string, BilingualText> = {};
  for (const field of fieldErrorsFromIssues(parsed.error.issues)) fields[field.path] ??= field.message;
  return { fields };
}

/** A form's text values by name (files and repeated names are not used by these forms). */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string') values[name] = value;
  return values;
}
