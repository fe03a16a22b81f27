/*
 * What other modules may use of the resource layer: the hooks a special section adds to its
 * resource (see hooks.ts), and the routes, registered by the app.
 */
export { extendResource, type ResourceHooks, type WriteAction, type WriteContext } from './hooks.ts';
export { resourcesRoutes } from './routes.ts';
