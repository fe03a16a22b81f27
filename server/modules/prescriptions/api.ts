/* What other modules may use of the prescriptions module (with schema.ts for foreign keys). */
export { attachPrescriptions, ownPrescriptionIds, prescriptionIdsOfOrders } from './service.ts';
