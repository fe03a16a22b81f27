import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { StaffRole } from '#lib/contracts/seller-staff.ts';
import { USER_TYPES } from '#lib/reference-data.ts';
import type { Actor } from '#server/access/actor.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { deliveryPersons } from '#server/modules/delivery/schema.ts';
import { companies } from '#server/modules/sellers/schema.ts';
import { userRoles, users } from '#server/modules/users/schema.ts';
import { authSessions } from './schema.ts';
import { hashToken, randomToken } from './tokens.ts';

const DAY = 24 * 60 * 60;

/** How long a credential lives without being used; each use pushes the end forward (sliding expiry). */
export const IDLE_SECONDS = { web: 30 * DAY, bearer: 30 * DAY } as const;
/** Client-credentials tokens live a fixed hour, as their expires_in says. */
export const CLIENT_TOKEN_SECONDS = 60 * 60;
/** A session's end is pushed forward at most this often, so reading pages costs no write. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export type SessionKind = keyof typeof IDLE_SECONDS;

export interface NewSession {
  id: number;
  token: string;
  expiresIn: number;
}

/** Starts a session for a person who just proved who they are. Their long-expired sessions are tidied away. */
export async function createSession(
  db: Tx,
  input: {
    kind: SessionKind;
    userId: number;
    apiClientId?: number | null;
    ip?: string | null;
    userAgent?: string | null;
  },
): Promise<NewSession> {
  const token = randomToken();
  const expiresIn = IDLE_SECONDS[input.kind];
  await db
    .delete(authSessions)
    .where(and(eq(authSessions.user_id, input.userId), lt(authSessions.expires_at, sql`now()`)));
  const [row] = await db
    .insert(authSessions)
    .values({
      token_hash: hashToken(token),
      kind: input.kind,
      user_id: input.userId,
      api_client_id: input.apiClientId ?? null,
      ip: input.ip ?? null,
      user_agent: input.userAgent?.slice(0, 300) ?? null,
      expires_at: new Date(Date.now() + expiresIn * 1000),
    })
    .returning({ id: authSessions.id });
  return { id: row!.id, token, expiresIn };
}

/** A client-credentials token for an API client. */
export async function createClientToken(db: Tx, apiClientId: number): Promise<NewSession> {
  const token = randomToken();
  await db
    .delete(authSessions)
    .where(and(eq(authSessions.api_client_id, apiClientId), lt(authSessions.expires_at, sql`now()`)));
  const [row] = await db
    .insert(authSessions)
    .values({
      token_hash: hashToken(token),
      kind: 'client',
      api_client_id: apiClientId,
      expires_at: new Date(Date.now() + CLIENT_TOKEN_SECONDS * 1000),
    })
    .returning({ id: authSessions.id });
  return { id: row!.id, token, expiresIn: CLIENT_TOKEN_SECONDS };
}

export interface ResolvedToken {
  sessionId: number;
  kind: 'web' | 'bearer' | 'client';
  apiClientId: number | null;
  /** Who is signed in; anonymous for an API client's own token. */
  actor: Actor;
  /** The session's end was pushed forward by this use (a web session's cookie is sent again). */
  isRenewed: boolean;
  expiresIn: number;
}

/** The actor of a signed-in user row: admins carry their role's features (all for a super role). */
export function actorOf(user: {
  id: number;
  user_type: number;
  company_id: number | null;
  /** The seller's company's status; only an active company's seller may work in the dashboard. */
  company_status?: string | null;
  /** The seller's staff role; null reads as owner (sellers from before teams). */
  seller_role?: StaffRole | null;
  delivery_person_id: number | null;
  is_super: boolean | null;
  role_active: boolean | null;
  features: number[] | null;
}): Actor {
  switch (user.user_type) {
    case USER_TYPES.admin: {
      const active = user.role_active === true;
      return {
        kind: 'admin',
        userId: user.id,
        isSuper: active && user.is_super === true,
        features: new Set(active ? (user.features ?? []) : []),
      };
    }
    case USER_TYPES.delivery:
      // A delivery account without its profile row owns no orders (id 0 matches none).
      return { kind: 'delivery', userId: user.id, deliveryPersonId: user.delivery_person_id ?? 0 };
    case USER_TYPES.seller:
      return {
        kind: 'seller',
        userId: user.id,
        companyId: user.company_id ?? 0,
        companyActive: user.company_status === 'active',
        staffRole: user.seller_role ?? 'owner',
      };
    default:
      return { kind: 'customer', userId: user.id };
  }
}

