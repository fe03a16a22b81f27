import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { OwnReview, PendingReview } from '#lib/contracts/reviews.ts';
import type { Actor } from '#server/access/actor.ts';
import { requireCustomer } from '#server/access/permissions.ts';
import type { Db } from '#server/db/client.ts';
import { deliveryPersons } from '#server/modules/delivery/schema.ts';
import { orderItems, orders, sellerOrders } from '#server/modules/orders/schema.ts';
import { companies } from '#server/modules/sellers/schema.ts';
import { DELIVERED } from './create-review.ts';
import { reviews } from './schema.ts';
import { loadOwnReviews, pageMeta } from './views.ts';

type Page = { limit: number; page: number };

/** The customer's reviews, newest first, hidden ones with the moderators' reason. */
export async function listMyReviews(db: Db, actor: Actor, page: Page, now: Date = new Date()) {
  requireCustomer(actor);
  const { data, total } = await loadOwnReviews(
    db,
    eq(reviews.customer_id, actor.userId),
    [desc(reviews.created_at), desc(reviews.id)],
    page,
    now,
  );
  return { data: data satisfies OwnReview[], meta: pageMeta(page, total) };
}

/**
 * What the customer may still rate, newest delivery first: each product line, the seller and
 * (when one carried it) the delivery person of their delivered, uncancelled seller orders that
 * have no review yet. One query builds the three kinds as a union.
 */
export async function listPendingReviews(
  db: Db,
  actor: Actor,
  query: Page & { order_number?: string | undefined },
) {
  requireCustomer(actor);
  const mine = and(
    eq(orders.customer_id, actor.userId),
    eq(sellerOrders.status, DELIVERED),
    isNull(sellerOrders.cancelled_at),
    query.order_number ? eq(orders.order_number, query.order_number) : undefined,
  );
  const pending = sql`(
    select 'product' as kind, so.id as seller_order_id, oi.id as order_item_id, so.updated_at as delivered_at, oi.id as position
    from ${sellerOrders} so join ${orderItems} oi on oi.seller_order_id = so.id
    where so.id in (select ${sellerOrders.id} from ${sellerOrders} join ${orders} on ${orders.id} = ${sellerOrders.order_id} where ${mine})
      and not exists (select 1 from ${reviews} r where r.kind = 'product' and r.order_item_id = oi.id)
    union all
    select 'seller', so.id, null, so.updated_at, 1000000000
    from ${sellerOrders} so
    where so.id in (select ${sellerOrders.id} from ${sellerOrders} join ${orders} on ${orders.id} = ${sellerOrders.order_id} where ${mine})
      and not exists (select 1 from ${reviews} r where r.kind = 'seller' and r.seller_order_id = so.id)
    union all
    select 'delivery', so.id, null, so.updated_at, 1000000001
    from ${sellerOrders} so
    where so.delivery_person_id is not null
      and so.id in (select ${sellerOrders.id} from ${sellerOrders} join ${orders} on ${orders.id} = ${sellerOrders.order_id} where ${mine})
      and not exists (select 1 from ${reviews} r where r.kind = 'delivery' and r.seller_order_id = so.id)
  )`;
  const offset = (query.page - 1) * query.limit;
  type Row = {
    kind: PendingReview['kind'];
    seller_order_id: number;
    order_item_id: number | null;
    total: number | string;
  };
  const result =
    await db.execute<Row>(sql`select p.kind, p.seller_order_id, p.order_item_id, count(*) over () as total
    from ${pending} p
    order by p.delivered_at desc, p.seller_order_id desc, p.position asc
    limit ${query.limit} offset ${offset}`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  let total = rows.length ? Number(rows[0]!.total) : 0;
  if (rows.length === 0 && query.page > 1) {
    const again = await listPendingReviews(db, actor, { ...query, page: 1, limit: 1 });
    total = again.meta.total;
  }
  const partIds = [...new Set(rows.map((row) => Number(row.seller_order_id)))];
  const lineIds = rows.flatMap((row) => (row.order_item_id ? [Number(row.order_item_id)] : []));
  const [parts, lines] = await Promise.all([
    partIds.length
      ? db
          .select({
            id: sellerOrders.id,
            order_id: sellerOrders.order_id,
            sub_number: sellerOrders.sub_number,
            updated_at: sellerOrders.updated_at,
            company_id: companies.id,
            company_name: companies.company_name,
            company_name_bn: companies.company_name_bn,
            delivery_person_id: deliveryPersons.id,
            delivery_name: deliveryPersons.full_name,
          })
          .from(sellerOrders)
          .innerJoin(companies, eq(companies.id, sellerOrders.company_id))
          .leftJoin(deliveryPersons, eq(deliveryPersons.id, sellerOrders.delivery_person_id))
          .where(inArray(sellerOrders.id, partIds))
      : [],
    lineIds.length ? db.select().from(orderItems).where(inArray(orderItems.id, lineIds)) : [],
  ]);
  const partById = new Map(parts.map((part) => [part.id, part]));
  const lineById = new Map(lines.map((line) => [line.id, line]));
  const data: PendingReview[] = rows.map((row) => {
    const part = partById.get(Number(row.seller_order_id))!;
    const line = row.order_item_id ? lineById.get(Number(row.order_item_id)) : undefined;
    return {
      kind: row.kind,
      seller_order_id: part.id,
      sub_number: part.sub_number,
      order_id: part.order_id,
      order_item_id: line?.id ?? null,
      product: line
        ? {
            id: line.product_id,
            slug: line.product_slug,
            title: line.product_title,
            title_bn: line.product_title_bn,
            image: line.product_image,
          }
        : null,
      company: { id: part.company_id, name: part.company_name, name_bn: part.company_name_bn },
      delivery_person:
        part.delivery_person_id && part.delivery_name
          ? { id: part.delivery_person_id, name: part.delivery_name }
          : null,
      delivered_at: part.updated_at.toISOString(),
    };
  });
  return { data, meta: pageMeta(query, total) };
}
