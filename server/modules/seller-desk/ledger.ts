import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { LedgerLine } from '#lib/contracts/seller-desk.ts';
import { type PageMeta, pageMeta } from '#lib/pagination.ts';
import type { Actor } from '#server/access/actor.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import { recordAudit } from '#server/modules/audit/api.ts';
import { sellerOrders } from '#server/modules/orders/schema.ts';
import { companies } from '#server/modules/sellers/schema.ts';
import { ownCompanyOf, requireMoneyAdmin } from './policy.ts';
import { type LedgerKind, type PayoutMethod, sellerLedgerLines, sellerPayouts } from './schema.ts';

/*
 * The sellers' ledger (docs/decisions/0016-seller-ledger.md). A seller order earns its lines
 * when it is delivered: its sales (subtotal + VAT) owed to the seller and the marketplace's
 * commission (the company's rate on the subtotal) taken off; the delivery fee is the
 * marketplace's (its delivery persons carry the order). Nothing is ever edited: moving a
 * delivered order back reverses its lines with new ones; a refund is a new line; a payout too.
 */

/** The commission on a subtotal at a rate in basis points, rounded half up to whole poisha. */
export function commissionOf(subtotal: number, bp: number): number {
  return Math.floor((subtotal * bp + 5000) / 10000);
}

/** What this seller order's lines add up to now (0 when it has none, or they were reversed). */
async function netOfOrder(tx: Tx, sellerOrderId: number): Promise<number> {
  const [row] = await tx
    .select({ net: sql<number>`coalesce(sum(${sellerLedgerLines.amount}), 0)::int` })
    .from(sellerLedgerLines)
    .where(eq(sellerLedgerLines.seller_order_id, sellerOrderId));
  return Number(row?.net ?? 0);
}

async function hasSale(tx: Tx, sellerOrderId: number): Promise<boolean> {
  const [row] = await tx
    .select({
      sales: sql<number>`count(*) filter (where ${sellerLedgerLines.kind} = 'sale')::int`,
      reversals: sql<number>`count(*) filter (where ${sellerLedgerLines.kind} = 'reversal')::int`,
    })
    .from(sellerLedgerLines)
    .where(eq(sellerLedgerLines.seller_order_id, sellerOrderId));
  return Number(row?.sales ?? 0) > Number(row?.reversals ?? 0);
}

/**
 * A seller order was delivered (inside the transaction that moved it): its sale and commission
 * lines, at the company's commission rate now. Delivered twice (moved back and on again by an
 * admin) it earns once per delivery that was not reversed.
 */
export async function recordDelivered(tx: Tx, sellerOrderId: number): Promise<void> {
  if (await hasSale(tx, sellerOrderId)) return;
  const [part] = await tx
    .select({
      company_id: sellerOrders.company_id,
      subtotal: sellerOrders.subtotal,
      vat: sellerOrders.vat,
      sub_number: sellerOrders.sub_number,
      commission_bp: companies.commission_bp,
    })
    .from(sellerOrders)
    .innerJoin(companies, eq(companies.id, sellerOrders.company_id))
    .where(eq(sellerOrders.id, sellerOrderId));
  if (!part) return;
  await tx.insert(sellerLedgerLines).values([
    {
      company_id: part.company_id,
      seller_order_id: sellerOrderId,
      kind: 'sale',
      amount: part.subtotal + part.vat,
    },
    {
      company_id: part.company_id,
      seller_order_id: sellerOrderId,
      kind: 'commission',
      amount: -commissionOf(part.subtotal, part.commission_bp),
      commission_bp: part.commission_bp,
    },
  ]);
}

