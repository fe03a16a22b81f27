import { Outlet, useRouteError, useRouteLoaderData } from 'react-router';
import { currentSession } from '#lib/contracts/auth.ts';
import { USER_TYPES } from '#lib/reference-data.ts';
import { DashboardFrame } from '../../components/account/dashboard-frame.tsx';
import { AdminMenu } from '../../components/admin/admin-menu.tsx';
import { ErrorPage, ErrorPageBoundary } from '../../components/error-page.tsx';
import { apiOf, requestContext } from '../../lib/context.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { viewerContext } from '../../lib/viewer.ts';
import type { loader as rootLoader } from '../../root.tsx';
import type { Route } from './+types/layout';

export async function loader({ context }: Route.LoaderArgs) {
  const adminPath = context.get(requestContext).adminPath;
  const viewer = context.get(viewerContext);
  if (viewer?.userType !== USER_TYPES.admin) return { adminPath, featureIds: null };
  // Spec §6: the role's role_accesses are the features this admin may use (a super admin's: all).
  const { data } = await apiOf(context).call(currentSession);
  return { adminPath, featureIds: data?.role_info?.role_accesses.map((access) => access.feature_id) ?? [] };
}

function AdminFrame({ children }: { children: React.ReactNode }) {
  const { t } = useI18n();
  const viewer = useRouteLoaderData<typeof rootLoader>('root')?.viewer ?? null;
  const admin = useRouteLoaderData<typeof loader>('admin');
  const adminPath = admin?.adminPath ?? '/';
  return (
    <DashboardFrame area={t('admin.dashboard.title')} home={adminPath} viewer={viewer}>
      {admin?.featureIds ? (
        <div className="flex flex-col md:flex-row md:gap-6">
          <AdminMenu adminPath={adminPath} featureIds={admin.featureIds} />
          <div className="min-w-0 flex-1">{children}</div>
        </div>
      ) : (
        children
      )}
    </DashboardFrame>
  );
}

/** The admin area under ADMIN_PATH: its sign-in form, and pages for administrators only, beside the menu. */
export default function AdminLayout() {
  return (
    <AdminFrame>
      <Outlet />
    </AdminFrame>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <AdminFrame>
      <ErrorPageBoundary>
        <ErrorPage error={error} />
      </ErrorPageBoundary>
    </AdminFrame>
  );
}
