import type { FastifyInstance } from 'fastify';
import {
  changeStaffRole,
  inviteStaff,
  listStaff,
  previewInvitation,
  removeStaffMember,
  resendInvitation,
  revokeInvitation,
} from '#lib/contracts/seller-staff.ts';
import type { AppDeps } from '#server/deps.ts';
import { done, written } from '#server/http/answer.ts';
import { route } from '#server/http/route.ts';
import type { StaffDeps } from './deps.ts';
import * as invitations from './invitations.ts';
import * as team from './team.ts';

/** A shop's team: the owner's list, invitations, role changes and removals; an invitation's preview. */
export async function sellerStaffRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const staffDeps: StaffDeps = {
    publicUrl: deps.config.publicUrl,
    notifier: deps.auth.notifier,
    endSessions: deps.auth.endSessions,
  };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  route(app, listStaff, async (request) => ({ data: await team.listStaff(db, request.actor) }));
  route(app, inviteStaff, async (request, reply) => {
    const invitation = await invitations.inviteStaff(db, staffDeps, request.actor, request.body);
    reply.code(201);
    return written(request, invitation, 'sellerStaff.invited', { email: invitation.email });
  });
  route(app, resendInvitation, async (request) =>
    written(
      request,
      await invitations.resendInvitation(db, staffDeps, request.actor, request.params.id),
      'sellerStaff.resent',
    ),
  );
  route(app, revokeInvitation, async (request) => {
    await invitations.revokeInvitation(db, request.actor, request.params.id);
    return done(request, 'sellerStaff.revoked');
  });
  route(app, changeStaffRole, async (request) =>
    written(
      request,
      await team.changeStaffRole(db, request.actor, request.params.id, request.body.role),
      'sellerStaff.roleChanged',
    ),
  );
  route(app, removeStaffMember, async (request) => {
    await team.removeStaffMember(db, staffDeps, request.actor, request.params.id);
    return done(request, 'sellerStaff.removed');
  });
  route(app, previewInvitation, async (request) => ({
    data: await invitations.previewInvitation(db, request.body.token),
  }));
}
