import type { ReactNode } from 'react';
import { PRODUCT_STEPS, type ProductStep, type StepValue } from '#lib/contracts/product-editor.ts';
import type { MessageKey } from '#lib/i18n/messages.ts';
import { GENDERS, type Labelled, WARRANTY_CALENDARS, WARRANTY_TYPES } from '#lib/reference-data.ts';
import { type I18n, useI18n } from '../../lib/i18n.tsx';
import { Thumbnail } from '../thumbnail.tsx';

/*
 * products-pre (issue 12): a proposed product or change as a reviewer reads it — each field by
 * its name, before → after, prices in taka, photos as thumbnails, ids as the names they stand
 * for — instead of the steps' stored JSON.
 */

/** A name in both languages. */
export interface ReviewName {
  title: string;
  title_bn: string;
}
type Names = Record<string, ReviewName>;

/** The names the steps' ids stand for, by list (the editor's options and the tag and brand lookups). */
export interface ReviewNames {
  categories: Names;
  price_types: Names;
  product_types: Names;
  type_info_names: Names;
  colors: Names;
  sizes: Names;
  tags: Names;
  brands: Names;
}

export const NO_REVIEW_NAMES: ReviewNames = {
  categories: {},
  price_types: {},
  product_types: {},
  type_info_names: {},
  colors: {},
  sizes: {},
  tags: {},
  brands: {},
};

/** One field of a step: what it is called, its stored value (to compare) and how it reads. */
interface Field {
  key: string;
  label: string;
  raw: unknown;
  shown: ReactNode;
}

/** A long text (a description, a policy): kept to a box that scrolls, so a queue stays readable. */
function LongText({ text }: { text: string }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take focus (WCAG 2.1.1, axe's scrollable-region-focusable)
    <p tabIndex={0} className="max-h-32 overflow-auto whitespace-pre-line break-words">
      {text}
    </p>
  );
}

