import { z } from 'zod';
import { writeResult } from './common.ts';
import { endpoint } from './endpoint.ts';

/*
 * Web push (issue 14): a signed-in person's browser subscribes once, and the server can reach it
 * while no page is open (a delivery person's new offer). Subscriptions are the browser's
 * PushSubscription: its push service's endpoint and the keys that encrypt what is sent to it.
 */

/**
 * Who may subscribe: the people the marketplace has something urgent to tell (every member of a
 * shop's team, whatever its role: a subscription is the person's own).
 */
const PERSONS = { kinds: ['customer', 'seller', 'delivery'], sellerScope: 'any' } as const;

const base64url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'validation.invalidFormat');

/** A push service's endpoint: always https (browsers' push services are). */
const pushEndpoint = z
  .url({ protocol: /^https$/, error: 'validation.invalidFormat' })
  .max(1000, 'validation.tooLong');

export const pushPublicKey = endpoint({
  method: 'GET',
  path: '/api/push/public-key',
  summary: "The server's VAPID public key, for the browser's pushManager.subscribe",
  tags: ['push'],
  access: PERSONS,
  response: z.object({ data: z.object({ key: z.string() }) }),
});

export const subscribePush = endpoint({
  method: 'POST',
  path: '/api/push/subscribe',
  summary: "Keep this browser's push subscription for the signed-in person (again: refreshed)",
  tags: ['push'],
  access: PERSONS,
  body: z.object({
    endpoint: pushEndpoint,
    keys: z.object({ p256dh: base64url(40, 200), auth: base64url(8, 100) }),
  }),
  response: writeResult(z.object({ endpoint: z.string() })),
});

export const unsubscribePush = endpoint({
  method: 'POST',
  path: '/api/push/unsubscribe',
  summary: "Forget one of the signed-in person's push subscriptions",
  tags: ['push'],
  access: PERSONS,
  body: z.object({ endpoint: pushEndpoint }),
  response: writeResult(z.object({ endpoint: z.string() })),
});
