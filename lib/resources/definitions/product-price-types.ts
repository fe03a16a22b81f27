import { FEATURES } from '../../contracts/features.ts';
import { defineResource, slugField, textField } from '../define.ts';

/** Units a price is quoted in: piece, dozen, carton, kg… */
export const productPriceTypesResource = defineResource({
  name: 'product-price-types',
  path: 'product-price-types',
  feature: FEATURES.productPriceTypes,
  table: 'product_price_types',
  title: { en: 'Product price types', bn: 'পণ্যের দামের ধরন' },
  singular: { en: 'Price type', bn: 'দামের ধরন' },
  titleField: 'type_title',
  titleFieldBn: 'type_title_bn',
  fields: [
    textField('type_title', { en: 'Title (English)', bn: 'শিরোনাম (ইংরেজি)' }),
    textField('type_title_bn', { en: 'Title (Bengali)', bn: 'শিরোনাম (বাংলা)' }),
    slugField('type_title'),
  ],
  defaultSort: 'type_title',
  storefront: true,
  usedBy: [
    {
      table: 'product_price_infos',
      column: 'price_type_id',
      reason: { en: 'products are still priced in it.', bn: 'পণ্যের দাম এখনো এতে দেওয়া আছে।' },
    },
    {
      table: 'order_items',
      column: 'price_type_id',
      reason: { en: 'orders were placed in it.', bn: 'এতে অর্ডার করা হয়েছে।' },
    },
  ],
});
