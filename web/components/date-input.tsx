import { type InputHTMLAttributes, useState } from 'react';
import { useI18n } from '../lib/i18n.tsx';

type DateInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'defaultValue'> & {
  defaultValue?: string;
};

/**
 * A native date field (the phone's own calendar picker, `YYYY-MM-DD` in the form) that reads in the
 * page's language: the browser draws a date field in its own locale and digits, so in Bengali the
 * chosen date is drawn over it in Bengali words and digits, while taps still open the native picker.
 */
export function DateInput({ defaultValue = '', className = '', onChange, ...input }: DateInputProps) {
  const { locale, date } = useI18n();
  const [value, setValue] = useState(defaultValue);
  const overlay = locale === 'bn' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  return (
    <span className="relative inline-flex flex-col">
      <input
        type="date"
        defaultValue={defaultValue}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          onChange?.(event);
        }}
        className={`${className} ${overlay ? 'date-input-covered' : ''}`}
        {...input}
      />
      {overlay ? (
        <span
          aria-hidden="true"
          data-date-overlay
          className="pointer-events-none absolute inset-y-0 left-0 flex items-center px-3 text-base text-gray-900"
        >
          {date(`${value}T00:00:00+06:00`)}
        </span>
      ) : null}
    </span>
  );
}
