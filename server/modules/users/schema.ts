import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from '#server/db/columns.ts';
import { companies } from '#server/modules/sellers/schema.ts';

/** An administrators' role; `is_super` grants every feature. */
export const userRoles = pgTable(
  'user_roles',
  {
    id: id(),
    role_name: text('role_name').notNull(),
    is_super: boolean('is_super').notNull().default(false),
    is_active: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [uniqueIndex('user_roles_name_unique').on(t.role_name)],
);

/** The features (by feature_id) a role may use. */
export const roleAccesses = pgTable(
  'role_accesses',
  {
    role_id: integer('role_id')
      .notNull()
      .references(() => userRoles.id, { onDelete: 'cascade' }),
    feature_id: integer('feature_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.role_id, t.feature_id] })],
);

/**
 * Everyone who signs in. user_type: 1 admin, 2 delivery, 3 customer (spec §6), 4 seller user
 * (belongs to `company_id`). status: 1 active, 2 unverified, 3 blocked (spec §4's login statuses).
 */
export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email'),
    mobile: text('mobile'),
    password_hash: text('password_hash').notNull(),
    user_type: smallint('user_type').notNull(),
    status: smallint('status').notNull().default(2),
    company_id: integer('company_id').references(() => companies.id, { onDelete: 'restrict' }),
    role_id: integer('role_id').references(() => userRoles.id, { onDelete: 'set null' }),
    /**
     * A seller user's part in its shop's team (lib/contracts/seller-staff.ts STAFF_ROLES): owner,
     * all, orders or products. Null for other users; a seller's null reads as owner (the shop's
     * founders from before teams are its owners).
     */
    seller_role: text('seller_role', { enum: ['owner', 'all', 'orders', 'products'] }),
    email_verified_at: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    mobile_verified_at: timestamp('mobile_verified_at', { withTimezone: true, mode: 'date' }),
    last_login_at: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_mobile_unique').on(t.mobile),
    index('users_company_idx').on(t.company_id),
    check('users_user_type_range', sql`${t.user_type} between 1 and 4`),
    check('users_status_range', sql`${t.status} between 1 and 3`),
    check('users_has_login', sql`${t.email} is not null or ${t.mobile} is not null`),
    check('users_seller_role_known', sql`${t.seller_role} in ('owner', 'all', 'orders', 'products')`),
    check('users_seller_has_company', sql`${t.user_type} <> 4 or ${t.company_id} is not null`),
  ],
);

/** A customer's profile (the partner_info of a customer). */
export const customerInfos = pgTable(
  'customer_infos',
  {
    id: id(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    full_name: text('full_name').notNull(),
    phone: text('phone'),
    /** Spec §9 genders: 1 Male, 2 Female, 3 Common, 4 Not Mentioned. */
    gender: smallint('gender').notNull().default(4),
    date_of_birth: date('date_of_birth'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('customer_infos_user_unique').on(t.user_id)],
);
