import type { FastifyInstance } from 'fastify';
import { devOutbox } from '#lib/contracts/auth.ts';
import { pushPublicKey, subscribePush, unsubscribePush } from '#lib/contracts/push.ts';
import type { AppDeps } from '#server/deps.ts';
import { written } from '#server/http/answer.ts';
import { route } from '#server/http/route.ts';
import { listOutbox } from './notifier.ts';
import { requireOutboxReader } from './policy.ts';
import { subscribe, unsubscribe, vapidKeys } from './push.ts';

/**
 * The development outbox: the codes and notices kept because no gateway delivers them. They
 * sign people in (a password reset code is as good as the password), so only a super admin may
 * read them, in every mode; a person trying the demo reads their own code in the server's log.
 */
export async function notificationsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, devOutbox, async (request, reply) => {
    requireOutboxReader(request.actor);
    reply.header('cache-control', 'no-store');
    return { data: await listOutbox(deps.db) };
  });
  // Web push (issue 14): the key a browser subscribes with, and the person's subscriptions.
  route(app, pushPublicKey, async () => ({ data: { key: (await vapidKeys(deps.db)).publicKey } }));
  route(app, subscribePush, async (request) =>
    written(request, await subscribe(deps.db, request.actor, request.body), 'push.subscribed'),
  );
  route(app, unsubscribePush, async (request) =>
    written(request, await unsubscribe(deps.db, request.actor, request.body.endpoint), 'push.unsubscribed'),
  );
}
