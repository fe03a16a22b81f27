import type { FastifyInstance } from 'fastify';
import {
  clearCart,
  getCart,
  mergeCart,
  quoteCart,
  removeCartItem,
  setCartItem,
} from '#lib/contracts/cart.ts';
import type { AppDeps } from '#server/deps.ts';
import { route } from '#server/http/route.ts';
import * as cart from './service.ts';

/** Pricing a cart for anyone, and the signed-in customer's cart on the server. */
export async function cartRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  route(app, quoteCart, async (request) => ({ data: await cart.quoteItems(db, request.body.items) }));
  route(app, getCart, async (request) => ({ data: await cart.getCart(db, request.actor) }));
  route(app, setCartItem, async (request) => ({
    data: await cart.setCartItem(db, request.actor, request.body),
  }));
  route(app, removeCartItem, async (request) => ({
    data: await cart.removeCartItem(db, request.actor, request.body),
  }));
  route(app, mergeCart, async (request) => ({
    data: await cart.mergeCart(db, request.actor, request.body.items),
  }));
  route(app, clearCart, async (request) => ({ data: await cart.clearCart(db, request.actor) }));
}
