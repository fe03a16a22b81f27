// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '#lib/i18n/define.ts';
import { I18nProvider } from '../../lib/i18n.tsx';
import { NO_REVIEW_NAMES, productAuditSteps, type ReviewNames, StepChanges } from './review-changes.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const names: ReviewNames = {
  ...NO_REVIEW_NAMES,
  categories: { 1: { title: 'Rice', title_bn: 'চাল' }, 2: { title: 'Oil', title_bn: 'তেল' } },
  price_types: { 3: { title: '1 kg', title_bn: '১ কেজি' } },
};

function render(locale: Locale, step: string, before: unknown, after: unknown): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  act(() =>
    createRoot(container).render(
      <I18nProvider locale={locale}>
        <StepChanges step={step} before={before} after={after} names={names} />
      </I18nProvider>,
    ),
  );
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
});

const info = {
  product_title: 'Miniket Rice',
  product_title_bn: 'মিনিকেট চাল',
  slug: 'miniket-rice',
  category_id: 1,
  description: 'Polished grains.',
  description_bn: '',
  gender: 4,
};

describe('a product change as a reviewer reads it', () => {
  it('lists only the changed fields by their names, before and after, never the stored JSON', () => {
    const view = render('en', 'info', info, {
      ...info,
      product_title: 'Miniket Rice (new pack)',
      category_id: 2,
    });
    const fields = [...view.querySelectorAll('[data-testid="review-field"]')].map((row) => row.textContent);
    expect(fields).toEqual([
      'Title (English)BeforeMiniket RiceAfterMiniket Rice (new pack)',
      'CategoryBeforeRiceAfterOil',
    ]);
    expect(view.textContent).not.toMatch(/[{}"]|category_id/);
  });

  it('in Bengali names the fields, the category and the gender in Bengali, numbers in Bengali digits', () => {
    const view = render('bn', 'info', null, info);
    const text = view.textContent ?? '';
    expect(text).toContain('শিরোনাম (ইংরেজি)Miniket Rice');
    expect(text).toContain('ক্যাটাগরিচাল');
    expect(text).toContain('কার জন্যউল্লেখ নেই');
    // An empty field of a new product is left out.
    expect(text).not.toContain('বিবরণ (বাংলা)');
  });

  it('shows prices in taka (poisha / 100) with ৳ and the price type by name', () => {
    const line = { price_type_id: 3, price: 125_000, discount_price: 110_050, min_qty: 1, max_qty: 20 };
    const view = render('bn', 'price', { prices: [line] }, { prices: [{ ...line, price: 130_000 }] });
    const row = view.querySelector('[data-testid="review-field"]');
    expect(row?.querySelector('dt')?.textContent).toBe('মূল্য: ১ কেজি');
    expect(row?.textContent).toContain('৳ ১,২৫০');
    expect(row?.textContent).toContain('৳ ১,৩০০');
    expect(row?.textContent).toContain('ছাড়ে ৳ ১,১০০.৫০');
    expect(row?.textContent).toContain('প্রতি অর্ডারে ১–২০টি');
  });

  it('leaves out a price line that is the same, whatever order its stored keys come back in', () => {
    const line = { price_type_id: 3, price: 62_000, discount_price: null, min_qty: 1, max_qty: 5 };
    const reordered = { max_qty: 5, price: 62_000, min_qty: 1, discount_price: null, price_type_id: 3 };
    const changed = { ...line, price_type_id: 4, price: 32_000 };
    const view = render(
      'en',
      'price',
      { prices: [line, changed] },
      { prices: [reordered, { ...changed, price: 37_000 }] },
    );
    expect(view.querySelectorAll('[data-testid="review-field"]')).toHaveLength(1);
  });

  it('shows photos as thumbnails', () => {
    const photo = (path: string) => ({ path, width: 800, height: 800, alt: '' });
    const view = render(
      'en',
      'photos',
      { photos: [photo('a/1.jpg')] },
      { photos: [photo('a/1.jpg'), photo('a/2.jpg')] },
    );
    expect(view.querySelectorAll('img')).toHaveLength(3);
    expect(view.textContent).toContain('2 in all');
  });
});

describe('a product audit line read as steps', () => {
  it('finds the steps that differ in a save or an approved change, a saved step, and a created product', () => {
    const line = (action: string, before: unknown, after: unknown) => ({
      entity: 'products',
      action,
      before,
      after,
    });
    const changed = { ...info, product_title: 'New' };
    expect(
      productAuditSteps(
        line('approve-change', { info, brand: { brand_id: 1 } }, { info: changed, brand: { brand_id: 1 } }),
      ),
    ).toEqual([{ step: 'info', before: info, after: changed }]);
    expect(productAuditSteps(line('update:brand', null, { brand_id: 2 }))).toEqual([
      { step: 'brand', before: null, after: { brand_id: 2 } },
    ]);
    expect(productAuditSteps(line('create', null, info))).toEqual([
      { step: 'info', before: null, after: info },
    ]);
    // Not a product's steps: the log shows it as before.
    expect(productAuditSteps(line('reject', null, null))).toEqual([]);
    expect(productAuditSteps({ ...line('update', null, { status: 'active' }), entity: 'products' })).toEqual(
      [],
    );
    expect(productAuditSteps({ ...line('update', null, { info }), entity: 'companies' })).toEqual([]);
  });
});
