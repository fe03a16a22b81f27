import { type InputHTMLAttributes, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { toBengaliDigits, toLatinDigits } from '#lib/digits.ts';
import { useI18n } from '../../lib/i18n.tsx';

type NumberInputProps<T> = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'inputMode' | 'min' | 'max' | 'step' | 'pattern'
> & {
  /** Places after the decimal point: 0 (the default) for a whole number and the phone's digit pad. */
  decimals?: number;
  min?: number;
  max?: number;
  /** Uncontrolled: the first value, in ASCII digits. */
  defaultValue?: number | string | null;
  /**
   * Controlled: the value the page holds, how it is written (ASCII digits) and read back from
   * what was typed, and what to do with a new one. What was typed is shown as typed ("12.", "৫")
   * while it reads as the value, so the caret does not jump.
   */
  value?: T;
  toText?: (value: T) => string;
  fromText?: (text: string) => T;
  onValueChange?: (value: T) => void;
};

/** What a field may hold while it is typed: digits, and a decimal point when it takes decimals. */
function accepts(text: string, decimals: number): boolean {
  return decimals > 0 ? new RegExp(`^\\d*(\\.\\d{0,${decimals}})?$`).test(text) : /^\d*$/.test(text);
}

/**
 * A number field in the page's language. A browser draws `type="number"` in Latin digits whatever
 * the page's language, so this is a text field with the phone's digit pad (`inputMode`) that shows
 * Bengali digits on a Bengali page and takes either digit set as typed. The form sends the number in
 * ASCII digits (a hidden input carries `name` once the page runs), so actions and the API read it
 * as before; before the page's code runs the field itself carries the name.
 */
export function NumberInput<T = number | null>({
  decimals = 0,
  min,
  max,
  defaultValue,
  value,
  toText,
  fromText,
  onValueChange,
  name,
  className = '',
  ...input
}: NumberInputProps<T>) {
  const { locale, t, number } = useI18n();
  const ref = useRef<HTMLInputElement>(null);
  const controlled = value !== undefined && toText !== undefined && fromText !== undefined;
  const initial = useRef(
    controlled ? toText(value) : defaultValue == null ? '' : toLatinDigits(String(defaultValue).trim()),
  );
  const [text, setText] = useState(initial.current);
  const [running, setRunning] = useState(false);
  const caret = useRef<[number | null, number | null] | null>(null);
  // A value changed elsewhere (a reload, another step) is shown as it is.
  const latin = controlled && fromText(text) !== value ? toText(value) : text;
  const shown = locale === 'bn' ? toBengaliDigits(latin) : latin;

  useEffect(() => setRunning(true), []);
  // A form's reset brings the first value back (the field is drawn from state, not from the DOM).
  useEffect(() => {
    const form = ref.current?.form;
    if (!form) return;
    const reset = () => setText(initial.current);
    form.addEventListener('reset', reset);
    return () => form.removeEventListener('reset', reset);
  }, []);
  // Digits swapped for the page's own keep their place, so the caret stays where it was.
  useLayoutEffect(() => {
    const field = ref.current;
    if (!caret.current || !field || document.activeElement !== field) return;
    field.setSelectionRange(caret.current[0], caret.current[1]);
    caret.current = null;
  });
  // Out of bounds: the browser's own check says so in the page's language, as type="number" would.
  useEffect(() => {
    const field = ref.current;
    if (!field) return;
    const typed = latin === '' ? null : Number(latin);
    const problem =
      typed === null || !Number.isFinite(typed)
        ? ''
        : min !== undefined && typed < min
          ? t('forms.number.tooSmall', { min: number(min) })
          : max !== undefined && typed > max
            ? t('forms.number.tooLarge', { max: number(max) })
            : '';
    field.setCustomValidity(problem);
  }, [latin, min, max, t, number]);

  return (
    <>
      <input
        ref={ref}
        type="text"
        inputMode={decimals > 0 ? 'decimal' : 'numeric'}
        autoComplete="off"
        {...input}
        name={running ? undefined : name}
        className={className}
        value={shown}
        onChange={(event) => {
          const typed = toLatinDigits(event.currentTarget.value).replace(/\s/g, '');
          if (!accepts(typed, decimals)) return;
          caret.current = [event.currentTarget.selectionStart, event.currentTarget.selectionEnd];
          setText(typed);
          if (controlled) onValueChange?.(fromText(typed));
        }}
      />
      {running && name ? <input type="hidden" name={name} value={latin} /> : null}
    </>
  );
}
