import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
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
import type { AppDeps } from '#server/deps.ts';
import { type RouteHandler, route } from '#server/http/route.ts';
import * as productRows from './products.ts';
import { cachedCatalogRead } from './read-cache.ts';
import * as search from './search.ts';
import * as catalog from './service.ts';

/**
 * Registers a catalog GET whose answer depends only on its validated parameters and query: the
 * answer is kept serialised in the catalog read cache, so a repeated call costs no database
 * query and no serialisation (the same shape the response schema would produce).
 */
function cachedGet<E extends Endpoint>(
  app: FastifyInstance,
  deps: AppDeps,
  endpoint: E,
  handler: RouteHandler<E>,
): void {
  route(app, endpoint, async (request, reply) => {
    const key = `json:${endpoint.path}:${JSON.stringify([request.params ?? null, request.query ?? null])}`;
    const json = await cachedCatalogRead(deps.db, key, async () =>
      JSON.stringify(z.encode(endpoint.response, await handler(request, reply))),
    );
    reply.type('application/json; charset=utf-8');
    // A string with a JSON content type is sent as it is.
    return json as unknown as z.input<E['response']>;
  });
}

export async function catalogRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;

  cachedGet(app, deps, loadCategories, async (request) =>
    catalog.listCategories(db, request.query.page, request.query.limit),
  );
  cachedGet(app, deps, loadBodyCategories, async (request) => ({
    data: await productRows.bodyCategories(db, request.query.products),
  }));
  cachedGet(app, deps, categoryDetail, async (request) => ({
    data: await catalog.categoryBySlug(db, request.params.slug),
  }));

  cachedGet(app, deps, listProducts, async (request) => {
    const { data, meta } = await search.listProducts(db, request.query);
    return { data, meta };
  });
  cachedGet(app, deps, searchProducts, async (request) => search.searchProducts(db, request.query));
  cachedGet(app, deps, searchSuggestions, async (request) => ({
    data: await search.suggest(db, request.query.q, request.query.limit),
  }));

  cachedGet(app, deps, hotProducts, async (request) => ({
    data: await productRows.hotProducts(db, request.query.limit),
  }));
  cachedGet(app, deps, allProducts, async (request) => ({
    data: await productRows.newestProducts(db, request.query.limit),
  }));
  route(app, recommendedProducts, async (request) => ({
    data: await productRows.recommendedProducts(db, request.body),
  }));
  cachedGet(app, deps, productsByCategory, async (request) => ({
    data: await productRows.productsOfCategory(db, request.params.cat_id, request.query.limit),
  }));
  cachedGet(app, deps, productDetail, async (request) => ({
    data: await productRows.productDetail(db, request.params.slug),
  }));
  cachedGet(app, deps, relatedProducts, async (request) => ({
    data: await productRows.relatedProducts(db, request.params.slug, request.query.limit),
  }));

  cachedGet(app, deps, companyDetail, async (request) => ({
    data: await catalog.companyProfile(db, request.params.slug),
  }));
  cachedGet(app, deps, loadBrands, async () => ({ data: await catalog.listBrands(db) }));
  cachedGet(app, deps, loadCompanies, async () => ({ data: await catalog.listCompanies(db) }));
  cachedGet(app, deps, loadColors, async () => ({ data: await catalog.listColors(db) }));
  cachedGet(app, deps, loadSizes, async () => ({ data: await catalog.listSizes(db) }));
  cachedGet(app, deps, loadTypeInfoNames, async () => ({ data: await catalog.listTypeInfoNames(db) }));
  cachedGet(app, deps, loadProductTypes, async () => ({ data: await catalog.listProductTypes(db) }));
  cachedGet(app, deps, sitemapEntries, async () => catalog.sitemap(db));
}
