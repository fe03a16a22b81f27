import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { endpoint } from '#lib/contracts/endpoint.ts';
import type { AppDeps } from '#server/deps.ts';
import { AppError } from '#server/errors.ts';
import { route } from '#server/http/route.ts';

export const healthEndpoint = endpoint({
  method: 'GET',
  path: '/healthz',
  summary: 'Liveness and database reachability',
  tags: ['health'],
  response: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
});

/** `/healthz` answers 200 when the database answers, 503 otherwise. */
export async function healthRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, healthEndpoint, async (request) => {
    try {
      await deps.database.ping();
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      throw new AppError('unavailable', 'database_unreachable', 'errors.unavailable');
    }
    return { status: 'ok' as const, database: deps.database.kind };
  });
}
