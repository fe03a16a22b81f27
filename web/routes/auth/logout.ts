import { redirect } from 'react-router';
import { logout } from '#lib/contracts/auth.ts';
import { apiOf } from '../../lib/context.ts';
import type { Route } from './+types/logout';

/** Sign out (a form post from the header or a dashboard): the API ends the session and clears its cookie. */
export async function action({ context }: Route.ActionArgs) {
  try {
    await apiOf(context).call(logout);
  } catch (error) {
    console.error('sign-out failed', error);
  }
  return redirect('/');
}

export function loader() {
  return redirect('/');
}
