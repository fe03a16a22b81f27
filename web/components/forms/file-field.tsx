import { type ChangeEvent, type InputHTMLAttributes, useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '../../lib/i18n.tsx';

type FileFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'className' | 'children' | 'value'
> & {
  /** The button's words; "Choose file" (or "Choose files" when `multiple`) in the page's language when not given. */
  buttonLabel?: string;
  /** The button's look, for a place that draws its picker as one of its own buttons. */
  buttonClassName?: string;
  /** Whether "No file chosen" or the chosen files' names are written beside the button (default yes). */
  showStatus?: boolean;
  className?: string;
};

const BUTTON =
  'inline-flex items-center justify-center rounded-md border border-brand-600 bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800';

/**
 * A file field that speaks the page's language. The browser draws `<input type="file">` with its
 * own words ("Choose File", "No file chosen": English on a Bengali page), so the real input lies
 * transparent over a button of ours, and the chosen files are named beside it. The input stays the
 * control: it takes the clicks, the focus, the keyboard and the labels, and the form sends it as
 * it is (`name`, `multiple`, `accept`, `required`). The status stays beside the button when it fits
 * there whole, goes under it otherwise (the status takes its own width, so "No file chosen" in
 * Bengali is never cut beside a long button), and a name too long for the line is cut with an ellipsis.
 */
export function FileField({
  buttonLabel,
  buttonClassName = BUTTON,
  showStatus = true,
  className = '',
  id,
  multiple,
  disabled,
  onChange,
  'aria-describedby': describedBy,
  ...input
}: FileFieldProps) {
  const { t, number } = useI18n();
  const ownId = useId();
  const inputId = id ?? `file-${ownId}`;
  const statusId = `${inputId}-chosen`;
  const ref = useRef<HTMLInputElement>(null);
  const [names, setNames] = useState<string[]>([]);

  // A form's reset empties the input without a change event.
  useEffect(() => {
    const form = ref.current?.form;
    if (!form) return;
    const cleared = () => setNames([]);
    form.addEventListener('reset', cleared);
    return () => form.removeEventListener('reset', cleared);
  }, []);

  const status =
    names.length === 0
      ? t('forms.file.none')
      : names.length === 1
        ? names[0]!
        : t('forms.file.count', { count: number(names.length) });
  return (
    <span
      className={`flex min-w-0 max-w-full flex-wrap items-center gap-x-3 gap-y-1 ${className}`}
      data-file-field=""
    >
      <span className="relative inline-flex shrink-0">
        <input
          ref={ref}
          id={inputId}
          type="file"
          multiple={multiple}
          disabled={disabled}
          aria-describedby={
            [showStatus ? statusId : '', describedBy ?? ''].filter(Boolean).join(' ') || undefined
          }
          className="peer absolute inset-0 h-full w-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            setNames(Array.from(event.currentTarget.files ?? [], (file) => file.name));
            onChange?.(event);
          }}
          {...input}
        />
        <span
          aria-hidden="true"
          className={`${buttonClassName} pointer-events-none whitespace-nowrap peer-hover:brightness-95 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 peer-disabled:opacity-60`}
        >
          {buttonLabel ?? t(multiple ? 'forms.file.chooseMany' : 'forms.file.choose')}
        </span>
      </span>
      {showStatus ? (
        <span
          id={statusId}
          className="min-w-0 max-w-full flex-auto truncate text-sm text-gray-700"
          title={names.length ? names.join(', ') : undefined}
          data-testid="file-field-status"
        >
          {status}
        </span>
      ) : null}
    </span>
  );
}
