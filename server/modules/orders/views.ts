import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CompanyInfo } from '#lib/contracts/catalog.ts';
import type {
  OrderDetail,
  OrderSummary,
  orderAddressSchema,
  SellerOrder,
  timelineEntrySchema,
} from '#lib/contracts/orders.ts';
import { bilingual } from '#lib/i18n/translate.ts';
import {
  canCancel,
  canMoveStatus,
  type OrderRole,
  type OrderStatus,
  overallStatus,
  statusLabel,
} from '#lib/order-status.ts';
import { ORDER_INIT_STATUS_LABEL } from '#lib/reference-data.ts';
import type { Actor } from '#server/access/actor.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { deliveryContactsByIds } from '#server/modules/delivery/api.ts';
import { prescriptionIdsOfOrders } from '#server/modules/prescriptions/api.ts';
import { companyInfosById } from '#server/modules/sellers/api.ts';
import { roleIn } from './policy.ts';
import { orderItems, type orders, orderTimeline, sellerOrders } from './schema.ts';

/*
 * Orders as people see them: the customer's order with its seller parts, a seller's part, and the
 * short summaries of a list. What the asking person may do next (next statuses, cancel) is worked
 * out here from lib/order-status.ts, for their role in each part.
 */

export type OrderRow = typeof orders.$inferSelect;
export type SellerOrderRow = typeof sellerOrders.$inferSelect;

const ALL_STATUSES: OrderStatus[] = [1, 2, 3, 4, 5, 6];

const statusOf = (part: Pick<SellerOrderRow, 'status'>) => part.status as OrderStatus;

/** The statuses the person may move a part to now (none once cancelled). */
export function nextStatusesFor(role: OrderRole | null, part: SellerOrderRow): number[] {
  if (!role || part.cancelled_at) return [];
  return ALL_STATUSES.filter((to) => canMoveStatus(role, statusOf(part), to));
}

/** Whether the person may cancel the part now. */
export function isCancellableBy(role: OrderRole | null, part: SellerOrderRow): boolean {
  return role !== null && part.cancelled_at === null && canCancel(role, statusOf(part));
}

/** Spec §4: 'Order Submitted' until a part moves on; then the least advanced part's status; 'Cancelled' when all are. */
export function orderStatusLabel(parts: SellerOrderRow[]): { title: string; title_bn: string } {
  const states = parts.map((part) => ({ status: statusOf(part), cancelled: part.cancelled_at !== null }));
  const overall = overallStatus(states);
  if (overall === null) {
    const cancelled = bilingual('ordersApi.cancelledLabel');
    return { title: cancelled.en, title_bn: cancelled.bn };
  }
  const movedOn = states.some((state) => !state.cancelled && state.status !== 1);
  return movedOn ? statusLabel(overall) : { ...ORDER_INIT_STATUS_LABEL };
}

function addressCopyOf(order: OrderRow, kind: 'shipping' | 'billing'): z.infer<typeof orderAddressSchema> {
  const shipping = kind === 'shipping';
  return {
    full_name: shipping ? order.shipping_full_name : order.billing_full_name,
    phone: shipping ? order.shipping_phone : order.billing_phone,
    region: shipping ? order.shipping_region : order.billing_region,
    region_bn: shipping ? order.shipping_region_bn : order.billing_region_bn,
    city: shipping ? order.shipping_city : order.billing_city,
    city_bn: shipping ? order.shipping_city_bn : order.billing_city_bn,
    area: shipping ? order.shipping_area : order.billing_area,
    area_bn: shipping ? order.shipping_area_bn : order.billing_area_bn,
    address_line: shipping ? order.shipping_address_line : order.billing_address_line,
    latitude: shipping ? order.shipping_latitude : order.billing_latitude,
    longitude: shipping ? order.shipping_longitude : order.billing_longitude,
  };
}

function groupBy<T, K>(rows: T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
  return groups;
}

