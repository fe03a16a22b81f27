import { Outlet } from 'react-router';
import { USER_TYPES } from '#lib/reference-data.ts';
import { requestContext } from '../../lib/context.ts';
import { onlyUserTypes, withReturn } from '../../lib/guards.ts';
import type { Route } from './+types/guard';

/**
 * Administrators only: visitors and every other account are sent to the admin sign-in form.
 * (The API checks each call's feature as well; this only keeps the pages away.)
 */
export const middleware: Route.MiddlewareFunction[] = [
  onlyUserTypes([USER_TYPES.admin], ({ url, context }) =>
    withReturn(`${context.get(requestContext).adminPath}/login-form`, url),
  ),
];

export default function AdminGuard() {
  return <Outlet />;
}
