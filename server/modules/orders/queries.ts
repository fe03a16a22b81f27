import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { orders, sellerOrders } from './schema.ts';

/*
 * Small questions other modules ask about orders (payments: whose order is this; prescriptions:
 * does this seller have a part in it). They never read the orders tables themselves.
 */

/** An order's number and customer, or null. */
export async function orderOwner(
  db: Tx,
  orderId: number,
): Promise<{ id: number; order_number: string; customer_id: number } | null> {
  const [row] = await db
    .select({ id: orders.id, order_number: orders.order_number, customer_id: orders.customer_id })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return row ?? null;
}

/** Whether the company has a part (a seller order) in any of these orders. */
export async function companySellsInAny(db: Tx, companyId: number, orderIds: number[]): Promise<boolean> {
  if (orderIds.length === 0) return false;
  const [row] = await db
    .select({ id: sellerOrders.id })
    .from(sellerOrders)
    .where(and(eq(sellerOrders.company_id, companyId), inArray(sellerOrders.order_id, orderIds)))
    .limit(1);
  return row !== undefined;
}