/** What seller order views are made of, besides the parts themselves. */
export interface PartsContent {
  items: Array<typeof orderItems.$inferSelect>;
  timeline: Array<typeof orderTimeline.$inferSelect>;
  companies: Map<number, CompanyInfo>;
  couriers: Map<number, { full_name: string; phone: string }>;
}

/**
 * The lines, timelines, sellers and delivery persons of these parts, in four queries whatever
 * their count (one after another: inside a transaction they share one connection).
 */
export async function loadPartsContent(db: Tx, parts: SellerOrderRow[]): Promise<PartsContent> {
  const ids = parts.map((part) => part.id);
  if (ids.length === 0) return { items: [], timeline: [], companies: new Map(), couriers: new Map() };
  const items = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.seller_order_id, ids))
    .orderBy(asc(orderItems.id));
  const timeline = await db
    .select()
    .from(orderTimeline)
    .where(inArray(orderTimeline.seller_order_id, ids))
    .orderBy(asc(orderTimeline.id));
  const companies = await companyInfosById(
    db as Db,
    parts.map((part) => part.company_id),
  );
  const couriers = await deliveryContactsByIds(
    db,
    parts.flatMap((part) => (part.delivery_person_id === null ? [] : [part.delivery_person_id])),
  );
  return { items, timeline, companies, couriers };
}

/** Seller orders as `actor` sees them; `owners` gives each order's number and customer. */
export function buildSellerOrderViews(
  parts: SellerOrderRow[],
  owners: Map<number, { order_number: string; customer_id: number }>,
  content: PartsContent,
  actor: Actor,
): SellerOrder[] {
  const itemsByPart = groupBy(content.items, (item) => item.seller_order_id);
  const timelineByPart = groupBy(content.timeline, (entry) => entry.seller_order_id);
  return parts.map((part) => {
    const owner = owners.get(part.order_id)!;
    const company = content.companies.get(part.company_id)!;
    const role = roleIn(actor, part, owner.customer_id);
    return {
      id: part.id,
      sub_number: part.sub_number,
      order_number: owner.order_number,
      company_info: {
        id: company.id,
        company_name: company.company_name,
        company_name_bn: company.company_name_bn,
        slug: company.slug,
        logo: company.logo,
      },
      status: part.status,
      cancelled: part.cancelled_at !== null,
      cancelled_at: part.cancelled_at?.toISOString() ?? null,
      lines: (itemsByPart.get(part.id) ?? []).map((item) => ({
        product_id: item.product_id,
        price_type_id: item.price_type_id,
        product_title: item.product_title,
        product_title_bn: item.product_title_bn,
        product_slug: item.product_slug,
        product_image: item.product_image,
        price_type: item.price_type,
        price_type_bn: item.price_type_bn,
        unit_price: item.unit_price,
        quantity: item.quantity,
        line_total: item.line_total,
      })),
      subtotal: part.subtotal,
      vat: part.vat,
      delivery_fee: part.delivery_fee,
      total: part.total,
      timeline: (timelineByPart.get(part.id) ?? []).map(
        (entry): z.infer<typeof timelineEntrySchema> => ({
          event: entry.event,
          step: entry.step,
          status: entry.status,
          created_at: entry.created_at.toISOString(),
          note: entry.note,
        }),
      ),
      delivery_person:
        part.delivery_person_id === null ? null : (content.couriers.get(part.delivery_person_id) ?? null),
      next_statuses: nextStatusesFor(role, part),
      cancellable: isCancellableBy(role, part),
      created_at: part.created_at.toISOString(),
    };
  });
}

/** Seller orders as `actor` sees them, loaded. */
export async function sellerOrderViews(
  db: Tx,
  parts: SellerOrderRow[],
  owners: Map<number, { order_number: string; customer_id: number }>,
  actor: Actor,
): Promise<SellerOrder[]> {
  return buildSellerOrderViews(parts, owners, await loadPartsContent(db, parts), actor);
}

