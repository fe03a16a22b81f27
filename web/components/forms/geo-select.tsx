import { useId } from 'react';
import { useI18n } from '../../lib/i18n.tsx';
import { FieldError } from '../account/field.tsx';

const selectClass = (error: unknown) =>
  `rounded-md border bg-white px-3 py-2 text-base ${error ? 'border-red-600' : 'border-gray-300'}`;

/** A labelled select of divisions, districts or areas (names in the page's language). */
export function GeoSelect<T extends { id: number; name: string; name_bn: string }>({
  name,
  label,
  options,
  value,
  onChange,
  error,
  disabled,
  placeholder,
}: {
  name: string;
  label: string;
  options: T[];
  value: number | null;
  onChange: (id: number | null) => void;
  error?: { en: string; bn: string } | undefined;
  disabled?: boolean;
  placeholder: string;
}) {
  const { pick } = useI18n();
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={selectClass(error)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {pick(option, 'name')}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
