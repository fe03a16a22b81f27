import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorBody } from '#lib/contracts/common.ts';
import type { Endpoint } from '#lib/contracts/endpoint.ts';
import { requireAccess } from '#server/access/permissions.ts';
import { checkCsrf } from '#server/plugins/actor.ts';

type Out<S> = [NonNullable<S>] extends [never] ? undefined : z.output<NonNullable<S> & z.ZodType>;

/** The request a handler sees: params, query and body already validated by the endpoint's schemas. */
export type RouteRequest<E extends Endpoint> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
};

export type RouteHandler<E extends Endpoint> = (
  request: RouteRequest<E>,
  reply: FastifyReply,
) => Promise<z.input<E['response']>>;

/**
 * Checks what an endpoint declares about its caller before anything of the request is read
 * (a route-level onRequest hook runs after the gate has resolved the actor, before the body is
 * parsed and validated): its `access`, and the CSRF header on a state-changing GET.
 */
function callerCheck(endpoint: Endpoint) {
  if (!endpoint.access && !endpoint.csrf) return undefined;
  return async (request: FastifyRequest) => {
    if (endpoint.csrf && request.credential.kind === 'session') checkCsrf(request);
    if (endpoint.access) requireAccess(request.actor, endpoint.access);
  };
}

/**
 * Registers an endpoint: the caller is checked against its declared access, Fastify validates
 * the request with its Zod schemas (400 with field errors otherwise), the handler calls a
 * service, and the answer is serialised through the response schema, which drops any field
 * the contract does not name.
 */
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: RouteHandler<E>): void {
  const onRequest = callerCheck(endpoint);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    ...(onRequest ? { onRequest } : {}),
    ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
    schema: {
      summary: endpoint.summary,
      tags: endpoint.tags,
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { [endpoint.status ?? 200]: endpoint.response, '4xx': errorBody, '5xx': errorBody },
    },
    handler: async (request, reply) => {
      const result = await handler(request as unknown as RouteRequest<E>, reply);
      if (endpoint.status) reply.code(endpoint.status);
      return result;
    },
  });
}
