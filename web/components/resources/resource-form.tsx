import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import type { BilingualText } from '#lib/contracts/common.ts';
import { toBengaliDigits, toLatinDigits } from '#lib/digits.ts';
import { mediaUrl } from '#lib/media.ts';
import type { Resource, ResourceField } from '#lib/resources/index.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { FieldError, FormMessage } from '../account/field.tsx';
import { DateInput } from '../date-input.tsx';
import { type FormActionData, useContractForm } from '../forms/contract-form.tsx';
import { FileField } from '../forms/file-field.tsx';
import { buttonClass } from '../styles.ts';
import type { ResourceRow } from './cells.tsx';
import { RelationTypeAhead } from './relation-type-ahead.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';

/**
 * The body a resource form's values stand for, by each field's input kind: numbers as numbers
 * (typed in either language's digits), a ticked box as true, an empty relation or image as null.
 * The browser checks it with the same schema the API validates with; the route action sends it.
 */
export function resourceBody(
  resource: Resource,
  values: Record<string, string>,
  mode: 'store' | 'update',
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of resource.fields) {
    const value = values[field.name];
    switch (field.input) {
      case 'boolean':
        body[field.name] = value === 'on' || value === 'true';
        break;
      case 'number':
      case 'relation':
        if (value === undefined || value.trim() === '') {
          if (field.nullable && mode === 'update') body[field.name] = null;
        } else body[field.name] = Number(toLatinDigits(value));
        break;
      case 'image':
        if (value !== undefined) body[field.name] = value === '' ? null : value;
        break;
      case 'datetime':
        if (value !== undefined) body[field.name] = value.trim() === '' ? null : fromDhakaInput(value.trim());
        break;
      default:
        if (value !== undefined) body[field.name] = value;
    }
  }
  if (mode === 'update') body.updated_at = values.updated_at ?? '';
  return body;
}

/** Asia/Dhaka is UTC+6 all year (no summer time). */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

/** A datetime-local value typed in Dhaka time ("2026-11-24T18:30") as an ISO time with its offset. */
export function fromDhakaInput(value: string): string {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00+06:00` : value;
}

/** An ISO time as a datetime-local value in Dhaka time. */
export function toDhakaInput(iso: string): string {
  const time = new Date(iso).getTime();
  return Number.isNaN(time) ? '' : new Date(time + DHAKA_OFFSET_MS).toISOString().slice(0, 16);
}

const control = (error: unknown) =>
  `w-full rounded-md border bg-white px-3 py-2 text-base ${error ? 'border-red-600' : 'border-gray-300'}`;

function Labelled({
  field,
  error,
  children,
}: {
  field: ResourceField;
  error: BilingualText | undefined;
  children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => React.ReactNode;
}) {
  const { locale } = useI18n();
  const id = `field-${field.name}`;
  const describedBy = [field.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {field.label[locale]}
      </label>
      {children({
        id,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {field.hint ? (
        <p id={`${id}-hint`} className="text-xs text-gray-600">
          {field.hint[locale]}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A relation's picker: type to search the related list (its lookup call), pick one; the id is sent. */
function RelationPicker({
  field,
  value,
  label,
  error,
}: {
  field: ResourceField;
  value: number | null;
  label: string | undefined;
  error: BilingualText | undefined;
}) {
  return (
    <Labelled field={field} error={error}>
      {(aria) => (
        <RelationTypeAhead
          {...aria}
          field={field}
          chosen={value ? { id: value, text: label ?? `#${value}` } : null}
          allowNone={field.nullable}
          className={control(error)}
        />
      )}
    </Labelled>
  );
}

/** An image field: the current image, a file to upload (sent through the route action), and the key sent. */
function ImageInput({
  field,
  value,
  error,
}: {
  field: ResourceField;
  value: string | null;
  error: BilingualText | undefined;
}) {
  const { t } = useI18n();
  const upload = useFetcher<{
    uploaded?: { field: string; key: string };
    errors?: FormActionData['errors'];
  }>();
  const [key, setKey] = useState(value ?? '');
  const uploaded = upload.data?.uploaded;
  useEffect(() => {
    if (uploaded?.field === field.name) setKey(uploaded.key);
  }, [uploaded, field.name]);
  const uploadError = upload.data?.errors?.fields?.file ?? upload.data?.errors?.message;
  return (
    <Labelled field={field} error={error ?? uploadError}>
      {(aria) => (
        <div className="flex flex-wrap items-center gap-3">
          <input type="hidden" name={field.name} value={key} />
          {key ? (
            <img
              src={mediaUrl(key, 160)}
              alt=""
              width={48}
              height={48}
              className="h-12 w-12 rounded border border-gray-200 object-contain"
            />
          ) : null}
          <FileField
            {...aria}
            accept="image/png,image/jpeg,image/webp"
            aria-label={t('resources.form.upload')}
            className="min-w-0 flex-1"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (!file) return;
              const form = new FormData();
              form.set('intent', 'upload');
              form.set('field', field.name);
              form.set('file', file);
              upload.submit(form, { method: 'post', encType: 'multipart/form-data' });
            }}
          />
          {key ? (
            <button type="button" className="text-sm text-red-700 hover:underline" onClick={() => setKey('')}>
              {t('resources.form.removeImage')}
            </button>
          ) : null}
        </div>
      )}
    </Labelled>
  );
}

