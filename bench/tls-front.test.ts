import { createServer, type Server } from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTlsFront, type TlsFront } from './tls-front.ts';

let upstream: Server;
let front: TlsFront;
let upstreamHost: string;

beforeAll(async () => {
  let dropped = false;
  upstream = createServer((request, response) => {
    // The first GET of /drop-once finds its connection closed under it, as a kept-alive socket
    // the server has just timed out would be.
    if (request.url === '/drop-once' && !dropped) {
      dropped = true;
      request.socket.destroy();
      return;
    }
    const body: Buffer[] = [];
    request.on('data', (chunk: Buffer) => body.push(chunk));
    request.on('end', () => {
      response.writeHead(request.url === '/missing' ? 404 : 200, {
        'content-type': 'application/json',
        'set-cookie': ['a=1', 'b=2'],
        connection: 'keep-alive',
      });
      response.end(
        JSON.stringify({
          method: request.method,
          url: request.url,
          host: request.headers.host,
          cookie: request.headers.cookie,
          body: Buffer.concat(body).toString('utf8'),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as AddressInfo;
  upstreamHost = `127.0.0.1:${port}`;
  front = await startTlsFront(`http://${upstreamHost}`);
});

afterAll(async () => {
  await front?.close();
  await new Promise((resolve) => upstream?.close(resolve));
});

/** One request over HTTP/2 through the front, trusting its certificate made for this run. */
function request(path: string, init: { method?: string; body?: string; cookie?: string } = {}) {
  return new Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const session = http2.connect(front.base, { rejectUnauthorized: false });
      session.on('error', reject);
      const stream = session.request({
        ':method': init.method ?? 'GET',
        ':path': path,
        ...(init.cookie ? { cookie: init.cookie } : {}),
      });
      let headers: http2.IncomingHttpHeaders = {};
      const chunks: Buffer[] = [];
      stream.on('response', (received) => {
        headers = received;
      });
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        session.close();
        resolve({
          status: Number(headers[':status']),
          headers,
          body: Buffer.concat(chunks).toString('utf8'),
        });
      });
      stream.on('error', reject);
      stream.end(init.body);
    },
  );
}

describe('the HTTPS, HTTP/2 front Lighthouse audits through', () => {
  it('passes a request on with its method, address, cookies and body, and the answer back', async () => {
    const { status, headers, body } = await request('/search?q=rice', {
      method: 'POST',
      body: 'quantity=2',
      cookie: 'haat_lang=bn',
    });
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('application/json');
    expect(headers['set-cookie']).toEqual(['a=1', 'b=2']);
    // HTTP/2 forbids connection-specific headers: the front drops them.
    expect(headers.connection).toBeUndefined();
    expect(JSON.parse(body)).toMatchObject({
      method: 'POST',
      url: '/search?q=rice',
      // The server sees its own address, as behind a reverse proxy that sets Host.
      host: upstreamHost,
      cookie: 'haat_lang=bn',
      body: 'quantity=2',
    });
  });

  it('keeps the upstream status', async () => {
    expect((await request('/missing')).status).toBe(404);
  });

  it('tries a page again on a fresh connection when the first one is closed under it', async () => {
    const { status, body } = await request('/drop-once');
    expect(status).toBe(200);
    expect(JSON.parse(body)).toMatchObject({ method: 'GET', url: '/drop-once' });
  });
});
