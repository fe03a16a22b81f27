/** A signed-in person's session token (httpOnly, SameSite=Lax; Secure on https). */
export const SESSION_COOKIE = 'haat_session';

/**
 * The web app's first-party credential for visitors who have not signed in: a signed random
 * id, so browsing needs no database write, and the API can tell our own pages from strangers.
 */
export const VISITOR_COOKIE = 'haat_visitor';

/** The double-submit CSRF token: readable by our scripts, echoed in the `x-csrf-token` header. */
export const CSRF_COOKIE = 'haat_csrf';
export const CSRF_HEADER = 'x-csrf-token';

/** Marks the server-rendered pages' in-process API calls (value: a per-process random token). */
export const INTERNAL_HEADER = 'x-haat-internal';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface CookieOptions {
  path: string;
  httpOnly: boolean;
  sameSite: 'lax';
  secure: boolean;
  maxAge: number;
}

/** The session cookie: never readable by scripts; lives as long as the session's idle time. */
export function sessionCookieOptions(secure: boolean, maxAge: number): CookieOptions {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge };
}

/** The visitor cookie: httpOnly, about a year. */
export function visitorCookieOptions(secure: boolean): CookieOptions {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: YEAR_SECONDS };
}

/** The CSRF cookie: our scripts read it to echo it in the x-csrf-token header. */
export function csrfCookieOptions(secure: boolean): CookieOptions {
  return { path: '/', httpOnly: false, sameSite: 'lax', secure, maxAge: YEAR_SECONDS };
}
