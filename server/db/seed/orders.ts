import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type OrderStatus, timelineStepOf } from '#lib/order-status.ts';
import type { Tx } from '#server/db/client.ts';
import {
  productPhotos,
  productPriceInfos,
  productPriceTypes,
  products,
} from '#server/modules/catalog/schema.ts';
import {
  deliveryCashEntries,
  deliveryEarnings,
  deliveryPersons,
  deliveryRequests,
} from '#server/modules/delivery/schema.ts';
import { areas, cities, regions } from '#server/modules/geo/schema.ts';
import { orderItems, orders, orderTimeline, sellerOrders } from '#server/modules/orders/schema.ts';
import { payments } from '#server/modules/payments/schema.ts';
import { reviews } from '#server/modules/reviews/schema.ts';
import { recordDelivered } from '#server/modules/seller-desk/api.ts';
import { sellerLedgerLines, sellerPayouts } from '#server/modules/seller-desk/schema.ts';
import { companies } from '#server/modules/sellers/schema.ts';
import { users } from '#server/modules/users/schema.ts';
import { SeededRandom } from './deterministic-random.ts';
import { CUSTOMERS, DELIVERY_PERSONS, SELLER_USERS } from './people-data.ts';

/*
 * The demo's order history, so every dashboard has something to show on a fresh start: the demo
 * seller's orders in every state of spec §4 over the last 30 days (and other shops' too), the
 * timelines, payments, delivery codes, the delivery persons' deliveries, cash and earnings, the
 * sellers' ledger lines (through the seller dashboard's own `recordDelivered`) and a payout,
 * and reviews of delivered orders with seller replies and one reported review. Rows are written
 * directly, in the seed's transaction, with the same sums the order service computes (total =
 * subtotal + VAT + delivery fee; VAT is 0 and the fee ৳20 in the demo's settings).
 */

const DAY_MS = 86_400_000;
const DELIVERY_FEE = 2000;
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** What happened to one demo seller order: how far it got, or that it was cancelled there. */
interface PlannedPart {
  company: string;
  customer: string;
  daysAgo: number;
  /** 1–6 (spec §4). */
  status: number;
  cancelled?: string;
  /** A delivery person's e-mail (from status 2 on). */
  rider?: string;
  method: 'cod' | 'sandbox';
  lines: number;
  review?: { product: number; seller: number; delivery: number; reply?: boolean; reported?: boolean };
}

const DEMO_RIDER = DELIVERY_PERSONS[0]!.email;
/** The other riders on duty (they are the simulation's virtual riders too, seed/delivery.ts). */
const RIDERS = DELIVERY_PERSONS.slice(1)
  .filter((person) => person.isAvailable)
  .map((person) => person.email);

