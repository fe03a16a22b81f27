import { FEATURES } from '../../contracts/features.ts';
import { booleanField, defineResource, slugField, textField } from '../define.ts';

/** Kinds of product; a medicine-like type asks for a prescription at checkout. */
export const productTypesResource = defineResource({
  name: 'product-types',
  path: 'product-types',
  feature: FEATURES.productTypes,
  table: 'product_types',
  title: { en: 'Product types', bn: 'পণ্যের ধরন' },
  singular: { en: 'Product type', bn: 'পণ্যের ধরন' },
  titleField: 'type_title',
  titleFieldBn: 'type_title_bn',
  fields: [
    textField('type_title', { en: 'Title (English)', bn: 'শিরোনাম (ইংরেজি)' }),
    textField('type_title_bn', { en: 'Title (Bengali)', bn: 'শিরোনাম (বাংলা)' }),
    slugField('type_title'),
    booleanField('requires_prescription', { en: 'Needs a prescription', bn: 'প্রেসক্রিপশন লাগে' }),
  ],
  defaultSort: 'type_title',
  storefront: true,
  usedBy: [
    {
      table: 'products',
      column: 'product_type_id',
      reason: { en: 'products of this type still exist.', bn: 'এই ধরনের পণ্য এখনো আছে।' },
    },
    {
      table: 'product_type_info_names',
      column: 'product_type_id',
      reason: { en: 'info names of this type still exist.', bn: 'এই ধরনের তথ্যের নাম এখনো আছে।' },
    },
  ],
});
