import { FEATURES } from '../../contracts/features.ts';
import { defineResource, relationField, textField } from '../define.ts';

/** Attribute names products of a type carry ("Material" for clothing). */
export const productTypeInfoNamesResource = defineResource({
  name: 'product-type-info-name',
  path: 'product-type-info-names',
  feature: FEATURES.productTypeInfoNames,
  table: 'product_type_info_names',
  title: { en: 'Product type info names', bn: 'পণ্যের ধরনের তথ্যের নাম' },
  singular: { en: 'Info name', bn: 'তথ্যের নাম' },
  titleField: 'info_name',
  titleFieldBn: 'info_name_bn',
  fields: [
    relationField('product_type_id', { en: 'Product type', bn: 'পণ্যের ধরন' }, 'product-types', {
      required: true,
    }),
    relationField('info_type_id', { en: 'Info type', bn: 'তথ্যের ধরন' }, 'product-info-types', {
      required: true,
    }),
    textField('info_name', { en: 'Name (English)', bn: 'নাম (ইংরেজি)' }, 120, {
      unique: { with: ['product_type_id'] },
    }),
    textField('info_name_bn', { en: 'Name (Bengali)', bn: 'নাম (বাংলা)' }),
  ],
  defaultSort: 'info_name',
  storefront: true,
  usedBy: [
    {
      table: 'product_infos',
      column: 'type_info_name_id',
      reason: { en: 'products still have a value for it.', bn: 'পণ্যে এখনো এর মান আছে।' },
    },
  ],
});
