/**
 * Who is asking. Every service function that reads private data or writes takes an actor and
 * checks it; routes never decide permissions on their own.
 */
export type Actor =
  | { kind: 'anonymous' }
  | { kind: 'customer'; userId: number }
  | { kind: 'delivery'; userId: number; deliveryPersonId: number }
  | { kind: 'seller'; userId: number; companyId: number }
  | { kind: 'admin'; userId: number; isSuper: boolean; features: ReadonlySet<number> };

export const ANONYMOUS: Actor = Object.freeze({ kind: 'anonymous' });
