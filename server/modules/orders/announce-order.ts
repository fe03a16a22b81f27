import { eq } from 'drizzle-orm';
import { FEATURES } from '#lib/contracts/features.ts';
import type { Db } from '#server/db/client.ts';
import {
  adminFeatureAudience,
  companyAudience,
  customerAudience,
  deliveryAudience,
  type EventBus,
} from '#server/modules/events/api.ts';
import { orders, sellerOrders } from './schema.ts';

/** What an 'order.status' event carries: enough for a list to update a row, nothing private. */
export interface OrderStatusEvent {
  order_number: string;
  seller_order_id: number;
  sub_number: string;
  status: number;
  cancelled: boolean;
  payment_status: string;
}

/**
 * After a change to an order has committed: one 'order.status' event per seller order, to the
 * customer, the seller company, the delivery person carrying it, the orders and dashboard admins. Never
 * throws: the change is done; a lost announcement only costs a client a refresh.
 */
export async function announceOrder(events: EventBus | undefined, db: Db, orderId: number): Promise<void> {
  if (!events) return;
  try {
    const parts = await db
      .select({
        order_number: orders.order_number,
        customer_id: orders.customer_id,
        payment_status: orders.payment_status,
        id: sellerOrders.id,
        sub_number: sellerOrders.sub_number,
        company_id: sellerOrders.company_id,
        delivery_person_id: sellerOrders.delivery_person_id,
        status: sellerOrders.status,
        cancelled_at: sellerOrders.cancelled_at,
      })
      .from(sellerOrders)
      .innerJoin(orders, eq(orders.id, sellerOrders.order_id))
      .where(eq(sellerOrders.order_id, orderId));
    for (const part of parts) {
      // The admins who see every order (feature 33): their order infos and flagged orders follow;
      // and the dashboard's (feature 1): its counts and flagged orders, which rise live with
      // 'order.flagged', fall with the change that takes care of one (an admin without feature 33 too).
      const audiences = [
        customerAudience(part.customer_id),
        companyAudience(part.company_id),
        adminFeatureAudience(FEATURES.orders),
        adminFeatureAudience(FEATURES.dashboard),
      ];
      if (part.delivery_person_id !== null) audiences.push(deliveryAudience(part.delivery_person_id));
      const data: OrderStatusEvent = {
        order_number: part.order_number,
        seller_order_id: part.id,
        sub_number: part.sub_number,
        status: part.status,
        cancelled: part.cancelled_at !== null,
        payment_status: part.payment_status,
      };
      await events.publish(audiences, 'order.status', { ...data });
    }
  } catch {
    // publish logs its own failures; a failed read here leaves clients to their polling.
  }
}
