/**
 * What every benchmark script needs: a fresh database (a new database on the PostgreSQL server of
 * DATABASE_URL, dropped afterwards, or PGlite in a temporary directory), the real server started
 * as a child process in production mode, its resident memory, a description of the machine, and
 * the script's own section of docs/benchmarks.md.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { withDatabaseName } from '#server/testing/database.ts';

export const ROOT = process.cwd();
/** Where results go; BENCH_REPORT sends a trial run's elsewhere. */
export const REPORT = process.env.BENCH_REPORT ?? join(ROOT, 'docs', 'benchmarks.md');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** A process's resident memory in MB (0 when it cannot be read). */
export function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
}

/** Samples a process's resident memory every 100 ms until stopped; `stop` answers the peak in MB. */
export function sampleRss(pid: number): { stop: () => number } {
  let peak = rssMb(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 100);
  return {
    stop: () => {
      clearInterval(sampler);
      return Math.max(peak, rssMb(pid));
    },
  };
}

export async function waitForServer(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${base}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The server did not start within 3 minutes');
}

export function machine(): string {
  const cpu = cpus();
  return `${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}`;
}

export interface BenchDatabase {
  engine: 'PostgreSQL' | 'PGlite';
  /** PGlite's data (and the server's DATA_DIR either way). */
  dataDir: string;
  /** The new database's URL on PostgreSQL. */
  databaseUrl: string | undefined;
  /** Drops the database and removes the data directory. */
  dispose(): Promise<void>;
}

/** A fresh, empty database for one benchmark run. */
export async function freshBenchDatabase(): Promise<BenchDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  const dataDir = mkdtempSync(join(tmpdir(), 'haat-bench-'));
  let databaseUrl: string | undefined;
  let drop = async () => {};
  if (serverUrl) {
    const name = `haat_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    databaseUrl = withDatabaseName(serverUrl, name);
    drop = async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    };
  }
  return {
    engine: serverUrl ? 'PostgreSQL' : 'PGlite',
    dataDir,
    databaseUrl,
    dispose: async () => {
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface BenchServer {
  base: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * The real server (`server/main.ts`) in production mode on a free port, with the bare route of
 * `HAAT_BENCH=1`, no demo data and warnings only; answers once /healthz does.
 */
export async function startBenchServer(input: {
  database: BenchDatabase;
  sessionSecret: string;
  apiOnly: boolean;
  env?: Record<string, string>;
}): Promise<BenchServer> {
  // BENCH_PORT: on a machine shared with others, the port one was given.
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/main.ts', ...(input.apiOnly ? ['--api-only'] : [])],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: input.database.dataDir,
        ...(input.database.databaseUrl ? { DATABASE_URL: input.database.databaseUrl } : {}),
        SESSION_SECRET: input.sessionSecret,
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
        HAAT_BENCH: '1',
        ...input.env,
      },
    },
  );
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitForServer(base, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, pid: child.pid!, stop };
}

/**
 * Writes a block of docs/benchmarks.md between `<!-- {key}:start -->` and `<!-- {key}:end -->`
 * (replacing the block, or appending it), starting the file with `header` when there is none,
 * then formats the file as the rest of the repository is.
 */
export function writeReportBlock(key: string, content: string, header: string): void {
  const start = `<!-- ${key}:start -->`;
  const end = `<!-- ${key}:end -->`;
  let text = existsSync(REPORT) ? readFileSync(REPORT, 'utf8') : header;
  const block = `${start}\n${content}${end}`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from >= 0 && to > from) text = text.slice(0, from) + block + text.slice(to + end.length);
  else text = `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(REPORT, text);
  spawnSync('npx', ['biome', 'format', '--write', REPORT], { stdio: 'ignore', cwd: ROOT });
}

/** The value at a percentile of sorted numbers (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