/** A delivered seller order was moved back (an admin's correction): one line cancels what it earned. */
export async function recordUndelivered(tx: Tx, sellerOrderId: number, note: string | null): Promise<void> {
  if (!(await hasSale(tx, sellerOrderId))) return;
  const net = await netOfOrder(tx, sellerOrderId);
  const [part] = await tx
    .select({ company_id: sellerOrders.company_id })
    .from(sellerOrders)
    .where(eq(sellerOrders.id, sellerOrderId));
  if (!part) return;
  await tx.insert(sellerLedgerLines).values({
    company_id: part.company_id,
    seller_order_id: sellerOrderId,
    kind: 'reversal',
    amount: -net,
    note,
  });
}

/** Money given back to the customer for a delivered seller order comes off its seller's balance. */
export async function recordRefund(tx: Tx, sellerOrderId: number, amount: number, note: string | null) {
  const [part] = await tx
    .select({ company_id: sellerOrders.company_id })
    .from(sellerOrders)
    .where(eq(sellerOrders.id, sellerOrderId));
  if (!part || amount <= 0) return;
  await tx.insert(sellerLedgerLines).values({
    company_id: part.company_id,
    seller_order_id: sellerOrderId,
    kind: 'refund',
    amount: -amount,
    note,
  });
}

/** What the marketplace owes a company now. */
export async function balanceOf(db: Tx, companyId: number): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${sellerLedgerLines.amount}), 0)::int` })
    .from(sellerLedgerLines)
    .where(eq(sellerLedgerLines.company_id, companyId));
  return Number(row?.balance ?? 0);
}

/** The first instant of a month (YYYY-MM) in Dhaka and of the next one. */
export function monthBounds(month: string): { start: Date; end: Date } {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, mon - 1, 1) - 6 * 3600_000);
  const end = new Date(Date.UTC(year, mon, 1) - 6 * 3600_000);
  return { start, end };
}

const EMPTY_TOTALS = (): Record<LedgerKind, number> => ({
  sale: 0,
  commission: 0,
  refund: 0,
  reversal: 0,
  payout: 0,
});

/** The seller's own ledger, newest first (one month's when asked), its balance and the period's totals. */
export async function sellerLedger(
  db: Db,
  actor: Actor,
  query: { page: number; limit: number; month?: string | undefined },
): Promise<{ data: LedgerLine[]; meta: PageMeta; balance: number; totals: Record<LedgerKind, number> }> {
  const companyId = ownCompanyOf(actor, 'shop');
  const bounds = query.month ? monthBounds(query.month) : null;
  const where = and(
    eq(sellerLedgerLines.company_id, companyId),
    bounds ? gte(sellerLedgerLines.created_at, bounds.start) : undefined,
    bounds ? lt(sellerLedgerLines.created_at, bounds.end) : undefined,
  );
  const [rows, sums, balance] = await Promise.all([
    db
      .select({
        id: sellerLedgerLines.id,
        kind: sellerLedgerLines.kind,
        amount: sellerLedgerLines.amount,
        sub_number: sellerOrders.sub_number,
        commission_bp: sellerLedgerLines.commission_bp,
        note: sellerLedgerLines.note,
        created_at: sellerLedgerLines.created_at,
      })
      .from(sellerLedgerLines)
      .leftJoin(sellerOrders, eq(sellerOrders.id, sellerLedgerLines.seller_order_id))
      .where(where)
      .orderBy(desc(sellerLedgerLines.created_at), desc(sellerLedgerLines.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({
        kind: sellerLedgerLines.kind,
        total: sql<number>`sum(${sellerLedgerLines.amount})::int`,
        lines: sql<number>`count(*)::int`,
      })
      .from(sellerLedgerLines)
      .where(where)
      .groupBy(sellerLedgerLines.kind),
    balanceOf(db, companyId),
  ]);
  const totals = EMPTY_TOTALS();
  let count = 0;
  for (const sum of sums) {
    totals[sum.kind] = Number(sum.total);
    count += Number(sum.lines);
  }
  return {
    data: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
    meta: pageMeta(query.page, query.limit, count),
    balance,
    totals,
  };
}

/** Every seller's balance, payouts and commission, and the marketplace's commission income. */
export async function sellerBalances(db: Db, actor: Actor, query: { page: number; limit: number }) {
  requireMoneyAdmin(actor);
  const sum = (kind: LedgerKind) =>
    sql<number>`coalesce(sum(${sellerLedgerLines.amount}) filter (where ${sellerLedgerLines.kind} = ${kind}), 0)::int`;
  const monthStart = sql`date_trunc('month', now() at time zone 'Asia/Dhaka') at time zone 'Asia/Dhaka'`;
  const [rows, [total], [income]] = await Promise.all([
    db
      .select({
        company_id: companies.id,
        company_name: companies.company_name,
        company_name_bn: companies.company_name_bn,
        commission_bp: companies.commission_bp,
        balance: sql<number>`coalesce(sum(${sellerLedgerLines.amount}), 0)::int`,
        paid_out: sum('payout'),
        commission: sum('commission'),
      })
      .from(companies)
      .leftJoin(sellerLedgerLines, eq(sellerLedgerLines.company_id, companies.id))
      .groupBy(companies.id)
      .orderBy(desc(sql`coalesce(sum(${sellerLedgerLines.amount}), 0)`), companies.id)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(companies),
    db
      .select({
        total: sql<number>`coalesce(-sum(${sellerLedgerLines.amount}) filter (where ${sellerLedgerLines.kind} = 'commission'), 0)::int`,
        this_month: sql<number>`coalesce(-sum(${sellerLedgerLines.amount}) filter (where ${sellerLedgerLines.kind} = 'commission' and ${sellerLedgerLines.created_at} >= ${monthStart}), 0)::int`,
      })
      .from(sellerLedgerLines),
  ]);
  return {
    data: rows.map((row) => ({
      ...row,
      balance: Number(row.balance),
      paid_out: -Number(row.paid_out),
      commission: -Number(row.commission),
    })),
    meta: pageMeta(query.page, query.limit, Number(total?.total ?? 0)),
    commission_income: { total: Number(income?.total ?? 0), this_month: Number(income?.this_month ?? 0) },
  };
}

/** An admin records a payout made outside (bank transfer or bKash): its line takes it off the balance. */
export async function recordPayout(
  db: Db,
  actor: Actor,
  input: { company_id: number; amount: number; method: PayoutMethod; account: string; reference: string },
): Promise<{ id: number; company_id: number; balance: number }> {
  requireMoneyAdmin(actor);
  return db.transaction(async (tx) => {
    const [company] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, input.company_id))
      .for('update');
    if (!company) throw notFound('company_not_found');
    const [payout] = await tx
      .insert(sellerPayouts)
      .values({ ...input, recorded_by: actor.userId })
      .returning({ id: sellerPayouts.id });
    await tx.insert(sellerLedgerLines).values({
      company_id: input.company_id,
      payout_id: payout!.id,
      kind: 'payout',
      amount: -input.amount,
      note: `${input.method} ${input.account} · ${input.reference}`,
    });
    await recordAudit(tx, {
      actor,
      action: 'create',
      entity: 'seller-payouts',
      entityId: payout!.id,
      after: input,
    });
    return { id: payout!.id, company_id: input.company_id, balance: await balanceOf(tx, input.company_id) };
  });
}

/** Sellers' balances for the dashboard widget (by id, for one company). */
export async function balancesOf(db: Tx, companyIds: number[]): Promise<Map<number, number>> {
  if (companyIds.length === 0) return new Map();
  const rows = await db
    .select({
      company_id: sellerLedgerLines.company_id,
      balance: sql<number>`sum(${sellerLedgerLines.amount})::int`,
    })
    .from(sellerLedgerLines)
    .where(inArray(sellerLedgerLines.company_id, companyIds))
    .groupBy(sellerLedgerLines.company_id);
  return new Map(rows.map((row) => [row.company_id, Number(row.balance)]));
}
