/**
 * Issue 9's takeover, replayed against the built server started as the README starts it
 * (`npm run serve` after the build, no environment at all): a stranger asks for the admin's
 * password reset and tries to read the code from the development outbox.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

let server: ChildProcess;
let output = '';
let baseURL = '';

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'haat-takeover-')),
  };
  for (const name of [
    'NODE_ENV',
    'HOST',
    'SEED_DEMO_DATA',
    'PAYMENT_SANDBOX',
    'SESSION_SECRET',
    'PUBLIC_URL',
    'DATABASE_URL',
  ])
    delete env[name];
  server = spawn('npm', ['run', '--silent', 'serve'], {
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    };
    server.stdout?.on('data', onData);
    server.stderr?.on('data', onData);
    server.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  baseURL = `http://127.0.0.1:${port}`;
});

test.afterAll(() => {
  try {
    if (server.pid) process.kill(-server.pid, 'SIGKILL');
  } catch {
    // already gone
  }
});

test('a stranger cannot read the admin’s reset code, and the server cannot be reached from the network', async ({
  playwright,
}) => {
  test.setTimeout(120_000);
  expect(output).toContain('Listening on loopback only (127.0.0.1 and [::1])');

  const stranger = await playwright.request.newContext({ baseURL });
  expect((await stranger.get('/')).status()).toBe(200);
  const csrf = (await stranger.storageState()).cookies.find((cookie) => cookie.name === 'haat_csrf')!.value;
  const asked = await stranger.post('/api/auth/forgot-password', {
    data: { login: 'admin@haat.test' },
    headers: { 'x-csrf-token': csrf },
  });
  expect(asked.status()).toBe(200);

  const call = await stranger.get('/api/dev/outbox');
  expect(call.status()).toBe(401);
  expect(await call.text()).not.toContain('reset code');
  const page = await stranger.get('/dev/outbox', { maxRedirects: 0 });
  expect(page.status()).toBe(302);
  expect(page.headers().location).toMatch(/\/admin@orange-mart\/login-form/);
  // The code went to the terminal of whoever runs the server, not to the stranger.
  await expect.poll(() => output).toMatch(/admin@haat\.test[\s\S]*password reset code is \d{6}/);
  await stranger.dispose();

  const outside = Object.values(networkInterfaces())
    .flat()
    .find((item) => item && !item.internal && item.family === 'IPv4')?.address;
  expect(outside).toBeDefined();
  const fromNetwork = await playwright.request.newContext({
    baseURL: `http://${outside}:${new URL(baseURL).port}`,
  });
  await expect(fromNetwork.get('/healthz')).rejects.toThrow(/ECONNREFUSED/);
  await fromNetwork.dispose();

  // npm gets SIGTERM (a terminal's Ctrl-C, a process manager): node goes too, saying so.
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
  await expect
    .poll(() => {
      try {
        process.kill(-server.pid!, 0);
        return 'running';
      } catch {
        return 'gone';
      }
    })
    .toBe('gone');
  expect(output).toContain('Haat stopped (SIGTERM)');
});
