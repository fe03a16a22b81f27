import type { FastifyInstance } from 'fastify';
import {
  adminDashboard,
  customerAccount,
  deliveryPersonAccount,
  listCompanyReviews,
  listOrderInfos,
  orderInfoDetails,
  reviewCompany,
  updateCommission,
} from '#lib/contracts/admin-panel.ts';
import { translate } from '#lib/i18n/translate.ts';
import type { AppDeps } from '#server/deps.ts';
import { requestLocale } from '#server/http/locale.ts';
import { route } from '#server/http/route.ts';
import * as companiesQueue from './company-review.ts';
import { loadDashboard } from './dashboard.ts';
import { listOrderInfos as listOrders, showOrderInfo } from './order-infos.ts';
import { actOnAccount, registerPeopleHooks, showAccount } from './people.ts';

const REVIEW_MESSAGES = {
  approve: 'adminPanel.company.approved',
  reject: 'adminPanel.company.rejected',
  block: 'adminPanel.company.blocked',
  unblock: 'adminPanel.company.unblocked',
} as const;

const ACCOUNT_MESSAGES = {
  approve: 'adminPanel.account.approved',
  block: 'adminPanel.account.blocked',
  unblock: 'adminPanel.account.unblocked',
} as const;

/** The admin panel's special sections: dashboard (1), order infos (33), the sellers' queue (30). */
export async function adminPanelRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  route(app, adminDashboard, async (request) => ({ data: await loadDashboard(db, request.actor) }));
  route(app, listOrderInfos, async (request) =>
    listOrders(db, request.actor, request.params.limit, request.query),
  );
  route(app, orderInfoDetails, async (request) => ({
    data: await showOrderInfo(db, request.actor, request.params.id),
  }));
  route(app, listCompanyReviews, async (request) =>
    companiesQueue.listCompanyReviews(db, request.actor, request.params.limit, request.query),
  );
  route(app, reviewCompany, async (request) => ({
    status: true as const,
    data: await companiesQueue.reviewCompany(db, request.actor, request.params.id, request.body),
    msg: translate(requestLocale(request), REVIEW_MESSAGES[request.body.action]),
  }));
  registerPeopleHooks();
  for (const [kind, calls] of [
    ['customer', customerAccount],
    ['delivery', deliveryPersonAccount],
  ] as const) {
    route(app, calls.details, async (request) => ({
      data: await showAccount(db, request.actor, kind, request.params.id),
    }));
    route(app, calls.act, async (request) => ({
      status: true as const,
      data: await actOnAccount(
        db,
        request.actor,
        kind,
        request.params.id,
        request.params.action,
        request.body.reason,
      ),
      msg: translate(requestLocale(request), ACCOUNT_MESSAGES[request.params.action]),
    }));
  }
  route(app, updateCommission, async (request) => ({
    status: true as const,
    data: await companiesQueue.updateCommission(db, request.actor, request.params.id, request.body),
    msg: translate(requestLocale(request), 'adminPanel.commissionSaved'),
  }));
}
