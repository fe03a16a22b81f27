import { z } from 'zod';
import { isoDay } from './common.ts';
import { endpoint } from './endpoint.ts';
import { FEATURES } from './features.ts';

/*
 * The audit log (feature 54): every admin write records who did what to which record, when, with
 * the record before and after. Newest first; filtered by entity, record, actor and date. The list
 * never counts the whole table: it asks for one row more than a page and says whether there is more.
 */

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor_user_id: z.number().int().nullable(),
  actor_name: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const listAuditQuery = z.object({
  /** Entries older than this id (the last id of the previous page). */
  before: z.coerce.number().int('validation.notInteger').positive().optional(),
  entity: z.string().trim().min(1).max(60).optional(),
  entity_id: z.string().trim().min(1).max(60).optional(),
  actor_user_id: z.coerce.number().int('validation.notInteger').positive().optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
});

export const listAudit = endpoint({
  method: 'GET',
  path: '/api/audit-logs/:limit',
  summary: 'Audit log entries, newest first, by entity, record, actor and date (feature 54)',
  tags: ['audit'],
  access: { kinds: ['admin'], feature: FEATURES.auditLog },
  params: z.object({ limit: z.coerce.number().int('validation.notInteger').min(1).max(100) }),
  query: listAuditQuery,
  response: z.object({
    data: z.array(auditEntrySchema),
    meta: z.object({
      per_page: z.number().int(),
      has_more: z.boolean(),
      next_before: z.number().int().nullable(),
    }),
  }),
});
