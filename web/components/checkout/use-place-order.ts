import { useEffect, useRef, useState } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { ApiError } from '#lib/api-client.ts';
import { acceptQuote, EMPTY_CART } from '#lib/cart.ts';
import type { CartQuote } from '#lib/contracts/cart.ts';
import type { BilingualText, ErrorBody } from '#lib/contracts/common.ts';
import { fieldErrorsFromIssues } from '#lib/contracts/issues.ts';
import { type PlaceOrderBody, placeOrderBody, totalChangedDetails } from '#lib/contracts/orders.ts';
import { updateCart } from '../../lib/cart-store.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { checkoutAttemptKey, finishCheckoutAttempt, sessionStore } from './checkout-attempt.ts';

/** What the checkout route's action answers to a placing. */
export type PlaceOrderAnswer =
  | { placed: { order_number: string; redirect_url: string | null } }
  | { refused: { status: number; body: ErrorBody } }
  /** No answer (offline, a dropped connection): trying again sends the same key. */
  | { unreachable: true };

/** What the checkout route's action is sent: the order and this attempt's Idempotency-Key. */
export interface PlaceOrderRequest {
  body: PlaceOrderBody;
  key: string;
}

/**
 * Placing the order through the checkout route's action: the body is checked with the order
 * contract first, sent with this attempt's Idempotency-Key, and the answer handled: on to the
 * payment or the order; a changed total shown for the shopper to confirm; a refusal in the
 * shopper's language.
 */
export function usePlaceOrder({
  onTotalChanged,
  refresh,
}: {
  /** The server's total differs from the one confirmed: the shopper confirms the new quote. */
  onTotalChanged: (quote: CartQuote) => void;
  /** Prices or stock moved (409, 422): the cart is priced again. */
  refresh: () => void;
}) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const fetcher = useFetcher<PlaceOrderAnswer>();
  const [error, setError] = useState<BilingualText | string | null>(null);
  const [isPlaced, setPlaced] = useState(false);
  const handled = useRef<PlaceOrderAnswer | undefined>(undefined);
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer; the callbacks may change identity
  useEffect(() => {
    if (!answer || handled.current === answer) return;
    handled.current = answer;
    if ('placed' in answer) {
      finishCheckoutAttempt(sessionStore());
      setPlaced(true);
      updateCart(() => EMPTY_CART);
      const next =
        answer.placed.redirect_url ??
        `/user/my-orders?order=${encodeURIComponent(answer.placed.order_number)}`;
      if (next.startsWith('/')) navigate(next);
      else window.location.assign(next);
      return;
    }
    if ('unreachable' in answer) {
      setError(t('checkout.placeFailed'));
      return;
    }
    const refusal = new ApiError(answer.refused.status, answer.refused.body);
    const changed =
      refusal.code === 'total_changed' ? totalChangedDetails.safeParse(refusal.body.details) : null;
    if (changed?.success) {
      // The server's total differs from the one shown: show it, and take its prices into the cart.
      updateCart((current) => acceptQuote(current, changed.data.quote), { sync: true });
      onTotalChanged(changed.data.quote);
      return;
    }
    // A field's own words say more than "some information is not valid".
    const [field] = refusal.fields;
    setError(field ? field.message : refusal.body.message);
    if (refusal.status === 409 || refusal.status === 422) refresh();
  }, [answer]);

  const place = (body: PlaceOrderBody) => {
    // The order contract, checked here first: the API would refuse the same.
    const parsed = placeOrderBody.safeParse(body);
    if (!parsed.success) {
      const [field] = fieldErrorsFromIssues(parsed.error.issues);
      setError(field?.message ?? t('checkout.placeFailed'));
      return;
    }
    // One key per attempt: a double click, a retry or a reload sends the same order under it.
    const key = checkoutAttemptKey(body, sessionStore());
    setError(null);
    fetcher.submit({ body, key } satisfies PlaceOrderRequest as never, {
      method: 'post',
      encType: 'application/json',
    });
  };

  return {
    place,
    isPlacing: fetcher.state !== 'idle' || isPlaced,
    isPlaced,
    error,
    clearError: () => setError(null),
  };
}
