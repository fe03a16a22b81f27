import { FEATURES } from '../../contracts/features.ts';
import { booleanField, defineResource, imageField, slugField, textField } from '../define.ts';

/** Brands (spec §7 brand-info; the admin's brand-management page). */
export const brandsResource = defineResource({
  name: 'brand-info',
  path: 'brand-management',
  feature: FEATURES.brands,
  table: 'brands',
  title: { en: 'Brands', bn: 'ব্র্যান্ড' },
  singular: { en: 'Brand', bn: 'ব্র্যান্ড' },
  titleField: 'brand_name',
  titleFieldBn: 'brand_name_bn',
  fields: [
    textField('brand_name', { en: 'Name (English)', bn: 'নাম (ইংরেজি)' }),
    textField('brand_name_bn', { en: 'Name (Bengali)', bn: 'নাম (বাংলা)' }),
    slugField('brand_name'),
    imageField('logo', { en: 'Logo', bn: 'লোগো' }, { column: true }),
    booleanField('is_active', { en: 'Active', bn: 'চালু' }),
  ],
  defaultSort: 'brand_name',
  activeField: 'is_active',
  sellerLookup: true,
  storefront: true,
  usedBy: [
    {
      table: 'products',
      column: 'brand_id',
      reason: { en: 'products of this brand still exist.', bn: 'এই ব্র্যান্ডের পণ্য এখনো আছে।' },
    },
  ],
});
