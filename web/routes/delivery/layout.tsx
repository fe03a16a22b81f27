import { Outlet, useRouteLoaderData } from 'react-router';
import { USER_TYPES } from '#lib/reference-data.ts';
import { middlewareNamed, onlyUserTypes } from '../../lib/guards.ts';
import type { loader as rootLoader } from '../../root.tsx';
import { AccountShell } from '../account/shell.tsx';
import type { Route } from './+types/layout';

/** The delivery-person dashboard (spec §2): delivery persons only; others go to their own account. */
export const middleware: Route.MiddlewareFunction[] = [
  ...middlewareNamed('auth_access'),
  onlyUserTypes([USER_TYPES.delivery], () => '/user/manage-account'),
];

export default function DeliveryLayout() {
  const viewer = useRouteLoaderData<typeof rootLoader>('root')?.viewer;
  if (!viewer) return null;
  return (
    <AccountShell viewer={viewer} base="/delivery-person-dashboard" title="account.deliveryTitle">
      <Outlet />
    </AccountShell>
  );
}
