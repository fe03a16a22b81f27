import { FEATURES } from '#lib/contracts/features.ts';
import { roleMayUse, type SellerScope } from '#lib/contracts/seller-staff.ts';
import type { Actor } from '#server/access/actor.ts';
import {
  requireActiveSeller,
  requireFeature,
  requireSellerScope,
  requireSignedIn,
} from '#server/access/permissions.ts';
import { forbidden } from '#server/errors.ts';

/*
 * Who may do what in the seller dashboard. A seller works only on its own company: every call
 * takes the company from the signed-in seller, never from the request, so another shop's id
 * simply finds nothing (404). A seller whose company is not active may only read and correct its
 * application (403 company_not_active otherwise). The money's admin side is for admins with the
 * companies feature.
 */

/**
 * The caller's own company id: sellers only (403 for others), and only staff whose role covers
 * `scope` (403 staff_role); an inactive shop only when allowed.
 */
export function ownCompanyOf(actor: Actor, scope: SellerScope, allowInactive = false): number {
  requireSignedIn(actor);
  if (actor.kind !== 'seller') throw forbidden();
  requireActiveSeller(actor, allowInactive);
  requireSellerScope(actor, scope);
  return actor.companyId;
}

/**
 * Who opens a company's private document: that company's own seller users whose role covers the
 * shop's papers (the owner and the all role, whatever the shop's status) and admins with the
 * companies feature; another shop's seller is told nothing (false, so 404); a member of the
 * shop's team with an orders or products role, customers, delivery persons and admins without
 * the feature are refused (403).
 */
export function mayOpenCompanyDocument(actor: Actor, companyId: number): boolean {
  requireDocumentReader(actor);
  return actor.kind === 'admin' || actor.companyId === companyId;
}

/**
 * Whether the seller sees the shop's identity papers (trade licence and NID numbers, the
 * document): the shop part of the team's roles, as the settings and the application are.
 */
export function maySeeShopPapers(actor: Extract<Actor, { kind: 'seller' }>): boolean {
  return roleMayUse(actor.staffRole, 'shop');
}

/**
 * Checked before the request's input is read: sellers whose role covers the shop's papers, and
 * admins with the companies feature.
 */
export function requireDocumentReader(
  actor: Actor,
): asserts actor is Extract<Actor, { kind: 'seller' } | { kind: 'admin' }> {
  requireSignedIn(actor);
  if (actor.kind === 'admin') requireFeature(actor, FEATURES.companies);
  else if (actor.kind !== 'seller') throw forbidden();
  else requireSellerScope(actor, 'shop');
}

/** Balances, payouts and commission income: admins with the companies (sellers) feature. */
export function requireMoneyAdmin(actor: Actor): asserts actor is Extract<Actor, { kind: 'admin' }> {
  requireFeature(actor, FEATURES.companies);
}

/** Only a rejected or still pending application may be corrected and sent again (409 otherwise). */
export function mayResubmit(status: string): boolean {
  return status === 'rejected' || status === 'pending';
}
