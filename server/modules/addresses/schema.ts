import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ADDRESS_LABELS } from '#lib/contracts/addresses.ts';
import { id, timestamps } from '#server/db/columns.ts';
import { areas, cities, regions } from '#server/modules/geo/schema.ts';
import { users } from '#server/modules/users/schema.ts';

/**
 * A customer's delivery or billing address: structured fields, never HTML. The area belongs to
 * the city and the city to the region (the service checks). At most one default shipping and one
 * default billing address per person (partial unique indexes).
 */
export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Spec §9 shipping labels. */
    label: text('label', { enum: ADDRESS_LABELS }).notNull(),
    full_name: text('full_name').notNull(),
    phone: text('phone').notNull(),
    region_id: integer('region_id')
      .notNull()
      .references(() => regions.id, { onDelete: 'restrict' }),
    city_id: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    area_id: integer('area_id')
      .notNull()
      .references(() => areas.id, { onDelete: 'restrict' }),
    address_line: text('address_line').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    is_default_shipping: boolean('is_default_shipping').notNull().default(false),
    is_default_billing: boolean('is_default_billing').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index('addresses_user_idx').on(t.user_id, t.id),
    uniqueIndex('addresses_default_shipping_unique').on(t.user_id).where(sql`${t.is_default_shipping}`),
    uniqueIndex('addresses_default_billing_unique').on(t.user_id).where(sql`${t.is_default_billing}`),
    check('addresses_pin_complete', sql`(${t.latitude} is null) = (${t.longitude} is null)`),
  ],
);
