import { FEATURES } from '../../contracts/features.ts';
import {
  booleanField,
  defineResource,
  imageField,
  integerField,
  relationField,
  slugField,
  textField,
} from '../define.ts';

/** Spec §2/§3 categories: name en/bn, slug from the name, icon, parent, order, active. */
export const categoriesResource = defineResource({
  name: 'categories',
  path: 'categories',
  feature: FEATURES.categories,
  table: 'categories',
  title: { en: 'Categories', bn: 'ক্যাটাগরি' },
  singular: { en: 'Category', bn: 'ক্যাটাগরি' },
  titleField: 'category_name',
  titleFieldBn: 'category_name_bn',
  fields: [
    textField('category_name', { en: 'Name (English)', bn: 'নাম (ইংরেজি)' }, 120, { unique: true }),
    textField('category_name_bn', { en: 'Name (Bengali)', bn: 'নাম (বাংলা)' }),
    slugField('category_name'),
    imageField('icon', { en: 'Icon', bn: 'আইকন' }, { column: true }),
    relationField('parent_id', { en: 'Parent category', bn: 'মূল ক্যাটাগরি' }, 'categories'),
    integerField('sort_order', { en: 'Order', bn: 'ক্রম' }),
    booleanField('show_on_body', { en: 'Row on the home page', bn: 'হোম পেজে সারি' }, { column: false }),
    booleanField('is_active', { en: 'Active', bn: 'চালু' }),
  ],
  defaultSort: 'sort_order',
  activeField: 'is_active',
  storefront: true,
  // /api/categories/details/:slug is the storefront's category page.
  detailsPath: '/api/categories/record/:id',
  usedBy: [
    {
      table: 'products',
      column: 'category_id',
      reason: { en: 'this category still has products.', bn: 'এই ক্যাটাগরিতে এখনো পণ্য আছে।' },
    },
    {
      table: 'categories',
      column: 'parent_id',
      reason: { en: 'this category still has sub-categories.', bn: 'এই ক্যাটাগরির এখনো উপ-ক্যাটাগরি আছে।' },
    },
  ],
});
