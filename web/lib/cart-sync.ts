import { useEffect } from 'react';
import {
  type Cart,
  type CartChange,
  cartChanges,
  cartFromQuote,
  cartLineInputs,
  EMPTY_CART,
} from '#lib/cart.ts';
import { USER_TYPES } from '#lib/reference-data.ts';
import { cartSyncApi } from './browser-api.ts';
import { currentCart, onCartChange, updateCart } from './cart-store.ts';
import {
  clearCartRef as clearCart,
  getCartRef as getCart,
  mergeCartRef as mergeCart,
  removeCartItemRef as removeCartItem,
  setCartItemRef as setCartItem,
} from './contract-refs.ts';
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

const api = cartSyncApi;

/** Changes are sent one after another, in the order they were made. */
let queue: Promise<void> = Promise.resolve();
/** A change failed in this page: the server's copy stays behind until the next reconcile. */
let failed = false;

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

/** Changes sent and not yet answered in this page; while any are, the server may be behind. */
let inFlight = 0;

/**
 * Sends a change of the browser cart to the server's copy. The owner is marked dirty until the
 * server has every change, so a page closed mid-way (or a failed call) makes the next visit
 * replace the server's copy with this one instead of the other way round.
 */
function followChanges(before: Cart, after: Cart, { sync }: { sync: boolean }): void {
  const owner = readOwner();
  if (!sync || !owner) return;
  // Already behind from an earlier visit: the next reconcile replaces the server's copy.
  if (owner.dirty && inFlight === 0) return;
  const changes = cartChanges(before, after);
  if (changes.length === 0) return;
  inFlight++;
  writeOwner({ ...owner, dirty: true });
  queue = queue.then(async () => {
    let isSent = false;
    try {
      for (const change of changes) await send(change);
      isSent = true;
    } catch (error) {
      console.warn('cart: a change could not be sent; it will be next time', error);
      failed = true;
    } finally {
      inFlight--;
      const current = readOwner();
      if (current && isSent && inFlight === 0 && !failed) writeOwner({ ...current, dirty: false });
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
    const mirrored = readOwner();
    // Someone else's cart left in this browser is not merged into this customer's.
    const local = mirrored && mirrored.id !== viewer.id ? EMPTY_CART : currentCart();
    let answer: Awaited<ReturnType<typeof api.call<typeof getCart>>>;
    if (mirrored?.id === viewer.id && !mirrored.dirty) answer = await api.call(getCart);
    else {
      if (mirrored?.id === viewer.id) await api.call(clearCart);
      answer = await api.call(mergeCart, { body: { items: cartLineInputs(local) } });
    }
    failed = false;
    writeOwner({ id: viewer.id, dirty: false });
    // Prices the shopper saw here stay, so the quote names any change since.
    updateCart(() => cartFromQuote(answer.data, local), { sync: false });
  } catch (error) {
    console.warn('cart: the server cart could not be read; trying again on the next page', error);
  }
}

/**
 * Keeps the browser cart and the signed-in customer's server cart in step (root component).
 * `undefined`: who is signed in is not known yet (a shared public page still asking), so nothing
 * is reconciled until it is.
 */
export function useCartSync(viewer: Viewer | null | undefined): void {
  useEffect(() => onCartChange(followChanges), []);
  const known = viewer !== undefined;
  const id = viewer?.id ?? null;
  const userType = viewer?.userType ?? null;
  useEffect(() => {
    if (!known) return;
    // In a task of its own, after the first render's effects (issue 16).
    const timer = setTimeout(
      () => void reconcileCart(id === null || userType === null ? null : { id, userType }),
    );
    return () => clearTimeout(timer);
  }, [known, id, userType]);
}
