import type { FastifyInstance } from 'fastify';
import {
  adminPaymentDetail,
  completeSandboxPayment,
  listPaymentMethods,
  listPayments,
  paymentDetail,
} from '#lib/contracts/orders.ts';
import { translate } from '#lib/i18n/translate.ts';
import type { AppDeps } from '#server/deps.ts';
import { route } from '#server/http/route.ts';
import { enabledPaymentMethods } from '#server/modules/payments/api.ts';
import * as outcomes from './settle-payment.ts';
import * as payments from './show-payment.ts';

/**
 * A customer's payment, the sandbox gateway's answer (one callback route per provider), and
 * every payment for admins with the payments feature. They live in orders because a payment's
 * answer changes its order; payments itself knows no orders.
 */
export async function paymentRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, config } = deps;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  route(app, listPaymentMethods, async () => ({ data: enabledPaymentMethods(config) }));
  route(app, paymentDetail, async (request) => ({
    data: await payments.paymentDetail(db, request.actor, request.params.id),
  }));
  route(app, listPayments, async (request) => payments.listPayments(db, request.actor, request.query));
  route(app, adminPaymentDetail, async (request) => ({
    data: await payments.adminPaymentDetail(db, request.actor, request.params.id),
  }));
  route(app, completeSandboxPayment, async (request) => {
    const payment = await outcomes.completeSandboxPayment(
      db,
      config,
      request.actor,
      request.params.id,
      request.body.outcome,
      deps.events,
    );
    return {
      status: true as const,
      data: payment,
      msg: translate(
        'en',
        payment.status === 'paid' ? 'ordersApi.paymentApproved' : 'ordersApi.paymentDeclined',
      ),
    };
  });
}
