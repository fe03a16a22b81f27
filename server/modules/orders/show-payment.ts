import type { Payment } from '#lib/contracts/orders.ts';
import type { Actor } from '#server/access/actor.ts';
import type { Db } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import { findPayment, paymentView } from '#server/modules/payments/api.ts';
import { requireBuyer } from './policy.ts';
import { orderOwner } from './queries.ts';

/** A payment of the customer's own order; anyone else's is 404. */
export async function paymentDetail(db: Db, actor: Actor, paymentId: number): Promise<Payment> {
  requireBuyer(actor);
  const row = await findPayment(db, paymentId);
  const order = row ? await orderOwner(db, row.order_id) : null;
  if (!row || !order || order.customer_id !== actor.userId) throw notFound('payment_not_found');
  return paymentView(row, order.order_number);
}
