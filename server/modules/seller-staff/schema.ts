import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from '#server/db/columns.ts';
import { companies } from '#server/modules/sellers/schema.ts';
import { users } from '#server/modules/users/schema.ts';

/**
 * An owner's invitation to join its shop's team with a role (all, orders or products). Only a
 * hash of the token the e-mail carries is kept; the token works once (`accepted_at`) and for
 * 7 days. One pending invitation per shop and e-mail address.
 */
export const sellerInvitations = pgTable(
  'seller_invitations',
  {
    id: id(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['all', 'orders', 'products'] }).notNull(),
    token_hash: text('token_hash').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    invited_by: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    accepted_at: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    accepted_user_id: integer('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('seller_invitations_token_unique').on(t.token_hash),
    uniqueIndex('seller_invitations_pending_unique')
      .on(t.company_id, sql`lower(${t.email})`)
      .where(sql`${t.accepted_at} is null`),
    index('seller_invitations_company_idx').on(t.company_id, t.id),
    check('seller_invitations_role_known', sql`${t.role} in ('all', 'orders', 'products')`),
  ],
);
