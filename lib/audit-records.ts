import type { BilingualText } from './contracts/common.ts';
import type { ResourceField } from './resources/define.ts';
import { RESOURCES, resourceNamed } from './resources/index.ts';

/*
 * What an audit line's record is, for people: the kind of record in both languages (a resource's
 * `singular` from its definition in lib/resources, else the map below), the record's own name
 * when the line carries it, its admin page, and its changed fields by their labels. The audit
 * log stores table and resource names (`companies`, `brand-info`) and raw before/after objects;
 * this turns them into "Company ৪" linked to the seller, and "Commission (%): 10 → 12".
 */

export interface AuditRecordKind {
  label: BilingualText;
  /** The record's page under the admin path (no leading slash), when it has one. */
  href?: (id: string | null) => string | null;
  /** A field's label, when the kind knows it. */
  fieldLabel?: (field: string) => BilingualText | undefined;
  /** The record's name in a before/after object. */
  titleFields?: { en: string; bn?: string };
}

/** Field names many records share, so a change reads "Status: …" whatever the record. */
const COMMON_FIELDS: Record<string, BilingualText> = {
  status: { en: 'Status', bn: 'অবস্থা' },
  status_reason: { en: 'Reason', bn: 'কারণ' },
  commission_bp: { en: 'Commission (%)', bn: 'কমিশন (%)' },
  name: { en: 'Name', bn: 'নাম' },
  email: { en: 'E-mail', bn: 'ই-মেইল' },
  mobile: { en: 'Mobile', bn: 'মোবাইল' },
  role_id: { en: 'Role', bn: 'ভূমিকা' },
  role_name: { en: 'Role name', bn: 'ভূমিকার নাম' },
  features: { en: 'Features', bn: 'ফিচার' },
  approval: { en: 'Approval', bn: 'অনুমোদন' },
  hidden: { en: 'Hidden', bn: 'লুকানো' },
  hidden_reason: { en: 'Reason', bn: 'কারণ' },
  state: { en: 'State', bn: 'অবস্থা' },
  attempts: { en: 'Attempts', bn: 'চেষ্টা' },
  last_error: { en: 'Last error', bn: 'শেষ ত্রুটি' },
  product_title: { en: 'Title', bn: 'শিরোনাম' },
  moved_products: { en: 'Products moved', bn: 'সরানো পণ্য' },
  amount: { en: 'Amount', bn: 'পরিমাণ' },
  note: { en: 'Note', bn: 'নোট' },
  full_name: { en: 'Name', bn: 'নাম' },
  delivery_person_id: { en: 'Delivery person', bn: 'ডেলিভারি কর্মী' },
  company_id: { en: 'Company', bn: 'কোম্পানি' },
  method: { en: 'Method', bn: 'পদ্ধতি' },
  account: { en: 'Account', bn: 'অ্যাকাউন্ট' },
  reference: { en: 'Reference', bn: 'রেফারেন্স' },
};

/** Fields that hold money in poisha (shown as ৳): a payout's or a deposit's amount. */
const MONEY_FIELDS = new Set(['amount']);

/** True when a changed field holds money in poisha, to be shown in Taka. */
export function isMoneyField(field: string): boolean {
  return MONEY_FIELDS.has(field);
}

const withId = (path: string) => (id: string | null) => (id ? `${path}/${id}` : path);
const page = (path: string) => () => path;

/** Records that are not managed lists of the resource layer (their own modules write the lines). */
const OTHER_KINDS: Record<string, AuditRecordKind> = {
  companies: {
    label: { en: 'Company', bn: 'কোম্পানি' },
    href: (id) => (id ? `companies?id=${encodeURIComponent(id)}` : 'companies'),
  },
  products: {
    label: { en: 'Product', bn: 'পণ্য' },
    href: withId('products'),
    titleFields: { en: 'product_title' },
  },
  users: {
    label: { en: 'Admin user', bn: 'অ্যাডমিন ব্যবহারকারী' },
    href: page('admin-users'),
    titleFields: { en: 'name' },
  },
  user_roles: {
    label: { en: 'Admin role', bn: 'অ্যাডমিন ভূমিকা' },
    href: withId('admin-user-roles'),
    titleFields: { en: 'role_name' },
  },
  reviews: { label: { en: 'Review', bn: 'রিভিউ' }, href: page('reviews') },
  background_jobs: { label: { en: 'Background job', bn: 'পটভূমির কাজ' }, href: page('background-jobs') },
  basic_configuration: {
    label: { en: 'Basic configuration', bn: 'মৌলিক কনফিগারেশন' },
    href: page('basic-configuration'),
  },
  'header-links': { label: { en: 'Header links', bn: 'হেডারের লিংক' }, href: page('header') },
  'footer-links': { label: { en: 'Footer links', bn: 'ফুটারের লিংক' }, href: page('footer') },
  'seller-payouts': { label: { en: 'Seller payout', bn: 'বিক্রেতার পেআউট' } },
  'delivery-cash-deposits': {
    label: { en: 'Cash deposit', bn: 'নগদ জমা' },
    href: page('delivery-cash'),
    titleFields: { en: 'full_name' },
  },
  seller_staff: { label: { en: 'Shop team member', bn: 'দোকানের দলের সদস্য' } },
  seller_invitation: { label: { en: 'Shop team invitation', bn: 'দোকানের দলের আমন্ত্রণ' } },
};

