/**
 * Realtime events as other modules use them (docs/decisions/0012-jobs-and-realtime-events.md):
 * after a change commits, `deps.events.publish([audience…], type, data)`; the audiences come from
 * policy.ts, so who receives what is decided in one place.
 */
export { createEventBus, type EventBus, type RealtimeEvent } from './event-bus.ts';
export {
  ADMINS_AUDIENCE,
  adminFeatureAudience,
  companyAudience,
  customerAudience,
  deliveryAudience,
} from './policy.ts';
export { eventsRoutes } from './routes.ts';

import { purgeEvents } from './purge-events.ts';

/** The events module's own jobs. */
export const eventsJobs = [purgeEvents];
