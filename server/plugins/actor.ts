import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Actor, ANONYMOUS, type Credential, NO_CREDENTIAL } from '#server/access/actor.ts';
import type { Db } from '#server/db/client.ts';
import { AppError, forbidden, unauthorized } from '#server/errors.ts';
import type { AuthDeps } from '#server/modules/auth/api.ts';
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  INTERNAL_HEADER,
  resolveToken,
  SESSION_COOKIE,
  safeEqual,
  sessionCookieOptions,
  VISITOR_COOKIE,
} from '#server/modules/auth/api.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is asking; anonymous until a session or token says otherwise. */
    actor: Actor;
    /** How the call got through the gate. */
    credential: Credential;
    /** The visitor's address: the socket's, or the one the server-rendered pages forwarded. */
    clientIp: string;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every matched /api/* route is gated, except the API's own documentation. */
function isGated(request: FastifyRequest): boolean {
  if (request.is404) return false;
  const url = request.routeOptions.url ?? '';
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

function invalidToken(): AppError {
  return new AppError('unauthorized', 'invalid_token', 'auth.invalidToken', {
    headers: { 'www-authenticate': 'Bearer error="invalid_token"' },
  });
}

async function fromBearer(db: Db, request: FastifyRequest, header: string): Promise<void> {
  const match = /^Bearer +([\w.~+/=-]+)$/i.exec(header.trim());
  const resolved = match ? await resolveToken(db, match[1]!) : null;
  // A web session's id is not a bearer token: it lives only in its httpOnly cookie.
  if (!resolved || resolved.kind === 'web') throw invalidToken();
  request.actor = resolved.actor;
  request.credential =
    resolved.kind === 'client'
      ? { kind: 'client', sessionId: resolved.sessionId, apiClientId: resolved.apiClientId! }
      : { kind: 'user-token', sessionId: resolved.sessionId, apiClientId: resolved.apiClientId };
}

async function fromCookies(
  db: Db,
  auth: AuthDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  internal: boolean,
): Promise<void> {
  const sessionToken = request.cookies[SESSION_COOKIE];
  if (sessionToken) {
    const resolved = await resolveToken(db, sessionToken);
    if (resolved?.kind === 'web') {
      request.actor = resolved.actor;
      request.credential = { kind: 'session', sessionId: resolved.sessionId, internal };
      // The cookie's life follows the session's sliding expiry.
      if (resolved.isRenewed) {
        reply.setCookie(
          SESSION_COOKIE,
          sessionToken,
          sessionCookieOptions(auth.secureCookies, resolved.expiresIn),
        );
      }
      return;
    }
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
  }
  if (internal) {
    request.credential = { kind: 'internal' };
    return;
  }
  const visitor = request.cookies[VISITOR_COOKIE];
  if (visitor && request.unsignCookie(visitor).valid) request.credential = { kind: 'visitor' };
}

/** Double submit: a cookie-authenticated write must echo the CSRF cookie in its header. */
export function checkCsrf(request: FastifyRequest): void {
  const cookie = request.cookies[CSRF_COOKIE];
  const header = request.headers[CSRF_HEADER];
  if (!cookie || typeof header !== 'string' || !safeEqual(cookie, header)) {
    throw forbidden('csrf_failed', 'auth.csrfFailed');
  }
}

/**
 * The gate and actor resolution. Every /api/* call needs a credential: a bearer token (an API
 * client's, or a person's issued through one), the web session cookie, the signed first-party
 * visitor cookie, or the server-rendered pages' internal header with this process's secret.
 * Anything else is 401. Cookie-authenticated writes also need the CSRF header.
 */
export const actorPlugin = fp(
  async (app: FastifyInstance, { db, auth }: { db: Db; auth: AuthDeps }) => {
    // Fastify wants a primitive here; the hook gives each request its own value.
    app.decorateRequest('actor', null as never);
    app.decorateRequest('credential', null as never);
    app.decorateRequest('clientIp', '');
    app.addHook('onRequest', async (request, reply) => {
      request.actor = ANONYMOUS;
      request.credential = NO_CREDENTIAL;
      request.clientIp = request.ip;
      if (!isGated(request)) return;

      const authorization = request.headers.authorization;
      if (authorization !== undefined) return fromBearer(db, request, authorization);

      const internalValue = request.headers[INTERNAL_HEADER];
      const internal = internalValue !== undefined;
      if (internal) {
        if (typeof internalValue !== 'string' || !safeEqual(internalValue, auth.internalSecret)) {
          throw unauthorized('invalid_internal', 'auth.invalidInternal');
        }
        // Only our own pages may say whose address a call is for.
        const forwarded = request.headers['x-forwarded-for'];
        if (typeof forwarded === 'string' && forwarded) request.clientIp = forwarded.split(',')[0]!.trim();
      }
      await fromCookies(db, auth, request, reply, internal);
      if (request.credential.kind === 'none') throw unauthorized();
      if (UNSAFE_METHODS.has(request.method) && !internal) checkCsrf(request);
    });
  },
  { name: 'haat-actor', dependencies: ['@fastify/cookie'] },
);
