import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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

/**
 * A browser's web push subscription (issue 14): where its push service takes messages for one
 * person, and the keys that encrypt them. A push service that answers 404 or 410 has dropped it,
 * and the row goes.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.user_id),
  ],
);

/**
 * The server's VAPID key pair that signs its web push messages: made on first use, one row, the
 * same for every server process. Never sent anywhere but the public key.
 */
export const pushVapidKeys = pgTable(
  'push_vapid_keys',
  {
    id: smallint('id').primaryKey().default(1),
    public_key: text('public_key').notNull(),
    private_key: text('private_key').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('push_vapid_keys_one', sql`${t.id} = 1`)],
);
