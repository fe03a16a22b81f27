import { and, asc, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { ORDER_TABS, type OrderTab, type SellerDashboard } from '#lib/contracts/seller-desk.ts';
import { roleMayUse } from '#lib/contracts/seller-staff.ts';
import { dhakaToday } from '#lib/dhaka-days.ts';
import type { Actor } from '#server/access/actor.ts';
import type { Db } from '#server/db/client.ts';
import { productPriceInfos, products } from '#server/modules/catalog/schema.ts';
import { orderItems, sellerOrders } from '#server/modules/orders/schema.ts';
import { companies } from '#server/modules/sellers/schema.ts';
import { balanceOf } from './ledger.ts';
import { tabCountsOf } from './manage-orders.ts';
import { ownCompanyOf } from './policy.ts';
import { sellerDailyTotals } from './schema.ts';

/** A product with at most this many units left (over its price types) is low on stock. */
export const LOW_STOCK = 5;
const DAYS = 30;

/**
 * Everything the dashboard's widgets show, read at once (the page makes one request). Sales and
 * order counts come from the per-day totals and tab counts that triggers keep (migration 0027):
 * a shop with 200k orders reads 31 rows, not its orders.
 */
export async function sellerDashboard(db: Db, actor: Actor): Promise<SellerDashboard> {
  const companyId = ownCompanyOf(actor, 'any');
  // A member of the team sees the widgets of the parts its role covers; the rest are not read.
  const sees = (scope: 'orders' | 'products' | 'shop') =>
    actor.kind === 'seller' && roleMayUse(actor.staffRole, scope);
  const shows = { orders: sees('orders'), products: sees('products'), money: sees('shop') };
  const own = eq(sellerOrders.company_id, companyId);
  const open = isNull(sellerOrders.cancelled_at);
  const since = sql`now() - interval '${sql.raw(String(DAYS))} days'`;
  const today = dhakaToday();
  const firstDay = new Date(Date.parse(`${today}T00:00:00Z`) - (DAYS - 1) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const monthStart = `${today.slice(0, 7)}-01`;
  const from = firstDay < monthStart ? firstDay : monthStart;

  const [totals, byTab, top, low, [company], balance] = await Promise.all([
    onlyIf(
      shows.orders,
      [],
      db
        .select({
          day: sql<string>`to_char(${sellerDailyTotals.day}, 'YYYY-MM-DD')`,
          sales: sellerDailyTotals.sales,
          orders: sellerDailyTotals.orders,
        })
        .from(sellerDailyTotals)
        .where(and(eq(sellerDailyTotals.company_id, companyId), gte(sellerDailyTotals.day, from))),
    ),
    onlyIf(shows.orders, emptyTabs(), tabCountsOf(db, companyId)),
    onlyIf(
      shows.products,
      [],
      db
        .select({
          product_id: orderItems.product_id,
          title: sql<string>`max(${orderItems.product_title})`,
          title_bn: sql<string>`max(${orderItems.product_title_bn})`,
          quantity: sql<number>`sum(${orderItems.quantity})::int`,
          sales: sql<number>`sum(${orderItems.line_total})::int`,
        })
        .from(orderItems)
        .innerJoin(sellerOrders, eq(sellerOrders.id, orderItems.seller_order_id))
        .where(and(own, open, gte(sellerOrders.created_at, since)))
        .groupBy(orderItems.product_id)
        .orderBy(desc(sql`sum(${orderItems.quantity})`), asc(orderItems.product_id))
        .limit(5),
    ),
    onlyIf(
      shows.products,
      [],
      db
        .select({
          product_id: products.id,
          title: products.product_title,
          title_bn: products.product_title_bn,
          stock: sql<number>`coalesce(sum(${productPriceInfos.stock}), 0)::int`,
        })
        .from(products)
        .innerJoin(productPriceInfos, eq(productPriceInfos.product_id, products.id))
        .where(
          and(
            eq(products.company_id, companyId),
            eq(products.status, 'active'),
            // A total of at most LOW_STOCK needs a price type at most LOW_STOCK: only those products
            // (the partial index product_price_infos_low_stock_idx) are summed, not the whole shop.
            sql`${products.id} in (select product_id from ${productPriceInfos} where ${productPriceInfos.stock} <= ${LOW_STOCK})`,
          ),
        )
        .groupBy(products.id)
        .having(sql`coalesce(sum(${productPriceInfos.stock}), 0) <= ${LOW_STOCK}`)
        .orderBy(asc(sql`coalesce(sum(${productPriceInfos.stock}), 0)`), asc(products.id))
        .limit(5),
    ),
    db
      .select({ rating_sum: companies.rating_sum, rating_count: companies.rating_count })
      .from(companies)
      .where(eq(companies.id, companyId)),
    shows.money ? balanceOf(db, companyId) : null,
  ]);

  // Every one of the last 30 days, the quiet ones as zero; this month's and today's sums.
  const byDay = new Map(totals.map((row) => [row.day, row]));
  const month = { sales: 0, orders: 0 };
  for (const row of totals) {
    if (row.day < monthStart) continue;
    month.sales += Number(row.sales);
    month.orders += Number(row.orders);
  }
  const days: SellerDashboard['daily'] = [];
  const todayStart = Date.now() + 6 * 3600_000;
  for (let back = DAYS - 1; back >= 0; back--) {
    const day = new Date(todayStart - back * 86_400_000).toISOString().slice(0, 10);
    const row = byDay.get(day);
    days.push({ day, sales: Number(row?.sales ?? 0), orders: Number(row?.orders ?? 0) });
  }
  const ratingCount = company?.rating_count ?? 0;
  return {
    today: { sales: Number(byDay.get(today)?.sales ?? 0), orders: Number(byDay.get(today)?.orders ?? 0) },
    month,
    by_tab: byTab,
    daily: days,
    top_products: top.map((row) => ({ ...row, quantity: Number(row.quantity), sales: Number(row.sales) })),
    low_stock: low.map((row) => ({ ...row, stock: Number(row.stock) })),
    rating: ratingCount > 0 ? Math.round(((company?.rating_sum ?? 0) / ratingCount) * 10) / 10 : null,
    rating_count: ratingCount,
    balance,
    shows,
  };
}

/** A query's rows when the widget is shown; else what an empty shop answers (the query never runs). */
function onlyIf<T>(shown: boolean, empty: Awaited<T>, query: PromiseLike<T>): PromiseLike<T> | Awaited<T> {
  return shown ? query : empty;
}

const emptyTabs = (): Record<OrderTab, number> =>
  Object.fromEntries(ORDER_TABS.map((tab) => [tab, 0])) as Record<OrderTab, number>;
