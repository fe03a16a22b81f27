import { useSyncExternalStore } from 'react';
import { type Cart, EMPTY_CART } from '#lib/cart.ts';

/** Spec §4: the cart persists in browser storage under this key. */
export const CART_STORAGE_KEY = 'haat_cart';

const listeners = new Set<() => void>();
let cached: { raw: string | null; cart: Cart } = { raw: null, cart: EMPTY_CART };

function read(): Cart {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return cached.cart;
  }
  if (raw === cached.raw) return cached.cart;
  let cart: Cart = EMPTY_CART;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) cart = parsed as Cart;
  } catch {
    // a damaged cart is dropped rather than breaking every page
  }
  cached = { raw, cart };
  return cart;
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // Another tab changed the cart.
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** Replaces the stored cart with the result of `change` and tells every subscriber. */
export function updateCart(change: (cart: Cart) => Cart): Cart {
  const next = change(read());
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // storage full or blocked: the cart lives for this page only
    cached = { raw: null, cart: next };
  }
  for (const listener of listeners) listener();
  return next;
}

/** The cart in browser storage; empty on the server and during hydration. */
export function useCart(): Cart {
  return useSyncExternalStore(subscribe, read, () => EMPTY_CART);
}
