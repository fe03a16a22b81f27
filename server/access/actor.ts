import type { StaffRole } from '#lib/contracts/seller-staff.ts';

/**
 * Who is asking. Every service function that reads private data or writes takes an actor and
 * checks it; routes never decide permissions on their own.
 */
export type Actor =
  | { kind: 'anonymous' }
  | { kind: 'customer'; userId: number }
  | { kind: 'delivery'; userId: number; deliveryPersonId: number }
  /**
   * `companyActive`: the company is approved (pending, rejected or blocked sellers may only see
   * why). `staffRole`: the person's part in the shop's team (owner, all, orders, products).
   */
  | { kind: 'seller'; userId: number; companyId: number; companyActive: boolean; staffRole: StaffRole }
  | { kind: 'admin'; userId: number; isSuper: boolean; features: ReadonlySet<number> };

export const ANONYMOUS: Actor = Object.freeze({ kind: 'anonymous' });

/** Someone signed in. */
export type SignedInActor = Exclude<Actor, { kind: 'anonymous' }>;

/**
 * How a call proved it may use the API (the gate): an API client's token, a signed-in person's
 * bearer token, a web session cookie, the first-party visitor cookie, or the internal header of
 * the server-rendered pages. `sessionId` is the auth_sessions row behind a token or cookie.
 */
export type Credential =
  | { kind: 'none' }
  | { kind: 'client'; sessionId: number; apiClientId: number }
  | { kind: 'user-token'; sessionId: number; apiClientId: number | null }
  | { kind: 'session'; sessionId: number; internal: boolean }
  | { kind: 'visitor' }
  | { kind: 'internal' };

export const NO_CREDENTIAL: Credential = Object.freeze({ kind: 'none' });

/** The session (cookie or user token) this call runs in, if any. */
export function sessionIdOf(credential: Credential): number | null {
  return credential.kind === 'session' || credential.kind === 'user-token' ? credential.sessionId : null;
}

/** Calls made with a bearer token (an API client, or a person signed in through one) get tokens, not cookies. */
export function usesBearer(credential: Credential): boolean {
  return credential.kind === 'client' || credential.kind === 'user-token';
}

/** The API client behind a bearer call, if any. */
export function apiClientIdOf(credential: Credential): number | null {
  return credential.kind === 'client' || credential.kind === 'user-token' ? credential.apiClientId : null;
}
