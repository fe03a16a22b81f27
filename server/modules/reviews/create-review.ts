import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { OwnReview, storeReviewBody } from '#lib/contracts/reviews.ts';
import type { Actor } from '#server/access/actor.ts';
import { requireCustomer } from '#server/access/permissions.ts';
import { transaction } from '#server/db/after-commit.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { conflict, notFound } from '#server/errors.ts';
import { orderItems, orders, sellerOrders } from '#server/modules/orders/schema.ts';
import type { Storage } from '#server/storage/storage.ts';
import { moveRating } from './aggregates.ts';
import { checkOwnPhotos } from './photos.ts';
import { reviews } from './schema.ts';
import { ownReviewById } from './views.ts';

/** Spec §4: status 6 is Delivered. */
export const DELIVERED = 6;

/**
 * The customer's own seller order, delivered and not cancelled; 404 when it is not theirs (as if
 * it did not exist), 409 when it has not been delivered.
 */
export async function deliveredSellerOrder(tx: Db | Tx, customerId: number, sellerOrderId: number) {
  const [row] = await tx
    .select({
      id: sellerOrders.id,
      company_id: sellerOrders.company_id,
      delivery_person_id: sellerOrders.delivery_person_id,
      status: sellerOrders.status,
      cancelled_at: sellerOrders.cancelled_at,
    })
    .from(sellerOrders)
    .innerJoin(orders, eq(orders.id, sellerOrders.order_id))
    .where(and(eq(sellerOrders.id, sellerOrderId), eq(orders.customer_id, customerId)))
    .limit(1);
  if (!row) throw notFound('order_not_found', 'reviews.orderNotFound');
  if (row.status !== DELIVERED || row.cancelled_at) throw conflict('not_delivered', 'reviews.notDelivered');
  return row;
}

/**
 * A review of a product line, the seller or the delivery person of one of the customer's
 * delivered seller orders: one per line (products) or per seller order (seller, delivery).
 * The rated thing's aggregate moves in the same transaction.
 */
export async function createReview(
  db: Db,
  storage: Storage,
  actor: Actor,
  input: z.output<typeof storeReviewBody>,
  now: Date = new Date(),
): Promise<OwnReview> {
  requireCustomer(actor);
  const photos = await checkOwnPhotos(storage, actor.userId, input.photos);
  return transaction(db, async (tx) => {
    const part = await deliveredSellerOrder(tx, actor.userId, input.seller_order_id);
    let productId: number | null = null;
    let orderItemId: number | null = null;
    if (input.kind === 'product') {
      const [line] = await tx
        .select({ id: orderItems.id, product_id: orderItems.product_id })
        .from(orderItems)
        .where(and(eq(orderItems.id, input.order_item_id ?? 0), eq(orderItems.seller_order_id, part.id)))
        .limit(1);
      if (!line) throw notFound('order_line_not_found', 'reviews.lineNotFound');
      productId = line.product_id;
      orderItemId = line.id;
    }
    if (input.kind === 'delivery' && !part.delivery_person_id) {
      throw conflict('no_delivery_person', 'reviews.noDeliveryPerson');
    }
    const existing = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(
        input.kind === 'product'
          ? and(eq(reviews.kind, 'product'), eq(reviews.order_item_id, orderItemId!))
          : and(eq(reviews.kind, input.kind), eq(reviews.seller_order_id, part.id)),
      )
      .limit(1);
    if (existing.length > 0) throw conflict('already_reviewed', 'reviews.alreadyReviewed');
    const [row] = await tx
      .insert(reviews)
      .values({
        kind: input.kind,
        customer_id: actor.userId,
        seller_order_id: part.id,
        order_item_id: orderItemId,
        product_id: productId,
        company_id: part.company_id,
        delivery_person_id: part.delivery_person_id,
        rating: input.rating,
        body: input.body,
        photos,
        created_at: now,
        updated_at: now,
      })
      .returning();
    await moveRating(tx, row!, row!.rating, 1);
    return ownReviewById(tx, row!.id, now);
  });
}
