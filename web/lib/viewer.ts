import { createContext, type MiddlewareFunction } from 'react-router';
import { type AuthUser, currentSession } from '#lib/contracts/auth.ts';
import { USER_TYPES } from '#lib/reference-data.ts';
import { apiOf, requestContext } from './context.ts';

/** The signed-in person as pages see them. */
export interface Viewer {
  id: number;
  name: string;
  /** USER_TYPES: 1 admin, 2 delivery, 3 customer, 4 seller. */
  userType: number;
  email?: string | null;
  avatar?: string | null;
  initials?: string;
  /** The person's own dashboard (an admin's is under the configured admin path). */
  dashboard?: string;
}

/** Set by the root middleware from the session, null for visitors. */
export const viewerContext = createContext<Viewer | null>(null);

/** The part of the API's auth user data the pages need. */
export function viewerOf(user: AuthUser, adminPath = '/'): Viewer {
  return {
    dashboard: dashboardPath(user.user_info.user_type, adminPath),
    id: user.user_info.id,
    name: user.user_info.name,
    userType: user.user_info.user_type,
    email: user.user_info.email,
    avatar: user.user_info.avatar,
    initials: user.user_info.initials,
  };
}

/** A Cookie header that carries a session (only then is there anyone to ask the API about). */
export function hasSessionCookie(cookieHeader: string | null): boolean {
  return /(?:^|;\s*)haat_session=[^;]/.test(cookieHeader ?? '');
}

/**
 * The root middleware: who is signed in, asked of the API (the startup's "user info" step on
 * the server). A visitor without a session cookie costs no call.
 */
export const viewerMiddleware: MiddlewareFunction<Response> = async ({ request, context }) => {
  context.set(viewerContext, null);
  if (!hasSessionCookie(request.headers.get('cookie'))) return;
  try {
    const { data } = await apiOf(context).call(currentSession);
    context.set(viewerContext, data ? viewerOf(data, context.get(requestContext).adminPath) : null);
  } catch (error) {
    // Pages still render for a visitor if the session cannot be read; the API logged why.
    console.error('viewer: the session could not be read', error);
  }
};

/** Where a person's dashboard is: by user type (admins under the configured admin path). */
export function dashboardPath(userType: number, adminPath: string): string {
  switch (userType) {
    case USER_TYPES.admin:
      return adminPath;
    case USER_TYPES.delivery:
      return '/delivery-person-dashboard';
    case USER_TYPES.seller:
      return '/seller-dashboard';
    default:
      return '/user/manage-account';
  }
}
