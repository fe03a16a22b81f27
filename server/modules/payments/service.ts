import { and, eq, sql } from 'drizzle-orm';
import type { Payment, PaymentMethod } from '#lib/contracts/orders.ts';
import type { Poisha } from '#lib/money.ts';
import type { Tx } from '#server/db/client.ts';
import { paymentProviderFor } from './providers/registry.ts';
import { payments } from './schema.ts';

/*
 * Payments of orders: one row per order, through the provider of its payment method. The amount
 * is what is still due while pending (a cancelled part is taken off it); once paid, cancelled
 * parts are refunded (refunded_amount).
 */

type PaymentRow = typeof payments.$inferSelect;
export type PaymentStatus = PaymentRow['status'];

/** Opens the order's payment; answers where a digital payment's shopper goes to pay. */
export async function openPayment(
  tx: Tx,
  input: { orderId: number; method: PaymentMethod; amount: Poisha },
): Promise<{ id: number; payPagePath: string | null }> {
  const [row] = await tx
    .insert(payments)
    .values({ order_id: input.orderId, provider: input.method, amount: input.amount })
    .returning({ id: payments.id });
  return { id: row!.id, payPagePath: paymentProviderFor(input.method).payPagePath(row!.id) };
}

/** A payment by id (for settling it); null when there is none. */
export async function findPayment(db: Tx, paymentId: number): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  return row ?? null;
}

/**
 * A pending payment becomes paid or declined, once: the update only happens while it is pending,
 * so a second answer (a repeated callback, a cancel at the same moment) changes nothing and
 * answers false.
 */
export async function settlePendingPayment(
  tx: Tx,
  paymentId: number,
  status: 'paid' | 'declined',
): Promise<boolean> {
  const settled = await tx
    .update(payments)
    .set({ status, completed_at: sql`now()`, updated_at: sql`now()` })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
    .returning({ id: payments.id });
  return settled.length > 0;
}

/** Cash on delivery is paid once everything is delivered. Answers the payment's status. */
export async function collectCash(tx: Tx, orderId: number): Promise<PaymentStatus | null> {
  const [row] = await tx
    .update(payments)
    .set({ status: 'paid', completed_at: sql`now()`, updated_at: sql`now()` })
    .where(and(eq(payments.order_id, orderId), eq(payments.provider, 'cod'), eq(payments.status, 'pending')))
    .returning({ status: payments.status });
  return row?.status ?? null;
}

/**
 * A cancelled part of an order takes its total off the payment: off the amount due while the
 * payment is pending (nothing left due: declined), or refunded once paid (all of it: refunded).
 * Answers the payment's status afterwards.
 */
export async function takeOffPayment(tx: Tx, orderId: number, amount: Poisha): Promise<PaymentStatus | null> {
  const [payment] = await tx.select().from(payments).where(eq(payments.order_id, orderId)).for('update');
  if (!payment) return null;
  if (payment.status === 'pending') {
    const due = Math.max(0, payment.amount - amount);
    const [row] = await tx
      .update(payments)
      .set({
        amount: due,
        status: due === 0 ? 'declined' : 'pending',
        ...(due === 0 ? { completed_at: sql`now()` } : {}),
        updated_at: sql`now()`,
      })
      .where(eq(payments.id, payment.id))
      .returning({ status: payments.status });
    return row!.status;
  }
  if (payment.status === 'paid') {
    const refunded = Math.min(payment.amount, payment.refunded_amount + amount);
    const [row] = await tx
      .update(payments)
      .set({
        refunded_amount: refunded,
        status: refunded === payment.amount ? 'refunded' : 'paid',
        updated_at: sql`now()`,
      })
      .where(eq(payments.id, payment.id))
      .returning({ status: payments.status });
    return row!.status;
  }
  return payment.status;
}

/** A payment as its payer sees it. */
export function paymentView(row: PaymentRow, orderNumber: string): Payment {
  return {
    id: row.id,
    order_number: orderNumber,
    provider: row.provider,
    amount: row.amount,
    status: row.status,
    created_at: row.created_at.toISOString(),
  };
}
