import { FEATURES } from '../../contracts/features.ts';
import { defineResource, textField } from '../define.ts';

/** Divisions of Bangladesh (spec's regions); shoppers' address forms read the list. */
export const regionsResource = defineResource({
  name: 'regions',
  path: 'regions',
  feature: FEATURES.regions,
  table: 'regions',
  title: { en: 'Regions', bn: 'বিভাগ' },
  singular: { en: 'Region', bn: 'বিভাগ' },
  titleField: 'name',
  titleFieldBn: 'name_bn',
  fields: [
    textField('code', { en: 'Code', bn: 'কোড' }, 20, { unique: true }),
    textField('name', { en: 'Name (English)', bn: 'নাম (ইংরেজি)' }),
    textField('name_bn', { en: 'Name (Bengali)', bn: 'নাম (বাংলা)' }),
  ],
  defaultSort: 'name',
  publicList: true,
  usedBy: [
    {
      table: 'cities',
      column: 'region_id',
      reason: { en: 'cities of this region still exist.', bn: 'এই বিভাগের জেলা এখনো আছে।' },
    },
    {
      table: 'addresses',
      column: 'region_id',
      reason: { en: 'addresses are in this region.', bn: 'এই বিভাগে ঠিকানা আছে।' },
    },
  ],
});
