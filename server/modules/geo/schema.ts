import { doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from '#server/db/columns.ts';

/** Bangladesh's divisions (the spec's regions). `code` is the statistics bureau's code. */
export const regions = pgTable(
  'regions',
  {
    id: id(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    name_bn: text('name_bn').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('regions_code_unique').on(t.code)],
);

/** Districts (the spec's cities). */
export const cities = pgTable(
  'cities',
  {
    id: id(),
    region_id: integer('region_id')
      .notNull()
      .references(() => regions.id, { onDelete: 'restrict' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    name_bn: text('name_bn').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('cities_code_unique').on(t.code), index('cities_region_idx').on(t.region_id)],
);

/** Delivery areas inside a city (thanas of a metropolitan city, upazilas elsewhere). */
export const areas = pgTable(
  'areas',
  {
    id: id(),
    city_id: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    name_bn: text('name_bn').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('areas_city_name_unique').on(t.city_id, t.name), index('areas_city_idx').on(t.city_id)],
);
