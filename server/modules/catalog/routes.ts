import type { FastifyInstance } from 'fastify';
import {
  allProducts,
  categoryDetail,
  companyDetail,
  hotProducts,
  listProducts,
  loadBodyCategories,
  loadBrands,
  loadCategories,
  loadColors,
  loadCompanies,
  loadProductTypes,
  loadSizes,
  loadTypeInfoNames,
  productDetail,
  productsByCategory,
  recommendedProducts,
  relatedProducts,
  searchProducts,
  searchSuggestions,
  sitemapEntries,
} from '#lib/contracts/catalog.ts';
import type { Endpoint } from '#lib/contracts/endpoint.ts';
import { cachedRoute } from '#server/cache/cached-route.ts';
import { catalogCache } from '#server/cache/read-cache.ts';
import type { AppDeps } from '#server/deps.ts';
import type { RouteHandler, RouteRequest } from '#server/http/route.ts';
import { productEditorRoutes } from './editor-routes.ts';
import { galleryRoutes } from './gallery.ts';
import * as productRows from './products.ts';
import * as search from './search.ts';
import { searchProducts as searchWithFacets } from './search-facets.ts';
import * as catalog from './service.ts';
import { tagAdminRoutes } from './tag-admin.ts';

export async function catalogRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  // Every catalog answer is the same for all callers: each is kept serialised (decision 0004).
  const cached = <E extends Endpoint>(
    endpoint: E,
    handler: RouteHandler<E>,
    keyOf?: (request: RouteRequest<E>) => string,
  ) => cachedRoute(app, catalogCache, db, endpoint, handler, keyOf);

  cached(loadCategories, async (request) =>
    catalog.listCategories(db, request.query.page, request.query.limit),
  );
  cached(loadBodyCategories, async (request) => ({
    data: await productRows.bodyCategories(db, request.query.products),
  }));
  cached(categoryDetail, async (request) => ({
    data: await catalog.categoryBySlug(db, request.params.slug),
  }));

  cached(listProducts, async (request) => {
    const { data, meta } = await search.listProducts(db, request.query);
    return { data, meta };
  });
  cached(searchProducts, async (request) => searchWithFacets(db, request.query));
  cached(searchSuggestions, async (request) => ({
    data: await search.suggest(db, request.query.q, request.query.limit),
  }));

  cached(hotProducts, async (request) => ({
    data: await productRows.hotProducts(db, request.query.limit),
  }));
  cached(allProducts, async (request) => ({
    data: await productRows.newestProducts(db, request.query.limit),
  }));
  cached(
    recommendedProducts,
    async (request) => ({ data: await productRows.recommendedProducts(db, request.body) }),
    ({ body }) =>
      `${productRows.recommendedCacheKey(body.tag_ids)}|${[...new Set(body.exclude_ids)].sort((a, b) => a - b).join(',')}|${body.limit}`,
  );
  cached(productsByCategory, async (request) => ({
    data: await productRows.productsOfCategory(db, request.params.cat_id, request.query.limit),
  }));
  cached(productDetail, async (request) => ({
    data: await productRows.productDetail(db, request.params.slug),
  }));
  cached(relatedProducts, async (request) => ({
    data: await productRows.relatedProducts(db, request.params.slug, request.query.limit),
  }));

  cached(companyDetail, async (request) => ({
    data: await catalog.companyProfile(db, request.params.slug),
  }));
  cached(loadBrands, async () => ({ data: await catalog.listBrands(db) }));
  cached(loadCompanies, async () => ({ data: await catalog.listCompanies(db) }));
  cached(loadColors, async () => ({ data: await catalog.listColors(db) }));
  cached(loadSizes, async () => ({ data: await catalog.listSizes(db) }));
  cached(loadTypeInfoNames, async () => ({ data: await catalog.listTypeInfoNames(db) }));
  cached(loadProductTypes, async () => ({ data: await catalog.listProductTypes(db) }));
  cached(sitemapEntries, async () => catalog.sitemap(db));

  // Issue 12: the product editor, products-pre and the product import.
  await productEditorRoutes(app, deps);
  await galleryRoutes(app, deps);
  await tagAdminRoutes(app, deps);
}
