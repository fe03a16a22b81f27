import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, csrfCookieOptions, VISITOR_COOKIE, visitorCookieOptions } from './cookies.ts';

/**
 * The cookies a page response gives a visitor who lacks them: a signed random visitor id (the
 * web app's credential for the API) and the CSRF token our scripts echo on writes. Answers
 * `name=value` pairs for the in-process API calls of this page and the Set-Cookie headers.
 */
export function firstVisitCookies(
  app: FastifyInstance,
  request: FastifyRequest,
  secure: boolean,
): { pairs: Array<[string, string]>; setCookies: string[] } {
  const pairs: Array<[string, string]> = [];
  const setCookies: string[] = [];
  const visitor = request.cookies[VISITOR_COOKIE];
  if (!visitor || !request.unsignCookie(visitor).valid) {
    const signed = app.signCookie(randomBytes(16).toString('base64url'));
    pairs.push([VISITOR_COOKIE, signed]);
    setCookies.push(app.serializeCookie(VISITOR_COOKIE, signed, visitorCookieOptions(secure)));
  }
  if (!request.cookies[CSRF_COOKIE]) {
    const token = randomBytes(24).toString('base64url');
    pairs.push([CSRF_COOKIE, token]);
    setCookies.push(app.serializeCookie(CSRF_COOKIE, token, csrfCookieOptions(secure)));
  }
  return { pairs, setCookies };
}
