import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '#lib/contracts/orders.ts';
import { id, poisha, timestamps } from '#server/db/columns.ts';
import { orders } from '#server/modules/orders/schema.ts';

/**
 * A payment of an order through a provider (server/modules/payments/providers): cash on delivery
 * or a digital gateway. `pending` until the provider answers (or, for cash, until delivery);
 * `refunded` once everything paid has been given back.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    provider: text('provider', { enum: PAYMENT_METHODS }).notNull(),
    amount: poisha('amount').notNull(),
    refunded_amount: poisha('refunded_amount').notNull().default(0),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    /** The gateway's own id for the payment, once it has one. */
    provider_reference: text('provider_reference'),
    completed_at: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (t) => [
    index('payments_order_idx').on(t.order_id),
    check(
      'payments_amounts',
      sql`${t.amount} >= 0 and ${t.refunded_amount} >= 0 and ${t.refunded_amount} <= ${t.amount}`,
    ),
  ],
);
