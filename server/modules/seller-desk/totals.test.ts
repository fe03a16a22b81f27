import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signIn } from '#server/modules/auth/sessions.test-helper.ts';
import {
  type Caller,
  lineOf,
  placeQuoted,
  saveAddress,
  stockedProduct,
  type TestProduct,
} from '#server/modules/orders/fixtures.test-helper.ts';
import { sellerOrders } from '#server/modules/orders/schema.ts';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';

/*
 * Migration 0027's triggers keep each shop's sales per Dhaka day and its orders per tab; the
 * dashboard and the manage-orders tabs read them instead of the orders. They must always equal a
 * count of the orders themselves, whatever wrote them.
 */
let t: TestApp;
let customer: Caller;
let seller: Caller;
let addressId: number;
let tea: TestProduct;

beforeAll(async () => {
  t = await buildTestApp({ template: 'demo' });
  customer = as(t, await signIn(t, 'customer@haat.test', 'haat-customer-2026'));
  seller = as(t, await signIn(t, 'seller@haat.test', 'haat-seller-2026'));
  addressId = await saveAddress(customer, t.database.db);
  tea = await stockedProduct(t.database.db, {
    title: 'Totals Test Tea',
    price: 25_000,
    stock: 500,
    maxQty: 20,
  });
});
afterAll(() => t.close());

async function rowsOf(query: ReturnType<typeof sql>): Promise<Array<Record<string, unknown>>> {
  const result = (await t.database.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> };
  return result.rows;
}

/** The kept totals and a recount from seller_orders, as comparable sorted lists. */
async function keptAndCounted() {
  const day = sql`("created_at" at time zone 'Asia/Dhaka')::date`;
  const [keptDays, countedDays, keptTabs, countedTabs] = await Promise.all([
    rowsOf(sql`select company_id, day::text as day, orders, sales::bigint::text as sales
      from seller_daily_totals where orders <> 0 or sales <> 0 order by 1, 2`),
    rowsOf(sql`select company_id, ${day}::text as day, count(*)::int as orders, sum(subtotal + vat)::bigint::text as sales
      from seller_orders where cancelled_at is null group by 1, 2 order by 1, 2`),
    rowsOf(sql`select company_id, tab, orders from seller_tab_counts where orders <> 0 order by 1, 2`),
    rowsOf(sql`select company_id, seller_order_tab(status, cancelled_at) as tab, count(*)::int as orders
      from seller_orders group by 1, 2 order by 1, 2`),
  ]);
  return { keptDays, countedDays, keptTabs, countedTabs };
}

describe("a shop's kept totals", () => {
  it('equal a recount of the orders after the demo history, new orders, moves, cancels and deletes', async () => {
    const seeded = await keptAndCounted();
    expect(seeded.countedDays.length).toBeGreaterThan(10);
    expect(seeded.keptDays).toEqual(seeded.countedDays);
    expect(seeded.keptTabs).toEqual(seeded.countedTabs);

    // Five orders at once, then moves by the seller, a cancel and a removal.
    const placed = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        placeQuoted(t, customer, { items: [lineOf(tea, index + 1)], addressId }),
      ),
    );
    const parts = placed.map((answer) => answer.data.seller_orders[0]!.id as number);
    for (const id of parts.slice(0, 3)) {
      const moved = await seller({
        method: 'POST',
        url: `/api/seller-orders/status/${id}`,
        payload: { status: 3, note: '' },
      });
      expect(moved.statusCode, moved.body).toBeLessThan(300);
    }
    await t.database.db
      .update(sellerOrders)
      .set({ cancelled_at: new Date(), cancel_reason: 'Out of stock' })
      .where(eq(sellerOrders.id, parts[3]!));
    await t.database.db.delete(sellerOrders).where(eq(sellerOrders.id, parts[4]!));
    // A statement touching many rows at once (every open part of the shop back-dated a day).
    await t.database.db.execute(
      sql`update seller_orders set created_at = created_at - interval '1 day' where id in (${sql.join(
        parts.slice(0, 3).map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );

    const after = await keptAndCounted();
    expect(after.keptDays).toEqual(after.countedDays);
    expect(after.keptTabs).toEqual(after.countedTabs);
  });

  it('are what the dashboard and the manage-orders tabs answer', async () => {
    const [dashboard, list] = await Promise.all([
      seller({ method: 'GET', url: '/api/seller/dashboard' }),
      seller({ method: 'GET', url: '/api/seller/orders' }),
    ]);
    expect(dashboard.statusCode).toBe(200);
    const byTab = dashboard.json().data?.by_tab ?? dashboard.json().by_tab;
    const counted =
      await rowsOf(sql`select seller_order_tab(status, cancelled_at) as tab, count(*)::int as orders
      from seller_orders where company_id = (select company_id from users where email = 'seller@haat.test')
      group by 1`);
    const expected = Object.fromEntries(
      ['new', 'preparing', 'packed', 'shipping', 'delivered', 'cancelled'].map((tab) => [
        tab,
        Number(counted.find((row) => row.tab === tab)?.orders ?? 0),
      ]),
    );
    expect(byTab).toEqual(expected);
    expect(list.json().counts).toEqual(expected);
    const daily = (dashboard.json().data ?? dashboard.json()).daily as Array<{ orders: number }>;
    expect(daily).toHaveLength(30);
  });
});
