import type * as cart from '#lib/contracts/cart.ts';
import type * as catalog from '#lib/contracts/catalog.ts';
import type * as content from '#lib/contracts/content.ts';
import type { Endpoint } from '#lib/contracts/endpoint.ts';

/**
 * The API calls the storefront's first screen makes from the browser, by method and path only,
 * typed as their contracts. Importing a contract itself would bring Zod and every schema of its
 * file into the first page load (issue 16: the storefront's initial JavaScript); the server and the
 * forms that validate in the browser keep using the contracts. contract-refs.test.ts checks each
 * against its contract.
 */
function ref<E extends Endpoint>(method: E['method'], path: E['path']): E {
  return { method, path } as E;
}

export const quoteCartRef = ref<typeof cart.quoteCart>('POST', '/api/cart/quote');
export const getCartRef = ref<typeof cart.getCart>('GET', '/api/cart');
export const setCartItemRef = ref<typeof cart.setCartItem>('POST', '/api/cart/items');
export const removeCartItemRef = ref<typeof cart.removeCartItem>('POST', '/api/cart/items/remove');
export const mergeCartRef = ref<typeof cart.mergeCart>('POST', '/api/cart/merge');
export const clearCartRef = ref<typeof cart.clearCart>('POST', '/api/cart/clear');
export const searchSuggestionsRef = ref<typeof catalog.searchSuggestions>('GET', '/api/search/suggestions');
export const basicConfigRef = ref<typeof content.basicConfig>('GET', '/api/basic-config');

/** Constants of lib/contracts/catalog.ts the browser needs, without the file's schemas. */
export const RECOMMENDED_TAGS_COOKIE = 'haat_tags';
export const RECOMMENDED_TAGS_MAX = 20;
export const PRODUCT_SORTS: typeof catalog.PRODUCT_SORTS = [
  'relevance',
  'newest',
  'price_asc',
  'price_desc',
  'popular',
  'rating',
];
/** The shopper's filters of productFilters (all but the words and the sort), as URL parameters. */
export const PRODUCT_FILTER_PARAMS = [
  'category',
  'brand',
  'seller',
  'tag',
  'min_price',
  'max_price',
  'in_stock',
  'min_rating',
] as const;
export const MIN_RATING_CHOICES: typeof catalog.MIN_RATING_CHOICES = [4, 3, 2, 1];
export const BANNER_DISPLAY_TYPES: typeof content.BANNER_DISPLAY_TYPES = { body: 1, side: 2 };
