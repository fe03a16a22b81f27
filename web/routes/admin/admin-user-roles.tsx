import { useSearchParams } from 'react-router';
import { FEATURES } from '#lib/contracts/features.ts';
import { listRoles, type Role } from '#lib/contracts/users.ts';
import { translate } from '#lib/i18n/translate.ts';
import { type DataColumn, DataTable } from '../../components/data-table.tsx';
import { Link } from '../../components/link.tsx';
import { requireAdminFeature } from '../../components/resources/access.server.ts';
import { buttonClass } from '../../components/styles.ts';
import { apiOf, requestContext } from '../../lib/context.ts';
import { localeFromCookieHeader, useI18n } from '../../lib/i18n.tsx';
import type { Route } from './+types/admin-user-roles';

const PER_PAGE = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminFeature(context, FEATURES.adminUserRoles);
  const page = Math.max(1, Math.trunc(Number(new URL(request.url).searchParams.get('page')) || 1));
  const list = await apiOf(context).call(listRoles, { params: { limit: PER_PAGE }, query: { page } });
  return {
    list,
    adminPath: context.get(requestContext).adminPath,
    locale: localeFromCookieHeader(request.headers.get('cookie')),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translate(loaderData?.locale ?? 'en', 'access.roles.title') },
];

/** Admin user roles (feature 50): each role, how many features and users it has; the super role is fixed. */
export default function AdminUserRoles({ loaderData }: Route.ComponentProps) {
  const { t, number } = useI18n();
  const [params] = useSearchParams();
  const { list, adminPath } = loaderData;
  const base = `${adminPath}/admin-user-roles`;
  const columns: DataColumn<Role>[] = [
    {
      id: 'name',
      header: 'access.roles.name',
      card: 'plain',
      cell: (role) =>
        role.is_super ? (
          <span className="font-medium">
            {role.role_name}{' '}
            <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">
              {t('access.roles.super')}
            </span>
          </span>
        ) : (
          <Link to={`${base}/${role.id}`} className="font-medium text-brand-700 hover:underline">
            {role.role_name}
          </Link>
        ),
    },
    {
      id: 'features',
      header: 'access.roles.features',
      cell: (role) =>
        role.is_super
          ? t('access.roles.allFeatures')
          : t('access.roles.featureCount', { count: number(role.role_accesses.length) }),
    },
    { id: 'users', header: 'access.roles.users', align: 'end', cell: (role) => number(role.users_count) },
    {
      id: 'status',
      header: 'access.roles.status',
      cell: (role) => t(role.is_active ? 'access.users.active' : 'access.users.inactive'),
    },
  ];
  const hrefFor = (page: number) => {
    const next = new URLSearchParams(params);
    if (page <= 1) next.delete('page');
    else next.set('page', String(page));
    return next.toString() ? `${base}?${next}` : base;
  };
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">{t('access.roles.title')}</h1>
        <Link to={`${base}/new`} className={`${buttonClass} ml-auto`}>
          {t('access.roles.new')}
        </Link>
      </div>
      <DataTable
        caption={{ en: 'Admin user roles', bn: 'অ্যাডমিন ভূমিকা' }}
        rows={list.data}
        columns={columns}
        rowKey={(role) => role.id}
        empty={<p className="text-gray-600">{t('adminPanel.nothing')}</p>}
        pagination={{ current: list.meta.current_page, last: list.meta.last_page, hrefFor }}
      />
    </div>
  );
}
