import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Endpoint } from '#lib/contracts/endpoint.ts';
import { type RouteHandler, type RouteRequest, route } from '#server/http/route.ts';
import type { ReadCacheFamily } from './read-cache.ts';

/** The validated params and query as a cache key (Zod gives their keys in the schema's order). */
function paramsAndQuery(request: RouteRequest<Endpoint>): string {
  return JSON.stringify([request.params ?? null, request.query ?? null]);
}

/**
 * Registers an endpoint whose answer is the same for every caller with the same input: the
 * answer is kept serialised (by the response schema, exactly as the serializer would) in a read
 * cache, so a repeated call costs no query and no serialisation. The API gate still runs first
 * (it is an onRequest hook), so a stranger never reaches a cached answer.
 */
export function cachedRoute<E extends Endpoint>(
  app: FastifyInstance,
  cache: ReadCacheFamily,
  db: object,
  endpoint: E,
  handler: RouteHandler<E>,
  keyOf: (request: RouteRequest<E>) => string = paramsAndQuery as (request: RouteRequest<E>) => string,
): void {
  route(app, endpoint, async (request, reply) => {
    const key = `json:${endpoint.method} ${endpoint.path}:${keyOf(request)}`;
    // Kept as UTF-8 bytes: a Bengali answer is a two-byte string in V8, and encoding ~20 KB of it
    // (twice: for Content-Length and for the socket) on every hit costs more than the lookup.
    const json = await cache.read(db, key, async () =>
      Buffer.from(JSON.stringify(z.encode(endpoint.response, await handler(request, reply)))),
    );
    reply.type('application/json; charset=utf-8');
    // Bytes with a content type are sent as they are.
    return json as unknown as z.input<E['response']>;
  });
}
