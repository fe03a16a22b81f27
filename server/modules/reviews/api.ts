/* What other modules and the app may use of the reviews module (with schema.ts for foreign keys). */
export { reviewsRoutes } from './routes.ts';

import { inviteDelivered } from './invite-to-review.ts';

/** The reviews module's background jobs. */
export const reviewsJobs = [inviteDelivered];
