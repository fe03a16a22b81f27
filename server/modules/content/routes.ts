import type { FastifyInstance } from 'fastify';
import { basicConfig, loadBanners, loadStaticPages, staticPageDetail } from '#lib/contracts/content.ts';
import type { AppDeps } from '#server/deps.ts';
import { route } from '#server/http/route.ts';
import { basicConfiguration, listShowingBanners, listStaticPages, staticPageBySlug } from './service.ts';

export async function contentRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  route(app, loadBanners, async () => ({ data: await listShowingBanners(db) }));
  route(app, basicConfig, async () => ({ data: await basicConfiguration(db) }));
  route(app, loadStaticPages, async () => ({ data: await listStaticPages(db) }));
  route(app, staticPageDetail, async (request) => ({
    data: await staticPageBySlug(db, request.params.slug),
  }));
}
