import { inArray } from 'drizzle-orm';
import { translate } from '#lib/i18n/translate.ts';
import { afterCommit } from '#server/db/after-commit.ts';
import type { Tx } from '#server/db/client.ts';
import { deliveryAudience, type EventBus } from '#server/modules/events/api.ts';
import { queuePush } from '#server/modules/notifications/api.ts';
import { deliveryPersons } from './schema.ts';

/**
 * An admin gave a part to someone else (or to nobody): the delivery persons who held it or had it
 * offered hear 'delivery.reassigned' once the transaction has committed, so it leaves their
 * dashboard at once with a note saying why, and a phone with Haat closed gets a web push.
 * Called inside a transaction started with transaction().
 */
export async function tellReassigned(
  tx: Tx,
  part: { id: number; sub_number: string },
  deliveryPersonIds: number[],
  events?: EventBus,
): Promise<void> {
  const ids = [...new Set(deliveryPersonIds)];
  if (ids.length === 0) return;
  const people = await tx
    .select({ id: deliveryPersons.id, user_id: deliveryPersons.user_id })
    .from(deliveryPersons)
    .where(inArray(deliveryPersons.id, ids));
  for (const person of people) {
    await queuePush(tx, person.user_id, {
      title: translate('en', 'push.reassignedTitle'),
      body: translate('en', 'push.reassignedBody', { order: part.sub_number }),
      url: '/delivery-person-dashboard',
      tag: `offer:${part.id}`,
    });
  }
  if (!events) return;
  afterCommit(tx, async () => {
    for (const id of ids) {
      await events.publish([deliveryAudience(id)], 'delivery.reassigned', {
        seller_order_id: part.id,
        sub_number: part.sub_number,
      });
    }
  });
}
