import { FEATURES } from '#lib/contracts/features.ts';
import type { Actor } from '#server/access/actor.ts';
import {
  hasFeature,
  requireFeature,
  requireSellerScope,
  requireSignedIn,
} from '#server/access/permissions.ts';
import { forbidden } from '#server/errors.ts';

/*
 * Who may see what of the catalog. Every catalog read is public and the same for everyone, which
 * is what lets it be cached (decision 0004): a product shows only when it is visible (active,
 * approved, in an active category, from an active seller), a rule applied in SQL by these. Writes
 * (the seller and admin product editors) will add their rules here.
 */
export { isActiveCategory, isVisibleProduct } from './visibility.ts';

/**
 * Who may change products (issue 12): a seller its own shop's (companyId), an admin with the
 * products feature any shop's (companyId null). Everyone else: 403.
 */
export function requireProductEditor(actor: Actor): { companyId: number | null } {
  requireSignedIn(actor);
  if (actor.kind === 'seller') {
    requireSellerScope(actor, 'products');
    return { companyId: actor.companyId };
  }
  if (actor.kind === 'admin' && hasFeature(actor, FEATURES.products)) return { companyId: null };
  throw forbidden('product_editors_only', 'products.sellersAndAdmins');
}

/** Admins who review sellers' products (products-pre, feature 12). */
export function requireProductReviewer(actor: Actor): asserts actor is Extract<Actor, { kind: 'admin' }> {
  requireFeature(actor, FEATURES.productsPre);
}
