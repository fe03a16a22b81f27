import type { FastifyInstance } from 'fastify';
import {
  changePassword,
  listRoles,
  listUsers,
  profileUpdate,
  storeRole,
  storeUser,
  updateRole,
  updateUser,
  userInfo,
} from '#lib/contracts/users.ts';
import { translate } from '#lib/i18n/translate.ts';
import { sessionIdOf } from '#server/access/actor.ts';
import type { AppDeps } from '#server/deps.ts';
import { requestLocale } from '#server/http/locale.ts';
import { route } from '#server/http/route.ts';
import * as users from './accounts.ts';
import * as roles from './roles.ts';

/** The signed-in person's account, admin roles and users. */
export async function usersRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  route(app, userInfo, async (request) => ({
    data: await users.getUserInfo(db, request.actor, request.params.id),
  }));

  route(app, changePassword, async (request) => {
    await users.changePassword(db, deps.auth, request.actor, sessionIdOf(request.credential), request.body);
    return {
      status: true as const,
      data: null,
      msg: translate(requestLocale(request), 'auth.passwordChanged'),
    };
  });

  route(app, profileUpdate, async (request) => {
    const updated = await users.updateProfile(db, request.actor, request.body);
    return {
      status: true as const,
      msg: translate(requestLocale(request), 'auth.profileUpdated'),
      user_info: updated.user_info,
      partner_info: updated.partner_info,
    };
  });

  route(app, listRoles, async (request) =>
    roles.listRoles(db, request.actor, request.query.page, request.params.limit),
  );
  route(app, storeRole, async (request) => ({
    status: true as const,
    data: await roles.storeRole(db, request.actor, request.body),
    msg: translate(requestLocale(request), 'roles.saved'),
  }));
  route(app, updateRole, async (request) => ({
    status: true as const,
    data: await roles.updateRole(db, request.actor, request.params.id, request.body),
    msg: translate(requestLocale(request), 'roles.saved'),
  }));

  route(app, listUsers, async (request) =>
    users.listUsers(db, request.actor, request.params.limit, request.query),
  );
  route(app, storeUser, async (request) => ({
    status: true as const,
    data: await users.storeUser(db, request.actor, request.body),
    msg: translate(requestLocale(request), 'users.saved'),
  }));
  route(app, updateUser, async (request) => ({
    status: true as const,
    data: await users.updateUser(db, request.actor, request.params.id, request.body),
    msg: translate(requestLocale(request), 'users.saved'),
  }));
}
