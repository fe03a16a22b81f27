import { FEATURES } from '../../contracts/features.ts';
import { defineResource, relationField, textField } from '../define.ts';

/** Districts (spec's cities) of a region. */
export const citiesResource = defineResource({
  name: 'cities',
  path: 'cities',
  feature: FEATURES.cities,
  table: 'cities',
  title: { en: 'Cities', bn: 'জেলা' },
  singular: { en: 'City', bn: 'জেলা' },
  titleField: 'name',
  titleFieldBn: 'name_bn',
  fields: [
    relationField('region_id', { en: 'Region', bn: 'বিভাগ' }, 'regions', { required: true }),
    textField('code', { en: 'Code', bn: 'কোড' }, 20, { unique: true }),
    textField('name', { en: 'Name (English)', bn: 'নাম (ইংরেজি)' }),
    textField('name_bn', { en: 'Name (Bengali)', bn: 'নাম (বাংলা)' }),
  ],
  defaultSort: 'name',
  publicList: true,
  usedBy: [
    {
      table: 'areas',
      column: 'city_id',
      reason: { en: 'areas of this city still exist.', bn: 'এই জেলার এলাকা এখনো আছে।' },
    },
    {
      table: 'addresses',
      column: 'city_id',
      reason: { en: 'addresses are in this city.', bn: 'এই জেলায় ঠিকানা আছে।' },
    },
  ],
});
