import { viewerContext } from '../../lib/viewer.ts';
import type { Route } from './+types/viewer';

/**
 * Who is signed in, for a page the browser got from the shared cache (docs/decisions/0029): the
 * root middleware read the session; this answers the page's view of it (name, picture, role and
 * own dashboard), to this browser only.
 */
export function loader({ context }: Route.LoaderArgs) {
  return Response.json(
    { viewer: context.get(viewerContext) },
    { headers: { 'cache-control': 'private, no-store', vary: 'Cookie' } },
  );
}
