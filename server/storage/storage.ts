import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded and generated files live. Keys are relative paths such as
 * `products/rice-1.webp`; the web serves them under `/media/{key}`.
 */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  /** A stream of the file, or null when there is none. */
  read(key: string): Promise<{ stream: Readable; size: number; modified: Date } | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
}

/** A key is a relative path of safe segments: no `..`, no absolute path, no backslash. */
export function isSafeKey(key: string): boolean {
  if (!key || key.length > 300 || key.startsWith('/') || key.includes('\\') || key.includes('\0'))
    return false;
  return key.split('/').every((segment) => /^[A-Za-z0-9_][A-Za-z0-9._-]*$/.test(segment) && segment !== '..');
}

/** Files on the local disk under `root` (DATA_DIR/media by default). */
export function createLocalStorage(root: string): Storage {
  const pathOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    const path = normalize(join(root, key));
    if (!path.startsWith(normalize(root) + sep)) throw new Error(`Unsafe storage key: ${key}`);
    return path;
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write then rename, so a reader never sees half a file; the random part keeps two
      // writers of the same key (two first requests for one image variant) apart.
      const partial = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.partial`;
      await writeFile(partial, data);
      await rename(partial, path);
    },
    async read(key) {
      if (!isSafeKey(key)) return null;
      const path = pathOf(key);
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        return { stream: createReadStream(path), size: info.size, modified: info.mtime };
      } catch {
        return null;
      }
    },
    async exists(key) {
      if (!isSafeKey(key)) return false;
      try {
        return (await stat(pathOf(key))).isFile();
      } catch {
        return false;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
