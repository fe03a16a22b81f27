import type { z } from 'zod';
import type { Address } from '#lib/contracts/addresses.ts';
import type { CartQuote, QuotedLine } from '#lib/contracts/cart.ts';
import type { OrderDetail, placeOrderBody } from '#lib/contracts/orders.ts';
import type { Locale } from '#lib/i18n/define.ts';
import { bilingual, translate } from '#lib/i18n/translate.ts';
import type { Actor } from '#server/access/actor.ts';
import type { Config } from '#server/config.ts';
import { afterCommit, transaction } from '#server/db/after-commit.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { AppError, conflict, invalidFields } from '#server/errors.ts';
import { ownAddress } from '#server/modules/addresses/api.ts';
import {
  type PricedCart,
  type PricingRules,
  priceCart,
  pricingRules,
  removeLines,
  vatOn,
} from '#server/modules/cart/api.ts';
import { type LineKey, reserveStock } from '#server/modules/catalog/api.ts';
import { requestDelivery } from '#server/modules/delivery/api.ts';
import { companyAudience, customerAudience, type EventBus } from '#server/modules/events/api.ts';
import { openPayment, paymentProviderFor } from '#server/modules/payments/api.ts';
import { attachPrescriptions, ownPrescriptionIds } from '#server/modules/prescriptions/api.ts';
import { scheduleFlagAnnouncement } from './announce-flagged-order.ts';
import type { OrderStatusEvent } from './announce-order.ts';
import { scheduleUnpaidExpiry } from './expire-unpaid-order.ts';
import {
  idempotencyKeyFrom,
  payloadHash,
  rememberAnswer,
  type StoredAnswer,
  takeKey,
} from './idempotency.ts';
import { newOrderNumber, subNumber } from './order-number.ts';
import { requireBuyer } from './policy.ts';
import { orderItems, orders, orderTimeline, sellerOrders } from './schema.ts';
import {
  buildOrderDetail,
  buildSellerOrderViews,
  type OrderRow,
  type PartsContent,
  type SellerOrderRow,
} from './views.ts';

/*
 * Placing an order: the server decides everything. In one transaction, as the story goes:
 * take the Idempotency-Key → price the cart from current data → check it is all buyable as asked
 * → check the total the shopper confirmed → check prescriptions → copy the addresses → reserve
 * stock → create the order with its number → one seller order per company → timeline step 1 →
 * attach prescriptions → open the payment → take the lines out of the server cart → remember the
 * answer. Any step that fails rolls everything back.
 */

type PlaceOrderInput = z.output<typeof placeOrderBody>;

/** What POST /api/orders/place answers (201), stored for replays. */
export interface PlacedAnswer {
  status: true;
  data: OrderDetail;
  msg: string;
  payment: { id: number; redirect_url: string } | null;
}

/** How the shopper's lines differ from what can be bought, as the 409 answers' details list them. */
function linesWith(quote: CartQuote, problems: QuotedLine['problems']) {
  return quote.groups
    .flatMap((group) => group.lines)
    .filter((line) => line.problems.some((problem) => problems.includes(problem)))
    .map((line) => ({
      product_id: line.product_id,
      price_type_id: line.price_type_id,
      requested: line.requested_quantity,
      available: line.quantity,
      min_qty: line.min_qty,
      max_qty: line.max_qty,
      stock: line.stock,
      unit_price: line.unit_price,
      previous_price: line.previous_price,
      problems: line.problems,
    }));
}

/**
 * Step: every line must be buyable exactly as asked. Unknown or hidden products, quantities
 * outside min_qty…max_qty, too little stock and changed prices each answer 409 with the lines
 * and the fresh quote, so the shopper sees what changed; nothing is ever silently adjusted.
 */
