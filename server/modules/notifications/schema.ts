import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from '#server/db/columns.ts';
import { users } from '#server/modules/users/schema.ts';

/**
 * The development outbox: every message the notifier would have delivered when no mail server
 * (SMTP_URL) or SMS gateway is configured, so codes can still be read on /dev/outbox.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: id(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('notification_outbox_created_idx').on(t.created_at)],
);
