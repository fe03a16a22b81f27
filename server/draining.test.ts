import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { RETRY_AFTER_SECONDS } from './app.ts';
import { buildTestApp } from './testing/app.ts';

describe('while the server drains (SIGTERM)', () => {
  it('tells a request that arrives on an open connection to come back, with Retry-After', async () => {
    const t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const socket = connect({ port, host: '127.0.0.1' });
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    const ended = new Promise((resolve) => socket.once('close', resolve));
    // The request has begun when the shutdown starts, and ends after it.
    socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = t.app.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.write('\r\n');
    await ended;
    await closed;
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 503 /);
    expect(head!.toLowerCase()).toContain(`retry-after: ${RETRY_AFTER_SECONDS}`);
    expect(JSON.parse(body!)).toMatchObject({ code: 'shutting_down', message: { en: expect.any(String) } });
  });
});
