import { Outlet, type ShouldRevalidateFunction, useLocation, useRouteError } from 'react-router';
import { basicConfig } from '#lib/contracts/content.ts';
import { ErrorPage, ErrorPageBoundary } from '../../components/error-page.tsx';
import { StoreFrame } from '../../components/layout/store-frame.tsx';
import { apiOf } from '../../lib/context.ts';
import type { Route } from './+types/layout';

/**
 * The site's details of the basic configuration the frame shows (name, tagline, contact), as
 * an administrator last saved them; the API keeps them in memory and forgets them on a save.
 */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    const { data } = await apiOf(context).call(basicConfig);
    return { site: data.site_basic_config_data };
  } catch {
    // The frame falls back to the built-in name and tagline.
    return { site: null };
  }
}

/** The details change rarely: read again on a full page load or after a form's submit, not on every click. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod ? defaultShouldRevalidate : false;

/** The storefront's frame: header, footer and phone navigation around every shopper page. */
export default function StoreLayout() {
  const location = useLocation();
  return (
    <StoreFrame>
      {/* Keyed by path so each page a visitor moves to fades in (spec §4: 500 ms). The page the
          server drew shows at once: fading it in would hold back its first paint (issue 16). */}
      <div key={location.pathname} className={location.key === 'default' ? undefined : 'page-fade'}>
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
