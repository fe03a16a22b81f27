import { offerOrder, offerTimeout } from './offer-order.ts';

/** The delivery module's background jobs, registered by app.ts. */
export const deliveryJobs = [offerOrder, offerTimeout];
