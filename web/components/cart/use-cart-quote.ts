import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '#lib/api-client.ts';
import { type Cart, cartLineInputs } from '#lib/cart.ts';
import type { CartQuote, QuotedLine } from '#lib/contracts/cart.ts';
import type { BilingualText } from '#lib/contracts/common.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { quoteCartRef as quoteCart } from '../../lib/contract-refs.ts';

const api = browserApi;

/** Quantity typing and stepping settle before the server is asked again. */
const QUOTE_DELAY_MS = 250;

export interface QuoteState {
  quote: CartQuote | null;
  /**
   * The cart could not be checked: the API's own message for a refused cart, or none when the
   * network or the server failed (the page then says to check the connection).
   */
  failure: { message: BilingualText | null } | null;
  isLoading: boolean;
  /** Asks again now (after "Try again", or when the caller knows prices moved). */
  refresh: () => void;
}

/**
 * The cart priced by the server from current data (POST /api/cart/quote): what the shopper will
 * really pay, with every changed price, missing stock or lowered quantity named. Asked again
 * whenever the lines or quantities change; an answer to an older cart is ignored.
 */
export function useCartQuote(cart: Cart): QuoteState {
  const items = cartLineInputs(cart);
  const key = JSON.stringify(items);
  const [state, setState] = useState<Omit<QuoteState, 'refresh'>>({
    quote: null,
    failure: null,
    isLoading: false,
  });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `items`
  useEffect(() => {
    const request = ++latest.current;
    if (items.length === 0) {
      setState({ quote: null, failure: null, isLoading: false });
      return;
    }
    setState((previous) => ({ ...previous, isLoading: true }));
    const timer = setTimeout(async () => {
      try {
        const answer = await api.call(quoteCart, { body: { items } });
        if (request === latest.current) setState({ quote: answer.data, failure: null, isLoading: false });
      } catch (error) {
        console.warn('cart: the quote failed', error);
        if (request === latest.current)
          setState((previous) => ({
            ...previous,
            failure: { message: error instanceof ApiError && error.status < 500 ? error.body.message : null },
            isLoading: false,
          }));
      }
    }, QUOTE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, attempt]);

  const refresh = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, refresh };
}

/** The quoted line of a product's price type, if the quote has it. */
export function quotedLineOf(
  quote: CartQuote | null,
  productId: number,
  priceTypeId: number,
): QuotedLine | undefined {
  return quote?.groups
    .flatMap((group) => group.lines)
    .find((line) => line.product_id === productId && line.price_type_id === priceTypeId);
}
