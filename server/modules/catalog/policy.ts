/*
 * Who may see what of the catalog. Every catalog read is public and the same for everyone, which
 * is what lets it be cached (decision 0004): a product shows only when it is visible (active,
 * approved, in an active category, from an active seller), a rule applied in SQL by these. Writes
 * (the seller and admin product editors) will add their rules here.
 */
export { isActiveCategory, isVisibleProduct } from './visibility.ts';
