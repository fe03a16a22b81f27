import type { FastifyInstance } from 'fastify';
import {
  basicConfig,
  basicConfigSettings,
  footerLinks,
  headerLinks,
  loadBanners,
  loadStaticPages,
  staticPageDetail,
  updateBasicConfig,
} from '#lib/contracts/content.ts';
import { cachedRoute } from '#server/cache/cached-route.ts';
import type { AppDeps } from '#server/deps.ts';
import { written } from '#server/http/answer.ts';
import { route } from '#server/http/route.ts';
import { readBasicConfigSettings, saveBasicConfigSettings } from './basic-config-settings.ts';
import { pageLinks, savePageLinks } from './page-links.ts';
import {
  basicConfiguration,
  contentCache,
  listShowingBanners,
  listStaticPages,
  staticPageBySlug,
} from './service.ts';

export async function contentRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  // Every page shows these: their answers are kept serialised for 15 s (decision 0004).
  cachedRoute(app, contentCache, db, loadBanners, async () => ({ data: await listShowingBanners(db) }));
  cachedRoute(app, contentCache, db, basicConfig, async () => ({ data: await basicConfiguration(db) }));
  cachedRoute(app, contentCache, db, loadStaticPages, async () => ({ data: await listStaticPages(db) }));
  cachedRoute(app, contentCache, db, staticPageDetail, async (request) => ({
    data: await staticPageBySlug(db, request.params.slug),
  }));
  for (const [section, calls] of [
    ['header', headerLinks],
    ['footer', footerLinks],
  ] as const) {
    route(app, calls.list, async (request) => ({ data: await pageLinks(db, request.actor, section) }));
    route(app, calls.save, async (request) =>
      written(
        request,
        await savePageLinks(db, request.actor, section, request.body.places),
        'resources.form.saved',
      ),
    );
  }
  // Feature 44: the administrator's form.
  route(app, basicConfigSettings, async (request) => ({
    data: await readBasicConfigSettings(db, request.actor),
  }));
  route(app, updateBasicConfig, async (request) =>
    written(request, await saveBasicConfigSettings(db, request.actor, request.body), 'basicConfig.saved'),
  );
}
