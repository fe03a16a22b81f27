import { RESOURCES } from '#lib/resources/index.ts';

/**
 * Admin sections that have a screen today: every managed list of the resource layer, and the
 * sections with a page of their own (web/routes.ts). The menus list only these, so no entry leads
 * to a "not found"; a feature without a screen yet (API clients, payments) stays reachable
 * through the API only.
 */
const OWN_PAGES = [
  '',
  'order-infos',
  'companies',
  'audit-log',
  'background-jobs',
  'products',
  'products-pre',
  'media-galleries',
  'header',
  'footer',
  'reviews',
  'admin-user-roles',
  'admin-users',
  'basic-configuration',
];

const BUILT = new Set<string>([...OWN_PAGES, ...RESOURCES.map((resource) => resource.path)]);

export function hasAdminScreen(path: string): boolean {
  return BUILT.has(path);
}