/** The kind of record an audit line's `entity` names. */
export function auditRecordKind(entity: string): AuditRecordKind {
  const resource = resourceNamed(entity);
  if (resource) {
    const byName = new Map<string, ResourceField>(resource.fields.map((field) => [field.name, field]));
    return {
      label: resource.singular,
      href: withId(resource.path),
      fieldLabel: (name) => byName.get(name)?.label,
      titleFields: {
        en: resource.titleField,
        ...(resource.titleFieldBn ? { bn: resource.titleFieldBn } : {}),
      },
    };
  }
  return OTHER_KINDS[entity] ?? { label: { en: entity, bn: entity } };
}

/** A field's label for a change: the kind's own, a common one, or the field's name. */
export function auditFieldLabel(kind: AuditRecordKind, field: string): BilingualText {
  return kind.fieldLabel?.(field) ?? COMMON_FIELDS[field] ?? { en: field, bn: field };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The record's name as the line carries it (a category's name after the change, or before a delete). */
export function auditRecordTitle(
  kind: AuditRecordKind,
  before: unknown,
  after: unknown,
): BilingualText | null {
  const fields = kind.titleFields;
  if (!fields) return null;
  for (const row of [after, before]) {
    if (!isObject(row)) continue;
    const en = row[fields.en];
    if (typeof en !== 'string' || en.trim() === '') continue;
    const bn = fields.bn ? row[fields.bn] : undefined;
    return { en, bn: typeof bn === 'string' && bn.trim() !== '' ? bn : en };
  }
  return null;
}

/** Bookkeeping columns a change never names. */
const UNCHANGING = new Set(['id', 'created_at', 'updated_at']);

export interface AuditChange {
  field: string;
  label: BilingualText;
  before: unknown;
  after: unknown;
}

/**
 * The fields a line changed: for an update the ones whose value differs, for a create the ones
 * set, for a delete none (the record's name says what went). Lines whose before/after are not
 * objects (a list of links) have no fields to name.
 */
export function auditChanges(kind: AuditRecordKind, before: unknown, after: unknown): AuditChange[] {
  if (!isObject(before) && !isObject(after)) return [];
  const from = isObject(before) ? before : {};
  const to = isObject(after) ? after : {};
  if (!isObject(after)) return [];
  const names = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  const changes: AuditChange[] = [];
  for (const field of names) {
    if (UNCHANGING.has(field) || !(field in to)) continue;
    const was = from[field] ?? null;
    const now = to[field] ?? null;
    if (JSON.stringify(was) === JSON.stringify(now)) continue;
    if (!isObject(before) && (now === null || now === '')) continue;
    changes.push({ field, label: auditFieldLabel(kind, field), before: was, after: now });
  }
  // A save that changed nothing (a rate saved as it was) still says what was saved.
  if (changes.length === 0 && isObject(before)) {
    for (const field of Object.keys(to)) {
      if (UNCHANGING.has(field)) continue;
      changes.push({ field, label: auditFieldLabel(kind, field), before: to[field], after: to[field] });
    }
  }
  return changes;
}

/** Every kind of record the log names, for its filter: the managed lists, then the others. */
export function auditRecordKinds(): { entity: string; label: BilingualText }[] {
  return [
    ...RESOURCES.map((resource) => ({ entity: resource.name, label: resource.singular })),
    ...Object.entries(OTHER_KINDS).map(([entity, kind]) => ({ entity, label: kind.label })),
  ];
}