function checkLinesAreBuyable(quote: CartQuote): void {
  const details = (problems: QuotedLine['problems']) => ({
    details: { lines: linesWith(quote, problems), quote },
  });
  if ((quote.unknown_items?.length ?? 0) > 0 || linesWith(quote, ['unavailable']).length > 0) {
    throw conflict('item_unavailable', 'ordersApi.itemUnavailable', {
      details: { lines: linesWith(quote, ['unavailable']), unknown_items: quote.unknown_items ?? [], quote },
    });
  }
  if (linesWith(quote, ['clamped_to_min', 'clamped_to_max']).length > 0) {
    throw conflict(
      'quantity_out_of_bounds',
      'ordersApi.quantityOutOfBounds',
      details(['clamped_to_min', 'clamped_to_max']),
    );
  }
  if (linesWith(quote, ['out_of_stock', 'clamped_to_stock']).length > 0) {
    throw conflict('out_of_stock', 'ordersApi.outOfStock', details(['out_of_stock', 'clamped_to_stock']));
  }
  if (linesWith(quote, ['price_changed']).length > 0) {
    throw conflict('price_changed', 'ordersApi.priceChanged', details(['price_changed']));
  }
}

/** Step: the shopper confirmed a total; charging any other is refused with the new quote. */
function checkConfirmedTotal(quote: CartQuote, expectedTotal: number): void {
  if (quote.total !== expectedTotal) {
    throw conflict('total_changed', 'ordersApi.totalChanged', {
      details: { quote, expected_total: expectedTotal, total: quote.total },
    });
  }
}

/**
 * Step: prescriptions given must be the customer's own, and prescription medicine needs at least
 * one.
 */
async function checkPrescriptions(tx: Tx, userId: number, priced: PricedCart, ids: number[]): Promise<void> {
  const own = await ownPrescriptionIds(tx, userId, ids);
  if (ids.some((id) => !own.has(id))) {
    throw invalidFields([
      { path: 'prescription_ids', code: 'not_found', message: bilingual('ordersApi.prescriptionUnknown') },
    ]);
  }
  const needsPrescription = [...priced.current.values()].some((line) => line.requires_prescription);
  if (needsPrescription && own.size === 0) {
    throw new AppError('unprocessable', 'prescription_required', 'ordersApi.prescriptionRequired', {
      details: {
        lines: [...priced.current.values()]
          .filter((line) => line.requires_prescription)
          .map((line) => ({ product_id: line.product_id, price_type_id: line.price_type_id })),
      },
    });
  }
}

/** Step: the shipping and billing addresses, which must be the customer's own. */
async function chooseAddresses(
  tx: Tx,
  userId: number,
  input: PlaceOrderInput,
): Promise<{ shipping: Address; billing: Address }> {
  const shipping = await ownAddress(tx, userId, input.shipping_address_id);
  const billing =
    input.billing_address_id === null ? shipping : await ownAddress(tx, userId, input.billing_address_id);
  const unknown = [
    ...(shipping ? [] : ['shipping_address_id']),
    ...(billing || !shipping ? [] : ['billing_address_id']),
  ];
  if (unknown.length > 0 || !shipping || !billing) {
    throw invalidFields(
      unknown.map((path) => ({ path, code: 'not_found', message: bilingual('ordersApi.addressUnknown') })),
    );
  }
  return { shipping, billing };
}

/** The address copied into the order's columns. */
function copyOf<P extends 'shipping' | 'billing'>(prefix: P, address: Address) {
  return {
    [`${prefix}_full_name`]: address.full_name,
    [`${prefix}_phone`]: address.phone,
    [`${prefix}_region_id`]: address.region.id,
    [`${prefix}_region`]: address.region.name,
    [`${prefix}_region_bn`]: address.region.name_bn,
    [`${prefix}_city_id`]: address.city.id,
    [`${prefix}_city`]: address.city.name,
    [`${prefix}_city_bn`]: address.city.name_bn,
    [`${prefix}_area_id`]: address.area.id,
    [`${prefix}_area`]: address.area.name,
    [`${prefix}_area_bn`]: address.area.name_bn,
    [`${prefix}_address_line`]: address.address_line,
    [`${prefix}_latitude`]: address.latitude,
    [`${prefix}_longitude`]: address.longitude,
  } as Pick<typeof orders.$inferInsert, Extract<keyof typeof orders.$inferInsert, `${P}_${string}`>>;
}

/**
 * Step: takes the stock of every line, or none (catalog's reserveStock: never below zero); a
 * line another buyer took first answers 409 out_of_stock with what is left.
 */
