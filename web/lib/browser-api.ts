import { type ApiClient, createApiClient, fetchTransport, type Transport } from '#lib/api-client.ts';
import type { Endpoint } from '#lib/contracts/endpoint.ts';
import { quoteCartRef } from './contract-refs.ts';

/**
 * POST endpoints that only read: a quote prices a cart and stores nothing (POST because a cart
 * does not fit a query string).
 */
const READS_BY_POST: ReadonlySet<string> = new Set([quoteCartRef].map((e) => `${e.method} ${e.path}`));

/** Whether the browser may call an endpoint itself: reads only. */
export function isBrowserRead(endpoint: Endpoint): boolean {
  return endpoint.method === 'GET' || READS_BY_POST.has(`${endpoint.method} ${endpoint.path}`);
}

/**
 * A client for the browser's own calls, which are reads that keep a page live without a
 * navigation (search suggestions, the cart's quote, a division's districts, the basic
 * configuration). It refuses writes: the web app writes through route actions (decision 0011),
 * so every write is a form post or a fetcher with the action's validation and error handling.
 */
export function browserReadClient(transport: Transport): ApiClient {
  const client = createApiClient(transport);
  return {
    call(endpoint, input, init) {
      if (!isBrowserRead(endpoint))
        return Promise.reject(
          new Error(`${endpoint.method} ${endpoint.path} is a write: send it through a route action`),
        );
      return client.call(endpoint, input, init);
    },
  };
}

/** The browser's reads (see browserReadClient). */
export const browserApi = browserReadClient(fetchTransport());

/**
 * The one exception to "writes go through route actions" (decision 0011): the signed-in
 * customer's cart mirror (web/lib/cart-sync.ts). The browser's cart is the truth while offline
 * and between pages; its changes follow it to the server in the background, in order, without a
 * page of their own to post to.
 */
export const cartSyncApi = createApiClient(fetchTransport());
