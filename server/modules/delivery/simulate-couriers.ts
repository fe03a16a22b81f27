import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '#server/access/actor.ts';
import type { Db } from '#server/db/client.ts';
import type { EventBus } from '#server/modules/events/api.ts';
import { orders, orderTimeline, sellerOrders } from '#server/modules/orders/schema.ts';
import { deliverWithCode, pickUp } from './deliver-order.ts';
import { reportPosition } from './duty.ts';
import { distanceMetres, type Point } from './nearest.ts';
import { acceptOffer } from './respond-to-offer.ts';
import { deliveryOffers, deliveryPersons, deliveryRequests } from './schema.ts';
import { pickupOf } from './seller-orders.ts';

/*
 * Virtual delivery persons (issue 14's simulation): the riders marked is_virtual stay on duty,
 * accept the offers made to them after a moment's thought, ride in a straight line to the pickup
 * point, wait for the seller to pack (a demo seller that does not packs after a while, recorded as
 * the system), carry the order to the customer's pin reporting their position as they go (the
 * customer watches it move), and deliver with the code. They use the same use cases as a person
 * would, so offers, events and ledgers behave exactly as for real riders.
 */

export interface SimulationOptions {
  db: Db;
  events?: EventBus | undefined;
  log: FastifyBaseLogger;
  /** Time between steps; 2 s unless given. */
  tickMs?: number;
  /** Riding speed in metres per second; 20 (a quick motorbike, so a demo order arrives in minutes). */
  speedMps?: number;
  /** How long a rider looks at an offer before accepting. */
  thinkMs?: number;
  /** How long a simulated seller takes to pack once the rider is waiting. */
  packMs?: number;
}

export interface CourierSimulation {
  /** One step for every virtual rider (the timer calls it; tests may call it directly). */
  step(): Promise<void>;
  stop(): Promise<void>;
}

const ARRIVED_M = 30;

function towards(from: Point, to: Point, metres: number): Point {
  const distance = distanceMetres(from, to);
  if (distance <= metres) return to;
  const share = metres / distance;
  return {
    latitude: from.latitude + (to.latitude - from.latitude) * share,
    longitude: from.longitude + (to.longitude - from.longitude) * share,
  };
}

export function createCourierSimulation(options: SimulationOptions): CourierSimulation {
  const { db, events, log } = options;
  const tickMs = options.tickMs ?? 2_000;
  const stride = (options.speedMps ?? 20) * (tickMs / 1000);
  const thinkMs = options.thinkMs ?? 3_000;
  const packMs = options.packMs ?? 15_000;
  /** When each rider started waiting at a pickup point, by seller order. */
  const waitingSince = new Map<number, number>();

  const actorOf = (rider: { id: number; user_id: number }): Actor => ({
    kind: 'delivery',
    userId: rider.user_id,
    deliveryPersonId: rider.id,
  });

  async function step(): Promise<void> {
    // Idle virtual riders keep their position fresh (offers need a recent one).
    await db
      .update(deliveryPersons)
      .set({ on_duty: true, position_at: sql`now()` })
      .where(
        and(
          eq(deliveryPersons.is_virtual, true),
          sql`(${deliveryPersons.position_at} is null or ${deliveryPersons.position_at} < now() - interval '60 seconds' or not ${deliveryPersons.on_duty})`,
        ),
      );
    const riders = await db.select().from(deliveryPersons).where(eq(deliveryPersons.is_virtual, true));
    if (riders.length === 0) return;
    const ids = riders.map((rider) => rider.id);

    // Offers: accepted after a moment.
    const offers = await db
      .select()
      .from(deliveryOffers)
      .where(
        and(
          inArray(deliveryOffers.delivery_person_id, ids),
          eq(deliveryOffers.state, 'offered'),
          lt(deliveryOffers.created_at, sql`now() - ${thinkMs} * interval '1 millisecond'`),
        ),
      );
    for (const offer of offers) {
      const rider = riders.find((row) => row.id === offer.delivery_person_id)!;
      await acceptOffer(db, actorOf(rider), offer.id, events).catch((error: unknown) =>
        log.debug({ err: error, offer: offer.id }, 'simulation: offer not accepted'),
      );
    }

    // Orders held: ride to the pickup, wait for packing, ride to the drop, deliver.
    const held = await db
      .select({ part: sellerOrders, order: orders })
      .from(sellerOrders)
      .innerJoin(orders, eq(orders.id, sellerOrders.order_id))
      .where(
        and(
          inArray(sellerOrders.delivery_person_id, ids),
          lt(sellerOrders.status, 6),
          isNull(sellerOrders.cancelled_at),
        ),
      )
      .orderBy(asc(sellerOrders.id));
    const busy = new Set<number>();
    for (const { part, order } of held) {
      const rider = riders.find((row) => row.id === part.delivery_person_id)!;
      if (busy.has(rider.id)) continue;
      busy.add(rider.id);
      const actor = actorOf(rider);
      const at: Point = { latitude: rider.latitude ?? 23.727929, longitude: rider.longitude ?? 90.410545 };
      try {
        if (part.status < 5) {
          const pickup = await pickupOf(db, part.company_id);
          if (distanceMetres(at, pickup) > ARRIVED_M) {
            await reportPosition(db, actor, towards(at, pickup, stride), events);
            continue;
          }
          if (part.status === 4) {
            waitingSince.delete(part.id);
            await pickUp(db, actor, part.id, events);
            continue;
          }
          const since = waitingSince.get(part.id) ?? Date.now();
          waitingSince.set(part.id, since);
          if (Date.now() - since >= packMs) await packForDemoSeller(db, part.id, part.status);
          continue;
        }
        const drop: Point | null =
          order.shipping_latitude !== null && order.shipping_longitude !== null
            ? { latitude: order.shipping_latitude, longitude: order.shipping_longitude }
            : null;
        if (drop && distanceMetres(at, drop) > ARRIVED_M) {
          await reportPosition(db, actor, towards(at, drop, stride), events);
          continue;
        }
        const [request] = await db
          .select({ code: deliveryRequests.code })
          .from(deliveryRequests)
          .where(eq(deliveryRequests.seller_order_id, part.id));
        if (request) await deliverWithCode(db, actor, part.id, request.code, events);
      } catch (error) {
        log.debug({ err: error, sellerOrder: part.id }, 'simulation: step failed');
      }
    }
  }

  let running = true;
  let current: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    if (!running) return;
    current = current
      .then(step)
      .catch((error: unknown) => log.warn({ err: error }, 'simulation: step failed'));
  }, tickMs);
  timer.unref();

  return {
    step,
    async stop() {
      running = false;
      clearInterval(timer);
      await current;
    },
  };
}

/** A demo seller that has not packed by the time the rider waits: packed, recorded as the system. */
async function packForDemoSeller(db: Db, sellerOrderId: number, from: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(sellerOrders)
      .set({ status: 4, updated_at: sql`now()` })
      .where(
        and(
          eq(sellerOrders.id, sellerOrderId),
          eq(sellerOrders.status, from),
          isNull(sellerOrders.cancelled_at),
        ),
      )
      .returning({ id: sellerOrders.id });
    if (!moved) return;
    const steps = from < 3 ? [3, 4] : [4];
    await tx.insert(orderTimeline).values(
      steps.map((status) => ({
        seller_order_id: sellerOrderId,
        event: 'status' as const,
        step: status,
        status,
        actor_user_id: null,
        actor_role: 'system' as const,
        note: 'simulated seller',
      })),
    );
  });
}
