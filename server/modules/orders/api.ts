/* What other modules and the app may use of the orders module (with schema.ts for foreign keys). */
export { ordersJobs } from './jobs.ts';
