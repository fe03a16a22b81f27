import { and, eq, sql } from 'drizzle-orm';
import { CODE_LENGTH, CODE_TTL_MINUTES } from '#lib/contracts/auth.ts';
import type { Tx } from '#server/db/client.ts';
import { verificationCodes } from './schema.ts';
import { keyedHash, randomDigits, safeEqual } from './tokens.ts';

export type CodePurpose = 'verify' | 'reset';

/** Wrong guesses a code survives; then it is gone and a new one must be asked for. */
export const MAX_CODE_ATTEMPTS = 5;

function hashOf(key: string, userId: number, purpose: CodePurpose, code: string): string {
  return keyedHash(key, `${purpose}:${userId}:${code}`);
}

/** A new six-digit code for a person and purpose; any earlier one stops working. */
export async function issueCode(db: Tx, key: string, userId: number, purpose: CodePurpose): Promise<string> {
  const code = randomDigits(CODE_LENGTH);
  const values = {
    code_hash: hashOf(key, userId, purpose, code),
    attempts: 0,
    expires_at: new Date(Date.now() + CODE_TTL_MINUTES * 60 * 1000),
    created_at: new Date(),
  };
  await db
    .insert(verificationCodes)
    .values({ user_id: userId, purpose, ...values })
    .onConflictDoUpdate({ target: [verificationCodes.user_id, verificationCodes.purpose], set: values });
  return code;
}

/**
 * True, and the code is used up, when `code` is the live code of this person and purpose.
 * A wrong guess counts against the code; expired or worn-out codes are removed.
 */
export async function consumeCode(
  db: Tx,
  key: string,
  userId: number,
  purpose: CodePurpose,
  code: string,
): Promise<boolean> {
  const where = and(eq(verificationCodes.user_id, userId), eq(verificationCodes.purpose, purpose));
  const [row] = await db.select().from(verificationCodes).where(where).limit(1);
  if (!row) return false;
  if (row.expires_at.getTime() <= Date.now() || row.attempts >= MAX_CODE_ATTEMPTS) {
    await db.delete(verificationCodes).where(eq(verificationCodes.id, row.id));
    return false;
  }
  if (!safeEqual(row.code_hash, hashOf(key, userId, purpose, code))) {
    await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, row.id));
    return false;
  }
  // Deleting by id and hash makes a concurrent second use of the same code fail.
  const used = await db
    .delete(verificationCodes)
    .where(and(eq(verificationCodes.id, row.id), eq(verificationCodes.code_hash, row.code_hash)))
    .returning({ id: verificationCodes.id });
  return used.length === 1;
}
