import { describe, expect, it } from 'vitest';
import * as cart from '#lib/contracts/cart.ts';
import * as catalog from '#lib/contracts/catalog.ts';
import * as content from '#lib/contracts/content.ts';
import * as refs from './contract-refs.ts';

describe("the browser's light copies of contract details", () => {
  it("name each endpoint by its contract's method and path", () => {
    const pairs = [
      [refs.quoteCartRef, cart.quoteCart],
      [refs.getCartRef, cart.getCart],
      [refs.setCartItemRef, cart.setCartItem],
      [refs.removeCartItemRef, cart.removeCartItem],
      [refs.mergeCartRef, cart.mergeCart],
      [refs.clearCartRef, cart.clearCart],
      [refs.searchSuggestionsRef, catalog.searchSuggestions],
      [refs.basicConfigRef, content.basicConfig],
    ] as const;
    for (const [ref, contract] of pairs) {
      expect({ method: ref.method, path: ref.path }).toEqual({
        method: contract.method,
        path: contract.path,
      });
    }
  });

  it("keep the contracts' constants", () => {
    expect(refs.PRODUCT_SORTS).toEqual(catalog.PRODUCT_SORTS);
    expect(refs.MIN_RATING_CHOICES).toEqual(catalog.MIN_RATING_CHOICES);
    const filters = Object.keys(catalog.productFilters.shape).filter(
      (name) => name !== 'q' && name !== 'sort',
    );
    expect([...refs.PRODUCT_FILTER_PARAMS].sort()).toEqual(filters.sort());
    expect(refs.BANNER_DISPLAY_TYPES).toEqual(content.BANNER_DISPLAY_TYPES);
    expect(refs.RECOMMENDED_TAGS_COOKIE).toBe(catalog.RECOMMENDED_TAGS_COOKIE);
    expect(refs.RECOMMENDED_TAGS_MAX).toBe(catalog.RECOMMENDED_TAGS_MAX);
  });
});
