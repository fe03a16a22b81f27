/* What other modules may use of the notifications module (with schema.ts for foreign keys). */
export { createNotifier, type Notification, type Notifier } from './notifier.ts';
export { type PushMessage, queuePush } from './push.ts';

import { pushToPerson } from './push.ts';

/** The notifications module's background jobs. */
export const notificationsJobs = [pushToPerson];
