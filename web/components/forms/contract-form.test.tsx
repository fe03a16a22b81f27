// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Locale } from '#lib/i18n/define.ts';
import { bilingual } from '#lib/i18n/translate.ts';
import { I18nProvider } from '../../lib/i18n.tsx';
import { ContractForm, type FormActionData } from './contract-form.tsx';
import { type FieldSpec, fieldsOf } from './schema-fields.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A contract of the kind the API validates a body with. */
const cityBody = z.object({
  name: z.string().trim().min(2, 'validation.required').max(40),
  name_bn: z.string().trim().max(40).optional(),
  order: z.coerce.number().int().min(0).max(999),
  kind: z.enum(['city', 'district']),
  is_active: z.boolean().default(true),
  notes: z.string().max(1000).default(''),
});

const FIELDS: FieldSpec[] = [
  { name: 'name', label: { en: 'Name', bn: 'নাম' } },
  { name: 'name_bn', label: { en: 'Name in Bengali', bn: 'বাংলায় নাম' } },
  { name: 'order', label: { en: 'Order', bn: 'ক্রম' } },
  { name: 'kind', label: { en: 'Kind', bn: 'ধরন' } },
  { name: 'is_active', label: { en: 'Active', bn: 'সক্রিয়' } },
  { name: 'notes', label: { en: 'Notes', bn: 'নোট' } },
];

describe('fieldsOf', () => {
  it('reads each field’s kind, whether it is required, its length, bounds and options from the schema', () => {
    const [name, nameBn, order, kind, active, notes] = fieldsOf(cityBody, FIELDS);
    expect(name).toMatchObject({ kind: 'text', required: true, maxLength: 40 });
    expect(nameBn).toMatchObject({ kind: 'text', required: false });
    expect(order).toMatchObject({ kind: 'number', required: true, min: 0, max: 999, inputMode: 'numeric' });
    expect(kind?.kind).toBe('select');
    expect(kind?.options?.map((option) => option.value)).toEqual(['city', 'district']);
    expect(active).toMatchObject({ kind: 'checkbox', required: false });
    expect(notes).toMatchObject({ kind: 'textarea', maxLength: 1000 });
  });

  it('lets the page say what the schema cannot (a password, a number chosen from a list)', () => {
    const [order] = fieldsOf(cityBody, [
      {
        name: 'order',
        label: 'common.cancel',
        kind: 'select',
        options: [{ value: '1', label: 'common.cancel' }],
      },
    ]);
    expect(order).toMatchObject({ kind: 'select', max: 999 });
    expect(order?.options).toHaveLength(1);
  });
});

interface Rendered {
  root: HTMLElement;
  posts: Array<Record<string, string>>;
  saved: unknown[];
}

/** The form on a page whose route action refuses a taken name, as the API would. */
function renderForm(locale: Locale = 'en'): Rendered {
  const posts: Array<Record<string, string>> = [];
  const saved: unknown[] = [];
  const container = document.createElement('div');
  document.body.append(container);
  const router = createMemoryRouter(
    [
      {
        path: '/cities',
        action: async ({ request }) => {
          const values = Object.fromEntries(
            [...(await request.formData())].map(([key, value]) => [key, String(value)]),
          );
          posts.push(values);
          if (values.name === 'Dhaka')
            return data(
              {
                errors: {
                  message: bilingual('validation.invalid'),
                  fields: { name: bilingual('validation.invalid') },
                },
              } satisfies FormActionData,
              { status: 422 },
            );
          return { saved: { id: 7, name: values.name } } satisfies FormActionData;
        },
        element: (
          <I18nProvider locale={locale}>
            <ContractForm
              schema={cityBody}
              fields={FIELDS}
              intent="save"
              values={{ kind: 'district', is_active: true }}
              columns={2}
              onSaved={(value) => saved.push(value)}
              savedMessage={{ en: 'Saved.', bn: 'সংরক্ষিত।' }}
              submitLabel="address.save"
            />
          </I18nProvider>
        ),
      },
    ],
    { initialEntries: ['/cities'] },
  );
  act(() => createRoot(container).render(<RouterProvider router={router} />));
  return { root: container, posts, saved };
}

const input = (root: HTMLElement, name: string) => root.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

function type(root: HTMLElement, name: string, value: string) {
  input(root, name).value = value;
}

async function submit(root: HTMLElement) {
  await act(async () => {
    root.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

const errorOf = (root: HTMLElement, name: string) => root.querySelector(`#field-${name}-error`)?.textContent;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('ContractForm', () => {
  it('draws labelled fields from the schema, with the starting values', () => {
    const { root } = renderForm();
    expect(root.querySelector('label[for="field-name"]')?.textContent).toBe('Name');
    expect(input(root, 'name').maxLength).toBe(40);
    expect(root.querySelector<HTMLSelectElement>('select[name="kind"]')?.value).toBe('district');
    expect(input(root, 'is_active').checked).toBe(true);
    expect(root.querySelector('textarea[name="notes"]')).not.toBeNull();
    expect(root.querySelector('button[type="submit"]')?.textContent).toBe('Save address');
  });

  it('checks the contract in the browser: errors by their fields in Bengali, focus on the first, nothing posted', async () => {
    const { root, posts } = renderForm('bn');
    expect(root.querySelector('label[for="field-name"]')?.textContent).toBe('নাম');
    type(root, 'order', '-1');
    await submit(root);
    expect(posts).toHaveLength(0);
    expect(errorOf(root, 'name')).toBe('এই ঘরটি পূরণ করা আবশ্যক।');
    expect(errorOf(root, 'order')).toBeTruthy();
    expect(input(root, 'name').getAttribute('aria-invalid')).toBe('true');
    expect(input(root, 'name').getAttribute('aria-describedby')).toBe('field-name-error');
    expect(document.activeElement).toBe(input(root, 'name'));
  });

  it('posts valid values to the route action and shows the action’s field errors', async () => {
    const { root, posts, saved } = renderForm();
    type(root, 'name', 'Dhaka');
    type(root, 'order', '3');
    await submit(root);
    expect(posts).toEqual([
      expect.objectContaining({
        intent: 'save',
        name: 'Dhaka',
        order: '3',
        kind: 'district',
        is_active: 'on',
      }),
    ]);
    expect(errorOf(root, 'name')).toBe('This value is not valid.');
    expect(saved).toEqual([]);
  });

  it('says when it saved, and hands the saved record to the page', async () => {
    const { root, saved } = renderForm();
    type(root, 'name', 'Sylhet');
    type(root, 'order', '1');
    await submit(root);
    expect(saved).toEqual([{ id: 7, name: 'Sylhet' }]);
    expect(root.querySelector('[role="status"]')?.textContent).toBe('Saved.');
    expect(errorOf(root, 'name')).toBeUndefined();
  });
});
