import type { MessageKey } from '#lib/i18n/messages.ts';
import { ORDER_STATUS, type OrderStatus } from '#lib/order-status.ts';
import { transaction } from '#server/db/after-commit.ts';
import type { Tx } from '#server/db/client.ts';
import { defineJob, enqueueJob } from '#server/modules/jobs/api.ts';
import { paymentProviderFor } from '#server/modules/payments/api.ts';
import { announceOrder } from './announce-order.ts';
import { cancelParts } from './cancel-order.ts';
import { activePartsOf, lockOrder } from './locked-order.ts';
import type { OrderRow } from './views.ts';

/**
 * A digital-payment order not paid within UNPAID_ORDER_MINUTES is cancelled by the system: the
 * same cancellation as any other (cancel-order.ts: stock returns, the payment is closed, the timeline
 * records it), for every part not delivered yet. An order paid, cancelled or gone meanwhile is
 * left alone, so running it twice is harmless.
 */
export const expireUnpaidOrder = defineJob<{ order_id: number }>({
  name: 'orders.expire-unpaid',
  async run({ order_id }, { deps }) {
    let changed = false;
    await transaction(deps.db, async (tx) => {
      let order: OrderRow;
      try {
        order = await lockOrder(tx, order_id);
      } catch {
        return; // deleted meanwhile
      }
      if (!paymentProviderFor(order.payment_method).isDigital) return;
      if (order.payment_status !== 'pending' || order.cancelled_at) return;
      const parts = (await activePartsOf(tx, order.id)).filter(
        (part) => (part.status as OrderStatus) !== ORDER_STATUS.delivered,
      );
      if (parts.length === 0) return;
      await cancelParts(
        tx,
        order,
        parts,
        { userId: null, role: 'system' },
        // Its message key, read in each reader's language (lib/order-notes.ts).
        'background.unpaidOrderExpired' satisfies MessageKey,
      );
      changed = true;
    });
    if (changed) await announceOrder(deps.events, deps.db, order_id);
  },
});

/**
 * Step of placing an order: a digital payment's order gets its expiry, in the placing
 * transaction, so it exists exactly when the order does and survives restarts.
 */
export async function scheduleUnpaidExpiry(
  tx: Tx,
  order: Pick<OrderRow, 'id' | 'payment_method'>,
  minutes: number,
): Promise<void> {
  if (!paymentProviderFor(order.payment_method).isDigital) return;
  await enqueueJob(tx, expireUnpaidOrder, {
    payload: { order_id: order.id },
    key: `orders.expire-unpaid:${order.id}`,
    delayMs: minutes * 60_000,
  });
}
