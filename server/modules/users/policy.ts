import { ACCOUNT_STATUS } from '#lib/contracts/auth.ts';
import { FEATURES } from '#lib/contracts/features.ts';
import { USER_TYPES } from '#lib/reference-data.ts';
import type { Actor } from '#server/access/actor.ts';
import {
  hasFeature,
  requireFeature,
  requireSignedIn,
  requireSuperAdmin,
} from '#server/access/permissions.ts';
import { forbidden } from '#server/errors.ts';

/*
 * Who may do what with users and roles. Every check of the users module is here; its use cases
 * call these by name.
 */

type Admin = Extract<Actor, { kind: 'admin' }>;

/** A user's data: the user themself, or an admin with the users feature (401 for nobody signed in). */
export function requireMayReadUser(actor: Actor, userId: number): void {
  requireSignedIn(actor);
  if (actor.userId !== userId && !hasFeature(actor, FEATURES.adminUsers)) throw forbidden();
}

/** Listing and changing users: admins with the users feature (51). */
export function requireUserManager(actor: Actor): asserts actor is Admin {
  requireFeature(actor, FEATURES.adminUsers);
}

/**
 * Creating an administrator: only super admins with the users feature; an admin who could
 * create admins could otherwise create one with more features than they have.
 */
export function requireMayCreateAdmin(actor: Actor): asserts actor is Admin {
  requireFeature(actor, FEATURES.adminUsers);
  requireSuperAdmin(actor);
}

/** Administrators are changed only by a super admin, and nobody blocks themselves. */
export function requireMayChangeUser(
  actor: Admin,
  target: { id: number; user_type: number },
  change: { status?: number | undefined },
): void {
  if (target.user_type === USER_TYPES.admin) requireSuperAdmin(actor);
  if (change.status === ACCOUNT_STATUS.blocked && target.id === actor.userId) {
    throw forbidden('cannot_block_self', 'users.cannotBlockSelf');
  }
}

/** Roles (feature 50). */
export function requireRoleManager(actor: Actor): asserts actor is Admin {
  requireFeature(actor, FEATURES.adminUserRoles);
}

/**
 * A role may only hand out features its maker has: otherwise an admin allowed to edit roles
 * could give themselves everything. Super admins may grant any feature.
 */
export function ensureMayGrant(actor: Admin, featureIds: number[]): void {
  if (actor.isSuper) return;
  if (featureIds.some((id) => !actor.features.has(id))) throw forbidden('cannot_grant_feature');
}

/** The super role is fixed. */
export function ensureRoleEditable(role: { is_super: boolean }): void {
  if (role.is_super) throw forbidden('super_role_locked', 'roles.superLocked');
}
