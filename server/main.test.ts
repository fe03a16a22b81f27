import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_DATA_MARKER } from './db/seed/index.ts';
import { ADMIN, CUSTOMERS, DELIVERY_PERSONS, SELLER_STAFF, SELLER_USERS } from './db/seed/people-data.ts';
import { siteSettings } from './modules/content/schema.ts';
import { hashPassword } from './modules/users/api.ts';
import { users } from './modules/users/schema.ts';
import { createLocalStorage } from './storage/storage.ts';
import { serverDatabase } from './testing/process-database.ts';

/** Runs the real server process until it prints that it runs (resolving with its port) or exits. */
function startServer(
  env: Record<string, string>,
  command: string[] = [process.execPath, '--import', 'tsx', 'server/main.ts', '--api-only'],
): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  const child = spawn(command[0]!, command.slice(1), {
    detached: true,
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

/** The output and exit code of a server process that must not start. */
async function refusedStart(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--api-only'], {
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, output };
}

const stopped = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.on('exit', (code) => resolve(code));
  });

/** Whether any process of a process group (a detached child and everything it started) is alive. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** An address of this machine that other machines reach (not loopback), if it has one. */
function outsideAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((item) => item && !item.internal && item.family === 'IPv4')?.address;
}

function get(
  port: number,
  path: string,
  host = '127.0.0.1',
): Promise<{ status: number; headers?: http.IncomingHttpHeaders } | { error: string }> {
  return new Promise((resolve) => {
    const request = http.get({ host, port, path, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
      response.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
}

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) {
    if (child.pid && groupAlive(child.pid)) process.kill(-child.pid, 'SIGKILL');
  }
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
    // At info level the server logs each request as it arrives: SIGTERM goes once all 12 have.
    const { child, port, output } = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    children.push(child);
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

    const inFlight = [1600, 1200].flatMap((width) =>
      Array.from({ length: 6 }, (_, i) => get(port, `/media/products/big-${i}.png?w=${width}`)),
    );
    const arrived = () => output().match(/\/media\/products\/big-\d\.png\?w=\d+/g)?.length ?? 0;
    for (let waited = 0; arrived() < 12 && waited < 30_000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(arrived()).toBe(12);
    child.kill('SIGTERM');
    const results = await Promise.all(inFlight);
    expect(results).toEqual(Array.from({ length: 12 }, () => ({ status: 200 })));
    expect(await exited).toBe(0);
    expect(await get(port, '/healthz')).toEqual({ error: 'ECONNREFUSED' });
  }, 240_000);

  it('listens on loopback only by default, both 127.0.0.1 and ::1, and says so', async () => {
    const { child, port, output } = await startServer({
      HOST: '',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'haat-main-')),
    });
    children.push(child);
    expect(output()).toContain(
      'Listening on loopback only (127.0.0.1 and [::1]): other machines cannot reach it; set HOST=0.0.0.0',
    );
    expect(await get(port, '/healthz', '127.0.0.1')).toMatchObject({ status: 200 });
    expect(await get(port, '/healthz', '::1')).toMatchObject({ status: 200 });
    const outside = outsideAddress();
    expect(outside, 'this machine has a network address besides loopback').toBeDefined();
    expect(await get(port, '/healthz', outside)).toEqual({ error: 'ECONNREFUSED' });
    child.kill('SIGTERM');
    expect(await stopped(child)).toBe(0);
  }, 240_000);

  it('refuses to listen beyond loopback while a demo user has its published password, in one line', async () => {
    const database = await serverDatabase('demo');
    try {
      const refused = await refusedStart({ ...database.env, HOST: '0.0.0.0', SEED_DEMO_DATA: 'false' });
      expect(refused.code).toBe(1);
      const lines = refused.output.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^Refusing to listen on 0\.0\.0\.0: demo account admin@haat\.test \(and \d+ more\) still has the password published in the README.*HOST=localhost/,
      );

      // The fix it names: every demo user gets a password of its own; then it starts, and says where.
      const db = await database.open();
      await db.db
        .update(users)
        .set({ password_hash: await hashPassword('a-password-of-our-own') })
        .where(
          inArray(
            users.email,
            [ADMIN, ...SELLER_USERS, ...SELLER_STAFF, ...DELIVERY_PERSONS, ...CUSTOMERS].map(
              (person) => person.email,
            ),
          ),
        );
      await db.close();
      const { child, output } = await startServer({
        ...database.env,
        HOST: '0.0.0.0',
        SEED_DEMO_DATA: 'false',
      });
      children.push(child);
      expect(output()).toMatch(/Listening on 0\.0\.0\.0: other machines can reach it/);
      expect(output()).not.toContain('Demo accounts');
      child.kill('SIGTERM');
      expect(await stopped(child)).toBe(0);
    } finally {
      await database.drop();
    }
  }, 300_000);

  it('in production seeds no demo data unless SEED_DEMO_DATA=true, and runs no payment sandbox', async () => {
    const database = await serverDatabase('empty');
    const production = {
      ...database.env,
      NODE_ENV: 'production',
      SESSION_SECRET: 'production-like-secret-0123456789abcdef',
      HOST: '127.0.0.1',
      SEED_DEMO_DATA: '',
    };
    try {
      const { child, output } = await startServer(production);
      children.push(child);
      expect(output()).not.toMatch(/Demo accounts|haat-admin-2026/);
      child.kill('SIGTERM');
      expect(await stopped(child)).toBe(0);
      const db = await database.open();
      const [people] = await db.db.select({ n: count() }).from(users);
      const marker = await db.db.select().from(siteSettings).where(eq(siteSettings.key, DEMO_DATA_MARKER));
      await db.close();
      expect(people?.n).toBe(0);
      expect(marker).toEqual([]);

      const sandbox = await refusedStart({ ...production, PAYMENT_SANDBOX: 'true' });
      expect(sandbox.code).toBe(1);
      expect(sandbox.output).toContain('PAYMENT_SANDBOX cannot be true when NODE_ENV=production');
    } finally {
      await database.drop();
    }
  }, 300_000);

  it('stops node too when `npm run serve` gets SIGTERM, with a last line saying so', async () => {
    const { child, port, output } = await startServer(
      { DATA_DIR: mkdtempSync(join(tmpdir(), 'haat-main-')) },
      ['npm', 'run', 'serve', '--silent', '--', '--api-only'],
    );
    children.push(child);
    expect(await get(port, '/healthz')).toMatchObject({ status: 200 });
    child.kill('SIGTERM'); // npm itself, as a process manager or a terminal would
    await stopped(child);
    for (let i = 0; i < 50 && groupAlive(child.pid!); i++) await new Promise((r) => setTimeout(r, 100));
    expect(groupAlive(child.pid!), 'a process of `npm run serve` outlived it').toBe(false);
    expect(await get(port, '/healthz')).toEqual({ error: 'ECONNREFUSED' });
    expect(output()).toMatch(/Haat stopped \(SIGTERM\): every in-flight request finished/);
  }, 240_000);
});
