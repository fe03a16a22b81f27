import { readFileSync } from 'node:fs';

/**
 * The demo data of one domain, from `server/db/seed/data/<file>` (JSON, edited by hand; the
 * `*-data.ts` beside it names each entry's shape). Read once, when the seed first imports it.
 * A file that is missing or not JSON stops the seed with the file's name.
 */
export function readSeedData(file: string): Record<string, unknown> {
  const url = new URL(`./data/${file}`, import.meta.url);
  try {
    return JSON.parse(readFileSync(url, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    throw new Error(`demo data ${url.pathname} could not be read: ${(error as Error).message}`);
  }
}
