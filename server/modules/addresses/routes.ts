import type { FastifyInstance } from 'fastify';
import { deleteAddress, listAddresses, storeAddress, updateAddress } from '#lib/contracts/addresses.ts';
import type { AppDeps } from '#server/deps.ts';
import { written } from '#server/http/answer.ts';
import { route } from '#server/http/route.ts';
import * as addresses from './service.ts';

/** The signed-in customer's addresses. */
export async function addressesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  route(app, listAddresses, async (request) => ({ data: await addresses.listAddresses(db, request.actor) }));
  route(app, storeAddress, async (request) =>
    written(request, await addresses.storeAddress(db, request.actor, request.body), 'ordersApi.addressSaved'),
  );
  route(app, updateAddress, async (request) =>
    written(
      request,
      await addresses.updateAddress(db, request.actor, request.params.id, request.body),
      'ordersApi.addressSaved',
    ),
  );
  route(app, deleteAddress, async (request) =>
    written(
      request,
      await addresses.deleteAddress(db, request.actor, request.params.id),
      'ordersApi.addressDeleted',
    ),
  );
}
