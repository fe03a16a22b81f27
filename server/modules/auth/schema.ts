import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from '#server/db/columns.ts';
import { users } from '#server/modules/users/schema.ts';

/**
 * A third-party or mobile client allowed to ask for client-credentials tokens. The secret is
 * shown once when the client is made; only its SHA-256 is kept (it is 32 random bytes, so a
 * slow hash adds nothing).
 */
export const apiClients = pgTable(
  'api_clients',
  {
    id: id(),
    name: text('name').notNull(),
    client_id: text('client_id').notNull(),
    secret_hash: text('secret_hash').notNull(),
    is_active: boolean('is_active').notNull().default(true),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    last_used_at: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (t) => [uniqueIndex('api_clients_client_id_unique').on(t.client_id)],
);

/**
 * Every credential that is not a password: a signed-in browser (`web`, the haat_session
 * cookie), a signed-in person using an API client (`bearer`), and an API client's own
 * client-credentials token (`client`). Only the token's SHA-256 is stored; deleting the row
 * revokes it. `expires_at` slides forward while the credential is used (except `client`).
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: id(),
    token_hash: text('token_hash').notNull(),
    kind: text('kind', { enum: ['web', 'bearer', 'client'] }).notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    api_client_id: integer('api_client_id').references(() => apiClients.id, { onDelete: 'cascade' }),
    ip: text('ip'),
    user_agent: text('user_agent'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('auth_sessions_token_hash_unique').on(t.token_hash),
    index('auth_sessions_user_idx').on(t.user_id),
    index('auth_sessions_expires_idx').on(t.expires_at),
    check(
      'auth_sessions_owner',
      sql`(${t.kind} = 'client' and ${t.api_client_id} is not null and ${t.user_id} is null) or (${t.kind} <> 'client' and ${t.user_id} is not null)`,
    ),
  ],
);

/**
 * One-time codes for verifying an account and for resetting a password: six digits, kept only
 * as an HMAC, valid for minutes and for a few attempts. One live code per person and purpose.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: id(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify', 'reset'] }).notNull(),
    code_hash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('verification_codes_user_purpose_unique').on(t.user_id, t.purpose)],
);
