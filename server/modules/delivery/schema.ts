import { boolean, doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from '#server/db/columns.ts';
import { areas } from '#server/modules/geo/schema.ts';
import { users } from '#server/modules/users/schema.ts';

/** A delivery person's profile and last known position (the partner_info of a delivery user). */
export const deliveryPersons = pgTable(
  'delivery_persons',
  {
    id: id(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    full_name: text('full_name').notNull(),
    phone: text('phone').notNull(),
    vehicle_type: text('vehicle_type', { enum: ['bicycle', 'motorcycle', 'van', 'on_foot'] })
      .notNull()
      .default('motorcycle'),
    area_id: integer('area_id').references(() => areas.id, { onDelete: 'set null' }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    is_available: boolean('is_available').notNull().default(true),
    rating_sum: integer('rating_sum').notNull().default(0),
    rating_count: integer('rating_count').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('delivery_persons_user_unique').on(t.user_id),
    index('delivery_persons_area_idx').on(t.area_id),
  ],
);
