import { useSyncExternalStore } from 'react';
import { applyLimits, type Cart, type CartClamp, EMPTY_CART } from '#lib/cart.ts';

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

/** The cart as it is now in browser storage (empty on the server). */
export function currentCart(): Cart {
  return typeof window === 'undefined' ? EMPTY_CART : read();
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

/** Told of every change made in this tab: the server copy of a customer's cart follows it. */
type ChangeListener = (before: Cart, after: Cart, options: { sync: boolean }) => void;
const changeListeners = new Set<ChangeListener>();
export function onCartChange(listener: ChangeListener): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/** Told when a quantity had to be changed to fit its limits, so the shopper hears why. */
type ClampListener = (clamps: CartClamp[]) => void;
const clampListeners = new Set<ClampListener>();
export function onCartClamp(listener: ClampListener): () => void {
  clampListeners.add(listener);
  return () => clampListeners.delete(listener);
}

/**
 * Replaces the stored cart with the result of `change`, kept within every line's min_qty,
 * max_qty and known stock, and tells every subscriber. `sync: false` is for changes that came
 * from the server's copy and must not be sent back.
 */
export function updateCart(change: (cart: Cart) => Cart, options: { sync?: boolean } = {}): Cart {
  const before = read();
  const { cart: next, clamps } = applyLimits(change(before));
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // storage full or blocked: the cart lives for this page only
    cached = { raw: null, cart: next };
  }
  for (const listener of listeners) listener();
  for (const listener of changeListeners) listener(before, next, { sync: options.sync !== false });
  if (clamps.length > 0) for (const listener of clampListeners) listener(clamps);
  return next;
}

/** The cart in browser storage; empty on the server and during hydration. */
export function useCart(): Cart {
  return useSyncExternalStore(subscribe, read, () => EMPTY_CART);
}

const noSubscription = () => () => {};

/** False during server rendering and hydration, then true: tells "empty" from "not read yet". */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
