/* What other modules and the app may use of the reviews module (with schema.ts for foreign keys). */
export { reviewsRoutes } from './routes.ts';
