import { Outlet, useRouteError, useRouteLoaderData } from 'react-router';
import { DashboardFrame } from '../../components/account/dashboard-frame.tsx';
import { ErrorPage, ErrorPageBoundary } from '../../components/error-page.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import type { loader as rootLoader } from '../../root.tsx';

function SellerFrame({ children }: { children: React.ReactNode }) {
  const { t } = useI18n();
  const viewer = useRouteLoaderData<typeof rootLoader>('root')?.viewer ?? null;
  return (
    <DashboardFrame area={t('seller.dashboard.title')} home="/seller-dashboard" viewer={viewer}>
      {children}
    </DashboardFrame>
  );
}

/** /seller-dashboard: its sign-in form and (in later issues) the shop's pages. */
export default function SellerLayout() {
  return (
    <SellerFrame>
      <Outlet />
    </SellerFrame>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <SellerFrame>
      <ErrorPageBoundary>
        <ErrorPage error={error} />
      </ErrorPageBoundary>
    </SellerFrame>
  );
}
