/**
 * Starts the built server for browser tests: builds the web app first if there is no build,
 * and gives production mode the secret it requires (a fresh random one; the data is thrown away).
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';

if (!existsSync('build/web/server/index.js')) {
  const build = spawnSync('npx', ['react-router', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    SESSION_SECRET: process.env.SESSION_SECRET ?? randomBytes(32).toString('base64url'),
  },
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
