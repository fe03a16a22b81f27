import { requestContext } from '../../lib/context.ts';
import type { Route } from './+types/robots';

/** Private areas that have nothing for a search engine (the admin area is not named: its address is not advertised). */
const PRIVATE_PATHS = [
  '/cart',
  '/checkout-page',
  '/login',
  '/register',
  '/user/',
  '/user-dashboard/',
  '/seller-dashboard/',
  '/delivery-person-dashboard/',
  '/set-language',
];

/** The robots.txt of the site: everything public may be crawled; the sitemap says where it all is. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    // Sorting and view switches show the same products again.
    'Disallow: /*?*sort=',
    'Disallow: /*?*view=',
    '',
    `Sitemap: ${new URL('/sitemap.xml', publicUrl).toString()}`,
    '',
  ].join('\n');
}

export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.get(requestContext).publicUrl), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=86400' },
  });
}
