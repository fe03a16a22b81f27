import { type InputHTMLAttributes, useState } from 'react';
import { useI18n } from '../lib/i18n.tsx';

type DateInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'defaultValue'> & {
  defaultValue?: string;
  /** A date and a time of day (`datetime-local`, `YYYY-MM-DDTHH:MM` in the form, Dhaka time). */
  withTime?: boolean;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_AND_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/**
 * A native date field (the phone's own calendar picker, `YYYY-MM-DD` in the form) that reads in the
 * page's language: the browser draws a date field in its own locale and digits (`mm/dd/yyyy` on an
 * English phone), so in Bengali the chosen date, or "দিন/মাস/বছর" while it is empty, is drawn over
 * it, and taps still open the native picker. While the field has focus the browser's own segments
 * show, so a date typed on a keyboard is seen as it is typed. `withTime` does the same for a date
 * and time of day (a banner's schedule), read as Dhaka time as the rest of the app does. The
 * Bengali text takes the field's own font size (both inherit it): the browser sizes the field for
 * its text at that size, and a larger Bengali date ran under the calendar button of a small field.
 */
export function DateInput({
  defaultValue = '',
  withTime = false,
  className = '',
  onChange,
  onFocus,
  onBlur,
  ...input
}: DateInputProps) {
  const { locale, date, t } = useI18n();
  const [value, setValue] = useState(defaultValue);
  const [focused, setFocused] = useState(false);
  const chosen = (withTime ? DAY_AND_TIME : DAY).test(value);
  const overlay = locale === 'bn' && !focused && (chosen || value === '');
  return (
    <span className="relative inline-flex flex-col">
      <input
        type={withTime ? 'datetime-local' : 'date'}
        defaultValue={defaultValue}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          onChange?.(event);
        }}
        onFocus={(event) => {
          setFocused(true);
          onFocus?.(event);
        }}
        onBlur={(event) => {
          setFocused(false);
          onBlur?.(event);
        }}
        className={`${className} ${overlay ? 'date-input-covered' : ''}`}
        {...input}
      />
      {overlay ? (
        <span
          aria-hidden="true"
          data-date-overlay
          className={`pointer-events-none absolute inset-y-0 left-0 flex items-center px-3 ${chosen ? 'text-gray-900' : 'text-gray-500'}`}
        >
          {chosen
            ? withTime
              ? date(`${value.length === 16 ? `${value}:00` : value}+06:00`, true)
              : date(`${value}T00:00:00+06:00`)
            : t(withTime ? 'date.emptyWithTime' : 'date.empty')}
        </span>
      ) : null}
    </span>
  );
}