async function reserveTheStock(tx: Tx, quote: CartQuote): Promise<void> {
  const lines = quote.groups.flatMap((group) => group.lines);
  const reserved = await reserveStock(
    tx,
    lines.map((line) => ({
      product_id: line.product_id,
      price_type_id: line.price_type_id,
      quantity: line.quantity,
    })),
  );
  if (!reserved.ok) {
    throw conflict('out_of_stock', 'ordersApi.outOfStock', {
      details: {
        lines: [
          {
            product_id: reserved.short.product_id,
            price_type_id: reserved.short.price_type_id,
            requested: reserved.short.requested,
            stock: reserved.short.stock,
          },
        ],
      },
    });
  }
}

/** Step: the customer's order with a fresh number (another number if it ever clashes). */
async function createOrder(
  tx: Tx,
  input: { userId: number; body: PlaceOrderInput; quote: CartQuote; shipping: Address; billing: Address },
): Promise<OrderRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [order] = await tx
      .insert(orders)
      .values({
        order_number: newOrderNumber(),
        customer_id: input.userId,
        payment_method: input.body.payment_method,
        payment_status: 'pending',
        subtotal: input.quote.subtotal,
        discount: input.quote.discount,
        vat: input.quote.vat,
        delivery_fee: input.quote.delivery_fee,
        total: input.quote.total,
        ...copyOf('shipping', input.shipping),
        ...copyOf('billing', input.billing),
        extra_instruction: input.body.extra_instruction,
      })
      .onConflictDoNothing({ target: orders.order_number })
      .returning();
    if (order) return order;
  }
  throw new Error('Could not find a free order number in 5 attempts');
}

/** Step: one seller order per company, with its lines copied as they are now. */
async function createSellerOrders(
  tx: Tx,
  order: OrderRow,
  quote: CartQuote,
  rules: PricingRules,
): Promise<{ parts: SellerOrderRow[]; items: PartsContent['items'] }> {
  const parts: SellerOrderRow[] = [];
  const items: PartsContent['items'] = [];
  for (const [index, group] of quote.groups.entries()) {
    const vat = group.vat ?? vatOn(group.subtotal, rules.vatPercent);
    const [part] = await tx
      .insert(sellerOrders)
      .values({
        order_id: order.id,
        company_id: group.company_info.id,
        sub_number: subNumber(order.order_number, index + 1),
        status: 1,
        subtotal: group.subtotal,
        vat,
        delivery_fee: group.delivery_fee,
        total: group.subtotal + vat + group.delivery_fee,
      })
      .returning();
    const lines = await tx
      .insert(orderItems)
      .values(
        group.lines.map((line) => ({
          seller_order_id: part!.id,
          product_id: line.product_id,
          price_type_id: line.price_type_id,
          product_title: line.product_title,
          product_title_bn: line.product_title_bn,
          product_slug: line.product_slug,
          product_image: line.product_image,
          price_type: line.price_type,
          price_type_bn: line.price_type_bn,
          unit_price: line.unit_price,
          list_price: line.list_price,
          quantity: line.quantity,
          line_total: line.line_total,
        })),
      )
      .returning();
    parts.push(part!);
    items.push(...lines);
  }
  return { parts, items };
}

/** Step: spec §4's timeline step 1 ('Getting your order', status 1) on every part. */
async function recordPlacedOnTimeline(
  tx: Tx,
  parts: SellerOrderRow[],
  userId: number,
): Promise<PartsContent['timeline']> {
  return tx
    .insert(orderTimeline)
    .values(
      parts.map((part) => ({
        seller_order_id: part.id,
        event: 'placed' as const,
        step: 1,
        status: 1,
        actor_user_id: userId,
        actor_role: 'customer' as const,
      })),
    )
    .returning();
}

/** Whether the payment method may be used on this server (the sandbox is off in production). */
function checkPaymentMethod(config: Config, method: PlaceOrderInput['payment_method']): void {
  if (!paymentProviderFor(method).isEnabled(config)) {
    throw invalidFields([
      {
        path: 'payment_method',
        code: 'payment_method_unavailable',
        message: bilingual('ordersApi.paymentMethodUnavailable'),
      },
    ]);
  }
}