function fieldsOf(step: string, value: unknown, names: ReviewNames, i18n: I18n): Field[] {
  if (!value || typeof value !== 'object') return [];
  const { t, locale, money, number } = i18n;
  const nameIn = (name: ReviewName) => (locale === 'bn' && name.title_bn ? name.title_bn : name.title);
  const named = (list: Names, id: number | null | undefined): string | null => {
    if (id === null || id === undefined) return null;
    const name = list[String(id)];
    return name ? nameIn(name) : t('productEditor.review.unknown', { id: number(id) });
  };
  const namedList = (list: Names, ids: readonly number[] | undefined) =>
    (ids ?? []).map((id) => named(list, id)).join(', ');
  const labelled = (list: Labelled[], id: number) => {
    const item = list.find((entry) => entry.id === id);
    return item ? nameIn(item) : number(id);
  };
  const field = (key: string, label: MessageKey | string, raw: unknown, shown: ReactNode): Field => ({
    key,
    label: label.startsWith('productEditor.') ? t(label as MessageKey) : label,
    raw,
    shown,
  });
  const text = (key: string, label: MessageKey, raw: string | undefined, long = false) =>
    field(key, label, raw ?? '', raw ? long ? <LongText text={raw} /> : raw : null);

  switch (step) {
    case 'info': {
      const info = value as StepValue<'info'>;
      return [
        text('product_title', 'productEditor.field.title', info.product_title),
        text('product_title_bn', 'productEditor.field.titleBn', info.product_title_bn),
        text('slug', 'productEditor.field.slug', info.slug),
        field(
          'category_id',
          'productEditor.field.category',
          info.category_id,
          named(names.categories, info.category_id),
        ),
        text('description', 'productEditor.field.description', info.description, true),
        text('description_bn', 'productEditor.field.descriptionBn', info.description_bn, true),
        field('gender', 'productEditor.field.gender', info.gender, labelled(GENDERS, info.gender)),
      ];
    }
    case 'type': {
      const type = value as StepValue<'type'>;
      return [
        field(
          'product_type_id',
          'productEditor.field.productType',
          type.product_type_id,
          named(names.product_types, type.product_type_id),
        ),
        ...(type.infos ?? []).map((info) =>
          field(
            `info-${info.type_info_name_id}`,
            named(names.type_info_names, info.type_info_name_id) ?? '',
            info,
            [info.value, info.value_bn]
              .filter((part, index, all) => part && all.indexOf(part) === index)
              .join(' / '),
          ),
        ),
        field(
          'color_ids',
          'productEditor.field.colors',
          type.color_ids,
          namedList(names.colors, type.color_ids),
        ),
        field('size_ids', 'productEditor.field.sizes', type.size_ids, namedList(names.sizes, type.size_ids)),
      ];
    }
    case 'price': {
      const price = value as StepValue<'price'>;
      return (price.prices ?? []).map((line) =>
        field(
          `price-${line.price_type_id}`,
          `${t('productEditor.review.price')}: ${named(names.price_types, line.price_type_id)}`,
          line,
          <span className="flex flex-col">
            <strong>{money(line.price)}</strong>
            {line.discount_price !== null ? (
              <span>{t('productEditor.review.discount', { price: money(line.discount_price) })}</span>
            ) : null}
            <span className="text-xs text-gray-600">
              {t('productEditor.review.qty', { min: number(line.min_qty), max: number(line.max_qty) })}
            </span>
          </span>,
        ),
      );
    }
    case 'price-stock': {
      const stock = value as StepValue<'price-stock'>;
      return [
        ...(stock.stocks ?? []).map((line) =>
          field(
            `stock-${line.price_type_id}`,
            `${t('productEditor.field.stock')}: ${named(names.price_types, line.price_type_id)}`,
            line.stock,
            number(line.stock),
          ),
        ),
        field(
          'low_stock_threshold',
          'productEditor.field.lowStock',
          stock.low_stock_threshold,
          number(stock.low_stock_threshold),
        ),
      ];
    }
    case 'photos': {
      const photos = (value as StepValue<'photos'>).photos ?? [];
      return [
        field(
          'photos',
          'productEditor.step.photos',
          photos.map((photo) => photo.path),
          photos.length ? (
            <span className="flex flex-col gap-1">
              <span className="flex flex-wrap gap-1">
                {photos.map((photo) => (
                  <Thumbnail key={photo.path} image={photo.path} size={56} className="h-14 w-14 rounded" />
                ))}
              </span>
              <span className="text-xs text-gray-600">
                {t('productEditor.review.photoCount', { count: number(photos.length) })}
              </span>
            </span>
          ) : null,
        ),
      ];
    }
    case 'tags': {
      const tags = value as StepValue<'tags'>;
      return [
        field('tag_ids', 'productEditor.field.tags', tags.tag_ids, namedList(names.tags, tags.tag_ids)),
        field('new_tags', 'productEditor.field.newTags', tags.new_tags, (tags.new_tags ?? []).join(', ')),
      ];
    }
    case 'brand': {
      const brand = value as StepValue<'brand'>;
      return [
        field('brand_id', 'productEditor.field.brand', brand.brand_id, named(names.brands, brand.brand_id)),
      ];
    }
    case 'warranty': {
      const warranty = value as StepValue<'warranty'>;
      const lifetime = warranty.warranty_calendar === 1;
      return [
        field(
          'warranty_type',
          'productEditor.field.warrantyType',
          warranty.warranty_type,
          labelled(WARRANTY_TYPES, warranty.warranty_type),
        ),
        field(
          'warranty_time',
          'productEditor.field.warrantyTime',
          [warranty.warranty_time, warranty.warranty_calendar],
          warranty.warranty_type === 1
            ? null
            : lifetime
              ? labelled(WARRANTY_CALENDARS, 1)
              : `${number(warranty.warranty_time)} ${labelled(WARRANTY_CALENDARS, warranty.warranty_calendar)}`,
        ),
        field(
          'return_days',
          'productEditor.field.returnDays',
          warranty.return_days,
          number(warranty.return_days),
        ),
        text('return_policy', 'productEditor.field.returnPolicy', warranty.return_policy, true),
        text('return_policy_bn', 'productEditor.field.returnPolicyBn', warranty.return_policy_bn, true),
      ];
    }
    default:
      return [];
  }
}

