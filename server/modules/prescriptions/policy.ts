import { and, eq } from 'drizzle-orm';
import { FEATURES } from '#lib/contracts/features.ts';
import { roleMayUse } from '#lib/contracts/seller-staff.ts';
import type { Actor } from '#server/access/actor.ts';
import { hasFeature, requireCustomer } from '#server/access/permissions.ts';
import type { Db } from '#server/db/client.ts';
import { sellerOrders } from '#server/modules/orders/schema.ts';
import { orderPrescriptions } from './schema.ts';

/*
 * Who may do what with prescriptions. Only customers keep prescriptions; a file is opened by its
 * owner, a seller with a part in an order it is attached to, and admins with the orders feature.
 */

/** Checked before an upload is read, so nobody but a customer has their bytes taken in. */
export function requireUploader(actor: Actor): asserts actor is Extract<Actor, { kind: 'customer' }> {
  requireCustomer(actor);
}

/**
 * Whether the actor may open this prescription's file. A seller's part is found by following the
 * foreign keys order_prescriptions.order_id and seller_orders.order_id (orders' table, read
 * through its schema.ts so that prescriptions need not call the orders module, which calls it).
 */
export async function mayOpen(db: Db, actor: Actor, row: { id: number; user_id: number }): Promise<boolean> {
  if (actor.kind === 'customer') return actor.userId === row.user_id;
  if (actor.kind === 'admin') return hasFeature(actor, FEATURES.orders);
  // A shop's staff see its orders' prescriptions only when their role covers the orders.
  if (actor.kind !== 'seller' || !roleMayUse(actor.staffRole, 'orders')) return false;
  const [part] = await db
    .select({ id: sellerOrders.id })
    .from(orderPrescriptions)
    .innerJoin(sellerOrders, eq(sellerOrders.order_id, orderPrescriptions.order_id))
    .where(and(eq(orderPrescriptions.prescription_id, row.id), eq(sellerOrders.company_id, actor.companyId)))
    .limit(1);
  return part !== undefined;
}
