import { FEATURES } from '../../contracts/features.ts';
import { defineResource, textField } from '../define.ts';

/** Groups of product attributes ("Specification", "Ingredients"). */
export const productInfoTypesResource = defineResource({
  name: 'product-info-types',
  path: 'product-info-types',
  feature: FEATURES.productInfoTypes,
  table: 'product_info_types',
  title: { en: 'Product info types', bn: 'পণ্য তথ্যের ধরন' },
  singular: { en: 'Product info type', bn: 'পণ্য তথ্যের ধরন' },
  titleField: 'info_type_title',
  titleFieldBn: 'info_type_title_bn',
  fields: [
    textField('info_type_title', { en: 'Title (English)', bn: 'শিরোনাম (ইংরেজি)' }, 120, { unique: true }),
    textField('info_type_title_bn', { en: 'Title (Bengali)', bn: 'শিরোনাম (বাংলা)' }),
  ],
  defaultSort: 'info_type_title',
  usedBy: [
    {
      table: 'product_type_info_names',
      column: 'info_type_id',
      reason: { en: 'info names of this group still exist.', bn: 'এই দলের তথ্যের নাম এখনো আছে।' },
    },
  ],
});
