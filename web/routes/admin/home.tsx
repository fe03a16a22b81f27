import { adminDashboard } from '#lib/contracts/admin-panel.ts';
import { currentSession } from '#lib/contracts/auth.ts';
import { ADMIN_FEATURES, ADMIN_MENU_GROUPS } from '#lib/contracts/features.ts';
import { translate } from '#lib/i18n/translate.ts';
import { hasAdminScreen } from '../../components/admin/built-sections.ts';
import { DashboardWidgets } from '../../components/admin/dashboard-widgets.tsx';
import { useLiveRevalidate } from '../../components/admin/use-live-revalidate.ts';
import { Link } from '../../components/link.tsx';
import { apiOf, requestContext } from '../../lib/context.ts';
import { localeFromCookieHeader, useI18n } from '../../lib/i18n.tsx';
import type { Route } from './+types/home';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { data } = await apiOf(context).call(currentSession);
  // Spec §6: after sign-in the role's role_accesses become the feature-access map.
  const features = new Set(data?.role_info?.role_accesses.map((access) => access.feature_id) ?? []);
  // The dashboard's widgets (feature 1); a role without it sees the menu only.
  const dashboard = await apiOf(context)
    .call(adminDashboard)
    .then((answer) => answer.data)
    .catch(() => null);
  return {
    dashboard,
    name: data?.user_info.name ?? '',
    featureIds: [...features],
    adminPath: context.get(requestContext).adminPath,
    locale: localeFromCookieHeader(request.headers.get('cookie')),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translate(loaderData?.locale ?? 'en', 'admin.dashboard.title') },
];

/** The admin area's start: spec §6's menu groups with the sections this admin's role may use. */
export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  // The widgets follow the orders live: a newly flagged order, and (for a role with the orders
  // feature, who hears them) every order's change, a reload at most every 5 s.
  useLiveRevalidate(['order.flagged', 'order.status'], () => loaderData.dashboard !== null, 5000);
  const allowed = new Set(loaderData.featureIds);
  const groups = ADMIN_MENU_GROUPS.map((group) => ({
    group,
    features: ADMIN_FEATURES.filter(
      (feature) =>
        feature.group === group.id && allowed.has(feature.id) && feature.path && hasAdminScreen(feature.path),
    ),
  })).filter((entry) => entry.features.length > 0);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t('admin.dashboard.title')}</h1>
      <p>{t('admin.dashboard.welcome', { name: loaderData.name })}</p>
      {loaderData.dashboard ? (
        <DashboardWidgets data={loaderData.dashboard} adminPath={loaderData.adminPath} />
      ) : null}
      {groups.length === 0 ? <p>{t('admin.noFeatures')}</p> : null}
      <nav aria-label={t('admin.menu.label')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {groups.map(({ group, features }) => (
          <section key={group.id} className="rounded-lg border border-gray-200 bg-white p-4">
            <h2 className="mb-2 font-semibold">{locale === 'bn' ? group.title_bn : group.title}</h2>
            <ul className="flex flex-col gap-1 text-sm text-gray-700">
              {features.map((feature) => (
                <li key={feature.id}>{locale === 'bn' ? feature.title_bn : feature.title}</li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      <Link
        to={`${loaderData.adminPath}/change-password`}
        className="self-start text-brand-700 hover:underline"
      >
        {t('account.menu.changePassword')}
      </Link>
    </div>
  );
}
