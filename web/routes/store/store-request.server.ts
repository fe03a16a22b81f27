import { data, type RouterContextProvider, redirect } from 'react-router';
import { type ApiClient, ApiError } from '#lib/api-client.ts';
import type { listProducts, searchProducts } from '#lib/contracts/catalog.ts';
import type { EndpointOutput } from '#lib/contracts/endpoint.ts';
import { pageHref, requestedPage } from '#lib/pagination.ts';
import { apiOf, requestContext } from '../../lib/context.ts';
import { PRODUCT_FILTER_PARAMS } from '../../lib/contract-refs.ts';
import { localeFromCookieHeader } from '../../lib/i18n.tsx';

/** What every storefront loader needs: the API, the visitor's language and the public address. */
export function storeRequest(request: Request, context: Readonly<RouterContextProvider>) {
  return {
    api: apiOf(context),
    locale: localeFromCookieHeader(request.headers.get('cookie')),
    publicUrl: context.get(requestContext).publicUrl,
  };
}

/** An API 404 (unknown slug) becomes the page's 404; anything else is a real failure. */
export async function orNotFound<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      throw data('Not Found', { status: 404, statusText: 'Not Found' });
    throw error;
  }
}

/** A row of the page that may fail alone: its failure is logged and the row left out. */
export async function optional<T>(call: Promise<T>, fallback: T): Promise<{ value: T; failed: boolean }> {
  try {
    return { value: await call, failed: false };
  } catch (error) {
    // An unknown slug is the page's own 404, reported by the call that owns the page.
    if (!(error instanceof ApiError && error.status === 404))
      console.error('A storefront row failed to load', error);
    return { value: fallback, failed: true };
  }
}

/** The filters of a listing URL as the product list and search calls take them. */
export function listingQuery(url: URL) {
  const params = url.searchParams;
  const list = (name: string) =>
    params
      .getAll(name)
      .flatMap((value) => value.split(','))
      .filter(Boolean);
  const text = (name: string) => params.get(name)?.trim() || undefined;
  return {
    q: text('q'),
    category: list('category'),
    brand: list('brand'),
    seller: list('seller'),
    tag: list('tag'),
    min_price: text('min_price'),
    max_price: text('max_price'),
    in_stock: params.get('in_stock') ? 'true' : undefined,
    min_rating: text('min_rating'),
    sort: text('sort'),
  };
}
export type ListingQuery = ReturnType<typeof listingQuery>;

type Listing = typeof listProducts | typeof searchProducts;

/**
 * The page a listing URL asks for in its `page` parameter. Spec §2: page 1 has no parameter, so
 * `?page=1` (or an unreadable page) redirects to the address without it.
 */
export function pageFromQuery(url: URL): number {
  const raw = url.searchParams.get('page');
  if (raw === null) return 1;
  const page = requestedPage(raw);
  if (page === 1 || String(page) !== raw) throw redirect(pageHref(url, page));
  return page;
}

/**
 * One page of a product listing. A filter the API rejects (a price typed as words, an unknown
 * sort) is dropped and named rather than failing the page; a page above the last redirects to
 * the last (spec §2), through `pageUrl`.
 */
export async function loadListing<E extends Listing>(
  api: ApiClient,
  endpoint: E,
  query: Partial<ListingQuery> & { page: number; limit?: number },
  pageUrl: (page: number) => string,
): Promise<{ result: EndpointOutput<E>; ignored: string[] }> {
  const call = (input: Record<string, unknown>) =>
    api.call(endpoint as Listing, { query: input as never }) as Promise<EndpointOutput<E>>;
  let ignored: string[] = [];
  let result: EndpointOutput<E>;
  try {
    result = await call(query);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    ignored = [...new Set(error.fields.map((field) => field.path.split('.')[0] ?? ''))];
    // Only the shopper's own filters are dropped; anything else is our bug and fails loudly.
    if (ignored.length === 0 || ignored.some((name) => !DROPPABLE.has(name))) throw error;
    result = await call(
      Object.fromEntries(Object.entries(query).filter(([name]) => !ignored.includes(name))),
    );
  }
  const last = Math.max(1, result.meta.last_page);
  if (query.page > last) throw redirect(pageUrl(last));
  return { result, ignored };
}

const DROPPABLE = new Set<string>(['q', ...PRODUCT_FILTER_PARAMS, 'sort']);
