import { eq } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { orders } from './schema.ts';

/* Small questions about orders asked by more than one use case. */

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