/** One step's values before and after (the review queue's changes, an audit line's steps). */
export interface StepChange {
  step: string;
  before: unknown;
  after: unknown;
}

const isStep = (name: string | undefined): name is ProductStep => PRODUCT_STEPS.includes(name as ProductStep);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The product steps an audit line holds, to read as the review queue does: a saved step
 * (`update:price`, its values), a created product (its info), or a save or an approved change
 * (values by step: the steps that differ).
 */
export function productAuditSteps(line: {
  entity: string;
  action: string;
  before: unknown;
  after: unknown;
}): StepChange[] {
  if (line.entity !== 'products' || !isRecord(line.after)) return [];
  const [verb, step] = line.action.split(':');
  if (isStep(step)) return [{ step, before: null, after: line.after }];
  if (verb === 'create') return [{ step: 'info', before: null, after: line.after }];
  const before = isRecord(line.before) ? line.before : {};
  const after = line.after;
  return Object.keys(after)
    .filter(isStep)
    .filter((name) => canonical(before[name]) !== canonical(after[name]))
    .map((name) => ({ step: name, before: before[name] ?? null, after: after[name] }));
}

/** A value as text with its keys in order: stored changes come back with their keys reordered (jsonb). */
function canonical(value: unknown): string {
  const sorted = (item: unknown): unknown =>
    Array.isArray(item)
      ? item.map(sorted)
      : isRecord(item)
        ? Object.fromEntries(
            Object.keys(item)
              .sort()
              .map((key) => [key, sorted(item[key])]),
          )
        : item;
  return JSON.stringify(sorted(value ?? null));
}

const isBlank = (shown: ReactNode) => shown === null || shown === undefined || shown === '';

/**
 * One step of a review item: for a change, the fields that differ, before → after; for a new
 * product (no before), the fields filled in.
 */
export function StepChanges({
  step,
  before,
  after,
  names,
}: {
  step: string;
  before: unknown;
  after: unknown;
  names: ReviewNames;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const isNew = before === null || before === undefined;
  const old = new Map(fieldsOf(step, before, names, i18n).map((entry) => [entry.key, entry]));
  const proposed = fieldsOf(step, after, names, i18n);
  const keys = [...new Set([...proposed.map((entry) => entry.key), ...old.keys()])];
  const rows = keys
    .map((key) => ({ key, before: old.get(key), after: proposed.find((entry) => entry.key === key) }))
    .filter((row) =>
      isNew ? !isBlank(row.after?.shown) : canonical(row.before?.raw) !== canonical(row.after?.raw),
    );
  const dash = <span className="text-gray-400">—</span>;
  const heading = t(`productEditor.step.${step}` as MessageKey);
  const label = (row: (typeof rows)[number]) => (row.after ?? row.before)?.label;
  return (
    <section className="flex flex-col gap-2" data-testid="review-step">
      <h3 className="text-sm font-semibold">{heading}</h3>
      {rows.length === 0 ? <p className="text-sm text-gray-600">{t('productEditor.review.empty')}</p> : null}
      <dl className="flex flex-col gap-2">
        {rows.map((row) => (
          <div key={row.key} className="flex min-w-0 flex-col gap-1 text-sm" data-testid="review-field">
            {/* A field named as its step (the photos) is said once, to a screen reader only. */}
            <dt className={label(row) === heading ? 'sr-only' : 'text-xs font-medium text-gray-600'}>
              {label(row)}
            </dt>
            {isNew ? (
              <dd className="min-w-0 break-words">{row.after?.shown}</dd>
            ) : (
              <dd className="grid min-w-0 gap-1 sm:grid-cols-2">
                <div className="min-w-0 break-words rounded bg-red-50 px-2 py-1">
                  <span className="block text-xs text-gray-600">{t('productEditor.before')}</span>
                  {isBlank(row.before?.shown) ? dash : row.before?.shown}
                </div>
                <div className="min-w-0 break-words rounded bg-green-50 px-2 py-1">
                  <span className="block text-xs text-gray-600">{t('productEditor.after')}</span>
                  {isBlank(row.after?.shown) ? dash : row.after?.shown}
                </div>
              </dd>
            )}
          </div>
        ))}
      </dl>
    </section>
  );
}
