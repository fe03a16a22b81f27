import { redirect } from 'react-router';
import { DEFAULT_LOCALE, isLocale } from '#lib/i18n/define.ts';
import { safeRedirectPath } from '#lib/safe-redirect.ts';
import { LOCALE_COOKIE } from '../lib/i18n.tsx';
import type { Route } from './+types/set-language';

/** Remembers the language for a year and goes back to the page the visitor was on. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const requested = form.get('lang');
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  return redirect(safeRedirectPath(form.get('redirectTo')), {
    headers: { 'Set-Cookie': `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax` },
  });
}

export function loader() {
  return redirect('/');
}
