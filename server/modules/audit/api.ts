/**
 * The audit log as other modules use it: every admin write calls recordAudit with its own
 * transaction (`await recordAudit(tx, { actor, action: 'update', entity: 'categories',
 * entityId, before, after })`), so the line and the change commit together.
 */
export { type AuditRecord, recordAudit } from './record-audit.ts';
export { auditRoutes } from './routes.ts';
