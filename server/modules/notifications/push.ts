import { and, eq, inArray } from 'drizzle-orm';
import webPush from 'web-push';
import type { Actor } from '#server/access/actor.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { defineJob, enqueueJob } from '#server/modules/jobs/api.ts';
import { requirePushSubscriber } from './policy.ts';
import { pushSubscriptions, pushVapidKeys } from './schema.ts';

/*
 * Web push (issue 14, decision 0027): the browser of a signed-in person subscribes through its
 * push service; the server signs each message with its VAPID key, encrypts it for that browser
 * (RFC 8291, the web-push library) and posts it to the endpoint from a background job, so a slow
 * or unreachable push service never holds up the change that caused the message.
 */

/** Who the VAPID signature says is sending: the site's contact. */
const SUBJECT = 'mailto:support@haat.com.bd';
/** How long a push service keeps a message for an offline phone: an offer is stale after this. */
const TTL_SECONDS = 120;

/** The server's VAPID key pair, made by the first caller; every process reads the same row. */
export async function vapidKeys(db: Db): Promise<{ publicKey: string; privateKey: string }> {
  const [row] = await db.select().from(pushVapidKeys).where(eq(pushVapidKeys.id, 1));
  if (row) return { publicKey: row.public_key, privateKey: row.private_key };
  const made = webPush.generateVAPIDKeys();
  await db
    .insert(pushVapidKeys)
    .values({ id: 1, public_key: made.publicKey, private_key: made.privateKey })
    .onConflictDoNothing();
  // Another process may have made its pair first: the stored one wins.
  const [stored] = await db.select().from(pushVapidKeys).where(eq(pushVapidKeys.id, 1));
  return { publicKey: stored!.public_key, privateKey: stored!.private_key };
}

/** Keeps (or refreshes) the signed-in person's subscription; an endpoint belongs to one person. */
export async function subscribe(
  db: Db,
  actor: Actor,
  input: { endpoint: string; keys: { p256dh: string; auth: string } },
): Promise<{ endpoint: string }> {
  const userId = requirePushSubscriber(actor);
  await db
    .insert(pushSubscriptions)
    .values({ user_id: userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { user_id: userId, p256dh: input.keys.p256dh, auth: input.keys.auth },
    });
  return { endpoint: input.endpoint };
}

/** Forgets one of the person's own subscriptions (another's endpoint is left alone). */
export async function unsubscribe(db: Db, actor: Actor, endpoint: string): Promise<{ endpoint: string }> {
  const userId = requirePushSubscriber(actor);
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.user_id, userId), eq(pushSubscriptions.endpoint, endpoint)));
  return { endpoint };
}

/** What a notification shows, in both languages (the phone's page language is not known here). */
export interface PushMessage {
  title: string;
  body: string;
  /** The page a tap opens. */
  url: string;
  /** A newer message with the same tag replaces the older one on the phone. */
  tag: string;
}

interface PushPayload extends PushMessage {
  user_id: number;
}

/**
 * Sends a message to every browser the person subscribed. A push service that no longer knows a
 * subscription (404, 410) loses it; any other failure is thrown, so the job is retried.
 */
export async function sendPush(db: Db, payload: PushPayload): Promise<{ sent: number; dropped: number }> {
  const subscriptions = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.user_id, payload.user_id));
  if (subscriptions.length === 0) return { sent: 0, dropped: 0 };
  const keys = await vapidKeys(db);
  const message = JSON.stringify({
    title: payload.title,
    body: payload.body,
    url: payload.url,
    tag: payload.tag,
  });
  const gone: number[] = [];
  const failures: string[] = [];
  let sent = 0;
  for (const subscription of subscriptions) {
    const request = webPush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      message,
      { vapidDetails: { subject: SUBJECT, ...keys }, TTL: TTL_SECONDS, urgency: 'high' },
    );
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body as unknown as BodyInit,
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      if (response.status === 404 || response.status === 410) gone.push(subscription.id);
      else if (response.ok) sent++;
      else failures.push(`${response.status} from ${new URL(subscription.endpoint).host}`);
    } catch (error) {
      failures.push(`${(error as Error).message} (${new URL(subscription.endpoint).host})`);
    }
  }
  if (gone.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  if (failures.length > 0 && sent === 0) throw new Error(`web push failed: ${failures.join('; ')}`);
  return { sent, dropped: gone.length };
}

/** Sends one person's message to their browsers; retried a few times, quickly (it is urgent). */
export const pushToPerson = defineJob<PushPayload>({
  name: 'notifications.push',
  maxAttempts: 3,
  backoff: { baseMs: 5_000, maxMs: 30_000 },
  async run(payload, { deps }) {
    await sendPush(deps.db, payload);
  },
});

/**
 * Queues a push message to a person in the transaction of the change it announces, so it is sent
 * exactly when that change commits.
 */
export async function queuePush(tx: Tx, userId: number, message: PushMessage): Promise<void> {
  await enqueueJob(tx, pushToPerson, { payload: { user_id: userId, ...message } });
}
