import { useEffect, useState } from 'react';
import { type Cart, cartLines } from '#lib/cart.ts';
import { productDetail } from '#lib/contracts/catalog.ts';
import { browserApi } from '../../lib/browser-api.ts';

const api = browserApi;

/** Whether a product (by slug) needs a prescription, once asked. */
const known = new Map<string, boolean>();

/**
 * The products in the cart whose type needs a prescription (medicine), read from their product
 * pages' data. While unknown, nothing is asked of the shopper; the server has the last word.
 */
export function usePrescriptionNeeds(cart: Cart): { productIds: number[]; isLoading: boolean } {
  const lines = cartLines(cart);
  const slugs = [...new Set(lines.map((line) => line.product_slug))].sort();
  const key = slugs.join(',');
  const [, setVersion] = useState(0);
  const [isLoading, setLoading] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `slugs`
  useEffect(() => {
    const missing = slugs.filter((slug) => !known.has(slug));
    if (missing.length === 0) return;
    let current = true;
    setLoading(true);
    Promise.all(
      missing.map((slug) =>
        api.call(productDetail, { params: { slug } }).then(
          (answer) => known.set(slug, answer.data.product_type?.requires_prescription === true),
          () => undefined,
        ),
      ),
    ).finally(() => {
      if (!current) return;
      setLoading(false);
      setVersion((version) => version + 1);
    });
    return () => {
      current = false;
    };
  }, [key]);

  const productIds = [
    ...new Set(lines.filter((line) => known.get(line.product_slug)).map((line) => line.product_id)),
  ];
  return { productIds, isLoading };
}
