import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  adminLogin,
  CODE_TTL_MINUTES,
  currentSession,
  forgotPassword,
  login,
  logout,
  oauthToken,
  register,
  resetPassword,
  sendVerificationCode,
  verifyAccount,
} from '#lib/contracts/auth.ts';
import { acceptInvitation } from '#lib/contracts/seller-staff.ts';
import { changePassword, listApiClients, storeApiClient, updateApiClient } from '#lib/contracts/users.ts';
import { translate } from '#lib/i18n/translate.ts';
import { sessionIdOf } from '#server/access/actor.ts';
import type { AppDeps } from '#server/deps.ts';
import { done, written } from '#server/http/answer.ts';
import { requestLocale } from '#server/http/locale.ts';
import { route } from '#server/http/route.ts';
import { currentUser } from '#server/modules/users/api.ts';
import * as clients from './api-clients.ts';
import * as password from './change-password.ts';
import { SESSION_COOKIE, sessionCookieOptions, VISITOR_COOKIE } from './cookies.ts';
import * as auth from './service.ts';

/** The caller's device: the signed visitor id of a browser, else its address (bearer apps). */
function deviceOf(request: FastifyRequest): string {
  const visitor = request.cookies[VISITOR_COOKIE];
  const unsigned = visitor ? request.unsignCookie(visitor) : null;
  return unsigned?.valid && unsigned.value ? `visitor:${unsigned.value}` : `address:${request.clientIp}`;
}

/** Sign-up, sign-in, codes, sign-out, the OAuth token call and API clients. */
export async function authRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  // OAuth clients usually send the token request form-encoded (RFC 6749 §4.4.2).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  // Credentials and personal data are never kept by a cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const caller = (request: FastifyRequest): auth.Caller => ({
    locale: requestLocale(request),
    credential: request.credential,
    ip: request.clientIp,
    userAgent: request.headers['user-agent'],
    device: deviceOf(request),
  });
  const answer = (reply: FastifyReply, signedIn: auth.SignedIn) => {
    if (signedIn.sessionCookie) {
      reply.setCookie(
        SESSION_COOKIE,
        signedIn.sessionCookie.token,
        sessionCookieOptions(deps.auth.secureCookies, signedIn.sessionCookie.maxAge),
      );
    }
    return signedIn.result;
  };
  const codeSent = (request: FastifyRequest) => done(request, 'auth.codeSent', { minutes: CODE_TTL_MINUTES });

  route(app, oauthToken, async (request) => {
    const token = await clients.issueClientToken(db, deps.auth, request.clientIp, request.body);
    return {
      data: [{ access_token: token.token, token_type: 'Bearer' as const, expires_in: token.expiresIn }],
    };
  });

  route(app, register, async (request) => {
    const created = await auth.register(db, deps.auth, caller(request), request.body);
    return {
      status: 1 as const,
      registered: true as const,
      ...created,
      msg: translate(requestLocale(request), 'auth.registered'),
    };
  });

  route(app, login, async (request, reply) =>
    answer(reply, await auth.login(db, deps.auth, caller(request), request.body, 'site')),
  );

  route(app, adminLogin, async (request, reply) =>
    answer(reply, await auth.login(db, deps.auth, caller(request), request.body, 'admin')),
  );

  route(app, verifyAccount, async (request, reply) =>
    answer(reply, await auth.verifyAccount(db, deps.auth, caller(request), request.body)),
  );

  route(app, acceptInvitation, async (request, reply) =>
    answer(reply, await auth.acceptInvitation(db, deps.auth, caller(request), request.body)),
  );

  route(app, sendVerificationCode, async (request) => {
    await auth.requestVerificationCode(db, deps.auth, caller(request), request.body.login);
    return codeSent(request);
  });

  route(app, forgotPassword, async (request) => {
    await auth.requestPasswordReset(db, deps.auth, caller(request), request.body.login);
    return codeSent(request);
  });

  route(app, resetPassword, async (request) => {
    await auth.resetPassword(db, deps.auth, caller(request), request.body);
    return done(request, 'auth.passwordReset');
  });

  route(app, changePassword, async (request) => {
    await password.changePassword(
      db,
      deps.auth,
      request.actor,
      sessionIdOf(request.credential),
      request.body,
    );
    return written(request, null, 'auth.passwordChanged');
  });

  route(app, logout, async (request, reply) => {
    await auth.logout(db, request.credential);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return done(request, 'auth.loggedOut');
  });

  route(app, currentSession, async (request) => ({ data: await currentUser(db, request.actor) }));

  route(app, listApiClients, async (request) =>
    clients.listApiClients(db, request.actor, request.query.page, request.params.limit),
  );

  route(app, storeApiClient, async (request) =>
    written(
      request,
      await clients.storeApiClient(db, request.actor, request.body.name),
      'apiClients.created',
    ),
  );

  route(app, updateApiClient, async (request) =>
    written(
      request,
      await clients.updateApiClient(db, request.actor, request.params.id, request.body),
      'apiClients.saved',
    ),
  );
}
