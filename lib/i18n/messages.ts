import { account } from './messages/account.ts';
import { adminAccess } from './messages/admin-access.ts';
import { adminPanel } from './messages/admin-panel.ts';
import { background } from './messages/background.ts';
import { checkout } from './messages/checkout.ts';
import { core } from './messages/core.ts';
import { delivery } from './messages/delivery.ts';
import { errors } from './messages/errors.ts';
import { ordersApi } from './messages/orders-api.ts';
import { products } from './messages/products.ts';
import { resources } from './messages/resources.ts';
import { reviews } from './messages/reviews.ts';
import { sellerDesk } from './messages/seller-desk.ts';
import { sellerStaff } from './messages/seller-staff.ts';
import { store } from './messages/store.ts';

/**
 * Every message group, merged. Each area (store, account, checkout, seller, delivery, admin)
 * adds its own file under messages/ and one line here.
 */
const groups = [
  core,
  errors,
  store,
  account,
  ordersApi,
  checkout,
  background,
  resources,
  adminPanel,
  adminAccess,
  delivery,
  sellerDesk,
  sellerStaff,
  products,
  reviews,
] as const;

type Group = (typeof groups)[number];
type KeysOf<G> = G extends { en: Record<infer K, string> } ? K : never;

export type MessageKey = KeysOf<Group>;

/** Values for a message's `{name}` placeholders. */
/** A parameter is a number, a text, or a text in both languages (each language takes its own). */
export type MessageParams = Record<string, string | number | { en: string; bn: string }>;

export const messages = {
  en: Object.assign({}, ...groups.map((group) => group.en)) as Record<MessageKey, string>,
  bn: Object.assign({}, ...groups.map((group) => group.bn)) as Record<MessageKey, string>,
};

/** True when `key` names a message (the browser's stand-in, web/lib/client-messages.ts, has its own). */
export function isKnownKey(key: string): key is MessageKey {
  return Object.hasOwn(messages.en, key);
}
