import type { FastifyInstance } from 'fastify';
import { listAudit } from '#lib/contracts/audit.ts';
import type { AppDeps } from '#server/deps.ts';
import { route } from '#server/http/route.ts';
import { listAudit as list } from './list-audit.ts';

/** The audit log of the admin panel (feature 54). */
export async function auditRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  route(app, listAudit, async (request) => list(db, request.actor, request.params.limit, request.query));
}
