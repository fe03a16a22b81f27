import { FEATURES } from '../../contracts/features.ts';
import { SIZE_TYPES } from '../../reference-data.ts';
import { defineResource, integerField, selectField, textField } from '../define.ts';

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
      SIZE_TYPES.map((type) => ({ value: type, label: { en: type, bn: type } })),
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
