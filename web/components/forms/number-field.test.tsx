// @vitest-environment happy-dom
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '#lib/i18n/define.ts';
import { I18nProvider } from '../../lib/i18n.tsx';
import { FileField } from './file-field.tsx';
import { NumberInput } from './number-field.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function render(locale: Locale, field: ReactNode): HTMLFormElement {
  const form = document.createElement('form');
  document.body.append(form);
  act(() => createRoot(form).render(<I18nProvider locale={locale}>{field}</I18nProvider>));
  return form;
}

function type(input: HTMLInputElement, text: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('number field in the page language', () => {
  it('shows Bengali digits on a Bengali page, takes either set, and sends ASCII digits', () => {
    const form = render(
      'bn',
      <NumberInput name="amount" aria-label="Amount" decimals={2} defaultValue={12.5} />,
    );
    const input = form.querySelector<HTMLInputElement>('input[aria-label="Amount"]')!;
    expect(input.type).toBe('text');
    expect(input.inputMode).toBe('decimal');
    expect(input.value).toBe('১২.৫');
    expect(new FormData(form).get('amount')).toBe('12.5');
    type(input, '৩৪.৫০');
    expect(input.value).toBe('৩৪.৫০');
    expect(new FormData(form).getAll('amount')).toEqual(['34.50']);
    type(input, '7০');
    expect(input.value).toBe('৭০');
    expect(new FormData(form).get('amount')).toBe('70');
    // Not a number: the keystroke is not taken.
    type(input, '৭০x');
    expect(input.value).toBe('৭০');
    type(input, '1.234');
    expect(input.value).toBe('৭০');
  });

  it('says a value out of bounds in the page language, and a reset brings the first value back', () => {
    const form = render(
      'bn',
      <NumberInput name="rate" aria-label="Rate" min={0} max={100} defaultValue="5" />,
    );
    const input = form.querySelector<HTMLInputElement>('input[aria-label="Rate"]')!;
    expect(input.inputMode).toBe('numeric');
    type(input, '১৫০');
    expect(input.validationMessage).toBe('১০০ বা তার কম লিখুন।');
    type(input, '৫০');
    expect(input.validationMessage).toBe('');
    act(() => form.reset());
    expect(input.value).toBe('৫');
    expect(new FormData(form).get('rate')).toBe('5');
  });

  it('keeps Latin digits on an English page', () => {
    const form = render('en', <NumberInput name="id" aria-label="Id" />);
    const input = form.querySelector<HTMLInputElement>('input[aria-label="Id"]')!;
    type(input, '৪২');
    expect(input.value).toBe('42');
    expect(new FormData(form).get('id')).toBe('42');
  });
});

describe('file field in the page language', () => {
  it('names its button and status in Bengali, keeps the real input in the form, and counts chosen files', () => {
    const form = render('bn', <FileField name="photos" multiple aria-label="Photos" />);
    const input = form.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.name).toBe('photos');
    expect(input.multiple).toBe(true);
    expect(input.className).not.toContain('hidden');
    expect(form.textContent).toContain('ফাইলগুলো বাছাই করুন');
    const status = form.querySelector('[data-testid="file-field-status"]')!;
    expect(status.textContent).toBe('কোনো ফাইল বাছাই করা হয়নি');
    expect(input.getAttribute('aria-describedby')).toBe(status.id);
  });

  it('says "Choose file" for one file in English', () => {
    const form = render('en', <FileField name="file" aria-label="File" />);
    expect(form.textContent).toContain('Choose file');
    expect(form.textContent).toContain('No file chosen');
  });
});
