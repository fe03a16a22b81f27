import type { FastifyInstance } from 'fastify';
import {
  deleteRole,
  listRoles,
  listUsers,
  profileUpdate,
  roleDetails,
  storeRole,
  storeUser,
  updateRole,
  updateUser,
  userInfo,
} from '#lib/contracts/users.ts';
import type { AppDeps } from '#server/deps.ts';
import { done, written } from '#server/http/answer.ts';
import { route } from '#server/http/route.ts';
import * as adminUsers from './admin-users.ts';
import * as profile from './profile.ts';
import * as roles from './roles.ts';

/** The signed-in person's account, admin roles and users. */
export async function usersRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  route(app, userInfo, async (request) => ({
    data: await profile.getUserInfo(db, request.actor, request.params.id),
  }));

  route(app, profileUpdate, async (request) => {
    const updated = await profile.updateProfile(db, request.actor, request.body);
    return {
      ...done(request, 'auth.profileUpdated'),
      user_info: updated.user_info,
      partner_info: updated.partner_info,
    };
  });

  route(app, listRoles, async (request) =>
    roles.listRoles(db, request.actor, request.query.page, request.params.limit),
  );
  route(app, storeRole, async (request) =>
    written(request, await roles.storeRole(db, request.actor, request.body), 'roles.saved'),
  );
  route(app, updateRole, async (request) =>
    written(
      request,
      await roles.updateRole(db, request.actor, request.params.id, request.body),
      'roles.saved',
    ),
  );

  route(app, roleDetails, async (request) => ({
    data: await roles.roleDetails(db, request.actor, request.params.id),
  }));
  route(app, deleteRole, async (request) =>
    written(request, await roles.deleteRole(db, request.actor, request.params.id), 'roles.deleted'),
  );

  route(app, listUsers, async (request) =>
    adminUsers.listUsers(db, request.actor, request.params.limit, request.query),
  );
  route(app, storeUser, async (request) =>
    written(request, await adminUsers.storeUser(db, request.actor, request.body), 'users.saved'),
  );
  route(app, updateUser, async (request) =>
    written(
      request,
      await adminUsers.updateUser(db, deps.auth.endSessions, request.actor, request.params.id, request.body),
      'users.saved',
    ),
  );
}
