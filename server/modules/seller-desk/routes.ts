import type { FastifyInstance } from 'fastify';
import {
  manageOrders,
  recordPayout,
  resubmitApplication,
  sellerBalances,
  sellerDashboard,
  sellerLedger,
  sellerOrderFacts,
  shopAccount,
  updateShopSettings,
} from '#lib/contracts/seller-desk.ts';
import type { AppDeps } from '#server/deps.ts';
import { written } from '#server/http/answer.ts';
import { route } from '#server/http/route.ts';
import { sellerDashboard as dashboard } from './dashboard.ts';
import * as ledger from './ledger.ts';
import * as list from './manage-orders.ts';
import * as shop from './shop.ts';

/** The seller dashboard's calls and the admin side of the sellers' money. */
export async function sellerDeskRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  route(app, shopAccount, async (request) => ({
    data: await shop.shopAccount(db, request.actor),
    staff_role: request.actor.kind === 'seller' ? request.actor.staffRole : 'owner',
  }));
  route(app, resubmitApplication, async (request) =>
    written(
      request,
      await shop.resubmitApplication(db, request.actor, request.body),
      'sellerDesk.resubmitted',
    ),
  );
  route(app, updateShopSettings, async (request) =>
    written(
      request,
      await shop.updateShopSettings(db, request.actor, request.body),
      'sellerDesk.settingsSaved',
    ),
  );
  route(app, manageOrders, async (request) => list.manageOrders(db, request.actor, request.query));
  route(app, sellerOrderFacts, async (request) => ({
    data: await list.sellerOrderFacts(db, request.actor, request.params.id),
  }));
  route(app, sellerDashboard, async (request) => ({ data: await dashboard(db, request.actor) }));
  route(app, sellerLedger, async (request) => ledger.sellerLedger(db, request.actor, request.query));
  route(app, sellerBalances, async (request) => ledger.sellerBalances(db, request.actor, request.query));
  route(app, recordPayout, async (request, reply) => {
    reply.code(201);
    return written(
      request,
      await ledger.recordPayout(db, request.actor, request.body),
      'sellerDesk.payoutRecorded',
    );
  });
}
