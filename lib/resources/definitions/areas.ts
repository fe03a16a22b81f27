import { z } from 'zod';
import { FEATURES } from '../../contracts/features.ts';
import { defineResource, relationField, textField } from '../define.ts';

const coordinate = (limit: number) => z.number().min(-limit).max(limit).nullable().optional();

/** Delivery areas of a city (thanas, upazilas), with a map point. */
export const areasResource = defineResource({
  name: 'areas',
  path: 'areas',
  feature: FEATURES.areas,
  table: 'areas',
  title: { en: 'Areas', bn: 'এলাকা' },
  singular: { en: 'Area', bn: 'এলাকা' },
  titleField: 'name',
  titleFieldBn: 'name_bn',
  fields: [
    relationField('city_id', { en: 'City', bn: 'জেলা' }, 'cities', { required: true }),
    textField('name', { en: 'Name (English)', bn: 'নাম (ইংরেজি)' }, 120, { unique: { with: ['city_id'] } }),
    textField('name_bn', { en: 'Name (Bengali)', bn: 'নাম (বাংলা)' }),
    {
      name: 'latitude',
      label: { en: 'Latitude', bn: 'অক্ষাংশ' },
      input: 'number',
      schema: coordinate(90),
      nullable: true,
    },
    {
      name: 'longitude',
      label: { en: 'Longitude', bn: 'দ্রাঘিমাংশ' },
      input: 'number',
      schema: coordinate(180),
      nullable: true,
    },
  ],
  defaultSort: 'name',
  publicList: true,
  usedBy: [
    {
      table: 'addresses',
      column: 'area_id',
      reason: { en: 'addresses are in this area.', bn: 'এই এলাকায় ঠিকানা আছে।' },
    },
  ],
});
