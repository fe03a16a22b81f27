import type { Tx } from '#server/db/client.ts';
import type { Notification } from '#server/modules/notifications/api.ts';

/** What the team's calls need besides the database (from the app's shared dependencies). */
export interface StaffDeps {
  /** The site's address, for the invitation's link. */
  publicUrl: string;
  notifier: { send(db: Tx, message: Notification): Promise<void> };
  /** Ends every session of a user (the auth module's, handed over as for blocking people). */
  endSessions(tx: Tx, userId: number): Promise<void>;
}
