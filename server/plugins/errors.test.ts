import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable, Writable } from 'node:stream';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { errorsPlugin } from './errors.ts';

type LogLine = { level: number; msg: string };

async function serverWithLog() {
  const lines: LogLine[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream: sink } });
  await app.register(errorsPlugin);
  await app.register(compress, { threshold: 0 });
  return { app, lines };
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('errors plugin', () => {
  it('a visitor who leaves before a streamed page begins is logged as gone, not as a failure or a 500', async () => {
    const { app, lines } = await serverWithLog();
    let opened!: () => void;
    const pageOpened = new Promise<void>((resolve) => {
      opened = resolve;
    });
    // A page still rendering: its stream has produced nothing yet, so no header has gone out. As
    // React Router's render does (server/plugins/ssr.ts), it is cut off when the visitor leaves.
    app.post('/slow-page.data', (_request, reply) => {
      const page = new Readable({ read() {} });
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) page.destroy();
      });
      opened();
      reply.type('text/x-script');
      return reply.send(page);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    close = () => app.close();
    const { port } = app.server.address() as AddressInfo;

    const client = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/slow-page.data',
      headers: { 'accept-encoding': 'br', 'content-type': 'application/json' },
    });
    client.on('error', () => {});
    client.end('{"name":"Rice"}');
    await pageOpened;
    client.destroy();

    await expect.poll(() => lines.some((line) => line.msg === 'client closed the connection')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('still answers a failure with a 500 and a bilingual message while the visitor waits', async () => {
    const { app, lines } = await serverWithLog();
    app.get('/broken', async () => {
      throw new Error('boom');
    });
    const response = await app.inject({ method: 'GET', url: '/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({
      code: 'internal',
      message: { en: expect.any(String), bn: expect.any(String) },
    });
    expect(lines.some((line) => line.level === 50 && line.msg === 'request failed')).toBe(true);
  });
});
