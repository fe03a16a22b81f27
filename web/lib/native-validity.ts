import { useEffect, useRef } from 'react';
import { type I18n, useI18n } from './i18n.tsx';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isField(target: EventTarget | null): target is Field {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLSelectElement ||
    target instanceof HTMLTextAreaElement
  );
}

/** A bound of a field (`min`, `max`) in the page's digits, or as written when it is not a number. */
function bound(value: string, i18n: I18n): string {
  return value.trim() !== '' && Number.isFinite(Number(value)) ? i18n.number(Number(value)) : value;
}

/**
 * The page's own words for why the browser refuses a field, in the same terms as the server's
 * validation messages; null when the field is valid. The browser would say it in its own language.
 */
export function validityMessage(field: Field, i18n: I18n): string | null {
  const { validity } = field;
  const { t } = i18n;
  if (validity.valueMissing) {
    const choice = field instanceof HTMLSelectElement || field.type === 'radio';
    return t(choice ? 'validation.invalidOption' : 'validation.required');
  }
  if (validity.typeMismatch) {
    if (field.type === 'email') return t('validation.invalidEmail');
    if (field.type === 'url') return t('validation.invalidUrl');
    return t('validation.invalidFormat');
  }
  if (validity.tooShort && !(field instanceof HTMLSelectElement))
    return t('validation.tooShort', { min: i18n.number(field.minLength) });
  if (validity.tooLong && !(field instanceof HTMLSelectElement))
    return t('validation.tooLong', { max: i18n.number(field.maxLength) });
  if (field instanceof HTMLInputElement) {
    if (validity.rangeUnderflow) return t('validation.tooSmall', { min: bound(field.min, i18n) });
    if (validity.rangeOverflow) return t('validation.tooBig', { max: bound(field.max, i18n) });
    if (validity.stepMismatch)
      return t(field.step === '1' || field.step === '' ? 'validation.notInteger' : 'validation.invalid');
  }
  if (validity.patternMismatch || validity.badInput) return t('validation.invalidFormat');
  return validity.valid ? null : t('validation.invalid');
}

/** The fields sharing a radio group with `field`, or the field alone. */
function group(field: Field): Field[] {
  if (!(field instanceof HTMLInputElement) || field.type !== 'radio' || !field.name) return [field];
  const scope: ParentNode = field.form ?? field.ownerDocument;
  return [...scope.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter(
    (radio) => radio.name === field.name,
  );
}

/**
 * Translates the browser's own form checks on the page (spec: every screen in English and
 * Bengali). A field the browser refuses on submit gets the page's message through
 * setCustomValidity, so the bubble is in the page's language whatever the phone's is; the message
 * is taken off as soon as the field (or its radio group) changes, and the browser checks again.
 * Installed by the dashboards' frames, whose forms keep the browser's checks; storefront pages
 * have none, so they carry none of this.
 */
export function useTranslatedValidity(): void {
  const i18n = useI18n();
  const current = useRef(i18n);
  current.current = i18n;
  useEffect(() => {
    const marked = new WeakSet<Field>();
    const onInvalid = (event: Event) => {
      const field = event.target;
      if (!isField(field)) return;
      // A message of our own from an earlier refusal is taken off first, so validity tells what
      // the browser finds wrong now.
      if (marked.has(field)) field.setCustomValidity('');
      else if (field.validity.customError) return; // the page's own check: keep it
      const message = validityMessage(field, current.current);
      if (message === null) return;
      field.setCustomValidity(message);
      marked.add(field);
    };
    const onEdit = (event: Event) => {
      const field = event.target;
      if (!isField(field)) return;
      for (const member of group(field)) {
        if (!marked.has(member)) continue;
        member.setCustomValidity('');
        marked.delete(member);
      }
    };
    // `invalid` does not bubble: listen while it goes down.
    document.addEventListener('invalid', onInvalid, true);
    document.addEventListener('input', onEdit, true);
    document.addEventListener('change', onEdit, true);
    return () => {
      document.removeEventListener('invalid', onInvalid, true);
      document.removeEventListener('input', onEdit, true);
      document.removeEventListener('change', onEdit, true);
    };
  }, []);
}