/** The session, its user, the delivery profile and the role's features, in one query. */
function sessionQuery(db: Db) {
  return db
    .select({
      sessionId: authSessions.id,
      kind: authSessions.kind,
      apiClientId: authSessions.api_client_id,
      lastSeenAt: authSessions.last_seen_at,
      expiresAt: authSessions.expires_at,
      userId: users.id,
      status: users.status,
      userType: users.user_type,
      companyId: users.company_id,
      companyStatus: companies.status,
      sellerRole: users.seller_role,
      deliveryPersonId: deliveryPersons.id,
      isSuper: userRoles.is_super,
      roleActive: userRoles.is_active,
      features: sql<
        number[] | null
      >`(select array_agg(ra.feature_id) from role_accesses ra where ra.role_id = ${users.role_id})`,
    })
    .from(authSessions)
    .leftJoin(users, eq(users.id, authSessions.user_id))
    .leftJoin(deliveryPersons, eq(deliveryPersons.user_id, users.id))
    .leftJoin(companies, eq(companies.id, users.company_id))
    .leftJoin(userRoles, eq(userRoles.id, users.role_id))
    .where(eq(authSessions.token_hash, sql.placeholder('hash')))
    .limit(1)
    .prepare('haat_resolve_session');
}

// Prepared once per database: this query runs on every signed-in API call, and a prepared
// statement skips building and planning it (on PostgreSQL about 0.6 ms → 0.1 ms).
const preparedSessionQueries = new WeakMap<Db, ReturnType<typeof sessionQuery>>();

/**
 * The credential behind a token or session cookie, or null when it is unknown, expired, or its
 * user is no longer active.
 */
export async function resolveToken(db: Db, token: string): Promise<ResolvedToken | null> {
  if (token.length < 20 || token.length > 200) return null;
  let query = preparedSessionQueries.get(db);
  if (!query) {
    query = sessionQuery(db);
    preparedSessionQueries.set(db, query);
  }
  const [row] = await query.execute({ hash: hashToken(token) });
  const now = Date.now();
  if (!row || row.expiresAt.getTime() <= now) return null;

  let actor: Actor = { kind: 'anonymous' };
  if (row.kind !== 'client') {
    if (row.userId === null || row.status !== 1) return null;
    actor = actorOf({
      id: row.userId,
      user_type: row.userType ?? 0,
      company_id: row.companyId,
      company_status: row.companyStatus,
      seller_role: row.sellerRole,
      delivery_person_id: row.deliveryPersonId,
      is_super: row.isSuper,
      role_active: row.roleActive,
      features: row.features,
    });
  }

  let isRenewed = false;
  let expiresIn = Math.floor((row.expiresAt.getTime() - now) / 1000);
  if (row.kind !== 'client' && now - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    expiresIn = IDLE_SECONDS[row.kind];
    await db
      .update(authSessions)
      .set({ last_seen_at: new Date(now), expires_at: new Date(now + expiresIn * 1000) })
      .where(eq(authSessions.id, row.sessionId));
    isRenewed = true;
  }
  return {
    sessionId: row.sessionId,
    kind: row.kind,
    apiClientId: row.apiClientId,
    actor,
    isRenewed,
    expiresIn,
  };
}

/** Ends one session or token. */
export async function revokeSession(db: Tx, sessionId: number): Promise<void> {
  await db.delete(authSessions).where(eq(authSessions.id, sessionId));
}

/** Ends every session and token of a user, except `keepSessionId` (the one changing the password). */
export async function revokeUserSessions(
  db: Tx,
  userId: number,
  keepSessionId?: number | null,
): Promise<void> {
  await db
    .delete(authSessions)
    .where(
      keepSessionId
        ? and(eq(authSessions.user_id, userId), ne(authSessions.id, keepSessionId))
        : eq(authSessions.user_id, userId),
    );
}

/** Ends every token issued to or through an API client. */
export async function revokeClientSessions(db: Tx, apiClientId: number): Promise<void> {
  await db.delete(authSessions).where(eq(authSessions.api_client_id, apiClientId));
}
