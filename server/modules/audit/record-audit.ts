import type { Actor } from '#server/access/actor.ts';
import type { Db } from '#server/db/client.ts';
import { auditLog } from './schema.ts';

export interface AuditRecord {
  actor: Actor;
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
  note?: string | null;
}

/**
 * Adds one line to the audit log. Call it with the transaction of the change it describes, so the
 * line exists exactly when the change does.
 */
export async function recordAudit(tx: Pick<Db, 'insert'>, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actor_user_id: record.actor.kind === 'anonymous' ? null : record.actor.userId,
    action: record.action,
    entity: record.entity,
    entity_id: record.entityId == null ? null : String(record.entityId),
    before: record.before === undefined ? null : toJson(record.before),
    after: record.after === undefined ? null : toJson(record.after),
    note: record.note ?? null,
  });
}

/** Dates become ISO strings and undefined fields disappear, as they would in an API answer. */
function toJson(value: unknown): unknown {
  return value == null ? null : JSON.parse(JSON.stringify(value));
}
