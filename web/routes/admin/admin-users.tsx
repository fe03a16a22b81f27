import { data, Form, useFetcher, useSearchParams } from 'react-router';
import { ACCOUNT_STATUS } from '#lib/contracts/auth.ts';
import { FEATURES } from '#lib/contracts/features.ts';
import { type AdminUser, listRoles, listUsers, type Role, updateUser } from '#lib/contracts/users.ts';
import { translate } from '#lib/i18n/translate.ts';
import { USER_TYPES } from '#lib/reference-data.ts';
import { FormMessage } from '../../components/account/field.tsx';
import { type DataColumn, DataTable } from '../../components/data-table.tsx';
import { Link } from '../../components/link.tsx';
import { requireAdminFeature } from '../../components/resources/access.server.ts';
import { buttonClass } from '../../components/styles.ts';
import { apiOf, requestContext } from '../../lib/context.ts';
import { type FormErrors, formErrorsOf } from '../../lib/form-errors.ts';
import { localeFromCookieHeader, useI18n } from '../../lib/i18n.tsx';
import type { Route } from './+types/admin-users';

const PER_PAGE = 20;

function positive(value: string | null): number | undefined {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const access = await requireAdminFeature(context, FEATURES.adminUsers);
  const url = new URL(request.url);
  const api = apiOf(context);
  const status = positive(url.searchParams.get('status'));
  const roleId = positive(url.searchParams.get('role_id'));
  const q = url.searchParams.get('q')?.trim().slice(0, 100) || undefined;
  const query = {
    page: positive(url.searchParams.get('page')) ?? 1,
    user_type: USER_TYPES.admin,
    ...(status === ACCOUNT_STATUS.active || status === ACCOUNT_STATUS.blocked ? { status } : {}),
    ...(roleId ? { role_id: roleId } : {}),
    ...(q ? { q } : {}),
  };
  // Roles name the filter's and the role picker's options; an admin without feature 50 sees names only.
  const [list, roles] = await Promise.all([
    api.call(listUsers, { params: { limit: PER_PAGE }, query }),
    access.features.includes(FEATURES.adminUserRoles)
      ? api.call(listRoles, { params: { limit: 100 }, query: { page: 1 } }).then((answer) => answer.data)
      : Promise.resolve([] as Role[]),
  ]);
  return {
    list,
    roles: roles.map((role) => ({ id: role.id, role_name: role.role_name })),
    me: access.userId,
    // Only super admins change administrators (the API refuses anyone else).
    mayChange: access.isSuper,
    adminPath: context.get(requestContext).adminPath,
    locale: localeFromCookieHeader(request.headers.get('cookie')),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translate(loaderData?.locale ?? 'en', 'access.users.title') },
];

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminFeature(context, FEATURES.adminUsers);
  const form = await request.formData();
  const id = positive(String(form.get('id') ?? ''));
  if (!id) throw data('Bad Request', { status: 400 });
  const intent = form.get('intent');
  const body =
    intent === 'role'
      ? { role_id: positive(String(form.get('role_id') ?? '')) ?? null }
      : { status: intent === 'deactivate' ? ACCOUNT_STATUS.blocked : ACCOUNT_STATUS.active };
  try {
    const answer = await apiOf(context).call(updateUser, { params: { id }, body });
    return { saved: answer.data, errors: undefined as FormErrors | undefined };
  } catch (error) {
    return data({ saved: undefined, errors: formErrorsOf(error) }, { status: 400 });
  }
}

