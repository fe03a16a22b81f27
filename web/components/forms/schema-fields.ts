import type { z } from 'zod';
import type { BilingualText } from '#lib/contracts/common.ts';
import type { MessageKey } from '#lib/i18n/messages.ts';

/** Words on screen: a message key (the storefront's catalogue) or both languages given inline (a resource definition). */
export type Words = MessageKey | BilingualText;

export type FieldKind =
  | 'text'
  | 'password'
  | 'email'
  | 'tel'
  | 'date'
  | 'number'
  | 'textarea'
  | 'select'
  | 'checkbox'
  | 'file'
  | 'hidden';

export interface FieldOption {
  value: string;
  label: Words;
}

/** What a form needs to draw one field; most of it read from the contract's schema. */
export interface FormField {
  name: string;
  label: Words;
  kind: FieldKind;
  required: boolean;
  /** A string's longest length (the browser stops typing there). */
  maxLength?: number;
  /** A number's bounds. */
  min?: number;
  max?: number;
  options?: FieldOption[];
  hint?: Words;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email';
  /** File inputs: the accepted media types. */
  accept?: string;
  /** The grid columns it spans on wide screens (the form is one column on phones). */
  span?: 1 | 2 | 3;
}

/** What the page says about a field the schema cannot: its label, and anything to override. */
export type FieldSpec = { name: string; label: Words } & Partial<Omit<FormField, 'name' | 'label'>>;

interface SchemaFacts {
  type: string;
  required: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
  format?: string;
  values?: string[];
}

type Introspectable = {
  def: { type: string; innerType?: Introspectable; in?: Introspectable };
  maxLength?: number | null;
  minValue?: number | null;
  maxValue?: number | null;
  format?: string | null;
  options?: readonly (string | number)[];
};

/** The facts of one Zod field, through optional, nullable, default and pipe (coerce) wrappers. */
function factsOf(field: Introspectable | undefined): SchemaFacts {
  let required = true;
  let current = field;
  while (current) {
    const { type } = current.def;
    if (type === 'optional' || type === 'nullable' || type === 'default' || type === 'prefault') {
      required = false;
      current = current.def.innerType;
    } else if (type === 'pipe') current = current.def.in;
    else break;
  }
  if (!current) return { type: 'unknown', required };
  const facts: SchemaFacts = { type: current.def.type, required };
  if (typeof current.maxLength === 'number') facts.maxLength = current.maxLength;
  if (typeof current.minValue === 'number' && Number.isFinite(current.minValue)) facts.min = current.minValue;
  if (typeof current.maxValue === 'number' && Number.isFinite(current.maxValue)) facts.max = current.maxValue;
  if (current.format) facts.format = current.format;
  if (current.options) facts.values = current.options.map(String);
  return facts;
}

/** Above this many characters a string gets a text area rather than a line. */
const TEXTAREA_FROM = 300;

function kindOf(facts: SchemaFacts): FieldKind {
  switch (facts.type) {
    case 'boolean':
      return 'checkbox';
    case 'enum':
    case 'literal':
      return 'select';
    case 'number':
    case 'int':
      return 'number';
    case 'file':
      return 'file';
    case 'string':
      if (facts.format === 'email') return 'email';
      if (facts.format === 'date') return 'date';
      return (facts.maxLength ?? 0) > TEXTAREA_FROM ? 'textarea' : 'text';
    default:
      return 'text';
  }
}

/**
 * The fields of a form, in the order given, each completed from the contract's object schema:
 * its kind (text, number, select for an enum, checkbox for a boolean…), whether it is required,
 * its length and bounds, and an enum's options. The spec wins over anything inferred, so a
 * number chosen from a list can be a select, a password a password.
 */
export function fieldsOf(schema: z.ZodObject, specs: readonly FieldSpec[]): FormField[] {
  const shape = schema.shape as Record<string, Introspectable | undefined>;
  return specs.map((spec) => {
    const facts = factsOf(shape[spec.name]);
    const inferred: FormField = {
      name: spec.name,
      label: spec.label,
      kind: kindOf(facts),
      required: facts.required,
    };
    if (facts.maxLength !== undefined) inferred.maxLength = facts.maxLength;
    if (facts.min !== undefined) inferred.min = facts.min;
    if (facts.max !== undefined) inferred.max = facts.max;
    if (inferred.kind === 'number') inferred.inputMode = 'numeric';
    if (facts.values)
      inferred.options = facts.values.map((value) => ({ value, label: { en: value, bn: value } }));
    return { ...inferred, ...spec };
  });
}

/** Options from spec §9's reference lists (`{ id, title, title_bn }`). */
export function optionsOf(
  items: ReadonlyArray<{ id: number | string; title: string; title_bn: string }>,
): FieldOption[] {
  return items.map((item) => ({ value: String(item.id), label: { en: item.title, bn: item.title_bn } }));
}

/**
 * The body a form's text values stand for, by the fields' kinds: a checkbox is a boolean (sent
 * only when ticked), a number a number (blank is left out), files are not text. The browser checks
 * this body with the contract; a route action can build the API's body the same way.
 */
export function bodyFromFields(
  fields: readonly FormField[],
  values: Record<string, string>,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind === 'checkbox') body[field.name] = value !== undefined && value !== 'false';
    else if (field.kind === 'file' || value === undefined) continue;
    else if (field.kind === 'number') {
      if (value.trim() !== '') body[field.name] = Number(value);
    } else body[field.name] = value;
  }
  return body;
}
