// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { areasResource } from '#lib/resources/definitions/areas.ts';
import { I18nProvider } from '../../lib/i18n.tsx';
import { RelationTypeAhead } from './relation-type-ahead.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

vi.mock('../../lib/browser-api.ts', () => ({
  browserApi: {
    call: vi.fn(async () => ({
      data: [
        { id: 7, label: 'Dhaka', label_bn: 'ঢাকা' },
        { id: 9, label: 'Sylhet', label_bn: 'সিলেট' },
      ],
    })),
  },
}));

const city = areasResource.fields.find((field) => field.name === 'city_id')!;

async function render(props: Partial<Parameters<typeof RelationTypeAhead>[0]> = {}) {
  const form = document.createElement('form');
  document.body.append(form);
  act(() =>
    createRoot(form).render(
      <I18nProvider locale="bn">
        <RelationTypeAhead id="field-city_id" field={city} chosen={null} className="" {...props} />
      </I18nProvider>,
    ),
  );
  const input = form.querySelector<HTMLInputElement>('#field-city_id')!;
  act(() => input.focus());
  // The lookup is asked a moment after the last key.
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
  return { form, input, sent: () => new FormData(form).get('city_id') };
}

const key = (target: Element, name: string) =>
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));
  });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a relation chosen by name (a list filter and an entry form field alike)', () => {
  it('suggests names in the page language, moves through them with the arrow keys and sends the chosen id', async () => {
    const { form, input, sent } = await render();
    const suggestions = [...form.querySelectorAll('li button')].map((button) => button.textContent);
    expect(suggestions).toEqual(['ঢাকা', 'সিলেট']);
    key(input, 'ArrowDown');
    expect(document.activeElement?.textContent).toBe('ঢাকা');
    key(document.activeElement!, 'ArrowDown');
    expect(document.activeElement?.textContent).toBe('সিলেট');
    act(() => (document.activeElement as HTMLButtonElement).click());
    expect(input.value).toBe('সিলেট');
    expect(sent()).toBe('9');
  });

  it('offers "none" first for a relation that may be empty, which clears the choice', async () => {
    const { form, input, sent } = await render({ allowNone: true, chosen: { id: 7, text: 'ঢাকা' } });
    expect(sent()).toBe('7');
    const none = form.querySelector('li button')!;
    expect(none.textContent).toBe('— কিছু না —');
    act(() => (none as HTMLButtonElement).click());
    expect(input.value).toBe('');
    expect(sent()).toBe('');
  });

  it('sends typed text under typedName only when asked to (a filter), never an id that no longer matches', async () => {
    const { form, input, sent } = await render({ typedName: 'city_id_name', chosen: { id: 7, text: 'ঢাকা' } });
    act(() => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(input, 'সিল');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(sent()).toBe('');
    expect(new FormData(form).get('city_id_name')).toBe('সিল');
  });
});
