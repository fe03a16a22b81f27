import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { poisha } from '#server/db/columns.ts';
import { sellerOrders } from '#server/modules/orders/schema.ts';
import { companies } from '#server/modules/sellers/schema.ts';
import { users } from '#server/modules/users/schema.ts';

/** Kinds of ledger lines (docs/decisions/0016-seller-ledger.md). */
export const LEDGER_KINDS = ['sale', 'commission', 'refund', 'reversal', 'payout'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const PAYOUT_METHODS = ['bank', 'bkash'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/**
 * A payout the marketplace made to a seller, recorded by an admin (companies or payments
 * feature). Its ledger line takes the amount off the seller's balance.
 */
export const sellerPayouts = pgTable(
  'seller_payouts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    amount: poisha('amount').notNull(),
    method: text('method', { enum: PAYOUT_METHODS }).notNull(),
    /** The bank account or bKash number paid to. */
    account: text('account').notNull(),
    reference: text('reference').notNull(),
    recorded_by: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('seller_payouts_company_idx').on(t.company_id, t.id.desc().nullsFirst()),
    check('seller_payouts_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * What the marketplace owes each seller, line by line, in poisha: positive lines are owed to
 * the seller (a delivered order's sales), negative ones are taken off (commission, refunds,
 * payouts). Lines are only ever added: a correction is a new line, never an edit.
 */
export const sellerLedgerLines = pgTable(
  'seller_ledger_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    seller_order_id: integer('seller_order_id').references(() => sellerOrders.id, { onDelete: 'restrict' }),
    payout_id: integer('payout_id').references(() => sellerPayouts.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    /** Signed poisha: + owed to the seller, − taken off. */
    amount: poisha('amount').notNull(),
    /** The commission rate a commission line was computed with (basis points). */
    commission_bp: integer('commission_bp'),
    note: text('note'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('seller_ledger_company_idx').on(
      t.company_id,
      t.created_at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('seller_ledger_order_idx').on(t.seller_order_id),
  ],
);

/**
 * A shop's open (not cancelled) seller orders and their sales (subtotal + VAT, poisha) per Dhaka
 * day. Written only by migration 0027's triggers on seller_orders, never by the app.
 */
export const sellerDailyTotals = pgTable(
  'seller_daily_totals',
  {
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    orders: integer('orders').notNull().default(0),
    sales: bigint('sales', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'seller_daily_totals_pk', columns: [t.company_id, t.day] })],
);

/** How many seller orders each manage-orders tab of a shop holds; kept like sellerDailyTotals. */
export const sellerTabCounts = pgTable(
  'seller_tab_counts',
  {
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    tab: text('tab').notNull(),
    orders: integer('orders').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'seller_tab_counts_pk', columns: [t.company_id, t.tab] })],
);
