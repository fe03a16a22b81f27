import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Actor, ANONYMOUS } from '#server/modules/auth/actor.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is asking; anonymous until a session or token says otherwise. */
    actor: Actor;
  }
}

/** Gives every request an actor. Sessions and API tokens resolve it in the auth module. */
export const actorPlugin = fp(
  async (app: FastifyInstance) => {
    // Fastify wants a primitive here; the hook gives each request its own value.
    app.decorateRequest('actor', null as never);
    app.addHook('onRequest', async (request) => {
      request.actor = ANONYMOUS;
    });
  },
  { name: 'haat-actor' },
);
