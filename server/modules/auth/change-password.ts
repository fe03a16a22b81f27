import type { z } from 'zod';
import { fieldErrorsFromIssues } from '#lib/contracts/issues.ts';
import type { changePasswordBody } from '#lib/contracts/users.ts';
import type { Actor } from '#server/access/actor.ts';
import type { Db } from '#server/db/client.ts';
import { badRequest, notFound } from '#server/errors.ts';
import { findUserById, hashPassword, setPasswordHash, verifyPassword } from '#server/modules/users/api.ts';
import type { AuthDeps } from './deps.ts';
import { requirePasswordOwner } from './policy.ts';
import { RATE_RULES, reserveAttempt } from './rate-limit.ts';
import { revokeUserSessions } from './sessions.ts';

/**
 * Changes the password of the signed-in person after checking the current one. Every other
 * session and token of theirs ends; this one stays. Wrong current passwords count like failed
 * sign-ins, so this call cannot be used to guess the password.
 */
export async function changePassword(
  db: Db,
  auth: AuthDeps,
  actor: Actor,
  sessionId: number | null,
  input: z.output<typeof changePasswordBody>,
): Promise<void> {
  requirePasswordOwner(actor);
  const attempt = await reserveAttempt(auth.limiter, [
    [RATE_RULES.loginFailuresPerDevice, `user:${actor.userId}`],
  ]);
  const user = await findUserById(db, actor.userId);
  if (!user) throw notFound();
  if (!(await verifyPassword(user.password_hash, input.current_password))) {
    throw badRequest('current_password_wrong', 'auth.currentPasswordWrong', {
      fields: fieldErrorsFromIssues([
        { code: 'custom', path: ['current_password'], message: 'auth.currentPasswordWrong' },
      ]),
    });
  }
  await attempt.succeeded();
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    await revokeUserSessions(tx, user.id, sessionId);
  });
}
