import { Outlet, useRouteError, useRouteLoaderData } from 'react-router';
import { DashboardFrame } from '../../components/account/dashboard-frame.tsx';
import { ErrorPage, ErrorPageBoundary } from '../../components/error-page.tsx';
import { requestContext } from '../../lib/context.ts';
import { useI18n } from '../../lib/i18n.tsx';
import type { loader as rootLoader } from '../../root.tsx';
import type { Route } from './+types/layout';

export function loader({ context }: Route.LoaderArgs) {
  return { adminPath: context.get(requestContext).adminPath };
}

function AdminFrame({ children }: { children: React.ReactNode }) {
  const { t } = useI18n();
  const viewer = useRouteLoaderData<typeof rootLoader>('root')?.viewer ?? null;
  const adminPath = useRouteLoaderData<typeof loader>('admin')?.adminPath ?? '/';
  return (
    <DashboardFrame area={t('admin.dashboard.title')} home={adminPath} viewer={viewer}>
      {children}
    </DashboardFrame>
  );
}

/** The admin area under ADMIN_PATH: its sign-in form, and pages for administrators only. */
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
