import type { FastifyInstance } from 'fastify';
import * as contract from '#lib/contracts/delivery.ts';
import type { AppDeps } from '#server/deps.ts';
import { written } from '#server/http/answer.ts';
import { route } from '#server/http/route.ts';
import {
  deleteBaseLocation,
  listBaseLocations,
  storeBaseLocation,
  updateBaseLocation,
} from './base-locations.ts';
import { listCashHolders, recordDeposit } from './cash.ts';
import { deliverWithCode, failDelivery, overrideDelivery, pickUp } from './deliver-order.ts';
import { reportPosition, setDuty } from './duty.ts';
import { listCandidates } from './list-candidates.ts';
import { deliveryReceipt, myDay } from './my-day.ts';
import { myDeliveries, myOffers, mySummary } from './my-work.ts';
import { acceptOffer, declineOffer } from './respond-to-offer.ts';
import { trackOrder } from './track-order.ts';

/** Delivery: duty, offers, the orders a delivery person carries, cash, and the customer's tracking. */
export async function deliveryRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, events } = deps;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  route(app, contract.setDuty, async (request) => {
    const duty = await setDuty(db, request.actor, request.body);
    return written(request, duty, duty.on_duty ? 'delivery.onDuty' : 'delivery.offDuty');
  });
  route(app, contract.reportPosition, async (request) =>
    written(request, await reportPosition(db, request.actor, request.body, events), 'delivery.positionSaved'),
  );
  route(app, contract.myOffers, async (request) => ({ data: await myOffers(db, request.actor) }));
  route(app, contract.acceptOffer, async (request) =>
    written(
      request,
      await acceptOffer(db, request.actor, request.params.id, events),
      'delivery.offerAccepted',
    ),
  );
  route(app, contract.declineOffer, async (request) =>
    written(
      request,
      await declineOffer(db, request.actor, request.params.id, events),
      'delivery.offerDeclined',
    ),
  );
  route(app, contract.myDeliveries, async (request) => ({
    data: await myDeliveries(db, request.actor, request.query.view),
  }));
  route(app, contract.mySummary, async (request) => ({ data: await mySummary(db, request.actor) }));
  route(app, contract.myDay, async (request) => ({
    data: await myDay(db, request.actor, request.query.date),
  }));
  route(app, contract.listBaseLocations, async (request) => ({
    data: await listBaseLocations(db, request.actor),
  }));
  route(app, contract.storeBaseLocation, async (request) =>
    written(request, await storeBaseLocation(db, request.actor, request.body), 'delivery.locationSaved'),
  );
  route(app, contract.updateBaseLocation, async (request) =>
    written(
      request,
      await updateBaseLocation(db, request.actor, request.params.id, request.body),
      'delivery.locationSaved',
    ),
  );
  route(app, contract.deleteBaseLocation, async (request) =>
    written(
      request,
      await deleteBaseLocation(db, request.actor, request.params.id),
      'delivery.locationDeleted',
    ),
  );
  route(app, contract.deliveryReceipt, async (request) => ({
    data: await deliveryReceipt(db, request.actor, request.params.id),
  }));
  route(app, contract.pickUpOrder, async (request) =>
    written(request, await pickUp(db, request.actor, request.params.id, events), 'delivery.pickedUp'),
  );
  route(app, contract.deliverOrder, async (request) =>
    written(
      request,
      await deliverWithCode(db, request.actor, request.params.id, request.body.code, events),
      'delivery.delivered',
    ),
  );
  route(app, contract.failDelivery, async (request) =>
    written(
      request,
      await failDelivery(db, request.actor, request.params.id, request.body, events),
      'delivery.failed',
    ),
  );
  route(app, contract.deliveryCandidates, async (request) =>
    listCandidates(db, request.actor, request.params.id),
  );
  route(app, contract.overrideDelivery, async (request) =>
    written(
      request,
      await overrideDelivery(db, request.actor, request.params.id, request.body.reason, events),
      'delivery.delivered',
    ),
  );
  route(app, contract.cashHolders, async (request) => ({ data: await listCashHolders(db, request.actor) }));
  route(app, contract.recordDeposit, async (request) =>
    written(
      request,
      await recordDeposit(db, request.actor, request.params.id, request.body),
      'delivery.depositRecorded',
    ),
  );
  route(app, contract.orderTracking, async (request) => ({
    data: await trackOrder(db, request.actor, request.params.order_number),
  }));
}
