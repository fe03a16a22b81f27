/* What other modules may use of the cart module (with schema.ts for foreign keys). */
export { type PricedCart, type PricingRules, priceCart, pricingRules, vatOn } from './quote.ts';
export { removeLines } from './service.ts';
