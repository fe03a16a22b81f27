import { Outlet, useLocation, useRouteError, useRouteLoaderData } from 'react-router';
import { ErrorPage, ErrorPageBoundary } from '../../components/error-page.tsx';
import { BottomNav } from '../../components/layout/bottom-nav.tsx';
import { Footer } from '../../components/layout/footer.tsx';
import { Header } from '../../components/layout/header.tsx';
import { OfflineNotice } from '../../components/layout/offline-notice.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import type { loader as rootLoader } from '../../root.tsx';

function StoreFrame({ children }: { children: React.ReactNode }) {
  const { t } = useI18n();
  const viewer = useRouteLoaderData<typeof rootLoader>('root')?.viewer ?? null;
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t('nav.skipToContent')}
      </a>
      <Header viewer={viewer} />
      <OfflineNotice />
      <main id="main" className="mx-auto min-h-[60vh] max-w-7xl px-3 md:px-6">
        {children}
      </main>
      <Footer />
      <BottomNav signedIn={viewer !== null} />
    </>
  );
}

/** The storefront's frame: header, footer and phone navigation around every shopper page. */
export default function StoreLayout() {
  const location = useLocation();
  return (
    <StoreFrame>
      {/* Keyed by path so each page fades in (spec §4: 500 ms). */}
      <div key={location.pathname} className="page-fade">
        <Outlet />
      </div>
    </StoreFrame>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <StoreFrame>
      <ErrorPageBoundary>
        <ErrorPage error={error} />
      </ErrorPageBoundary>
    </StoreFrame>
  );
}
