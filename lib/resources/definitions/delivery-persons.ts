import { z } from 'zod';
import { FEATURES } from '../../contracts/features.ts';

import { booleanField, defineResource, relationField, selectField, textField } from '../define.ts';

/**
 * Delivery persons (feature 32): their profiles and the area they serve, searched by name or
 * phone. They sign up themselves (no store here); approving, blocking and unblocking their
 * account are the section's own calls (`/api/delivery-persons/approve|block|unblock/:id`).
 */
export const deliveryPersonsResource = defineResource({
  name: 'delivery-persons',
  path: 'delivery-persons',
  feature: FEATURES.deliveryPersons,
  table: 'delivery_persons',
  title: { en: 'Delivery persons', bn: 'ডেলিভারি কর্মী' },
  singular: { en: 'Delivery person', bn: 'ডেলিভারি কর্মী' },
  titleField: 'full_name',
  fields: [
    textField('full_name', { en: 'Name', bn: 'নাম' }),
    textField('phone', { en: 'Phone', bn: 'ফোন' }, 20, { sortable: false }),
    selectField('vehicle_type', { en: 'Vehicle', bn: 'যানবাহন' }, [
      { value: 'bicycle', label: { en: 'Bicycle', bn: 'সাইকেল' } },
      { value: 'motorcycle', label: { en: 'Motorcycle', bn: 'মোটরসাইকেল' } },
      { value: 'van', label: { en: 'Van', bn: 'ভ্যান' } },
      { value: 'on_foot', label: { en: 'On foot', bn: 'পায়ে হেঁটে' } },
    ]),
    relationField('area_id', { en: 'Area', bn: 'এলাকা' }, 'areas'),
    booleanField('is_available', { en: 'Available', bn: 'সময় আছে' }),
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
