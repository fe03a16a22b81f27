import { createContext, RouterContextProvider } from 'react-router';
import { type ApiClient, createApiClient } from '#lib/api-client.ts';
import type { SsrRequestInit } from '#lib/ssr-context.ts';

/** The typed API client of this page request (in-process on the server). */
export const apiContext = createContext<ApiClient>();

/** Facts about this page request that loaders need. */
export const requestContext = createContext<Omit<SsrRequestInit, 'transport'>>();

/** Called by the Fastify bridge (server/plugins/ssr.ts) for every page request. */
export function createLoadContext(init: SsrRequestInit): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(apiContext, createApiClient(init.transport));
  const { transport: _transport, ...facts } = init;
  context.set(requestContext, facts);
  return context;
}

/** The API client inside a loader, action or middleware. */
export function apiOf(context: Readonly<RouterContextProvider>): ApiClient {
  return context.get(apiContext);
}