/** The plan: the demo seller's orders through every state, then other shops' and customers'. */
function plan(): PlannedPart[] {
  const rnd = new SeededRandom('orders');
  const demoShop = SELLER_USERS[0]!.company;
  const otherShops = [...new Set(SELLER_USERS.slice(1).map((seller) => seller.company))];
  const customer = (index: number) => CUSTOMERS[index % CUSTOMERS.length]!.email;
  const parts: PlannedPart[] = [];
  // The demo seller: new orders today, work in hand this week, a month of deliveries, cancellations.
  // The demo delivery person holds one order (on its way) and has delivered today and yesterday
  // too: under the active-orders limit (3), they still get offers on a fresh start.
  const demoStates: Array<Pick<PlannedPart, 'status' | 'daysAgo' | 'cancelled' | 'rider'>> = [
    { status: 6, daysAgo: 0, rider: DEMO_RIDER },
    { status: 6, daysAgo: 1, rider: DEMO_RIDER },
    { status: 1, daysAgo: 0 },
    { status: 1, daysAgo: 0 },
    { status: 2, daysAgo: 0 },
    { status: 3, daysAgo: 1 },
    { status: 3, daysAgo: 1 },
    { status: 4, daysAgo: 1 },
    { status: 4, daysAgo: 2 },
    { status: 5, daysAgo: 0, rider: DEMO_RIDER },
    { status: 1, daysAgo: 3, cancelled: 'Customer asked to cancel: ordered twice by mistake' },
    { status: 3, daysAgo: 9, cancelled: 'Out of stock after a shop sale' },
  ];
  for (let day = 2; day <= 29; day += 1) {
    if (rnd.next() < 0.75) demoStates.push({ status: 6, daysAgo: day });
    if (rnd.next() < 0.3) demoStates.push({ status: 6, daysAgo: day });
  }
  demoStates.forEach((state, index) => {
    const status = state.status;
    parts.push({
      company: demoShop,
      customer: customer(index),
      ...state,
      rider:
        state.rider ??
        (status === 6 && index % 3 === 0
          ? DEMO_RIDER
          : status >= 2 && !state.cancelled
            ? RIDERS[index % RIDERS.length]
            : undefined),
      method: index % 4 === 3 ? 'sandbox' : 'cod',
      lines: 1 + (index % 2),
      ...(status === 6 && index % 3 !== 2
        ? {
            review: {
              product: 3 + ((index * 7) % 3),
              seller: 4 + (index % 2),
              delivery: 3 + ((index * 5) % 3),
              reply: index % 2 === 0,
              reported: index === 15,
            },
          }
        : {}),
    });
  });
  // Other shops: a few of everything, so admins' lists and the shop pages have orders too.
  otherShops.forEach((shop, shopIndex) => {
    for (let k = 0; k < 6; k += 1) {
      const status = [6, 6, 6, 5, 3, 1][k]!;
      parts.push({
        company: shop,
        customer: customer(shopIndex + k),
        status,
        daysAgo: status === 6 ? 3 + ((shopIndex * 5 + k * 4) % 25) : k === 5 ? 0 : 1,
        rider: status >= 2 ? RIDERS[(shopIndex + k) % RIDERS.length] : undefined,
        method: k === 2 ? 'sandbox' : 'cod',
        lines: 1,
        ...(status === 6 ? { review: { product: 4 + (k % 2), seller: 5 - (k % 2), delivery: 5 } } : {}),
      });
    }
  });
  // The demo customer's own: one on its way (live tracking) from another shop, one waiting.
  const first = CUSTOMERS[0]!.email;
  parts.push({
    company: otherShops[0] ?? demoShop,
    customer: first,
    status: 5,
    daysAgo: 0,
    rider: RIDERS[1],
    method: 'cod',
    lines: 2,
  });
  // A delivered order the demo customer has not reviewed yet ("waiting" in My reviews).
  parts.push({
    company: otherShops[1] ?? demoShop,
    customer: first,
    status: 6,
    daysAgo: 4,
    rider: DEMO_RIDER,
    method: 'cod',
    lines: 1,
  });
  return parts;
}

const REVIEW_TEXT: Record<number, [string, string]> = {
  3: ['Fine for the price, the packet was a little crushed.', 'দামের তুলনায় ঠিক আছে, প্যাকেটটা একটু চাপা ছিল।'],
  4: ['Good quality and it came on time.', 'মান ভালো, সময়মতো পৌঁছেছে।'],
  5: ['Excellent! Exactly as shown, will order again.', 'চমৎকার! ছবির মতোই, আবার অর্ডার করব।'],
};

