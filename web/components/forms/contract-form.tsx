import { type FormEvent, type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { type FetcherWithComponents, useFetcher } from 'react-router';
import type { z } from 'zod';
import type { BilingualText } from '#lib/contracts/common.ts';
import { clientErrors, type FormErrors, formValues } from '../../lib/form-errors.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { Field, FieldError, FormMessage } from '../account/field.tsx';
import { buttonClass } from '../styles.ts';
import { FileField } from './file-field.tsx';
import { bodyFromFields, type FieldSpec, type FormField, fieldsOf, type Words } from './schema-fields.ts';

/** What a form's route action answers: what was saved, or the errors to show. */
export interface FormActionData<Saved = unknown> {
  saved?: Saved;
  errors?: FormErrors | undefined;
}

/** A message key or both languages, in the page's language. */
export function useWords(): (words: Words) => string {
  const { t, locale } = useI18n();
  return (words) => (typeof words === 'string' ? t(words) : words[locale]);
}

export interface ContractFormOptions<Saved> {
  /** The contract's schema the API validates the body with; the browser checks the same. */
  schema: z.ZodType;
  /** The body the action will send, from the form's text values (numbers, booleans, dropped fields). */
  bodyOf?: (values: Record<string, string>) => unknown;
  /** Checks the schema cannot make in the browser (a repeated password, a chosen file). */
  check?: (values: Record<string, string>, form: FormData) => Record<string, BilingualText> | null;
  onSaved?: ((saved: Saved) => void) | undefined;
  /** Empties the form after a save (an upload, a new password), instead of keeping what was typed. */
  resetOnSave?: boolean;
}

export interface ContractFormState<Saved> {
  fetcher: FetcherWithComponents<FormActionData<Saved>>;
  formRef: RefObject<HTMLFormElement | null>;
  /** The browser's own findings, else the action's answer. */
  errors: FormErrors | undefined;
  /** What the last submit saved, once the action has answered. */
  saved: Saved | undefined;
  isBusy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * The behaviour every form of the app shares: it posts to a route action through a fetcher
 * (the one way the web app writes), checks the values with the contract's schema first so a
 * mistake shows at once in both languages, focuses the first field to fix, and tells the page
 * what was saved. `ContractForm` draws the fields; forms with their own layout (the address
 * form's cascading places and map) use this hook directly.
 */
export function useContractForm<Saved = unknown>({
  schema,
  bodyOf = (values) => values,
  check,
  onSaved,
  resetOnSave = false,
}: ContractFormOptions<Saved>): ContractFormState<Saved> {
  const fetcher = useFetcher<FormActionData<Saved>>();
  const formRef = useRef<HTMLFormElement>(null);
  const [clientSide, setClientSide] = useState<FormErrors | null>(null);
  const errors = clientSide ?? fetcher.data?.errors;
  const isBusy = fetcher.state !== 'idle';
  const answered = fetcher.data?.saved;
  // `false` or nothing: the last submit saved nothing.
  const saved = isBusy || answered === null || (answered as unknown) === false ? undefined : answered;

  // After a failed submit, the first field to fix gets the focus.
  useEffect(() => {
    if (errors?.fields) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  // Once per answer, even when the page hands a new callback on every render.
  const handled = useRef<unknown>(undefined);
  useEffect(() => {
    if (saved === undefined || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    if (resetOnSave) formRef.current?.reset();
    onSaved?.(saved);
  }, [saved, fetcher.data, resetOnSave, onSaved]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const values = formValues(form);
    const fields = {
      ...clientErrors(schema, bodyOf(values))?.fields,
      ...check?.(values, form),
    };
    const problems = Object.keys(fields).length > 0 ? { fields } : null;
    setClientSide(problems);
    if (problems) event.preventDefault();
  };

  return { fetcher, formRef, errors, saved, isBusy, onSubmit };
}

const controlClass = (error: unknown) =>
  `rounded-md border bg-white px-3 py-2 text-base ${error ? 'border-red-600' : 'border-gray-300'}`;

/** A label, a control, its hint and its error, wired for screen readers (ids `field-<name>`). */
function Described({
  field,
  error,
  children,
}: {
  field: FormField;
  error: BilingualText | undefined;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const words = useWords();
  const id = `field-${field.name}`;
  const describedBy = [field.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`flex flex-col gap-1 ${spanClass(field)}`}>
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {words(field.label)}
      </label>
      {children(describedBy || undefined)}
      {field.hint ? (
        <p id={`${id}-hint`} className="text-xs text-gray-600">
          {words(field.hint)}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

function spanClass(field: FormField): string {
  if (field.span === 2) return 'sm:col-span-2';
  if (field.span === 3) return 'sm:col-span-3';
  return '';
}

/** One field of a contract form, drawn for its kind. */
export function FormFieldControl({
  field,
  error,
  defaultValue,
}: {
  field: FormField;
  error?: BilingualText | undefined;
  defaultValue?: string | boolean | undefined;
}) {
  const words = useWords();
  const id = `field-${field.name}`;
  const invalid = error ? true : undefined;
  const text = typeof defaultValue === 'string' ? defaultValue : undefined;
  switch (field.kind) {
    case 'hidden':
      return <input type="hidden" name={field.name} value={text ?? ''} />;
    case 'checkbox':
      return (
        <label className={`flex items-center gap-2 text-sm ${spanClass(field)}`}>
          <input
            type="checkbox"
            name={field.name}
            defaultChecked={defaultValue === true || text === 'true'}
          />
          {words(field.label)}
        </label>
      );
    case 'select':
      return (
        <Described field={field} error={error}>
          {(describedBy) => (
            <select
              id={id}
              name={field.name}
              defaultValue={text}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              className={controlClass(error)}
            >
              {(field.options ?? []).map((option) => (
                <option key={option.value} value={option.value}>
                  {words(option.label)}
                </option>
              ))}
            </select>
          )}
        </Described>
      );
    case 'textarea':
      return (
        <Described field={field} error={error}>
          {(describedBy) => (
            <textarea
              id={id}
              name={field.name}
              rows={3}
              defaultValue={text}
              maxLength={field.maxLength}
              autoComplete={field.autoComplete}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              className={controlClass(error)}
            />
          )}
        </Described>
      );
    case 'file':
      return (
        <Described field={field} error={error}>
          {(describedBy) => (
            <FileField
              id={id}
              name={field.name}
              accept={field.accept}
              aria-invalid={invalid}
              aria-describedby={describedBy}
            />
          )}
        </Described>
      );
    default:
      return (
        <Field
          name={field.name}
          type={field.kind === 'number' ? 'text' : field.kind}
          label={words(field.label)}
          hint={field.hint ? words(field.hint) : undefined}
          autoComplete={field.autoComplete}
          inputMode={field.inputMode}
          maxLength={field.maxLength}
          defaultValue={text}
          error={error}
          className={spanClass(field)}
        />
      );
  }
}

export interface ContractFormProps<Saved> extends ContractFormOptions<Saved> {
  schema: z.ZodObject;
  /** The fields in order: a label each, and anything the schema cannot say. */
  fields: readonly FieldSpec[];
  /** The route whose action saves it; the current route when absent. */
  action?: string | undefined;
  /** Sent as `intent` when one action does several things. */
  intent?: string;
  /** Starting values by field name (an edit form). */
  values?: Record<string, string | boolean | undefined>;
  /** Text fields side by side from small screens up (one column on phones). */
  columns?: 1 | 2 | 3;
  submitLabel: Words;
  pendingLabel?: Words;
  /** Shown once the action has saved. */
  savedMessage?: Words;
  className?: string;
  /** Anything drawn between the fields and the button. */
  children?: ReactNode;
}

// grid-cols-1 on phones: an implicit column is as wide as its widest field (a file field's
// natural width overflowed a 320 px screen).
const GRID = {
  1: 'grid grid-cols-1 gap-4',
  2: 'grid grid-cols-1 gap-4 sm:grid-cols-2',
  3: 'grid grid-cols-1 gap-4 sm:grid-cols-3',
} as const;

/**
 * A form drawn from a contract: each field's kind, length and options come from the Zod schema
 * the API validates with, its label (a message key or en/bn) from the page; the browser checks
 * the same schema before posting to the route action, and every error shows in the person's
 * language next to its field. Built for the storefront's account pages and the admin panel's
 * entry forms alike (a resource definition supplies `fields`).
 */
export function ContractForm<Saved = unknown>({
  schema,
  fields,
  action,
  intent,
  values = {},
  columns = 1,
  submitLabel,
  pendingLabel,
  savedMessage,
  className = '',
  children,
  ...options
}: ContractFormProps<Saved>) {
  const words = useWords();
  const drawn = fieldsOf(schema, fields);
  const form = useContractForm<Saved>({
    schema,
    bodyOf: (formValues) => bodyFromFields(drawn, formValues),
    ...options,
  });
  const { fetcher, errors, saved, isBusy } = form;
  const encType = drawn.some((field) => field.kind === 'file') ? 'multipart/form-data' : undefined;
  const hasFieldErrors = Object.keys(errors?.fields ?? {}).length > 0;
  return (
    <fetcher.Form
      ref={form.formRef}
      method="post"
      action={action}
      encType={encType}
      noValidate
      onSubmit={form.onSubmit}
      className={`flex flex-col gap-4 ${className}`}
    >
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      {saved !== undefined && savedMessage ? (
        <FormMessage tone="success" message={words(savedMessage)} />
      ) : null}
      <FormMessage message={hasFieldErrors ? undefined : errors?.message} />
      <div className={GRID[columns]}>
        {drawn.map((field) => (
          <FormFieldControl
            key={field.name}
            field={field}
            error={errors?.fields?.[field.name]}
            defaultValue={values[field.name]}
          />
        ))}
      </div>
      {children}
      <button type="submit" className={`${buttonClass} self-start`} disabled={isBusy}>
        {isBusy && pendingLabel ? words(pendingLabel) : words(submitLabel)}
      </button>
    </fetcher.Form>
  );
}
