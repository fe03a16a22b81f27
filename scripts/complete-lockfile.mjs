// Our npm registry mirror has no packages for other platforms (e.g. @biomejs/cli-darwin-x64), so
// `npm install` leaves their optional entries out of package-lock.json, and `npm ci` then refuses
// the lock as out of sync. This adds a placeholder entry for every optional dependency the lock
// lacks; `npm ci` skips the ones it cannot fetch (they are optional) and installs ours as usual.
// Idempotent: run it after any `npm install` (CI runs it before `npm ci`).
import { readFileSync, writeFileSync } from 'node:fs';

const file = process.argv[2] ?? 'package-lock.json';
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
let added = 0;
for (const [path, meta] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(meta.optionalDependencies ?? {})) {
    // Resolve like node: nested first, then hoisted.
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[nested] || packages[hoisted]) continue;
    packages[hoisted] = {
      version: range.replace(/^[\^~=]/, ''),
      optional: true,
      ...(meta.dev ? { dev: true } : {}),
    };
    added++;
  }
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${added} placeholder entries`);
