import type { FastifyInstance } from 'fastify';
import { loadCategories } from '#lib/contracts/catalog.ts';
import type { AppDeps } from '#server/deps.ts';
import { route } from '#server/http/route.ts';
import { listCategories } from './service.ts';

export async function catalogRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, loadCategories, async (request) =>
    listCategories(deps.db, request.query.page, request.query.limit),
  );
}
