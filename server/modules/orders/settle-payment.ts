import { eq, sql } from 'drizzle-orm';
import type { Payment } from '#lib/contracts/orders.ts';
import type { Actor } from '#server/access/actor.ts';
import type { Config } from '#server/config.ts';
import { transaction } from '#server/db/after-commit.ts';
import type { Db } from '#server/db/client.ts';
import { conflict, forbidden, notFound } from '#server/errors.ts';
import { requestDelivery } from '#server/modules/delivery/api.ts';
import type { EventBus } from '#server/modules/events/api.ts';
import {
  findPayment,
  paymentProviderFor,
  paymentView,
  settlePendingPayment,
} from '#server/modules/payments/api.ts';
import { announceOrder } from './announce-order.ts';
import { cancelParts } from './cancel-order.ts';
import { activePartsOf, lockOrder } from './locked-order.ts';
import { requireBuyer } from './policy.ts';
import { orders } from './schema.ts';

/*
 * What a gateway's answer does to an order: approved → the order is paid; declined → the order
 * is cancelled and its stock returns. Each provider's callback route calls settleDigitalPayment;
 * only the sandbox exists so far.
 */

/**
 * Applies a gateway's answer to a pending payment, once (a repeated answer is 409
 * payment_not_pending). Runs under the order's lock, like every change to an order.
 */
export async function settleDigitalPayment(
  db: Db,
  paymentId: number,
  outcome: 'approve' | 'decline',
  events?: EventBus,
): Promise<Payment> {
  let orderId: number | null = null;
  const payment = await transaction(db, async (tx) => {
    const found = await findPayment(tx, paymentId);
    if (!found) throw notFound('payment_not_found');
    const order = await lockOrder(tx, found.order_id);
    orderId = order.id;
    const settled = await settlePendingPayment(tx, paymentId, outcome === 'approve' ? 'paid' : 'declined');
    if (!settled) throw conflict('payment_not_pending', 'ordersApi.paymentNotPending');
    if (outcome === 'approve') {
      await tx
        .update(orders)
        .set({ payment_status: 'paid', updated_at: sql`now()` })
        .where(eq(orders.id, order.id));
      // Paid: the search for delivery persons may start (it waited for the payment).
      await requestDelivery(
        tx,
        (await activePartsOf(tx, order.id)).map((part) => part.id),
      );
    } else {
      await tx
        .update(orders)
        .set({ payment_status: 'declined', updated_at: sql`now()` })
        .where(eq(orders.id, order.id));
      await cancelParts(tx, order, await activePartsOf(tx, order.id), { userId: null, role: 'system' }, '');
    }
    return paymentView((await findPayment(tx, paymentId))!, order.order_number);
  });
  if (orderId !== null) await announceOrder(events, db, orderId);
  return payment;
}

/**
 * The sandbox gateway's page answers for the customer who is paying: only their own sandbox
 * payment (404 otherwise), and only where the sandbox is switched on (403).
 */
export async function completeSandboxPayment(
  db: Db,
  config: Config,
  actor: Actor,
  paymentId: number,
  outcome: 'approve' | 'decline',
  events?: EventBus,
): Promise<Payment> {
  requireBuyer(actor);
  const payment = await findPayment(db, paymentId);
  const [order] = payment
    ? await db.select({ customer_id: orders.customer_id }).from(orders).where(eq(orders.id, payment.order_id))
    : [];
  if (payment?.provider !== 'sandbox' || order?.customer_id !== actor.userId) {
    throw notFound('payment_not_found');
  }
  if (!paymentProviderFor('sandbox').isEnabled(config)) {
    throw forbidden('payment_method_unavailable', 'ordersApi.paymentMethodUnavailable');
  }
  return settleDigitalPayment(db, paymentId, outcome, events);
}
