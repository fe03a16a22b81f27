import type { InputHTMLAttributes, ReactNode } from 'react';
import type { BilingualText } from '#lib/contracts/common.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { DateInput } from '../date-input.tsx';
import { FileField } from '../forms/file-field.tsx';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: string;
  hint?: string;
  error?: BilingualText | undefined;
  children?: ReactNode;
}

/** A labelled input with its hint and its error in the page's language, wired for screen readers. */
export function Field({
  name,
  label,
  hint,
  error,
  id,
  className = '',
  children,
  type,
  defaultValue,
  ...input
}: FieldProps) {
  const inputId = id ?? `field-${name}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const wiring = {
    id: inputId,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    className: `rounded-md border px-3 py-2 text-base shadow-sm focus:border-brand-600 ${error ? 'border-red-600' : 'border-gray-300'}`,
  };
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      {type === 'date' ? (
        <DateInput {...wiring} {...input} defaultValue={defaultValue == null ? '' : String(defaultValue)} />
      ) : type === 'file' ? (
        <FileField {...wiring} className="" {...input} />
      ) : (
        <input {...wiring} type={type} defaultValue={defaultValue} {...input} />
      )}
      {children}
      {hint ? (
        <p id={hintId} className="text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A field's error in the page's language, under it (`id` is what the control's aria-describedby names). */
export function FieldError({ id, error }: { id: string | undefined; error: BilingualText | undefined }) {
  const { locale } = useI18n();
  if (!error) return null;
  return (
    <p id={id} className="text-sm text-red-700">
      {error[locale]}
    </p>
  );
}

const TONES = {
  error: 'bg-red-50 text-red-800',
  success: 'bg-brand-50 text-brand-800',
  notice: 'bg-amber-50 text-amber-900',
} as const;

/**
 * A message for the whole form. Errors are alerts (read out when they appear); a success or a
 * notice is a status.
 */
export function FormMessage({
  message,
  tone = 'error',
}: {
  message?: BilingualText | string | undefined;
  tone?: keyof typeof TONES;
}) {
  const { locale } = useI18n();
  if (!message) return null;
  const text = typeof message === 'string' ? message : message[locale];
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`rounded-md px-3 py-2 text-sm ${TONES[tone]}`}>
      {text}
    </p>
  );
}
