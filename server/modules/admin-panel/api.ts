/* What other code may use of the admin panel's special sections (routes are registered by app.ts). */
export { adminPanelRoutes } from './routes.ts';
