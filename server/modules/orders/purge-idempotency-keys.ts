import { lt, sql } from 'drizzle-orm';
import { defineJob } from '#server/modules/jobs/api.ts';
import { idempotencyKeys } from './schema.ts';

/** How long an Idempotency-Key replays its order (decision 0006): a day. */
export const IDEMPOTENCY_KEY_HOURS = 24;

/** Deletes Idempotency-Keys older than a day, every hour. */
export const purgeIdempotencyKeys = defineJob<Record<string, never>>({
  name: 'orders.purge-idempotency-keys',
  every: { minutes: 60 },
  async run(_payload, { deps, log }) {
    const deleted = await deps.db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.created_at, sql`now() - ${IDEMPOTENCY_KEY_HOURS} * interval '1 hour'`))
      .returning({ key: idempotencyKeys.key });
    if (deleted.length > 0) log.info({ deleted: deleted.length }, 'old idempotency keys purged');
  },
});