/** A row's changes: its role, and deactivate or reactivate; refusals show beside them. */
function RowActions({
  user,
  roles,
}: {
  user: AdminUser;
  roles: ReadonlyArray<{ id: number; role_name: string }>;
}) {
  const { t } = useI18n();
  const fetcher = useFetcher<typeof action>();
  const active = user.status === ACCOUNT_STATUS.active;
  const errors = fetcher.data?.errors;
  const busy = fetcher.state !== 'idle';
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end gap-2">
        {roles.length > 0 ? (
          <fetcher.Form method="post" className="flex items-end gap-1">
            <input type="hidden" name="id" value={user.id} />
            <label className="flex flex-col text-xs">
              <span className="sr-only">
                {t('access.users.changeRole')}: {user.name}
              </span>
              <select
                name="role_id"
                defaultValue={user.role_id ?? ''}
                className="rounded-md border border-gray-300 bg-white px-2 py-1.5 text-sm"
              >
                <option value="">{t('access.users.noRole')}</option>
                {roles.map((role) => (
                  <option key={role.id} value={role.id}>
                    {role.role_name}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="submit"
              name="intent"
              value="role"
              disabled={busy}
              className="rounded-md border border-gray-300 bg-white px-2 py-1.5 text-sm"
            >
              {t('access.users.changeRole')}
            </button>
          </fetcher.Form>
        ) : null}
        <fetcher.Form method="post">
          <input type="hidden" name="id" value={user.id} />
          <button
            type="submit"
            name="intent"
            value={active ? 'deactivate' : 'reactivate'}
            disabled={busy}
            className={`rounded-md border px-2 py-1.5 text-sm ${active ? 'border-red-300 text-red-700 hover:bg-red-50' : 'border-brand-300 text-brand-800 hover:bg-brand-50'} bg-white`}
          >
            {t(active ? 'access.users.deactivate' : 'access.users.reactivate')}
          </button>
        </fetcher.Form>
      </div>
      <FormMessage message={errors?.message} />
      {fetcher.data?.saved && !busy ? <FormMessage tone="success" message={t('access.users.saved')} /> : null}
    </div>
  );
}

/**
 * Admin users (feature 51): search, role and state filters, the spec's pagination control; a
 * super admin creates administrators, changes their role, deactivates and reactivates them.
 */
export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { t, date, number, digits } = useI18n();
  const [params] = useSearchParams();
  const { list, roles, me, mayChange, adminPath } = loaderData;
  const base = `${adminPath}/admin-users`;
  const hrefFor = (page: number) => {
    const next = new URLSearchParams(params);
    if (page <= 1) next.delete('page');
    else next.set('page', String(page));
    return next.toString() ? `${base}?${next}` : base;
  };
  const columns: DataColumn<AdminUser>[] = [
    {
      id: 'name',
      header: 'access.users.name',
      card: 'plain',
      cell: (user) => (
        <span className="font-medium">
          {user.name} {user.id === me ? <span className="text-gray-600">{t('access.users.you')}</span> : null}
        </span>
      ),
    },
    {
      id: 'contact',
      header: 'access.users.contact',
      className: 'break-all',
      cell: (user) => [user.email, user.mobile && digits(user.mobile)].filter(Boolean).join(' · ') || '—',
    },
    { id: 'role', header: 'access.users.role', cell: (user) => user.role_name ?? t('access.users.noRole') },
    {
      id: 'state',
      header: 'access.users.state',
      cell: (user) => (
        <span className={user.status === ACCOUNT_STATUS.active ? 'text-brand-800' : 'text-red-700'}>
          {t(user.status === ACCOUNT_STATUS.active ? 'access.users.active' : 'access.users.inactive')}
        </span>
      ),
    },
    {
      id: 'last-login',
      header: 'access.users.lastLogin',
      cell: (user) => (user.last_login_at ? date(user.last_login_at, true) : t('access.users.never')),
    },
    ...(mayChange
      ? [
          {
            id: 'actions',
            header: 'access.users.actions' as const,
            card: 'plain' as const,
            cell: (user: AdminUser) => (user.id === me ? null : <RowActions user={user} roles={roles} />),
          },
        ]
      : []),
  ];
  const input = 'rounded-md border border-gray-300 bg-white px-3 py-2 text-base';
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">{t('access.users.title')}</h1>
        <span className="text-sm text-gray-600">
          {t('resources.list.count', { count: number(list.meta.total) })}
        </span>
        {mayChange ? (
          <Link to={`${base}/new`} className={`${buttonClass} ml-auto`}>
            {t('access.users.new')}
          </Link>
        ) : null}
      </div>
      <Form
        method="get"
        role="search"
        className="flex flex-wrap items-end gap-3 rounded-lg border border-gray-200 bg-white p-3"
      >
        <label className="flex min-w-0 flex-1 basis-48 flex-col gap-1 text-sm">
          <span>{t('access.users.search')}</span>
          <input type="search" name="q" defaultValue={params.get('q') ?? ''} className={input} />
        </label>
        {roles.length > 0 ? (
          <label className="flex min-w-0 flex-col gap-1 text-sm">
            <span>{t('access.users.role')}</span>
            <select name="role_id" defaultValue={params.get('role_id') ?? ''} className={input}>
              <option value="">{t('access.users.anyRole')}</option>
              {roles.map((role) => (
                <option key={role.id} value={role.id}>
                  {role.role_name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label className="flex min-w-0 flex-col gap-1 text-sm">
          <span>{t('access.users.state')}</span>
          <select name="status" defaultValue={params.get('status') ?? ''} className={input}>
            <option value="">{t('access.users.anyState')}</option>
            <option value={ACCOUNT_STATUS.active}>{t('access.users.active')}</option>
            <option value={ACCOUNT_STATUS.blocked}>{t('access.users.inactive')}</option>
          </select>
        </label>
        <button type="submit" className={buttonClass}>
          {t('adminPanel.apply')}
        </button>
        <Link to={base} className="px-2 py-2 text-sm text-brand-700 hover:underline">
          {t('adminPanel.clear')}
        </Link>
      </Form>
      <DataTable
        caption={{ en: 'Admin users', bn: 'অ্যাডমিন ব্যবহারকারী' }}
        rows={list.data}
        columns={columns}
        rowKey={(user) => user.id}
        empty={<p className="text-gray-600">{t('adminPanel.nothing')}</p>}
        pagination={{ current: list.meta.current_page, last: list.meta.last_page, hrefFor }}
      />
    </div>
  );
}
