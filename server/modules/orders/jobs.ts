import { announceFlaggedOrder } from './announce-flagged-order.ts';
import { expireUnpaidOrder } from './expire-unpaid-order.ts';
import { purgeIdempotencyKeys } from './purge-idempotency-keys.ts';

/** The orders module's background jobs, registered by app.ts. */
export const ordersJobs = [expireUnpaidOrder, announceFlaggedOrder, purgeIdempotencyKeys];