/**
 * A resource's entry form (new or edit): every field drawn by its input kind, checked in the
 * browser with the same schema as the API, errors beside their fields in the person's language,
 * posted to the route action; an edit carries the record's updated_at, so a stale form is refused.
 */
export function ResourceForm({
  resource,
  record,
  created = false,
}: {
  resource: Resource;
  record: ResourceRow | null;
  /** Just created (the new form's save led here): "saved" shows until the form is sent again. */
  created?: boolean;
}) {
  const { t, locale } = useI18n();
  const mode = record ? 'update' : 'store';
  const schema = record ? resource.endpoints.updateBody : resource.endpoints.body;
  const form = useContractForm({ schema, bodyOf: (values) => resourceBody(resource, values, mode) });
  const { fetcher, errors, saved, isBusy } = form;
  const fieldErrors = errors?.fields ?? {};
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  const text = (name: string) => {
    const value = record?.[name];
    return value === null || value === undefined ? '' : String(value);
  };
  return (
    <fetcher.Form
      ref={form.formRef}
      method="post"
      noValidate
      onSubmit={form.onSubmit}
      className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-4"
    >
      <input type="hidden" name="intent" value="save" />
      {record ? <input type="hidden" name="updated_at" value={record.updated_at} /> : null}
      {saved !== undefined || (created && fetcher.state === 'idle' && !fetcher.data && !errors) ? (
        <FormMessage tone="success" message={t('resources.form.saved')} />
      ) : null}
      <FormMessage message={hasFieldErrors ? undefined : errors?.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        {resource.fields.map((field) => {
          const error = fieldErrors[field.name];
          switch (field.input) {
            case 'relation':
              return (
                <RelationPicker
                  key={field.name}
                  field={field}
                  value={record?.[field.name] == null ? null : Number(record[field.name])}
                  label={record?.labels?.[field.name]?.[locale]}
                  error={error}
                />
              );
            case 'image':
              return (
                <ImageInput key={field.name} field={field} value={text(field.name) || null} error={error} />
              );
            case 'boolean':
              return (
                <label key={field.name} className="flex items-center gap-2 self-end text-sm">
                  <input
                    type="checkbox"
                    name={field.name}
                    defaultChecked={record ? record[field.name] === true : field.name === 'is_active'}
                  />
                  {field.label[locale]}
                </label>
              );
            case 'select':
              return (
                <Labelled key={field.name} field={field} error={error}>
                  {(aria) => (
                    <select
                      {...aria}
                      name={field.name}
                      defaultValue={text(field.name)}
                      className={control(error)}
                    >
                      {field.options?.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label[locale]}
                        </option>
                      ))}
                    </select>
                  )}
                </Labelled>
              );
            case 'richtext':
              return (
                <div key={field.name} className="sm:col-span-2">
                  <Labelled field={field} error={error}>
                    {(aria) => (
                      <RichTextEditor
                        id={aria.id}
                        name={field.name}
                        label={field.label[locale]}
                        initialHtml={text(field.name)}
                        error={error}
                        describedBy={aria['aria-describedby']}
                      />
                    )}
                  </Labelled>
                </div>
              );
            case 'datetime':
              return (
                <Labelled key={field.name} field={field} error={error}>
                  {(aria) => (
                    <DateInput
                      {...aria}
                      withTime
                      name={field.name}
                      defaultValue={text(field.name) ? toDhakaInput(text(field.name)) : ''}
                      className={control(error)}
                    />
                  )}
                </Labelled>
              );
            case 'textarea':
              return (
                <Labelled key={field.name} field={field} error={error}>
                  {(aria) => (
                    <textarea
                      {...aria}
                      name={field.name}
                      rows={4}
                      defaultValue={text(field.name)}
                      className={control(error)}
                    />
                  )}
                </Labelled>
              );
            default:
              return (
                <Labelled key={field.name} field={field} error={error}>
                  {(aria) => (
                    <input
                      {...aria}
                      name={field.name}
                      type="text"
                      inputMode={field.input === 'number' ? 'decimal' : undefined}
                      // A number reads in the page's digits; either digit set is read back (resourceBody).
                      defaultValue={
                        field.input === 'number' && locale === 'bn'
                          ? toBengaliDigits(text(field.name))
                          : text(field.name)
                      }
                      placeholder={field.input === 'color' ? '#rrggbb' : undefined}
                      className={control(error)}
                    />
                  )}
                </Labelled>
              );
          }
        })}
      </div>
      <button type="submit" className={`${buttonClass} self-start`} disabled={isBusy}>
        {isBusy ? t('resources.form.saving') : t('resources.form.save')}
      </button>
    </fetcher.Form>
  );
}
