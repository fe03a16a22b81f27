import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from '#server/db/columns.ts';

/** A seller's shop. Only `active` companies' products are ever shown to shoppers. */
export const companies = pgTable(
  'companies',
  {
    id: id(),
    company_name: text('company_name').notNull(),
    company_name_bn: text('company_name_bn').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    description_bn: text('description_bn').notNull().default(''),
    logo: text('logo'),
    banner: text('banner'),
    phone: text('phone'),
    email: text('email'),
    address: text('address'),
    status: text('status', { enum: ['pending', 'active', 'suspended'] })
      .notNull()
      .default('pending'),
    /** Sum and count of 1–5 star ratings; the average is derived. */
    rating_sum: integer('rating_sum').notNull().default(0),
    rating_count: integer('rating_count').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('companies_slug_unique').on(t.slug),
    check('companies_rating_nonnegative', sql`${t.rating_sum} >= 0 and ${t.rating_count} >= 0`),
  ],
);