/** The order just placed, as its customer sees it, from the rows just written (no reading back). */
function placedOrderView(
  actor: Actor,
  written: {
    order: OrderRow;
    parts: SellerOrderRow[];
    items: PartsContent['items'];
    timeline: PartsContent['timeline'];
    quote: CartQuote;
    body: PlaceOrderInput;
  },
): OrderDetail {
  const { order, parts } = written;
  const companies = new Map(written.quote.groups.map((group) => [group.company_info.id, group.company_info]));
  const views = buildSellerOrderViews(
    parts,
    new Map([[order.id, order]]),
    { items: written.items, timeline: written.timeline, companies, couriers: new Map() },
    actor,
  );
  const prescriptionIds = [...new Set(written.body.prescription_ids)].sort((a, b) => a - b);
  return buildOrderDetail(order, parts, views, prescriptionIds);
}

/**
 * Places the signed-in customer's order (POST /api/orders/place): answers 201 and the order, or
 * the stored answer of an Idempotency-Key already used with this payload.
 */
export async function placeOrder(
  db: Db,
  config: Config,
  actor: Actor,
  idempotencyHeader: string | string[] | undefined,
  body: PlaceOrderInput,
  /** The language of the answer's message (a replay answers as the first call did). */
  locale: Locale = 'en',
  /** Tells each seller of a new order about its part, after commit (a toast and a sound in its dashboard). */
  events?: EventBus,
): Promise<StoredAnswer> {
  requireBuyer(actor);
  const userId = actor.userId;
  const key = idempotencyKeyFrom(idempotencyHeader);
  const hash = payloadHash(body);
  checkPaymentMethod(config, body.payment_method);
  const rules = await pricingRules(db);

  return transaction(db, async (tx) => {
    const earlier = await takeKey(tx, userId, key, hash);
    if (earlier) return earlier;
    const priced = await priceCart(tx, body.items, rules);
    checkLinesAreBuyable(priced.quote);
    checkConfirmedTotal(priced.quote, body.expected_total);
    await checkPrescriptions(tx, userId, priced, body.prescription_ids);
    const { shipping, billing } = await chooseAddresses(tx, userId, body);
    await reserveTheStock(tx, priced.quote);
    const order = await createOrder(tx, { userId, body, quote: priced.quote, shipping, billing });
    const { parts, items } = await createSellerOrders(tx, order, priced.quote, rules);
    const timeline = await recordPlacedOnTimeline(tx, parts, userId);
    await requestDelivery(
      tx,
      parts.map((part) => part.id),
      body.payment_method === 'cod',
    );
    await attachPrescriptions(tx, order.id, body.prescription_ids);
    const payment = await openPayment(tx, {
      orderId: order.id,
      method: body.payment_method,
      amount: order.total,
    });
    await scheduleUnpaidExpiry(tx, order, config.unpaidOrderMinutes);
    await scheduleFlagAnnouncement(tx, order.id);
    await removeLines(tx, userId, body.items as LineKey[]);
    const placed: PlacedAnswer = {
      status: true,
      data: placedOrderView(actor, { order, parts, items, timeline, quote: priced.quote, body }),
      msg: translate(locale, 'ordersApi.orderPlaced'),
      payment: payment.payPagePath ? { id: payment.id, redirect_url: payment.payPagePath } : null,
    };
    if (events) {
      afterCommit(tx, async () => {
        for (const part of parts) {
          await events.publish([companyAudience(part.company_id)], 'seller-order.placed', {
            seller_order_id: part.id,
            sub_number: part.sub_number,
            order_number: order.order_number,
            total: part.total,
          });
          // The customer's other tabs and devices (My orders open elsewhere) list it at once.
          const status: OrderStatusEvent = {
            order_number: order.order_number,
            seller_order_id: part.id,
            sub_number: part.sub_number,
            status: part.status,
            cancelled: false,
            payment_status: order.payment_status,
          };
          await events.publish([customerAudience(order.customer_id)], 'order.status', { ...status });
        }
      });
    }
    const stored: StoredAnswer = { status: 201, body: placed };
    await rememberAnswer(tx, { userId, key, hash, orderId: order.id, answer: stored });
    return stored;
  });
}
