import { ORDER_STATUSES, ORDER_TIMELINE } from './reference-data.ts';

/**
 * Spec §4's order statuses, as numbers:
 * 1 looking for nearby delivery person · 2 delivery person going to place the order ·
 * 3 being prepared · 4 being packed · 5 delivery time (on the way) · 6 delivered.
 * A seller's part of an order moves through them; it can also be cancelled.
 */
export const ORDER_STATUS = {
  lookingForDelivery: 1,
  deliveryAssigned: 2,
  beingPrepared: 3,
  beingPacked: 4,
  onTheWay: 5,
  delivered: 6,
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export type OrderRole = 'customer' | 'seller' | 'delivery' | 'admin';

/** Who may move a seller's order from which status to which (admins: anywhere). */
const FORWARD: Record<
  Exclude<OrderRole, 'admin' | 'customer'>,
  Array<[from: OrderStatus, to: OrderStatus]>
> = {
  seller: [
    [1, 3],
    [2, 3],
    [3, 4],
  ],
  delivery: [
    [1, 2],
    [4, 5],
    [5, 6],
  ],
};

export function isOrderStatus(value: number): value is OrderStatus {
  return Number.isInteger(value) && value >= 1 && value <= 6;
}

/** True when `role` may move an order that is in `from` to `to`. */
export function canMoveStatus(role: OrderRole, from: OrderStatus, to: OrderStatus): boolean {
  if (from === to) return false;
  if (role === 'admin') return true;
  if (role === 'customer') return false;
  return FORWARD[role].some(([a, b]) => a === from && b === to);
}

/**
 * Cancelling is possible until the order is picked up (before "on the way"): by the customer,
 * the seller of that part, or an admin (any time before delivery). Stock returns.
 */
export function canCancel(role: OrderRole, status: OrderStatus): boolean {
  if (role === 'admin') return status !== ORDER_STATUS.delivered;
  if (role === 'customer' || role === 'seller') return status < ORDER_STATUS.onTheWay;
  return false;
}

/** The timeline step a status reaches (spec §4 numbers them alike). */
export function timelineStepOf(status: OrderStatus): number {
  return status;
}

/** The customer's order as a whole is as far as its least advanced part that is not cancelled. */
export function overallStatus(
  parts: ReadonlyArray<{ status: OrderStatus; cancelled: boolean }>,
): OrderStatus | null {
  const active = parts.filter((part) => !part.cancelled);
  if (active.length === 0) return null;
  return Math.min(...active.map((part) => part.status)) as OrderStatus;
}

export function statusLabel(status: OrderStatus): { title: string; title_bn: string } {
  const found = ORDER_STATUSES.find((item) => item.id === status)!;
  return { title: found.title, title_bn: found.title_bn };
}

export function timelineLabel(step: number): { title: string; title_bn: string } | undefined {
  const found = ORDER_TIMELINE.find((item) => item.id === step);
  return found && { title: found.title, title_bn: found.title_bn };
}
