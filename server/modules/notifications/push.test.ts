import { createDecipheriv, createECDH, type ECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signIn } from '#server/modules/auth/sessions.test-helper.ts';
import { adminWithFeatures, type Caller, userIdOf } from '#server/modules/orders/fixtures.test-helper.ts';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';
import { sendPush } from './push.ts';
import { pushSubscriptions } from './schema.ts';

let t: TestApp;
let riderA: Caller;
let riderB: Caller;
let customer: Caller;
let admin: Caller;
let riderAId: number;

/** A stand-in push service on loopback: answers each endpoint's status and keeps what it got. */
let service: Server;
let serviceBase: string;
const received: Array<{ path: string; headers: IncomingHttpHeaders; body: Buffer }> = [];

beforeAll(async () => {
  t = await buildTestApp({ template: 'demo' });
  riderA = as(t, await signIn(t, 'delivery@haat.test', 'haat-delivery-2026'));
  riderB = as(t, await signIn(t, 'shahidul.islam@haat.test', 'haat-demo-2026'));
  customer = as(t, await signIn(t, 'customer@haat.test', 'haat-customer-2026'));
  admin = await adminWithFeatures(t, 'Push admin', [1]);
  riderAId = await userIdOf(t.database.db, 'delivery@haat.test');
  service = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      const status = Number(/\/status-(\d{3})/.exec(request.url ?? '')?.[1] ?? 201);
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  const address = service.address();
  serviceBase = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await new Promise((resolve) => service.close(resolve));
  await t.close();
});

/** A browser's subscription keys: its P-256 key pair and 16-byte auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') } };
}

/**
 * What the browser does with a pushed message (RFC 8291 over RFC 8188's aes128gcm, one record):
 * the shared secret of its key and the sender's, its auth secret, the salt; then AES-128-GCM.
 */
function decryptAsBrowser(body: Buffer, ecdh: ECDH, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2 and zero padding.
  return padded.subarray(0, padded.lastIndexOf(2)).toString('utf8');
}

const post = (call: Caller, url: string, payload: Record<string, unknown>) =>
  call({ method: 'POST', url, payload });

describe('web push subscriptions', () => {
  it('answer one public key, the same on every call', async () => {
    const first = await riderA({ method: 'GET', url: '/api/push/public-key' });
    const second = await customer({ method: 'GET', url: '/api/push/public-key' });
    expect(first.statusCode).toBe(200);
    // An uncompressed P-256 point, base64url: 65 bytes.
    expect(Buffer.from(first.json().data.key, 'base64url')).toHaveLength(65);
    expect(second.json().data.key).toBe(first.json().data.key);
  });

  it('are kept per person; nobody removes another’s; admins and strangers are refused', async () => {
    const endpoint = 'https://push.example.net/send/rider-a-phone';
    const { keys } = browserKeys();
    const stored = await post(riderA, '/api/push/subscribe', { endpoint, keys });
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json().msg).toBeTruthy();

    // A second delivery person sends A's endpoint to unsubscribe: A's stays.
    expect((await post(riderB, '/api/push/unsubscribe', { endpoint })).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    expect(rows.map((row) => row.user_id)).toEqual([riderAId]);

    expect((await post(admin, '/api/push/subscribe', { endpoint, keys })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/push/subscribe', payload: { endpoint, keys } }))
        .statusCode,
    ).toBe(401);

    // A's own unsubscribe removes it.
    expect((await post(riderA, '/api/push/unsubscribe', { endpoint })).statusCode).toBe(200);
    expect(
      await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)),
    ).toHaveLength(0);
  });

  it('refuse an endpoint that is not https and keys that are not base64url, naming the field', async () => {
    const { keys } = browserKeys();
    const plain = await post(riderA, '/api/push/subscribe', { endpoint: 'http://push.example.net/x', keys });
    expect(plain.statusCode).toBe(400);
    expect(plain.body).toContain('endpoint');
    const badKeys = await post(riderA, '/api/push/subscribe', {
      endpoint: 'https://push.example.net/y',
      keys: { p256dh: 'not base64 <script>', auth: '!!' },
    });
    expect(badKeys.statusCode).toBe(400);
    expect(badKeys.body).toContain('keys');
  });
});

describe('sending', () => {
  it('posts an encrypted, signed message the browser can read; a gone subscription is forgotten', async () => {
    const phone = browserKeys();
    const old = browserKeys();
    await t.database.db.insert(pushSubscriptions).values([
      { user_id: riderAId, endpoint: `${serviceBase}/phone`, ...phone.keys },
      { user_id: riderAId, endpoint: `${serviceBase}/old/status-410`, ...old.keys },
    ]);
    received.length = 0;
    const result = await sendPush(t.database.db, {
      user_id: riderAId,
      title: 'New delivery offer',
      body: 'Order HT-1-1, 800 m from you',
      url: '/delivery-person-dashboard',
      tag: 'offer:1',
    });
    expect(result).toEqual({ sent: 1, dropped: 1 });
    const delivered = received.find((request) => request.path === '/phone')!;
    expect(delivered.headers['content-encoding']).toBe('aes128gcm');
    expect(delivered.headers.ttl).toBe('120');
    expect(delivered.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(JSON.parse(decryptAsBrowser(delivered.body, phone.ecdh, phone.auth))).toEqual({
      title: 'New delivery offer',
      body: 'Order HT-1-1, 800 m from you',
      url: '/delivery-person-dashboard',
      tag: 'offer:1',
    });
    const left = await t.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.user_id, riderAId));
    expect(left.map((row) => row.endpoint)).toEqual([`${serviceBase}/phone`]);
  });

  it('throws when no browser took it, so the job is tried again', async () => {
    const broken = browserKeys();
    const userId = await userIdOf(t.database.db, 'shahidul.islam@haat.test');
    await t.database.db
      .insert(pushSubscriptions)
      .values({ user_id: userId, endpoint: `${serviceBase}/busy/status-503`, ...broken.keys });
    await expect(
      sendPush(t.database.db, { user_id: userId, title: 'x', body: 'y', url: '/', tag: 'z' }),
    ).rejects.toThrow(/503/);
  });
});
