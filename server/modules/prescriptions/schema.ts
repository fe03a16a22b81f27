import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { PRESCRIPTION_TYPES } from '#lib/contracts/prescriptions.ts';
import { id, timestamps } from '#server/db/columns.ts';
import { orders } from '#server/modules/orders/schema.ts';
import { users } from '#server/modules/users/schema.ts';

/**
 * A customer's prescription: who it is for and the uploaded file, stored privately
 * (`private/prescriptions/...`, never served by /media) and opened only through the API.
 */
export const prescriptions = pgTable(
  'prescriptions',
  {
    id: id(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    patient_name: text('patient_name').notNull(),
    patient_age: smallint('patient_age').notNull(),
    /** Spec §9 genders: 1 Male, 2 Female, 3 Common, 4 Not Mentioned. */
    patient_gender: smallint('patient_gender').notNull(),
    /** Recognised from the file's bytes. */
    content_type: text('content_type', { enum: PRESCRIPTION_TYPES }).notNull(),
    size: integer('size').notNull(),
    storage_key: text('storage_key').notNull(),
    ...timestamps(),
  },
  (t) => [
    index('prescriptions_user_idx').on(t.user_id, t.created_at.desc().nullsFirst()),
    check('prescriptions_patient_age_range', sql`${t.patient_age} between 0 and 130`),
    check('prescriptions_patient_gender_range', sql`${t.patient_gender} between 1 and 4`),
    check('prescriptions_size_positive', sql`${t.size} > 0`),
  ],
);

/** Prescriptions attached to an order at checkout; an attached prescription cannot be deleted. */
export const orderPrescriptions = pgTable(
  'order_prescriptions',
  {
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    prescription_id: integer('prescription_id')
      .notNull()
      .references(() => prescriptions.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.order_id, t.prescription_id] }),
    index('order_prescriptions_prescription_idx').on(t.prescription_id),
  ],
);