export async function insertDemoOrders(tx: Tx, now: Date): Promise<{ orders: number; reviews: number }> {
  const rnd = new SeededRandom('order-numbers');
  const people = await tx
    .select({ id: users.id, email: users.email, name: users.name, mobile: users.mobile })
    .from(users)
    .where(
      inArray(
        users.email,
        [...CUSTOMERS, ...DELIVERY_PERSONS, ...SELLER_USERS].map((p) => p.email),
      ),
    );
  const person = new Map(people.map((row) => [row.email, row]));
  const riders = await tx
    .select({ id: deliveryPersons.id, user_id: deliveryPersons.user_id })
    .from(deliveryPersons)
    .where(
      inArray(
        deliveryPersons.user_id,
        people.map((row) => row.id),
      ),
    );
  const riderOf = new Map(riders.map((row) => [row.user_id, row.id]));
  const shops = await tx.select({ id: companies.id, slug: companies.slug }).from(companies);
  const shopId = new Map(shops.map((row) => [row.slug, row.id]));
  const places = await tx
    .select({
      area_id: areas.id,
      area: areas.name,
      area_bn: areas.name_bn,
      latitude: areas.latitude,
      longitude: areas.longitude,
      city_id: cities.id,
      city: cities.name,
      city_bn: cities.name_bn,
      region_id: regions.id,
      region: regions.name,
      region_bn: regions.name_bn,
    })
    .from(areas)
    .innerJoin(cities, eq(cities.id, areas.city_id))
    .innerJoin(regions, eq(regions.id, cities.region_id))
    // Dhaka's city areas: the ones with a centre point.
    .where(sql`${areas.latitude} is not null`)
    .orderBy(asc(areas.id))
    .limit(12);
  // Each shop's sellable products with their first price type and photo.
  const catalogue = await tx
    .select({
      id: products.id,
      company_id: products.company_id,
      title: products.product_title,
      title_bn: products.product_title_bn,
      slug: products.slug,
      price_type_id: productPriceInfos.price_type_id,
      price_type: productPriceTypes.type_title,
      price_type_bn: productPriceTypes.type_title_bn,
      price: productPriceInfos.price,
      discount_price: productPriceInfos.discount_price,
      min_qty: productPriceInfos.min_qty,
      photo: sql<
        string | null
      >`(select ${productPhotos.path} from ${productPhotos} where ${productPhotos.product_id} = ${products.id} order by ${productPhotos.sort_order} limit 1)`,
    })
    .from(products)
    .innerJoin(productPriceInfos, eq(productPriceInfos.product_id, products.id))
    .innerJoin(productPriceTypes, eq(productPriceTypes.id, productPriceInfos.price_type_id))
    .where(
      and(eq(products.status, 'active'), eq(products.approval, 'approved'), isNull(products.submitted_at)),
    )
    .orderBy(asc(products.id), asc(productPriceInfos.id));
  const byShop = new Map<number, typeof catalogue>();
  const seen = new Set<number>();
  for (const row of catalogue) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    byShop.set(row.company_id, [...(byShop.get(row.company_id) ?? []), row]);
  }

  const planned = plan();
  let reviewCount = 0;
  for (const [index, part] of planned.entries()) {
    const companyId = shopId.get(part.company);
    const buyer = person.get(part.customer);
    const shelf = companyId ? byShop.get(companyId) : undefined;
    if (!companyId || !buyer || !shelf?.length || places.length === 0) continue;
    const place = places[index % places.length]!;
    // At least five hours ago: a delivered part's five steps (50 minutes apart) are all in the past.
    const placedAt = new Date(now.getTime() - part.daysAgo * DAY_MS - (5 + (index % 9)) * 3_600_000);
    const items = Array.from({ length: Math.min(part.lines, shelf.length) }, (_, k) => {
      const product = shelf[(index * 3 + k * 5) % shelf.length]!;
      const quantity = Math.max(product.min_qty, 1 + ((index + k) % 2));
      const unit = product.discount_price ?? product.price;
      return { product, quantity, unit, total: unit * quantity };
    });
    const subtotal = items.reduce((sum, item) => sum + item.total, 0);
    const total = subtotal + DELIVERY_FEE;
    let code = '';
    for (let k = 0; k < 6; k += 1) code += ALPHABET[rnd.int(0, ALPHABET.length - 1)];
    const day = new Date(placedAt.getTime() + 6 * 3_600_000).toISOString().slice(2, 10).replaceAll('-', '');
    const orderNumber = `HT-${day}-${code}`;
    const delivered = part.status === 6 && !part.cancelled;
    const paid = delivered || part.method === 'sandbox';
    const addressLine = `House ${10 + (index % 40)}, Road ${1 + (index % 12)}`;
    const cancelledAt = part.cancelled ? new Date(placedAt.getTime() + 2 * 3_600_000) : null;
    // As a cancel leaves it (payments' takeOffPayment): a paid sandbox payment refunded, the
    // cash on delivery's due taken down to nothing (declined).
    const paymentStatus = part.cancelled
      ? part.method === 'sandbox'
        ? ('refunded' as const)
        : ('declined' as const)
      : paid
        ? ('paid' as const)
        : ('pending' as const);
    const [order] = await tx
      .insert(orders)
      .values({
        order_number: orderNumber,
        customer_id: buyer.id,
        payment_method: part.method,
        payment_status: paymentStatus,
        subtotal,
        vat: 0,
        delivery_fee: DELIVERY_FEE,
        total,
        shipping_full_name: buyer.name,
        shipping_phone: buyer.mobile ?? '+8801700000000',
        shipping_region_id: place.region_id,
        shipping_region: place.region,
        shipping_region_bn: place.region_bn,
        shipping_city_id: place.city_id,
        shipping_city: place.city,
        shipping_city_bn: place.city_bn,
        shipping_area_id: place.area_id,
        shipping_area: place.area,
        shipping_area_bn: place.area_bn,
        shipping_address_line: addressLine,
        shipping_latitude: place.latitude,
        shipping_longitude: place.longitude,
        billing_full_name: buyer.name,
        billing_phone: buyer.mobile ?? '+8801700000000',
        billing_region_id: place.region_id,
        billing_region: place.region,
        billing_region_bn: place.region_bn,
        billing_city_id: place.city_id,
        billing_city: place.city,
        billing_city_bn: place.city_bn,
        billing_area_id: place.area_id,
        billing_area: place.area,
        billing_area_bn: place.area_bn,
        billing_address_line: addressLine,
        billing_latitude: place.latitude,
        billing_longitude: place.longitude,
        cancelled_at: cancelledAt,
        created_at: placedAt,
        updated_at: placedAt,
      })
      .returning({ id: orders.id });
    const riderId = part.rider ? riderOf.get(person.get(part.rider)?.id ?? -1) : undefined;
    const [row] = await tx
      .insert(sellerOrders)
      .values({
        order_id: order!.id,
        company_id: companyId,
        sub_number: `${orderNumber}-1`,
        status: part.status,
        cancelled_at: cancelledAt,
        cancel_reason: part.cancelled ?? null,
        delivery_person_id: riderId ?? null,
        subtotal,
        vat: 0,
        delivery_fee: DELIVERY_FEE,
        total,
        created_at: placedAt,
        updated_at: placedAt,
      })
      .returning({ id: sellerOrders.id });
    const partId = row!.id;
    const lineIds = await tx
      .insert(orderItems)
      .values(
        items.map((item) => ({
          seller_order_id: partId,
          product_id: item.product.id,
          price_type_id: item.product.price_type_id,
          product_title: item.product.title,
          product_title_bn: item.product.title_bn,
          product_slug: item.product.slug,
          product_image: item.product.photo,
          price_type: item.product.price_type,
          price_type_bn: item.product.price_type_bn,
          unit_price: item.unit,
          list_price: item.product.price,
          quantity: item.quantity,
          line_total: item.total,
        })),
      )
      .returning({ id: orderItems.id, product_id: orderItems.product_id });
    await tx.insert(payments).values({
      order_id: order!.id,
      provider: part.method,
      amount: paymentStatus === 'declined' ? 0 : total,
      status: paymentStatus,
      refunded_amount: paymentStatus === 'refunded' ? total : 0,
      completed_at: paid ? placedAt : paymentStatus === 'declined' ? cancelledAt : null,
    });
    // The timeline: placed, then each status reached, an hour or so apart; or the cancellation.
    const timeline = [
      { event: 'placed' as const, status: 1, at: placedAt, role: 'customer' as const, userId: buyer.id },
      ...Array.from({ length: part.status - 1 }, (_, k) => ({
        event: 'status' as const,
        status: k + 2,
        at: new Date(placedAt.getTime() + (k + 1) * 50 * 60_000),
        role: k + 2 === 3 || k + 2 === 4 ? ('seller' as const) : ('delivery' as const),
        userId: null,
      })),
      ...(cancelledAt
        ? [
            {
              event: 'cancelled' as const,
              status: part.status,
              at: cancelledAt,
              role: 'seller' as const,
              userId: null,
            },
          ]
        : []),
    ];
    await tx.insert(orderTimeline).values(
      timeline.map((entry) => ({
        seller_order_id: partId,
        event: entry.event,
        step: timelineStepOf(entry.status as OrderStatus),
        status: entry.status,
        actor_user_id: entry.userId,
        actor_role: entry.role,
        note: entry.event === 'cancelled' ? (part.cancelled ?? null) : null,
        created_at: entry.at,
      })),
    );
    await tx.insert(deliveryRequests).values({
      seller_order_id: partId,
      code: String(1000 + ((index * 7919) % 9000)),
      ...(part.status === 1 && !part.cancelled && part.daysAgo > 0 ? { flagged_at: placedAt } : {}),
    });
    if (!delivered) continue;
    const deliveredAt = timeline.at(-1)!.at;
    if (riderId) {
      await tx.insert(deliveryEarnings).values({
        delivery_person_id: riderId,
        seller_order_id: partId,
        amount: DELIVERY_FEE,
        created_at: deliveredAt,
      });
      if (part.method === 'cod') {
        await tx.insert(deliveryCashEntries).values({
          delivery_person_id: riderId,
          seller_order_id: partId,
          kind: 'collected',
          amount: total,
          created_at: deliveredAt,
        });
      }
    }
    // The seller's ledger, as the order service writes it on delivery, dated the delivery.
    await recordDelivered(tx, partId);
    await tx
      .update(sellerLedgerLines)
      .set({ created_at: deliveredAt })
      .where(eq(sellerLedgerLines.seller_order_id, partId));
    if (!part.review) continue;
    // Five hours after delivery, or now for today's deliveries: never a date still to come.
    const reviewedAt = new Date(Math.min(deliveredAt.getTime() + 5 * 3_600_000, now.getTime()));
    const text = (rating: number) => REVIEW_TEXT[rating] ?? REVIEW_TEXT[4]!;
    const reviewRows = [
      ...lineIds.map((line) => ({
        kind: 'product' as const,
        order_item_id: line.id,
        product_id: line.product_id,
        delivery_person_id: null,
        rating: part.review!.product,
      })),
      {
        kind: 'seller' as const,
        order_item_id: null,
        product_id: null,
        delivery_person_id: null,
        rating: part.review.seller,
      },
      ...(riderId
        ? [
            {
              kind: 'delivery' as const,
              order_item_id: null,
              product_id: null,
              delivery_person_id: riderId,
              rating: part.review.delivery,
            },
          ]
        : []),
    ];
    await tx.insert(reviews).values(
      reviewRows.map((review, k) => ({
        ...review,
        customer_id: buyer.id,
        seller_order_id: partId,
        company_id: companyId,
        body: text(review.rating)[(index + k) % 2]!,
        report_count: part.review!.reported && review.kind === 'product' ? 2 : 0,
        seller_reply:
          part.review!.reply && review.kind !== 'delivery'
            ? 'Thank you for shopping with us! ধন্যবাদ, আবার আসবেন।'
            : null,
        seller_replied_at: part.review!.reply && review.kind !== 'delivery' ? reviewedAt : null,
        created_at: reviewedAt,
        updated_at: reviewedAt,
      })),
    );
    reviewCount += reviewRows.length;
  }

  // Ratings: a product's are its visible reviews; shops and riders add them to their earlier history.
  await tx.execute(sql`
    update ${products} p set rating_sum = r.s, rating_count = r.c
    from (select product_id, sum(rating)::int s, count(*)::int c from ${reviews}
          where kind = 'product' and hidden_at is null group by product_id) r
    where p.id = r.product_id`);
  await tx.execute(sql`
    update ${companies} co set rating_sum = co.rating_sum + r.s, rating_count = co.rating_count + r.c
    from (select company_id, sum(rating)::int s, count(*)::int c from ${reviews}
          where kind = 'seller' and hidden_at is null group by company_id) r
    where co.id = r.company_id`);
  await tx.execute(sql`
    update ${deliveryPersons} d set rating_sum = d.rating_sum + r.s, rating_count = d.rating_count + r.c
    from (select delivery_person_id, sum(rating)::int s, count(*)::int c from ${reviews}
          where kind = 'delivery' and hidden_at is null group by delivery_person_id) r
    where d.id = r.delivery_person_id`);

  // The demo delivery person handed in most of last week's cash; an admin paid the demo seller.
  const demoRider = riderOf.get(person.get(DEMO_RIDER)?.id ?? -1);
  if (demoRider) {
    const [held] = await tx
      .select({ total: sql<number>`coalesce(sum(${deliveryCashEntries.amount}), 0)::int` })
      .from(deliveryCashEntries)
      .where(
        and(
          eq(deliveryCashEntries.delivery_person_id, demoRider),
          sql`${deliveryCashEntries.created_at} < ${new Date(now.getTime() - 3 * DAY_MS)}`,
        ),
      );
    if (Number(held?.total ?? 0) > 0) {
      await tx.insert(deliveryCashEntries).values({
        delivery_person_id: demoRider,
        kind: 'deposited',
        amount: Number(held!.total),
        note: 'Deposited at the Motijheel hub',
        created_at: new Date(now.getTime() - 3 * DAY_MS),
      });
    }
  }
  const demoShop = shopId.get(SELLER_USERS[0]!.company);
  if (demoShop) {
    const [balance] = await tx
      .select({ total: sql<number>`coalesce(sum(${sellerLedgerLines.amount}), 0)::int` })
      .from(sellerLedgerLines)
      .where(
        and(
          eq(sellerLedgerLines.company_id, demoShop),
          sql`${sellerLedgerLines.created_at} < ${new Date(now.getTime() - 14 * DAY_MS)}`,
        ),
      );
    const amount = Number(balance?.total ?? 0);
    if (amount > 0) {
      const paidAt = new Date(now.getTime() - 13 * DAY_MS);
      const [payout] = await tx
        .insert(sellerPayouts)
        .values({
          company_id: demoShop,
          amount,
          method: 'bkash',
          account: '01711000030',
          reference: 'BKX7Q2M9',
          created_at: paidAt,
        })
        .returning({ id: sellerPayouts.id });
      await tx.insert(sellerLedgerLines).values({
        company_id: demoShop,
        payout_id: payout!.id,
        kind: 'payout',
        amount: -amount,
        note: 'bKash payout',
        created_at: paidAt,
      });
    }
  }
  return { orders: planned.length, reviews: reviewCount };
}
