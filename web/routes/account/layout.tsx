import { Outlet, useLocation, useRouteLoaderData } from 'react-router';
import { middlewareNamed, validate } from '../../lib/guards.ts';
import { useTranslatedValidity } from '../../lib/native-validity.ts';
import { viewerContext } from '../../lib/viewer.ts';
import type { loader as rootLoader } from '../../root.tsx';
import type { Route } from './+types/layout';
import { accountPageOf, mayOpen } from './menu.ts';
import { AccountShell } from './shell.tsx';

/**
 * The customer dashboard, one implementation under both /user/… and /user-dashboard/… (spec §2).
 * Signed-in people only; a page outside the person's menu (spec §6) is not found for them.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ...middlewareNamed('auth_access'),
  validate(({ url, context }) => {
    const page = accountPageOf(url.pathname);
    const viewer = context.get(viewerContext);
    return !page || (viewer !== null && mayOpen(page, viewer.userType));
  }),
];

export default function AccountLayout() {
  const viewer = useRouteLoaderData<typeof rootLoader>('root')?.viewer;
  const { pathname } = useLocation();
  const base = pathname.startsWith('/user-dashboard') ? '/user-dashboard' : '/user';
  useTranslatedValidity();
  if (!viewer) return null;
  return (
    <AccountShell viewer={viewer} base={base} title="account.title">
      <Outlet />
    </AccountShell>
  );
}
