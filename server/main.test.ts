import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './storage/storage.ts';

/** Starts the real server process (API only, empty database) and resolves with its port. */
function startServer(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--api-only'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      HOST: '127.0.0.1',
      PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve({ child, port: Number(match[1]), output: () => output });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

function get(port: number, path: string): Promise<{ status: number } | { error: string }> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
      response.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
}

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

describe('the server process', () => {
  it('refuses to start on a bad configuration value, naming it', async () => {
    const result = await startServer({ PORT: 'not-a-port' }).then(
      () => 'started',
      (error: Error) => error.message,
    );
    expect(result).toContain('PORT must be a number (got "not-a-port")');
  });

  it('finishes in-flight requests on SIGTERM, loses none, then refuses new ones and exits cleanly', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'haat-main-'));
    // Large photos whose resized variants take real work, so requests are truly in flight.
    const storage = createLocalStorage(join(dataDir, 'media'));
    for (let i = 0; i < 6; i++) {
      const photo = await sharp({
        create: { width: 2400, height: 2400, channels: 3, background: { r: 40 * i, g: 120, b: 90 } },
      })
        .png()
        .toBuffer();
      await storage.put(`products/big-${i}.png`, photo);
    }
    const { child, port } = await startServer({ DATA_DIR: dataDir });
    children.push(child);
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

    const inFlight = [1600, 1200].flatMap((width) =>
      Array.from({ length: 6 }, (_, i) => get(port, `/media/products/big-${i}.png?w=${width}`)),
    );
    await new Promise((resolve) => setTimeout(resolve, 60));
    child.kill('SIGTERM');
    const results = await Promise.all(inFlight);
    expect(results).toEqual(Array.from({ length: 12 }, () => ({ status: 200 })));
    expect(await exited).toBe(0);
    expect(await get(port, '/healthz')).toEqual({ error: 'ECONNREFUSED' });
  }, 60_000);
});
