import { and, count, desc, eq, gte, isNull, lt, lte, sql, sum } from 'drizzle-orm';
import { type Dashboard, FLAG_AFTER_MINUTES, LOW_STOCK_THRESHOLD } from '#lib/contracts/admin-panel.ts';
import { dhakaDayStart, dhakaToday } from '#lib/dhaka-days.ts';
import type { Actor } from '#server/access/actor.ts';
import type { Db } from '#server/db/client.ts';
import { categories, productPriceInfos, products, productTypes } from '#server/modules/catalog/schema.ts';
import { orders, sellerOrders } from '#server/modules/orders/schema.ts';
import { companies } from '#server/modules/sellers/schema.ts';
import { requireDashboard } from './policy.ts';

/** Orders by status count the last this many days (an index range, not the whole history). */
export const STATUS_WINDOW_DAYS = 30;

const OPERATOR_LABELS: Record<string, { label: string; label_bn: string }> = {
  pending: { label: 'Awaiting admin review', label_bn: 'অ্যাডমিনের পর্যালোচনার অপেক্ষায়' },
  rejected: { label: 'Rejected by admin', label_bn: 'অ্যাডমিন বাতিল করেছেন' },
  'approved:active': { label: 'Live (approved, on)', label_bn: 'চালু (অনুমোদিত)' },
  'approved:draft': { label: 'Draft with seller', label_bn: 'বিক্রেতার খসড়া' },
  'approved:inactive': { label: 'Switched off by seller', label_bn: 'বিক্রেতা বন্ধ রেখেছেন' },
};

/**
 * The dashboard in one answer (feature 1). Every count reads an index: today's orders by
 * created_at, statuses within the last 30 days, the approval queues and low stock through
 * partial indexes (migration 0012), the product breakdowns through their foreign-key indexes.
 */
export async function loadDashboard(db: Db, actor: Actor, now = new Date()): Promise<Dashboard> {
  requireDashboard(actor);
  const todayStart = dhakaDayStart(dhakaToday(now));
  const windowStart = new Date(now.getTime() - STATUS_WINDOW_DAYS * 86_400_000);
  const flagBefore = new Date(now.getTime() - FLAG_AFTER_MINUTES * 60_000);

  const [today] = await db
    .select({ orders: count(), sales: sum(orders.total) })
    .from(orders)
    .where(and(gte(orders.created_at, todayStart), isNull(orders.cancelled_at)));
  const byStatus = await db
    .select({ status: sellerOrders.status, count: count() })
    .from(sellerOrders)
    .where(and(gte(sellerOrders.created_at, windowStart), isNull(sellerOrders.cancelled_at)))
    .groupBy(sellerOrders.status)
    .orderBy(sellerOrders.status);
  const [flagged] = await db
    .select({ count: count() })
    .from(sellerOrders)
    .where(
      and(
        eq(sellerOrders.status, 1),
        isNull(sellerOrders.delivery_person_id),
        isNull(sellerOrders.cancelled_at),
        lt(sellerOrders.created_at, flagBefore),
      ),
    );
  const [pendingSellers] = await db
    .select({ count: count() })
    .from(companies)
    .where(eq(companies.status, 'pending'));
  const [pendingProducts] = await db
    .select({ count: count() })
    .from(products)
    .where(eq(products.approval, 'pending'));
  const [lowStock] = await db
    .select({ count: sql<number>`count(distinct ${productPriceInfos.product_id})`.mapWith(Number) })
    .from(productPriceInfos)
    .where(lte(productPriceInfos.stock, LOW_STOCK_THRESHOLD));

  const byType = await db
    .select({
      id: sql<number>`coalesce(${products.product_type_id}, 0)`.mapWith(Number),
      label: sql<string>`coalesce(${productTypes.type_title}, 'No type')`,
      label_bn: sql<string>`coalesce(${productTypes.type_title_bn}, 'ধরন নেই')`,
      count: count(),
    })
    .from(products)
    .leftJoin(productTypes, eq(productTypes.id, products.product_type_id))
    .groupBy(products.product_type_id, productTypes.type_title, productTypes.type_title_bn)
    .orderBy(desc(count()))
    .limit(10);
  const byCategory = await db
    .select({
      id: categories.id,
      label: categories.category_name,
      label_bn: categories.category_name_bn,
      count: count(),
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.category_id))
    .groupBy(categories.id, categories.category_name, categories.category_name_bn)
    .orderBy(desc(count()))
    .limit(10);
  const byCompany = await db
    .select({
      id: companies.id,
      label: companies.company_name,
      label_bn: companies.company_name_bn,
      count: count(),
    })
    .from(products)
    .innerJoin(companies, eq(companies.id, products.company_id))
    .groupBy(companies.id, companies.company_name, companies.company_name_bn)
    .orderBy(desc(count()))
    .limit(10);
  const byOperator = await db
    .select({ approval: products.approval, status: products.status, count: count() })
    .from(products)
    .groupBy(products.approval, products.status);

  const operator = new Map<string, number>();
  for (const row of byOperator) {
    const key = row.approval === 'approved' ? `approved:${row.status}` : row.approval;
    operator.set(key, (operator.get(key) ?? 0) + row.count);
  }

  return {
    today: { orders: today?.orders ?? 0, sales: Number(today?.sales ?? 0) },
    orders_by_status: byStatus,
    flagged_orders: flagged?.count ?? 0,
    awaiting: { sellers: pendingSellers?.count ?? 0, products: pendingProducts?.count ?? 0 },
    low_stock: lowStock?.count ?? 0,
    products_by_type: byType,
    products_by_category: byCategory,
    products_by_company: byCompany,
    products_by_operator: [...operator].map(([id, value]) => ({
      id,
      ...(OPERATOR_LABELS[id] ?? { label: id, label_bn: id }),
      count: value,
    })),
  };
}
