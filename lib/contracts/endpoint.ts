import type { z } from 'zod';
import type { SellerScope } from './seller-staff.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The kinds of signed-in people (spec §3: admin, delivery person, customer, seller). */
export type PersonKind = 'customer' | 'seller' | 'delivery' | 'admin';

/**
 * Who may make a call at all. The server checks it before reading the call's input, so a caller
 * who may not use the call is told 401 (nobody signed in) or 403, never what was wrong with the
 * input. The service still checks the details (whose order, which status, super admins only).
 */
export interface Access {
  /** The kinds of people the call is for; absent: everyone signed in. */
  kinds?: readonly PersonKind[];
  /** Admins must have this feature in their role (super admins have every feature). */
  feature?: number;
  /**
   * Sellers whose company is not active (pending, rejected, blocked) are refused every call for
   * sellers (403 company_not_active) except those marked here: reading and correcting their
   * application.
   */
  inactiveSeller?: boolean;
  /**
   * The part of the shop a seller's call belongs to (lib/contracts/seller-staff.ts): a member of
   * the shop's team whose role does not cover it is refused (403 staff_role). A call for sellers
   * without one is `shop` (the owner and staff with every role only); a call for everyone signed
   * in is checked only when it names one.
   */
  sellerScope?: SellerScope;
}

/**
 * One API call, defined once: the server registers it (validation and OpenAPI come from
 * these schemas) and the typed client calls it. `path` uses Fastify's `:name` parameters.
 */
export interface Endpoint<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  summary: string;
  tags: string[];
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** HTTP status of a successful answer; 200 unless given. */
  status?: number;
  /** Who may call (see Access); absent: anyone through the API's gate. */
  access?: Access;
  /**
   * A GET that changes something (spec §7's sign-out): a caller signed in by cookie must send
   * the CSRF header, as for any write, so a link on another site cannot do it.
   */
  csrf?: boolean;
  /** The largest request body in bytes; the API's 1 MB unless given (a CSV import takes more). */
  bodyLimit?: number;
}

export function endpoint<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(definition: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return definition;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type Absent<S> = [NonNullable<S>] extends [never] ? true : false;

/** What a caller passes: params, query and body, each only when the endpoint has one. */
export type EndpointInput<E extends Endpoint> = (Absent<E['params']> extends true
  ? { params?: undefined }
  : { params: InputOf<NonNullable<E['params']>> }) &
  (Absent<E['query']> extends true ? { query?: undefined } : { query?: InputOf<NonNullable<E['query']>> }) &
  (Absent<E['body']> extends true ? { body?: undefined } : { body: InputOf<NonNullable<E['body']>> });

/** What the call answers on success. */
export type EndpointOutput<E extends Endpoint> = z.output<E['response']>;

/** Fills `:name` placeholders of a path with URL-encoded values. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** A query string from an object: arrays repeat the key, undefined and null are left out. */
export function toQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Whether a module's export is an endpoint (the tests that go over every contract use it). */
export function isEndpoint(value: unknown): value is Endpoint {
  const candidate = value as Partial<Endpoint> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.method === 'string' &&
    typeof candidate.path === 'string' &&
    candidate.path.startsWith('/') &&
    candidate.response !== undefined
  );
}
