import type { Access } from './endpoint.ts';

/** Everyone signed in (the service checks whose data it is). */
export const SIGNED_IN: Access = {};

/** Customers only: their cart, addresses, orders, payments and prescriptions. */
export const CUSTOMERS: Access = { kinds: ['customer'] };
