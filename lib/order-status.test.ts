import { describe, expect, it } from 'vitest';
import {
  canCancel,
  canMoveStatus,
  ORDER_STATUS,
  type OrderStatus,
  overallStatus,
  statusLabel,
} from './order-status.ts';
import { ORDER_TIMELINE } from './reference-data.ts';

const all: OrderStatus[] = [1, 2, 3, 4, 5, 6];
const allowed = (role: Parameters<typeof canMoveStatus>[0]) =>
  all.flatMap((from) => all.filter((to) => canMoveStatus(role, from, to)).map((to) => `${from}→${to}`));

describe('who may move an order (spec §4 statuses)', () => {
  it('lets a seller prepare and pack', () => {
    expect(allowed('seller')).toEqual(['1→3', '2→3', '3→4']);
  });
  it('lets a delivery person take the order, set off and deliver', () => {
    expect(allowed('delivery')).toEqual(['1→2', '4→5', '5→6']);
  });
  it('never lets a customer move a status', () => {
    expect(allowed('customer')).toEqual([]);
  });
  it('lets an admin set any other status, and nobody stay put', () => {
    expect(allowed('admin')).toHaveLength(30);
    expect(canMoveStatus('admin', 3, 3)).toBe(false);
  });
});

describe('cancelling', () => {
  it('is possible for the customer and the seller until pick-up', () => {
    for (const role of ['customer', 'seller'] as const) {
      expect(all.filter((status) => canCancel(role, status))).toEqual([1, 2, 3, 4]);
    }
  });
  it('is possible for an admin until delivery, never for a delivery person', () => {
    expect(all.filter((status) => canCancel('admin', status))).toEqual([1, 2, 3, 4, 5]);
    expect(all.filter((status) => canCancel('delivery', status))).toEqual([]);
  });
});

describe('the order as a whole', () => {
  it('is as far as its least advanced part that is not cancelled', () => {
    expect(
      overallStatus([
        { status: 5, cancelled: false },
        { status: 3, cancelled: false },
        { status: 1, cancelled: true },
      ]),
    ).toBe(3);
    expect(overallStatus([{ status: 2, cancelled: true }])).toBeNull();
  });
  it('uses the spec’s wording', () => {
    expect(statusLabel(ORDER_STATUS.lookingForDelivery).title).toBe('Looking for nearby delivery person');
    expect(statusLabel(ORDER_STATUS.delivered).title_bn).toBe('ডেলিভারি সম্পন্ন');
  });
});

describe('the timeline in Bengali', () => {
  it('says an order is complete (সম্পন্ন) only at its last step, delivered', () => {
    const early = ORDER_TIMELINE.slice(0, -1).filter((step) => step.title_bn.includes('সম্পন্ন'));
    expect(early).toEqual([]);
    expect(ORDER_TIMELINE.at(-1)?.title_bn).toContain('সম্পন্ন');
  });
});
