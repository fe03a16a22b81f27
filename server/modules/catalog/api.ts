/* What other modules may use of the catalog module (with schema.ts for foreign keys). */
export {
  type LineKey,
  lineKey,
  type PurchaseLine,
  purchaseLines,
  releaseStock,
  reserveStock,
} from './purchases.ts';
export { refreshSearchText } from './search-index.ts';
export { productSearchText, searchWords } from './search-text.ts';
