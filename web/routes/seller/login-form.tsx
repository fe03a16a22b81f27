import { useRouteLoaderData, useSearchParams } from 'react-router';
import { USER_TYPES } from '#lib/reference-data.ts';
import { safeRedirectPath } from '#lib/safe-redirect.ts';
import { AuthForm } from '../../components/account/auth-form.tsx';
import { FormMessage } from '../../components/account/field.tsx';
import { handleAuthForm } from '../../lib/auth-actions.server.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { titleMeta } from '../../lib/meta.ts';
import type { loader as rootLoader } from '../../root.tsx';
import type { Route } from './+types/login-form';

export const meta = titleMeta('seller.login.title', { noindex: true });

export async function action({ request, context }: Route.ActionArgs) {
  return handleAuthForm(request, context, 'seller');
}

/** /seller-dashboard/login-form: sign-in for sellers only. */
export default function SellerLoginForm() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const viewer = useRouteLoaderData<typeof rootLoader>('root')?.viewer;
  const redirectTo = params.get('redirectTo') ? safeRedirectPath(params.get('redirectTo')) : undefined;
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4">
      {viewer && viewer.userType !== USER_TYPES.seller ? (
        <FormMessage tone="notice" message={t('seller.notSeller', { name: viewer.name })} />
      ) : null}
      <div className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
        <AuthForm mode="signIn" area="seller" action="/seller-dashboard/login-form" redirectTo={redirectTo} />
      </div>
    </div>
  );
}
