import { defineJob } from '#server/modules/jobs/api.ts';
import { purgeOldEvents } from './event-bus.ts';

/** How long events are kept for clients that reconnect with Last-Event-ID. */
export const EVENT_RETENTION_MINUTES = 60;

/** Deletes events older than the retention, every 10 minutes. */
export const purgeEvents = defineJob<Record<string, never>>({
  name: 'events.purge',
  every: { minutes: 10 },
  async run(_payload, { deps, log }) {
    const deleted = await purgeOldEvents(deps.db, EVENT_RETENTION_MINUTES);
    if (deleted > 0) log.debug({ deleted }, 'old realtime events purged');
  },
});
