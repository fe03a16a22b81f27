/* What other modules may use of the delivery module (with schema.ts for foreign keys). */
export { deliveryContactsByIds } from './directory.ts';
export { deliveryJobs } from './jobs.ts';
export { requestDelivery, withdrawOffers } from './offer-order.ts';
export { deliveryPartnerOf, updateDeliveryProfile } from './profile.ts';
export { type CourierSimulation, createCourierSimulation } from './simulate-couriers.ts';
export { tellReassigned } from './tell-reassigned.ts';
