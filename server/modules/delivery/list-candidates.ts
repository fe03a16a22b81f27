import { eq } from 'drizzle-orm';
import type { Candidate } from '#lib/contracts/delivery.ts';
import type { Actor } from '#server/access/actor.ts';
import type { Db } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import { sellerOrders } from '#server/modules/orders/schema.ts';
import { candidatesForAdmin, type Point } from './nearest.ts';
import { requireDeliveryAdmin } from './policy.ts';
import { deliveryRequests } from './schema.ts';
import { pickupOf } from './seller-orders.ts';

/**
 * For an admin assigning by hand (order-infos, feature 33): delivery persons nearest to a seller
 * order's pickup point first (on duty before off duty), with distance, active orders and whether
 * they already declined it; and whether the search gave up and flagged it.
 */
export async function listCandidates(
  db: Db,
  actor: Actor,
  sellerOrderId: number,
): Promise<{ data: Candidate[]; flagged: boolean; pickup: Point }> {
  requireDeliveryAdmin(actor);
  const [part] = await db.select().from(sellerOrders).where(eq(sellerOrders.id, sellerOrderId)).limit(1);
  if (!part) throw notFound('order_not_found');
  const pickup = await pickupOf(db, part.company_id);
  const [request] = await db
    .select({ flagged_at: deliveryRequests.flagged_at })
    .from(deliveryRequests)
    .where(eq(deliveryRequests.seller_order_id, part.id));
  const rows = await candidatesForAdmin(db, { point: pickup, sellerOrderId: part.id, limit: 50 });
  return {
    data: rows.map((row) => ({ ...row, position_at: row.position_at?.toISOString() ?? null })),
    flagged: Boolean(request?.flagged_at),
    pickup,
  };
}
