import { and, eq, isNull } from 'drizzle-orm';
import { FLAG_AFTER_MINUTES } from '#lib/contracts/admin-panel.ts';
import { FEATURES } from '#lib/contracts/features.ts';
import type { Tx } from '#server/db/client.ts';
import { adminFeatureAudience } from '#server/modules/events/api.ts';
import { defineJob, enqueueJob } from '#server/modules/jobs/api.ts';
import { sellerOrders } from './schema.ts';

/**
 * An order's part nobody carries FLAG_AFTER_MINUTES after it was placed is flagged for admins. The
 * flag is worked out when their list or dashboard is read; this job makes the moment it comes
 * into being an 'order.flagged' event, so the order infos page (feature 33) and the dashboard's
 * flagged count (feature 1) show it live. A part taken, moved on or cancelled meanwhile is left
 * out, so running it twice only repeats an event.
 */
export const announceFlaggedOrder = defineJob<{ order_id: number }>({
  name: 'orders.announce-flagged',
  async run({ order_id }, { deps }) {
    const parts = await deps.db
      .select({ id: sellerOrders.id, sub_number: sellerOrders.sub_number })
      .from(sellerOrders)
      .where(
        and(
          eq(sellerOrders.order_id, order_id),
          eq(sellerOrders.status, 1),
          isNull(sellerOrders.delivery_person_id),
          isNull(sellerOrders.cancelled_at),
        ),
      );
    for (const part of parts) {
      await deps.events.publish(
        [adminFeatureAudience(FEATURES.orders), adminFeatureAudience(FEATURES.dashboard)],
        'order.flagged',
        { seller_order_id: part.id, sub_number: part.sub_number },
      );
    }
  },
});

/** Step of placing an order: the flag's announcement, due when it would be flagged. */
export async function scheduleFlagAnnouncement(tx: Tx, orderId: number): Promise<void> {
  await enqueueJob(tx, announceFlaggedOrder, {
    payload: { order_id: orderId },
    key: `orders.announce-flagged:${orderId}`,
    delayMs: FLAG_AFTER_MINUTES * 60_000,
  });
}
