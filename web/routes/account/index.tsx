import { redirect } from 'react-router';
import type { Route } from './+types/index';

/** /user, /user-dashboard and /delivery-person-dashboard open on Manage Account. */
export function loader({ url }: Route.LoaderArgs) {
  return redirect(`${url.pathname.replace(/\/+$/, '')}/manage-account`);
}
