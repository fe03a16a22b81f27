import { asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { oauthTokenBody } from '#lib/contracts/auth.ts';
import type { ApiClientInfo } from '#lib/contracts/users.ts';
import { type PageMeta, pageMeta } from '#lib/pagination.ts';
import type { Actor } from '#server/access/actor.ts';
import type { Db } from '#server/db/client.ts';
import { AppError, notFound } from '#server/errors.ts';
import type { AuthDeps } from './deps.ts';
import { requireApiClientManager } from './policy.ts';
import { consume, RATE_RULES } from './rate-limit.ts';
import { apiClients } from './schema.ts';
import { createClientToken, type NewSession, revokeClientSessions } from './sessions.ts';
import { hashToken, randomToken, safeEqual } from './tokens.ts';

type ClientRow = typeof apiClients.$inferSelect;

function clientInfoOf(row: ClientRow): ApiClientInfo {
  return {
    id: row.id,
    name: row.name,
    client_id: row.client_id,
    is_active: row.is_active,
    last_used_at: row.last_used_at ? row.last_used_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
  };
}

/** Makes an API client and its secret; the secret is returned this once and only its hash kept. */
export async function createApiClient(
  db: Db,
  input: { name: string; createdBy: number | null },
): Promise<ApiClientInfo & { client_secret: string }> {
  const secret = randomToken();
  const [row] = await db
    .insert(apiClients)
    .values({
      name: input.name,
      client_id: `haat_${randomToken(12)}`,
      secret_hash: hashToken(secret),
      created_by: input.createdBy,
    })
    .returning();
  return { ...clientInfoOf(row!), client_secret: secret };
}

/** An admin makes an API client (feature 52). */
export async function storeApiClient(db: Db, actor: Actor, name: string) {
  requireApiClientManager(actor);
  return createApiClient(db, { name, createdBy: actor.userId });
}

export async function listApiClients(
  db: Db,
  actor: Actor,
  page: number,
  limit: number,
): Promise<{ data: ApiClientInfo[]; meta: PageMeta }> {
  requireApiClientManager(actor);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(apiClients)
      .orderBy(asc(apiClients.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(apiClients),
  ]);
  return { data: rows.map(clientInfoOf), meta: pageMeta(page, limit, total?.total ?? 0) };
}

/** Renames or switches an API client on or off; switching off revokes every token it holds (feature 52). */
export async function updateApiClient(
  db: Db,
  actor: Actor,
  id: number,
  input: { name?: string | undefined; is_active?: boolean | undefined },
): Promise<ApiClientInfo> {
  requireApiClientManager(actor);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(apiClients)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.is_active !== undefined ? { is_active: input.is_active } : {}),
        updated_at: new Date(),
      })
      .where(eq(apiClients.id, id))
      .returning();
    if (updated && input.is_active === false) await revokeClientSessions(tx, id);
    return updated;
  });
  if (!row) throw notFound();
  return clientInfoOf(row);
}

/**
 * OAuth 2 client credentials: an active client with the right secret gets an access token that
 * lives a fixed hour. Wrong credentials answer 401 'invalid_client'.
 */
export async function issueClientToken(
  db: Db,
  auth: AuthDeps,
  ip: string,
  input: z.output<typeof oauthTokenBody>,
): Promise<NewSession> {
  await consume(auth.limiter, RATE_RULES.tokensPerAddress, ip);
  const [client] = await db
    .select()
    .from(apiClients)
    .where(eq(apiClients.client_id, input.client_id))
    .limit(1);
  const given = hashToken(input.client_secret);
  if (!client?.is_active || !safeEqual(client.secret_hash, given)) {
    throw new AppError('unauthorized', 'invalid_client', 'auth.invalidClient');
  }
  await db.update(apiClients).set({ last_used_at: new Date() }).where(eq(apiClients.id, client.id));
  return createClientToken(db, client.id);
}
