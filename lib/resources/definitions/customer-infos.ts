import { z } from 'zod';
import { FEATURES } from '../../contracts/features.ts';
import { plainText } from '../../contracts/text.ts';
import { defineResource, integerField, textField } from '../define.ts';

/**
 * Customers (feature 31): their profiles, searched by name or phone. Customers sign up
 * themselves, so there is no store (server/modules/admin-panel/people.ts refuses it); blocking
 * and unblocking are the section's own calls (`/api/customer-infos/block/:id`).
 */
export const customerInfosResource = defineResource({
  name: 'customer-infos',
  path: 'customer-infos',
  feature: FEATURES.customers,
  table: 'customer_infos',
  title: { en: 'Customers', bn: 'ক্রেতা' },
  singular: { en: 'Customer', bn: 'ক্রেতা' },
  titleField: 'full_name',
  fields: [
    textField('full_name', { en: 'Name', bn: 'নাম' }),
    {
      name: 'phone',
      label: { en: 'Phone', bn: 'ফোন' },
      input: 'text',
      schema: plainText(z.string().trim().max(20, 'validation.tooLong')).nullable().optional(),
      nullable: true,
      column: true,
      search: true,
    },
    integerField('gender', { en: 'Gender (1–4)', bn: 'লিঙ্গ (১–৪)' }, { min: 1, max: 4, filter: true }),
    {
      name: 'user_id',
      label: { en: 'Account', bn: 'অ্যাকাউন্ট' },
      input: 'number',
      schema: z.never().optional(),
      column: false,
      filter: true,
    },
  ],
  defaultSort: '-id',
  deletable: false,
});
