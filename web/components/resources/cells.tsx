import type { ReactNode } from 'react';
import { mediaUrl } from '#lib/media.ts';
import type { ResourceField } from '#lib/resources/define.ts';
import { useI18n } from '../../lib/i18n.tsx';

export type ResourceRow = Record<string, unknown> & {
  id: number;
  updated_at: string;
  labels?: Record<string, { en: string; bn: string }>;
};

const CODE_OR_PHONE = /^\+?\d[\d\s-]*$/;

/** One field's value as a list shows it: names for relations, a swatch for a colour, a thumbnail for an image. */
export function FieldValue({ field, row }: { field: ResourceField; row: ResourceRow }): ReactNode {
  const { t, number, locale, date, digits } = useI18n();
  const value = row[field.name];
  if (value === null || value === undefined || value === '') return <span className="text-gray-400">—</span>;
  switch (field.input) {
    case 'boolean':
      return field.name === 'is_active'
        ? t(value ? 'resources.list.active' : 'resources.list.inactive')
        : t(value ? 'resources.list.yes' : 'resources.list.no');
    case 'relation':
      return row.labels?.[field.name]?.[locale] ?? `#${number(Number(value))}`;
    case 'number':
      return number(Number(value));
    case 'image':
      return (
        <img
          src={mediaUrl(String(value), 160)}
          alt=""
          width={48}
          height={32}
          className="h-8 w-12 object-contain"
        />
      );
    case 'datetime':
      // Shown in Asia/Dhaka time, as it is entered.
      return date(String(value), true);
    case 'richtext':
      return String(value)
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 80);
    case 'color':
      return (
        <span className="inline-flex items-center gap-2">
          <span
            aria-hidden="true"
            className="h-4 w-4 rounded border border-gray-300"
            style={{ background: String(value) }}
          />
          {String(value)}
        </span>
      );
    case 'select': {
      const option = field.options?.find((item) => item.value === String(value));
      return option ? option.label[locale] : String(value);
    }
    default:
      // A code or a phone number (digits, a leading +, spaces or dashes) in the page's digits;
      // other text as it was written.
      return CODE_OR_PHONE.test(String(value)) ? digits(String(value)) : String(value);
  }
}
