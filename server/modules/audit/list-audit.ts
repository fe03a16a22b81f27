import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditEntry, listAuditQuery } from '#lib/contracts/audit.ts';
import type { Actor } from '#server/access/actor.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/modules/users/schema.ts';
import { requireAuditReader } from './policy.ts';
import { auditLog } from './schema.ts';

/** Dates in the filter are days in Dhaka (UTC+6, no daylight saving). */
const DHAKA_OFFSET = '+06:00';

/**
 * Audit entries, newest first. Paged by id ("older than"), not by counting: the table only grows,
 * and an exact total of millions of rows is never needed to show the next twenty.
 */
export async function listAudit(
  db: Db,
  actor: Actor,
  limit: number,
  query: z.output<typeof listAuditQuery>,
): Promise<{
  data: AuditEntry[];
  meta: { per_page: number; has_more: boolean; next_before: number | null };
}> {
  requireAuditReader(actor);
  const conditions: SQL[] = [];
  if (query.before) conditions.push(lt(auditLog.id, query.before));
  if (query.entity) conditions.push(eq(auditLog.entity, query.entity));
  if (query.entity_id) conditions.push(eq(auditLog.entity_id, query.entity_id));
  if (query.actor_user_id) conditions.push(eq(auditLog.actor_user_id, query.actor_user_id));
  if (query.from)
    conditions.push(gte(auditLog.created_at, new Date(`${query.from}T00:00:00${DHAKA_OFFSET}`)));
  if (query.to) {
    const end = new Date(`${query.to}T00:00:00${DHAKA_OFFSET}`);
    end.setUTCDate(end.getUTCDate() + 1);
    conditions.push(lt(auditLog.created_at, end));
  }
  const rows = await db
    .select({ entry: auditLog, actor_name: users.name })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actor_user_id))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const hasMore = rows.length > limit;
  return {
    data: page.map(({ entry, actor_name }) => ({
      id: entry.id,
      actor_user_id: entry.actor_user_id,
      actor_name: actor_name ?? null,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entity_id,
      before: entry.before ?? null,
      after: entry.after ?? null,
      note: entry.note,
      created_at: entry.created_at.toISOString(),
    })),
    meta: {
      per_page: limit,
      has_more: hasMore,
      next_before: hasMore ? page[page.length - 1]!.entry.id : null,
    },
  };
}
