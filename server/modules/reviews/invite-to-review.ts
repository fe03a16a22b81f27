import { sql } from 'drizzle-orm';
import { translate } from '#lib/i18n/translate.ts';
import { ORDER_STATUS } from '#lib/order-status.ts';
import type { Db } from '#server/db/client.ts';
import { defineJob } from '#server/modules/jobs/api.ts';
import { createNotifier, type Notifier } from '#server/modules/notifications/api.ts';
import { orders, sellerOrders } from '#server/modules/orders/schema.ts';
import { companies } from '#server/modules/sellers/schema.ts';
import { users } from '#server/modules/users/schema.ts';
import { reviewInvitations, reviews } from './schema.ts';

/** Parts delivered longer ago than this are not invited any more (a first start, a long outage). */
export const INVITE_WITHIN_DAYS = 7;
/** How many invitations one run sends at most; the next run goes on. */
const BATCH = 200;

interface Candidate extends Record<string, unknown> {
  seller_order_id: number;
  sub_number: string;
  user_id: number;
  email: string;
  name: string;
  shop: string;
  shop_bn: string;
}

/**
 * Spec issue 15: after an order part is delivered, its customer is invited by e-mail to rate the
 * products, the seller and the delivery person (the order page invites too). One e-mail per
 * seller order, to a verified address of an active customer, only while nothing of it is
 * reviewed yet. The e-mail goes through the notifier: SMTP when SMTP_URL is set, else the outbox.
 */
export async function inviteDeliveredToReview(
  db: Db,
  notifier: Notifier,
  publicUrl: string,
): Promise<number> {
  const result = await db.execute<Candidate>(sql`
    select ${sellerOrders.id} as seller_order_id, ${sellerOrders.sub_number} as sub_number,
      ${users.id} as user_id, ${users.email} as email, ${users.name} as name,
      ${companies.company_name} as shop, ${companies.company_name_bn} as shop_bn
    from ${sellerOrders}
    join ${orders} on ${orders.id} = ${sellerOrders.order_id}
    join ${users} on ${users.id} = ${orders.customer_id}
    join ${companies} on ${companies.id} = ${sellerOrders.company_id}
    where ${sellerOrders.status} = ${ORDER_STATUS.delivered}
      and ${sellerOrders.updated_at} > now() - ${INVITE_WITHIN_DAYS} * interval '1 day'
      and ${sellerOrders.cancelled_at} is null
      and ${users.email} is not null and ${users.email_verified_at} is not null and ${users.status} = 1
      and not exists (select 1 from ${reviewInvitations} where ${reviewInvitations.seller_order_id} = ${sellerOrders.id})
      and not exists (select 1 from ${reviews} where ${reviews.seller_order_id} = ${sellerOrders.id})
    order by ${sellerOrders.updated_at}
    limit ${BATCH}`);
  const candidates = (result as unknown as { rows: Candidate[] }).rows;
  const link = `${publicUrl}/user/my-reviews`;
  let sent = 0;
  for (const part of candidates) {
    const mailed = await db.transaction(async (tx) => {
      // The row claims the invitation: a second runner finds it and sends nothing.
      const [claimed] = await tx
        .insert(reviewInvitations)
        .values({ seller_order_id: part.seller_order_id })
        .onConflictDoNothing()
        .returning({ id: reviewInvitations.seller_order_id });
      if (!claimed) return false;
      const params = { order: part.sub_number, link };
      await notifier.send(tx, {
        channel: 'email',
        to: part.email,
        userId: part.user_id,
        subject: `${translate('en', 'reviews.inviteSubject', { shop: part.shop })} · ${translate('bn', 'reviews.inviteSubject', { shop: part.shop_bn })}`,
        text: [
          translate('en', 'reviews.inviteMail', { ...params, name: part.name, shop: part.shop }),
          translate('bn', 'reviews.inviteMail', { ...params, name: part.name, shop: part.shop_bn }),
        ].join('\n\n— — —\n\n'),
      });
      return true;
    });
    if (mailed) sent++;
  }
  return sent;
}

/** Every 10 minutes, the invitations of the parts delivered since. */
export const inviteDelivered = defineJob<Record<string, never>>({
  name: 'reviews.invite-delivered',
  every: { minutes: 10 },
  async run(_payload, { deps, log }) {
    const notifier = createNotifier({
      smtpUrl: deps.config.smtpUrl,
      mailFrom: deps.config.mailFrom,
      logBodies: !deps.config.isProduction,
      log,
    });
    const sent = await inviteDeliveredToReview(deps.db, notifier, deps.config.publicUrl);
    if (sent > 0) log.info({ sent }, 'review invitations sent');
  },
});
