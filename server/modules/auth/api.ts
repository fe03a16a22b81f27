/*
 * What the rest of the server may use of the auth module (with schema.ts for foreign keys): the
 * gate and the session cookie, for the actor plugin, the page bridge and the tests' app.
 */
export {
  CSRF_COOKIE,
  CSRF_HEADER,
  INTERNAL_HEADER,
  SESSION_COOKIE,
  sessionCookieOptions,
  VISITOR_COOKIE,
} from './cookies.ts';
export { type AuthDeps, createAuthDeps } from './deps.ts';
export { createSession, resolveToken, revokeUserSessions } from './sessions.ts';
export { safeEqual } from './tokens.ts';
export { firstVisitCookies } from './visitor.ts';
