import { z } from 'zod';
import { FEATURES } from '../../contracts/features.ts';
import { defineResource, textField } from '../define.ts';

/** Colours a product comes in (spec §7 product-color-info). */
export const productColorsResource = defineResource({
  name: 'product-color-info',
  path: 'product-color-infos',
  feature: FEATURES.productColors,
  table: 'product_colors',
  title: { en: 'Colours', bn: 'রং' },
  singular: { en: 'Colour', bn: 'রং' },
  titleField: 'color_name',
  titleFieldBn: 'color_name_bn',
  fields: [
    textField('color_name', { en: 'Name (English)', bn: 'নাম (ইংরেজি)' }, 60, { unique: true }),
    textField('color_name_bn', { en: 'Name (Bengali)', bn: 'নাম (বাংলা)' }, 60),
    {
      name: 'color_code',
      label: { en: 'Colour', bn: 'রঙের কোড' },
      input: 'color',
      schema: z
        .string()
        .trim()
        .toLowerCase()
        // An empty code is missing, not misshapen: the form says the field is required.
        .min(1, 'validation.required')
        .regex(/^#[0-9a-f]{6}$/, 'validation.invalidFormat'),
      column: true,
    },
  ],
  defaultSort: 'color_name',
  storefront: true,
  usedBy: [
    {
      table: 'product_color_links',
      column: 'color_id',
      reason: { en: 'products still come in this colour.', bn: 'পণ্য এখনো এই রঙে আছে।' },
    },
  ],
});
