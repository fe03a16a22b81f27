import { FEATURES } from '../../contracts/features.ts';
import { SIZE_TYPES } from '../../reference-data.ts';
import { defineResource, integerField, selectField, textField } from '../define.ts';

/** The size types' Bengali names; the standards (EU, UK, US) read the same in both languages. */
const SIZE_TYPES_BN: Partial<Record<(typeof SIZE_TYPES)[number], string>> = {
  Int: 'আন্তর্জাতিক',
  Waist: 'কোমর',
  'Suit Only': 'শুধু স্যুট',
  'Full Look': 'পুরো সেট',
  Other: 'অন্যান্য',
};

/** Sizes, by spec §9's size types (EU, UK, US, Int, Waist…). */
export const productSizesResource = defineResource({
  name: 'product-size-info',
  path: 'product-size-infos',
  feature: FEATURES.productSizes,
  table: 'product_sizes',
  title: { en: 'Sizes', bn: 'মাপ' },
  singular: { en: 'Size', bn: 'মাপ' },
  titleField: 'size_name',
  fields: [
    textField('size_name', { en: 'Size', bn: 'মাপ' }, 40, { unique: { with: ['size_type'] } }),
    selectField(
      'size_type',
      { en: 'Size type', bn: 'মাপের ধরন' },
      SIZE_TYPES.map((type) => ({ value: type, label: { en: type, bn: SIZE_TYPES_BN[type] ?? type } })),
      { sortable: true },
    ),
    integerField('sort_order', { en: 'Order', bn: 'ক্রম' }),
  ],
  defaultSort: 'sort_order',
  storefront: true,
  usedBy: [
    {
      table: 'product_size_links',
      column: 'size_id',
      reason: { en: 'products still come in this size.', bn: 'পণ্য এখনো এই মাপে আছে।' },
    },
  ],
});
