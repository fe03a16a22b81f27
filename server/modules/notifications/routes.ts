import type { FastifyInstance } from 'fastify';
import { devOutbox } from '#lib/contracts/auth.ts';
import type { AppDeps } from '#server/deps.ts';
import { route } from '#server/http/route.ts';
import { listOutbox } from './notifier.ts';
import { requireOutboxReader } from './policy.ts';

/**
 * The development outbox. In development and tests anyone with a credential may read it; in
 * production it holds real people's codes, so only a super admin may.
 */
export async function notificationsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, devOutbox, async (request, reply) => {
    requireOutboxReader(request.actor, deps.auth.isOutboxOpen);
    reply.header('cache-control', 'no-store');
    return { data: await listOutbox(deps.db) };
  });
}
