import type { FastifyInstance } from 'fastify';
import {
  assignDeliveryPerson,
  cancelOrder,
  cancelSellerOrder,
  IDEMPOTENCY_HEADER,
  listMyOrders,
  listSellerOrders,
  moveSellerOrder,
  orderDetail,
  placeOrder,
  sellerOrderDetail,
} from '#lib/contracts/orders.ts';
import type { AppDeps } from '#server/deps.ts';
import { written } from '#server/http/answer.ts';
import { requestLocale } from '#server/http/locale.ts';
import { route } from '#server/http/route.ts';
import { assignDeliveryPerson as assign } from './assign-delivery-person.ts';
import { cancelOrder as cancel, cancelSellerOrder as cancelPart } from './cancel-order.ts';
import { moveSellerOrder as move } from './move-seller-order.ts';
import { paymentRoutes } from './payment-routes.ts';
import { type PlacedAnswer, placeOrder as place } from './place-order.ts';
import * as reads from './reads.ts';

/** Placing orders, the customer's orders, seller orders and their status machine. */
export async function ordersRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, config, events } = deps;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  route(app, placeOrder, async (request, reply) => {
    const answer = await place(
      db,
      config,
      request.actor,
      request.headers[IDEMPOTENCY_HEADER],
      request.body,
      requestLocale(request),
      events,
    );
    reply.code(answer.status);
    return answer.body as PlacedAnswer;
  });

  route(app, listMyOrders, async (request) => reads.listMyOrders(db, request.actor, request.query));
  route(app, orderDetail, async (request) => ({
    data: await reads.orderDetail(db, request.actor, request.params.order_number),
  }));
  route(app, cancelOrder, async (request) =>
    written(
      request,
      await cancel(db, request.actor, request.params.order_number, request.body.reason, events),
      'ordersApi.orderCancelled',
    ),
  );

  route(app, listSellerOrders, async (request) => reads.listSellerOrders(db, request.actor, request.query));
  route(app, sellerOrderDetail, async (request) => ({
    data: await reads.sellerOrderDetail(db, request.actor, request.params.id),
  }));
  route(app, moveSellerOrder, async (request) =>
    written(
      request,
      await move(db, request.actor, request.params.id, request.body, events),
      'ordersApi.statusChanged',
    ),
  );
  route(app, cancelSellerOrder, async (request) =>
    written(
      request,
      await cancelPart(db, request.actor, request.params.id, request.body.reason, events),
      'ordersApi.orderCancelled',
    ),
  );
  route(app, assignDeliveryPerson, async (request) =>
    written(
      request,
      await assign(db, request.actor, request.params.id, request.body.delivery_person_id, events),
      'ordersApi.deliveryAssigned',
    ),
  );

  await app.register(async (scope) => paymentRoutes(scope, deps));
}
