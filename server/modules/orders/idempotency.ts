import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_PATTERN } from '#lib/contracts/orders.ts';
import type { Tx } from '#server/db/client.ts';
import { AppError, badRequest } from '#server/errors.ts';
import { idempotencyKeys } from './schema.ts';

/*
 * Idempotency-Key for placing orders (docs/decisions/0006-placing-orders.md). The first answer of
 * a key is stored with the payload's hash in the transaction that places the order; the same key
 * and payload replay it, another payload under it is refused. Two calls with one key at the same
 * time are put one after the other by a transaction-scoped advisory lock on (person, key), so
 * the second sees the first's answer. A call that fails stores nothing: nothing happened, and the
 * key may be tried again.
 */

/** The header's key, or 400 when it is missing or malformed. */
export function idempotencyKeyFrom(header: string | string[] | undefined): string {
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw badRequest('idempotency_key_missing', 'ordersApi.idempotencyKeyMissing');
  }
  return key;
}

/** Keys sorted recursively, so two payloads that mean the same hash the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The SHA-256 of the validated payload (defaults filled), so spelling a default out changes nothing. */
export function payloadHash(payload: unknown): string {
  return createHash('sha256').update(canonicalJson(payload)).digest('hex');
}

export interface StoredAnswer {
  status: number;
  body: unknown;
}

/**
 * Waits for any other transaction placing under the same key (until it ends), then answers the
 * stored answer of the key: null when the key is new, the answer when the payload is the same,
 * 422 idempotency_key_reused when it differs.
 */
export async function takeKey(
  tx: Tx,
  userId: number,
  key: string,
  hash: string,
): Promise<StoredAnswer | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(${userId}::int, hashtext(${key}))`);
  return storedAnswer(tx, userId, key, hash);
}

/** The answer stored for a key; see takeKey. */
async function storedAnswer(tx: Tx, userId: number, key: string, hash: string): Promise<StoredAnswer | null> {
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.user_id, userId), eq(idempotencyKeys.key, key)))
    .limit(1);
  if (!row) return null;
  if (row.request_hash !== hash) {
    throw new AppError('unprocessable', 'idempotency_key_reused', 'ordersApi.idempotencyKeyReused');
  }
  return { status: row.response_status, body: row.response_body };
}

/** Stores the answer of a key, the last step of placing an order. */
export async function rememberAnswer(
  tx: Tx,
  input: { userId: number; key: string; hash: string; orderId: number; answer: StoredAnswer },
): Promise<void> {
  await tx.insert(idempotencyKeys).values({
    user_id: input.userId,
    key: input.key,
    request_hash: input.hash,
    response_status: input.answer.status,
    response_body: input.answer.body,
    order_id: input.orderId,
  });
}
