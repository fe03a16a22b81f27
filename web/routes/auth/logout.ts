import { redirect } from 'react-router';
import { CSRF_HEADER_NAME } from '#lib/api-client.ts';
import { logout } from '#lib/contracts/auth.ts';
import { SIGN_OUT_CSRF_FIELD } from '../../components/account/sign-out-form.tsx';
import { apiOf } from '../../lib/context.ts';
import type { Route } from './+types/logout';

/**
 * Sign out (the sign-out form's post): the API ends the session and clears its cookie. The
 * form's CSRF token goes along, as the API asks of every sign-out made with a session cookie.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const token = (await request.formData()).get(SIGN_OUT_CSRF_FIELD);
  try {
    await apiOf(context).call(logout, undefined, {
      headers: typeof token === 'string' && token ? { [CSRF_HEADER_NAME]: token } : {},
    });
  } catch (error) {
    console.error('sign-out failed', error);
  }
  return redirect('/');
}

export function loader() {
  return redirect('/');
}
