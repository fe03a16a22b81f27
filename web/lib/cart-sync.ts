import { useEffect } from 'react';
import { createApiClient, fetchTransport } from '#lib/api-client.ts';
import {
  type Cart,
  type CartChange,
  cartChanges,
  cartFromQuote,
  cartLineInputs,
  EMPTY_CART,
} from '#lib/cart.ts';
import { clearCart, getCart, mergeCart, removeCartItem, setCartItem } from '#lib/contracts/cart.ts';
import { USER_TYPES } from '#lib/reference-data.ts';
import { currentCart, onCartChange, updateCart } from './cart-store.ts';
import type { Viewer } from './viewer.ts';

/**
 * Whose server cart the browser cart mirrors: `{ id, dirty }`. Dirty means a change could not
 * be sent (offline): the browser's copy is then the truth and replaces the server's next time.
 */
export const CART_OWNER_STORAGE_KEY = 'haat_cart_owner';

interface Owner {
  id: number;
  dirty: boolean;
}

function readOwner(): Owner | null {
  try {
    const raw = window.localStorage.getItem(CART_OWNER_STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<Owner>) : null;
    return typeof parsed?.id === 'number' ? { id: parsed.id, dirty: parsed.dirty === true } : null;
  } catch {
    return null;
  }
}

function writeOwner(owner: Owner | null): void {
  try {
    if (owner) window.localStorage.setItem(CART_OWNER_STORAGE_KEY, JSON.stringify(owner));
    else window.localStorage.removeItem(CART_OWNER_STORAGE_KEY);
  } catch {
    // storage blocked: the cart is then kept in this browser only
  }
}

const api = createApiClient(fetchTransport());

/** Changes are sent one after another, in the order they were made. */
let queue: Promise<void> = Promise.resolve();

function send(change: CartChange): Promise<unknown> {
  switch (change.kind) {
    case 'clear':
      return api.call(clearCart);
    case 'remove':
      return api.call(removeCartItem, {
        body: { product_id: change.product_id, price_type_id: change.price_type_id },
      });
    case 'set':
      return api.call(setCartItem, {
        body: {
          product_id: change.product_id,
          price_type_id: change.price_type_id,
          quantity: change.quantity,
          seen_price: change.seen_price,
          mode: 'set',
        },
      });
  }
}

function followChanges(before: Cart, after: Cart, { sync }: { sync: boolean }): void {
  const owner = readOwner();
  if (!sync || !owner || owner.dirty) return;
  const changes = cartChanges(before, after);
  if (changes.length === 0) return;
  queue = queue.then(async () => {
    try {
      for (const change of changes) await send(change);
    } catch (error) {
      console.warn('cart: a change could not be sent; it will be next time', error);
      const current = readOwner();
      if (current) writeOwner({ ...current, dirty: true });
    }
  });
}

/**
 * Brings the browser cart and the signed-in customer's server cart together:
 * - at sign-in, the browser's lines are merged into the server's (quantities add up, then are
 *   kept within limits) and the result becomes the browser cart;
 * - on later visits the server's copy (changed perhaps on another device) replaces it, unless a
 *   change made here could not be sent, in which case this copy replaces the server's;
 * - at sign-out the browser forgets the customer's cart (it stays on the server).
 */
export async function reconcileCart(viewer: Pick<Viewer, 'id' | 'userType'> | null): Promise<void> {
  const owner = readOwner();
  const isCustomer = viewer?.userType === USER_TYPES.customer;
  if (!viewer || !isCustomer) {
    if (owner) {
      writeOwner(null);
      updateCart(() => EMPTY_CART, { sync: false });
    }
    return;
  }
  if (typeof navigator !== 'undefined' && !navigator.onLine) return;
  try {
    await queue;
    // Someone else's cart left in this browser is not merged into this customer's.
    const local = owner && owner.id !== viewer.id ? EMPTY_CART : currentCart();
    let answer: Awaited<ReturnType<typeof api.call<typeof getCart>>>;
    if (owner?.id === viewer.id && !owner.dirty) answer = await api.call(getCart);
    else {
      if (owner?.id === viewer.id) await api.call(clearCart);
      answer = await api.call(mergeCart, { body: { items: cartLineInputs(local) } });
    }
    writeOwner({ id: viewer.id, dirty: false });
    // Prices the shopper saw here stay, so the quote names any change since.
    updateCart(() => cartFromQuote(answer.data, local), { sync: false });
  } catch (error) {
    console.warn('cart: the server cart could not be read; trying again on the next page', error);
  }
}

/** Keeps the browser cart and the signed-in customer's server cart in step (root component). */
export function useCartSync(viewer: Viewer | null): void {
  useEffect(() => onCartChange(followChanges), []);
  const id = viewer?.id ?? null;
  const userType = viewer?.userType ?? null;
  useEffect(() => {
    void reconcileCart(id === null || userType === null ? null : { id, userType });
  }, [id, userType]);
}
