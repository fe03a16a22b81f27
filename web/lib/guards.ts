import { data, type MiddlewareFunction, redirect } from 'react-router';
import { viewerContext } from './viewer.ts';

type Middleware = MiddlewareFunction<Response>;

/** Spec §2: `auth_access` lets only signed-in people through; others go to sign in and come back. */
const authAccess: Middleware = ({ url, context }) => {
  if (context.get(viewerContext)) return;
  throw redirect(withReturn('/login', url));
};

/** `path?redirectTo=<this page>`: a sign-in form that sends the person back here afterwards. */
export function withReturn(path: string, url: URL): string {
  return `${path}?redirectTo=${encodeURIComponent(url.pathname + url.search)}`;
}

/**
 * Lets only people of `userTypes` through (after `auth_access`); anyone else is sent to
 * `elsewhere` — an area's own sign-in form, or their own dashboard.
 */
export function onlyUserTypes(
  userTypes: readonly number[],
  elsewhere: (args: Parameters<Middleware>[0]) => string,
): Middleware {
  return (args) => {
    const viewer = args.context.get(viewerContext);
    if (viewer && userTypes.includes(viewer.userType)) return;
    throw redirect(elsewhere(args));
  };
}

/** Middleware a page can ask for by name. */
export const NAMED_MIDDLEWARE: Record<string, Middleware> = {
  auth_access: authAccess,
};

/**
 * The middleware a page declares by name (spec §2). A name nobody defined fails the request
 * with 500 'Unknown middleware' rather than silently letting everyone in.
 */
export function middlewareNamed(...names: string[]): Middleware[] {
  return names.map(
    (name) =>
      NAMED_MIDDLEWARE[name] ??
      (() => {
        throw data('Unknown middleware', { status: 500, statusText: 'Unknown middleware' });
      }),
  );
}

/** Spec §2: a page's validate check; when it fails the visitor gets the 404 page. */
export function validate(check: (args: Parameters<Middleware>[0]) => boolean | Promise<boolean>): Middleware {
  return async (args) => {
    if (!(await check(args))) throw data('Not Found', { status: 404, statusText: 'Not Found' });
  };
}
