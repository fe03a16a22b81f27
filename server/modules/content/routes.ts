import type { FastifyInstance } from 'fastify';
import { loadBanners } from '#lib/contracts/content.ts';
import type { AppDeps } from '#server/deps.ts';
import { route } from '#server/http/route.ts';
import { listShowingBanners } from './service.ts';

export async function contentRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, loadBanners, async () => ({ data: await listShowingBanners(deps.db) }));
}
