import { asc, eq, sql } from 'drizzle-orm';
import type { CashHolder } from '#lib/contracts/delivery.ts';
import type { Actor } from '#server/access/actor.ts';
import { transaction } from '#server/db/after-commit.ts';
import type { Db } from '#server/db/client.ts';
import { badRequest, notFound } from '#server/errors.ts';
import { recordAudit } from '#server/modules/audit/api.ts';
import { requireCashAdmin } from './policy.ts';
import { deliveryCashEntries, deliveryEarnings, deliveryPersons } from './schema.ts';

/*
 * Cash collected on delivery, per delivery person: collections (+) and deposits (−) in one
 * ledger; cash in hand is their sum. Days outstanding count from the oldest collection that the
 * deposits made so far do not cover (deposits pay off the oldest collections first).
 */

type Entry = typeof deliveryCashEntries.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

export function holding(entries: Entry[], now = new Date()): { cash: number; days: number } {
  let deposited = entries.filter((e) => e.kind === 'deposited').reduce((sum, e) => sum + e.amount, 0);
  const collected = entries
    .filter((e) => e.kind === 'collected')
    .sort((a, b) => +a.created_at - +b.created_at);
  const cash = collected.reduce((sum, e) => sum + e.amount, 0) - deposited;
  for (const entry of collected) {
    if (deposited >= entry.amount) {
      deposited -= entry.amount;
      continue;
    }
    return { cash, days: Math.max(0, Math.floor((+now - +entry.created_at) / DAY_MS)) };
  }
  return { cash, days: 0 };
}

export async function listCashHolders(db: Db, actor: Actor): Promise<CashHolder[]> {
  requireCashAdmin(actor);
  const people = await db
    .select({ id: deliveryPersons.id, full_name: deliveryPersons.full_name, phone: deliveryPersons.phone })
    .from(deliveryPersons)
    .orderBy(asc(deliveryPersons.id));
  const entries = await db.select().from(deliveryCashEntries);
  const earnings = await db
    .select({
      id: deliveryEarnings.delivery_person_id,
      total: sql<number>`sum(${deliveryEarnings.amount})::int`,
    })
    .from(deliveryEarnings)
    .groupBy(deliveryEarnings.delivery_person_id);
  const earned = new Map(earnings.map((row) => [row.id, Number(row.total)]));
  const now = new Date();
  return people
    .map((person) => {
      const { cash, days } = holding(
        entries.filter((entry) => entry.delivery_person_id === person.id),
        now,
      );
      return {
        delivery_person_id: person.id,
        full_name: person.full_name,
        phone: person.phone,
        cash_in_hand: cash,
        days_outstanding: days,
        earnings_total: earned.get(person.id) ?? 0,
      };
    })
    .filter((row) => row.cash_in_hand !== 0 || row.earnings_total !== 0)
    .sort((a, b) => b.cash_in_hand - a.cash_in_hand || a.delivery_person_id - b.delivery_person_id);
}

/** An admin records a deposit: never more than the person holds; the audit log names it. */
export async function recordDeposit(
  db: Db,
  actor: Actor,
  deliveryPersonId: number,
  input: { amount: number; note: string },
): Promise<CashHolder> {
  requireCashAdmin(actor);
  await transaction(db, async (tx) => {
    const [person] = await tx
      .select({ id: deliveryPersons.id, full_name: deliveryPersons.full_name })
      .from(deliveryPersons)
      .where(eq(deliveryPersons.id, deliveryPersonId))
      .for('update');
    if (!person) throw notFound('delivery_person_not_found', 'delivery.noSuchPerson');
    const entries = await tx
      .select()
      .from(deliveryCashEntries)
      .where(eq(deliveryCashEntries.delivery_person_id, deliveryPersonId));
    if (input.amount > holding(entries).cash)
      throw badRequest('deposit_too_large', 'delivery.depositTooLarge');
    const [entry] = await tx
      .insert(deliveryCashEntries)
      .values({
        delivery_person_id: deliveryPersonId,
        kind: 'deposited',
        amount: input.amount,
        note: input.note || null,
        recorded_by: actor.userId,
      })
      .returning({ id: deliveryCashEntries.id });
    await recordAudit(tx, {
      actor,
      action: 'create',
      entity: 'delivery-cash-deposits',
      entityId: entry!.id,
      after: {
        delivery_person_id: deliveryPersonId,
        full_name: person.full_name,
        amount: input.amount,
        note: input.note || null,
      },
    });
  });
  const holders = await listCashHolders(db, actor);
  return (
    holders.find((row) => row.delivery_person_id === deliveryPersonId) ?? {
      delivery_person_id: deliveryPersonId,
      full_name: '',
      phone: '',
      cash_in_hand: 0,
      days_outstanding: 0,
      earnings_total: 0,
    }
  );
}
