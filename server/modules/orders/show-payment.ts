import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AdminPayment, Payment, PaymentMethod } from '#lib/contracts/orders.ts';
import { type PageMeta, pageMeta } from '#lib/pagination.ts';
import type { Actor } from '#server/access/actor.ts';
import type { Db } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import { findPayment, type PaymentStatus, paymentView } from '#server/modules/payments/api.ts';
import { payments } from '#server/modules/payments/schema.ts';
import { requireBuyer, requirePaymentsReader } from './policy.ts';
import { orderOwner } from './queries.ts';
import { orders } from './schema.ts';

/** A payment of the customer's own order; anyone else's is 404. */
export async function paymentDetail(db: Db, actor: Actor, paymentId: number): Promise<Payment> {
  requireBuyer(actor);
  const row = await findPayment(db, paymentId);
  const order = row ? await orderOwner(db, row.order_id) : null;
  if (!row || !order || order.customer_id !== actor.userId) throw notFound('payment_not_found');
  return paymentView(row, order.order_number);
}

type PaymentRow = typeof payments.$inferSelect;

/** A payment as an admin reads it: with its customer, refunds and the gateway's reference. */
function adminPaymentView(
  row: PaymentRow,
  order: { order_number: string; customer_id: number },
): AdminPayment {
  return {
    ...paymentView(row, order.order_number),
    customer_id: order.customer_id,
    refunded_amount: row.refunded_amount,
    is_sandbox: row.provider === 'sandbox',
    provider_reference: row.provider_reference,
    completed_at: row.completed_at?.toISOString() ?? null,
    updated_at: row.updated_at.toISOString(),
  };
}

const withOrder = {
  payment: payments,
  order_number: orders.order_number,
  customer_id: orders.customer_id,
};

/** Every payment, newest first (admins with the payments feature). */
export async function listPayments(
  db: Db,
  actor: Actor,
  query: {
    page: number;
    limit: number;
    status?: PaymentStatus | undefined;
    provider?: PaymentMethod | undefined;
  },
): Promise<{ data: AdminPayment[]; meta: PageMeta }> {
  requirePaymentsReader(actor);
  const where: SQL | undefined = and(
    query.status === undefined ? undefined : eq(payments.status, query.status),
    query.provider === undefined ? undefined : eq(payments.provider, query.provider),
  );
  const rows = await db
    .select(withOrder)
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.order_id))
    .where(where)
    .orderBy(desc(payments.created_at), desc(payments.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ total: count() }).from(payments).where(where);
  return {
    data: rows.map((row) => adminPaymentView(row.payment, row)),
    meta: pageMeta(query.page, query.limit, total?.total ?? 0),
  };
}

/** One payment in full (admins with the payments feature); 404 when there is none. */
export async function adminPaymentDetail(db: Db, actor: Actor, paymentId: number): Promise<AdminPayment> {
  requirePaymentsReader(actor);
  const [row] = await db
    .select(withOrder)
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.order_id))
    .where(eq(payments.id, paymentId))
    .limit(1);
  if (!row) throw notFound('payment_not_found');
  return adminPaymentView(row.payment, row);
}
