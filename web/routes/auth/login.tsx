import { redirect, useLocation, useSearchParams } from 'react-router';
import { translate } from '#lib/i18n/translate.ts';
import { safeRedirectPath } from '#lib/safe-redirect.ts';
import { AuthForm } from '../../components/account/auth-form.tsx';
import { FormMessage } from '../../components/account/field.tsx';
import { handleAuthForm } from '../../lib/auth-actions.server.ts';
import { localeFromCookieHeader, useI18n } from '../../lib/i18n.tsx';
import { viewerContext } from '../../lib/viewer.ts';
import type { Route } from './+types/login';

export function loader({ request, context, url }: Route.LoaderArgs) {
  // Someone already signed in goes where they were going, or to their dashboard.
  const viewer = context.get(viewerContext);
  if (viewer) {
    const redirectTo = url.searchParams.get('redirectTo');
    throw redirect(redirectTo ? safeRedirectPath(redirectTo) : (viewer.dashboard ?? '/'));
  }
  return { locale: localeFromCookieHeader(request.headers.get('cookie')) };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const locale = loaderData?.locale ?? 'en';
  const key = location.pathname.startsWith('/register') ? 'auth.signUp.title' : 'auth.signIn.title';
  return [{ title: translate(locale, key) }, { name: 'robots', content: 'noindex' }];
};

export async function action({ request, context }: Route.ActionArgs) {
  return handleAuthForm(request, context, 'site');
}

/** /login and /register: the authForm as a page (the header opens the same form in a dialog). */
export default function LoginPage() {
  const { t } = useI18n();
  const location = useLocation();
  const [params] = useSearchParams();
  const redirectTo = params.get('redirectTo') ? safeRedirectPath(params.get('redirectTo')) : undefined;
  const mode = location.pathname.startsWith('/register') ? 'signUp' : 'signIn';
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4 py-8">
      {params.get('reset') ? <FormMessage tone="success" message={t('auth.passwordReset')} /> : null}
      <div className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
        <AuthForm mode={mode} action={`${location.pathname}${location.search}`} redirectTo={redirectTo} />
      </div>
    </div>
  );
}
