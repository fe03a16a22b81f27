// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '#lib/i18n/define.ts';
import { I18nProvider } from '../lib/i18n.tsx';
import { DateInput } from './date-input.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function render(locale: Locale, defaultValue?: string, withTime = false): HTMLElement {
  const container = document.createElement('form');
  document.body.append(container);
  act(() =>
    createRoot(container).render(
      <I18nProvider locale={locale}>
        <DateInput name="from" aria-label="From" defaultValue={defaultValue} withTime={withTime} />
      </I18nProvider>,
    ),
  );
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('date field in the page language', () => {
  it('draws the chosen date in Bengali words and digits, and submits the ISO date', () => {
    const form = render('bn', '2026-11-24');
    expect(form.querySelector('[data-date-overlay]')?.textContent).toMatch(/^২৪ নভে.*২০২৬$/);
    expect(new FormData(form as HTMLFormElement).get('from')).toBe('2026-11-24');
  });

  it('says "দিন/মাস/বছর" over an empty field instead of the phone\'s own format, and follows a new pick', () => {
    const form = render('bn');
    expect(form.querySelector('[data-date-overlay]')?.textContent).toBe('দিন/মাস/বছর');
    expect(form.querySelector('input')?.className).toContain('date-input-covered');
    const input = form.querySelector('input')!;
    act(() => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(input, '2026-01-05');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(form.querySelector('[data-date-overlay]')?.textContent).toMatch(/^৫ জানু.*২০২৬$/);
  });

  it("shows the browser's own segments while the field has focus, so typed digits are seen", () => {
    const form = render('bn', '2026-11-24');
    const input = form.querySelector('input')!;
    act(() => input.focus());
    expect(form.querySelector('[data-date-overlay]')).toBeNull();
    expect(input.className).not.toContain('date-input-covered');
    act(() => input.blur());
    expect(form.querySelector('[data-date-overlay]')?.textContent).toMatch(/^২৪ নভে.*২০২৬$/);
  });

  it('in English keeps the native field as it is', () => {
    const form = render('en', '2026-11-24');
    expect(form.querySelector('[data-date-overlay]')).toBeNull();
    expect(form.querySelector('input')?.value).toBe('2026-11-24');
  });

  it("with a time of day (a banner's schedule) draws the date and Dhaka time in Bengali, and submits the datetime-local value unchanged", () => {
    const form = render('bn', '2026-11-24T18:30', true);
    expect(form.querySelector('input')?.type).toBe('datetime-local');
    expect(form.querySelector('[data-date-overlay]')?.textContent).toBe('২৪ নভে, ২০২৬, সন্ধ্যা ৬:৩০');
    expect(new FormData(form as HTMLFormElement).get('from')).toBe('2026-11-24T18:30');
  });

  it('with a time of day says "দিন/মাস/বছর, ঘণ্টা:মিনিট" while empty, and follows a new pick', () => {
    const form = render('bn', '', true);
    expect(form.querySelector('[data-date-overlay]')?.textContent).toBe('দিন/মাস/বছর, ঘণ্টা:মিনিট');
    const input = form.querySelector('input')!;
    act(() => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(input, '2026-01-05T09:05');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(form.querySelector('[data-date-overlay]')?.textContent).toBe('৫ জানু, ২০২৬, সকাল ৯:০৫');
  });
});