/** The parts of an order, in the order they were made. */
export async function partsOf(db: Tx, orderId: number): Promise<SellerOrderRow[]> {
  return db
    .select()
    .from(sellerOrders)
    .where(eq(sellerOrders.order_id, orderId))
    .orderBy(asc(sellerOrders.id));
}

/** The customer's order as a whole, from its parts' views. */
export function buildOrderDetail(
  order: OrderRow,
  parts: SellerOrderRow[],
  views: SellerOrder[],
  prescriptionIds: number[],
): OrderDetail {
  const states = parts.map((part) => ({ status: statusOf(part), cancelled: part.cancelled_at !== null }));
  return {
    order_number: order.order_number,
    created_at: order.created_at.toISOString(),
    status: overallStatus(states),
    status_label: orderStatusLabel(parts),
    cancelled: parts.every((part) => part.cancelled_at !== null),
    cancellable: views.some((view) => view.cancellable),
    payment_method: order.payment_method,
    payment_status: order.payment_status,
    subtotal: order.subtotal,
    discount: order.discount,
    vat: order.vat,
    delivery_fee: order.delivery_fee,
    total: order.total,
    shipping: addressCopyOf(order, 'shipping'),
    billing: addressCopyOf(order, 'billing'),
    extra_instruction: order.extra_instruction,
    seller_orders: views,
    prescription_ids: prescriptionIds,
  };
}

/** The customer's order as a whole, as `actor` sees it. */
export async function orderDetailView(db: Tx, order: OrderRow, actor: Actor): Promise<OrderDetail> {
  const parts = await partsOf(db, order.id);
  const views = await sellerOrderViews(db, parts, new Map([[order.id, order]]), actor);
  const prescriptions = await prescriptionIdsOfOrders(db, [order.id]);
  return buildOrderDetail(order, parts, views, prescriptions.get(order.id) ?? []);
}

/** The short form of orders in a list: status, totals, counts and the first line's picture. */
export async function orderSummaries(db: Tx, rows: OrderRow[]): Promise<OrderSummary[]> {
  if (rows.length === 0) return [];
  const orderIds = rows.map((row) => row.id);
  const [parts, firstImages, itemCounts] = await Promise.all([
    db
      .select()
      .from(sellerOrders)
      .where(inArray(sellerOrders.order_id, orderIds))
      .orderBy(asc(sellerOrders.id)),
    db
      .selectDistinctOn([sellerOrders.order_id], {
        order_id: sellerOrders.order_id,
        image: orderItems.product_image,
      })
      .from(orderItems)
      .innerJoin(sellerOrders, eq(sellerOrders.id, orderItems.seller_order_id))
      .where(inArray(sellerOrders.order_id, orderIds))
      .orderBy(asc(sellerOrders.order_id), asc(orderItems.id)),
    db
      .select({ order_id: sellerOrders.order_id, lines: sql<number>`count(*)::int` })
      .from(orderItems)
      .innerJoin(sellerOrders, eq(sellerOrders.id, orderItems.seller_order_id))
      .where(inArray(sellerOrders.order_id, orderIds))
      .groupBy(sellerOrders.order_id),
  ]);
  const partsByOrder = groupBy(parts, (part) => part.order_id);
  const images = new Map(firstImages.map((row) => [row.order_id, row.image]));
  const counts = new Map(itemCounts.map((row) => [row.order_id, Number(row.lines)]));
  return rows.map((order) => {
    const own = partsByOrder.get(order.id) ?? [];
    return {
      order_number: order.order_number,
      created_at: order.created_at.toISOString(),
      status: overallStatus(
        own.map((part) => ({ status: statusOf(part), cancelled: part.cancelled_at !== null })),
      ),
      status_label: orderStatusLabel(own),
      cancelled: own.every((part) => part.cancelled_at !== null),
      total: order.total,
      item_count: counts.get(order.id) ?? 0,
      seller_count: own.length,
      payment_method: order.payment_method,
      payment_status: order.payment_status,
      first_image: images.get(order.id) ?? null,
    };
  });
}
