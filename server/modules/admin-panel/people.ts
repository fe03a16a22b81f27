import { eq, sql } from 'drizzle-orm';
import type { AccountState, PersonAction } from '#lib/contracts/admin-panel.ts';
import { FEATURES } from '#lib/contracts/features.ts';
import type { Actor } from '#server/access/actor.ts';
import { requireFeature } from '#server/access/permissions.ts';
import { transaction } from '#server/db/after-commit.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { conflict, forbidden, notFound } from '#server/errors.ts';
import { recordAudit } from '#server/modules/audit/api.ts';
import { revokeUserSessions } from '#server/modules/auth/api.ts';
import { deliveryPersons } from '#server/modules/delivery/schema.ts';
import { extendResource } from '#server/modules/resources/api.ts';
import { customerInfos, users } from '#server/modules/users/schema.ts';

/** Login statuses (spec §4). */
const ACTIVE = 1;
const UNVERIFIED = 2;
const BLOCKED = 3;

export type PersonKind = 'customer' | 'delivery';

const KINDS = {
  customer: { table: customerInfos, feature: FEATURES.customers, entity: 'customer-infos', userType: 3 },
  delivery: {
    table: deliveryPersons,
    feature: FEATURES.deliveryPersons,
    entity: 'delivery-persons',
    userType: 2,
  },
} as const;

async function load(tx: Tx, kind: PersonKind, id: number, lock = false): Promise<AccountState> {
  const { table, userType } = KINDS[kind];
  const query = tx
    .select({
      id: table.id,
      user_id: users.id,
      full_name: table.full_name,
      email: users.email,
      phone: table.phone,
      status: users.status,
      user_type: users.user_type,
    })
    .from(table)
    .innerJoin(users, eq(users.id, table.user_id))
    .where(eq(table.id, id));
  const [row] = lock ? await query.for('update', { of: users }) : await query;
  if (!row || row.user_type !== userType) throw notFound('not_found', 'errors.notFound');
  const { user_type: _type, ...state } = row;
  return state;
}

/** A customer's or delivery person's account (features 31, 32). */
export async function showAccount(db: Db, actor: Actor, kind: PersonKind, id: number): Promise<AccountState> {
  requireFeature(actor, KINDS[kind].feature);
  return load(db, kind, id);
}

/**
 * Approves (a delivery person awaiting it), blocks or unblocks the account behind a profile,
 * audited. Blocking ends every session and token of the person at once: the next request they
 * make is anonymous, and signing in again says the account is blocked.
 */
export async function actOnAccount(
  db: Db,
  actor: Actor,
  kind: PersonKind,
  id: number,
  action: PersonAction,
  reason?: string,
): Promise<AccountState> {
  requireFeature(actor, KINDS[kind].feature);
  return transaction(db, async (tx) => {
    const before = await load(tx, kind, id, true);
    const to = action === 'block' ? BLOCKED : ACTIVE;
    const allowed =
      action === 'block'
        ? before.status !== BLOCKED
        : action === 'unblock'
          ? before.status === BLOCKED
          : kind === 'delivery' && before.status === UNVERIFIED;
    if (!allowed) {
      throw conflict('account_status_conflict', 'adminPanel.accountStatusConflict', {
        details: { status: before.status },
      });
    }
    await tx.update(users).set({ status: to, updated_at: sql`now()` }).where(eq(users.id, before.user_id));
    if (action === 'block') await revokeUserSessions(tx, before.user_id);
    await recordAudit(tx, {
      actor,
      action,
      entity: KINDS[kind].entity,
      entityId: id,
      before: { status: before.status },
      after: { status: to },
      note: reason ?? null,
    });
    return { ...before, status: to };
  });
}

/** People sign up themselves: the resource layer's store is refused for these two lists. */
export function registerPeopleHooks(): void {
  for (const name of ['customer-infos', 'delivery-persons']) {
    extendResource(name, {
      prepare: async (_tx, _values, context) => {
        if (context.before === null) throw forbidden('sign_up_only', 'adminPanel.signUpOnly');
      },
    });
  }
}
