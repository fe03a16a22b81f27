import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Realtime events, kept a short while (docs/decisions/0012-jobs-and-realtime-events.md) so a
 * client that reconnects with Last-Event-ID receives what it missed. `audiences` names who may
 * receive it: 'customer:12', 'company:3', 'delivery:7'. The id is the SSE event id.
 */
export const events = pgTable(
  'events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    audiences: text('audiences').array().notNull(),
    type: text('type').notNull(),
    data: jsonb('data').notNull().default({}),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('events_audiences_idx').using('gin', t.audiences),
    index('events_created_idx').on(t.created_at),
  ],
);
