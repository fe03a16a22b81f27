import { eq, inArray } from 'drizzle-orm';
import type { DeliveryJob, Offer } from '#lib/contracts/delivery.ts';
import type { Tx } from '#server/db/client.ts';
import { orders, sellerOrders } from '#server/modules/orders/schema.ts';
import { companies } from '#server/modules/sellers/schema.ts';
import { DEFAULT_POINT } from './nearest.ts';
import { type deliveryOffers, pickupPoints } from './schema.ts';

/** What a delivery person sees of seller orders, in the order of `ids`. */
export async function jobViews(db: Tx, ids: number[]): Promise<DeliveryJob[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ part: sellerOrders, order: orders, company: companies, pickup: pickupPoints })
    .from(sellerOrders)
    .innerJoin(orders, eq(orders.id, sellerOrders.order_id))
    .innerJoin(companies, eq(companies.id, sellerOrders.company_id))
    .leftJoin(pickupPoints, eq(pickupPoints.company_id, sellerOrders.company_id))
    .where(inArray(sellerOrders.id, ids));
  const byId = new Map(rows.map((row) => [row.part.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { part, order, company, pickup } = row;
    return [
      {
        seller_order_id: part.id,
        sub_number: part.sub_number,
        order_number: order.order_number,
        status: part.status,
        cancelled: part.cancelled_at !== null,
        company_name: company.company_name,
        company_name_bn: company.company_name_bn,
        company_phone: company.phone,
        pickup: pickup ? { latitude: pickup.latitude, longitude: pickup.longitude } : DEFAULT_POINT,
        drop:
          order.shipping_latitude !== null && order.shipping_longitude !== null
            ? { latitude: order.shipping_latitude, longitude: order.shipping_longitude }
            : null,
        drop_area: order.shipping_area,
        drop_area_bn: order.shipping_area_bn,
        drop_address: order.shipping_address_line,
        customer_name: order.shipping_full_name,
        customer_phone: order.shipping_phone,
        delivery_fee: part.delivery_fee,
        cash_to_collect: order.payment_method === 'cod' ? part.total : 0,
        payment_method: order.payment_method,
        updated_at: part.updated_at.toISOString(),
      },
    ];
  });
}

type OfferRow = typeof deliveryOffers.$inferSelect;

export async function offerViews(db: Tx, offers: OfferRow[]): Promise<Offer[]> {
  const jobs = new Map(
    (
      await jobViews(
        db,
        offers.map((offer) => offer.seller_order_id),
      )
    ).map((job) => [job.seller_order_id, job]),
  );
  const now = Date.now();
  return offers.flatMap((offer) => {
    const job = jobs.get(offer.seller_order_id);
    if (!job) return [];
    return [
      {
        id: offer.id,
        state: offer.state,
        distance_m: offer.distance_m,
        expires_at: offer.expires_at.toISOString(),
        seconds_left:
          offer.state === 'offered' ? Math.max(0, Math.round((offer.expires_at.getTime() - now) / 1000)) : 0,
        job,
      },
    ];
  });
}

export async function offerView(db: Tx, offer: OfferRow): Promise<Offer> {
  const [view] = await offerViews(db, [offer]);
  return view!;
}
