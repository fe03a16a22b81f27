import { Outlet, useLocation, useRouteError } from 'react-router';
import { ErrorPage, ErrorPageBoundary } from '../../components/error-page.tsx';
import { StoreFrame } from '../../components/layout/store-frame.tsx';

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
