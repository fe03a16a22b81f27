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
