import { data, redirect } from 'react-router';
import { FEATURES } from '#lib/contracts/features.ts';
import { listRoles, storeUser, storeUserBody } from '#lib/contracts/users.ts';
import { translate } from '#lib/i18n/translate.ts';
import { FormMessage } from '../../components/account/field.tsx';
import { ContractForm } from '../../components/forms/contract-form.tsx';
import { Link } from '../../components/link.tsx';
import { requireAdminFeature } from '../../components/resources/access.server.ts';
import { apiOf, requestContext } from '../../lib/context.ts';
import { formErrorsOf, formValues } from '../../lib/form-errors.ts';
import { localeFromCookieHeader, useI18n } from '../../lib/i18n.tsx';
import type { Route } from './+types/admin-user-new';

/** The API's body from the form's text: blank optional fields left out, the role a number. */
function bodyOf(values: Record<string, string>) {
  const role = Number(values.role_id);
  return {
    name: values.name ?? '',
    ...(values.email ? { email: values.email } : {}),
    ...(values.mobile ? { mobile: values.mobile } : {}),
    password: values.password ?? '',
    role_id: Number.isInteger(role) && role > 0 ? role : undefined,
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const access = await requireAdminFeature(context, FEATURES.adminUsers);
  // Only super admins create administrators (they have every feature, roles included).
  if (!access.isSuper) throw data('Forbidden', { status: 403 });
  const roles = await apiOf(context).call(listRoles, { params: { limit: 100 }, query: { page: 1 } });
  return {
    roles: roles.data
      .filter((role) => role.is_active)
      .map((role) => ({ id: role.id, role_name: role.role_name })),
    adminPath: context.get(requestContext).adminPath,
    locale: localeFromCookieHeader(request.headers.get('cookie')),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translate(loaderData?.locale ?? 'en', 'access.users.new') },
];

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminFeature(context, FEATURES.adminUsers);
  const values = formValues(await request.formData());
  try {
    await apiOf(context).call(storeUser, { body: bodyOf(values) as never });
  } catch (error) {
    return data({ saved: undefined, errors: formErrorsOf(error) }, { status: 400 });
  }
  const base = `${context.get(requestContext).adminPath}/admin-users`;
  return redirect(values.email ? `${base}?q=${encodeURIComponent(values.email)}` : base);
}

/** A new administrator with a role (feature 51, super admins): already verified, with a starting password. */
export default function AdminUserNew({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { roles, adminPath } = loaderData;
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <Link to={`${adminPath}/admin-users`} className="self-start text-sm text-brand-700 hover:underline">
        ← {t('access.users.back')}
      </Link>
      <h1 className="text-2xl font-semibold">{t('access.users.new')}</h1>
      {roles.length === 0 ? <FormMessage tone="notice" message={t('admin.noFeatures')} /> : null}
      <ContractForm
        schema={storeUserBody}
        bodyOf={bodyOf}
        columns={2}
        fields={[
          { name: 'name', label: 'access.users.name', autoComplete: 'off', span: 2 },
          { name: 'email', label: 'access.users.email', kind: 'email', autoComplete: 'off' },
          { name: 'mobile', label: 'access.users.mobile', kind: 'tel', autoComplete: 'off' },
          {
            name: 'password',
            label: 'access.users.password',
            kind: 'password',
            autoComplete: 'new-password',
            hint: 'access.users.passwordHint',
          },
          {
            name: 'role_id',
            label: 'access.users.role',
            kind: 'select',
            options: roles.map((role) => ({
              value: String(role.id),
              label: { en: role.role_name, bn: role.role_name },
            })),
          },
        ]}
        submitLabel="access.users.create"
      />
    </div>
  );
}
