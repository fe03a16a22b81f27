import { describe, expect, it } from 'vitest';
import {
  auditChanges,
  auditRecordKind,
  auditRecordKinds,
  auditRecordTitle,
  isMoneyField,
} from './audit-records.ts';
import { categoriesResource } from './resources/definitions/categories.ts';

describe('audit records for people', () => {
  it('names a managed list by its definition, with its page and its fields by their labels', () => {
    const kind = auditRecordKind('categories');
    expect(kind.label).toEqual(categoriesResource.singular);
    expect(kind.href?.('4')).toBe(`${categoriesResource.path}/4`);
    const before = { id: 4, category_name: 'Rice', category_name_bn: 'চাল', updated_at: 'a' };
    const after = { id: 4, category_name: 'Rice & grains', category_name_bn: 'চাল', updated_at: 'b' };
    expect(auditRecordTitle(kind, before, after)).toEqual({ en: 'Rice & grains', bn: 'চাল' });
    const changes = auditChanges(kind, before, after);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ field: 'category_name', before: 'Rice', after: 'Rice & grains' });
    expect(changes[0]!.label).toEqual(categoriesResource.field('category_name')!.label);
  });

  it('names the other tables from its own map: a company links to the sellers list by id', () => {
    const kind = auditRecordKind('companies');
    expect(kind.label).toEqual({ en: 'Company', bn: 'কোম্পানি' });
    expect(kind.href?.('7')).toBe('companies?id=7');
    const changes = auditChanges(kind, { commission_bp: 1000 }, { commission_bp: 1250 });
    expect(changes).toEqual([
      { field: 'commission_bp', label: { en: 'Commission (%)', bn: 'কমিশন (%)' }, before: 1000, after: 1250 },
    ]);
    // Saved as it was: the value is still named.
    expect(auditChanges(kind, { commission_bp: 1000 }, { commission_bp: 1000 })).toMatchObject([
      { field: 'commission_bp', before: 1000, after: 1000 },
    ]);
    expect(auditRecordKind('user_roles').href?.('3')).toBe('admin-user-roles/3');
  });

  it('names a cash deposit by the delivery person, links to the cash page, and its amount is money', () => {
    const kind = auditRecordKind('delivery-cash-deposits');
    expect(kind.label).toEqual({ en: 'Cash deposit', bn: 'নগদ জমা' });
    expect(kind.href?.('12')).toBe('delivery-cash');
    const after = { delivery_person_id: 3, full_name: 'Rahim Uddin', amount: 125_050, note: null };
    expect(auditRecordTitle(kind, null, after)).toEqual({ en: 'Rahim Uddin', bn: 'Rahim Uddin' });
    expect(auditChanges(kind, null, after).map((change) => [change.field, change.label.en])).toEqual([
      ['delivery_person_id', 'Delivery person'],
      ['full_name', 'Name'],
      ['amount', 'Amount'],
    ]);
    expect(isMoneyField('amount')).toBe(true);
    expect(isMoneyField('commission_bp')).toBe(false);
  });

  it('keeps an unknown table by its name, and offers every kind to the filter once', () => {
    expect(auditRecordKind('test-things').label).toEqual({ en: 'test-things', bn: 'test-things' });
    const entities = auditRecordKinds().map((kind) => kind.entity);
    expect(new Set(entities).size).toBe(entities.length);
    expect(entities).toContain('companies');
    expect(entities).toContain('categories');
  });

  it('lists a new record by the fields it set, and a delete by none', () => {
    const kind = auditRecordKind('categories');
    const created = auditChanges(kind, null, { id: 9, category_name: 'Tea', category_name_bn: null });
    expect(created.map((change) => change.field)).toEqual(['category_name']);
    expect(auditChanges(kind, { id: 9, category_name: 'Tea' }, null)).toEqual([]);
  });
});
