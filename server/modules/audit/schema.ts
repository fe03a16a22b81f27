import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '#server/modules/users/schema.ts';

/**
 * Who changed what in the admin panel, when, with the record before and after (feature 54).
 * Rows are only ever added, in the same transaction as the change they describe.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actor_user_id: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** e.g. 'create', 'update', 'delete', 'approve', 'reject', 'block'. */
    action: text('action').notNull(),
    /** The resource, e.g. 'categories', 'companies', 'seller-orders'. */
    entity: text('entity').notNull(),
    entity_id: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    /** A reason given with the change (a rejection's reason, an override's why). */
    note: text('note'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entity_id, t.id.desc().nullsFirst()),
    index('audit_log_actor_idx').on(t.actor_user_id, t.id.desc().nullsFirst()),
    index('audit_log_created_idx').on(t.created_at),
  ],
);
