import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { type Database, migrationsFolder, openDatabase } from '#server/db/client.ts';

/** Which starting point a test database is cloned from. */
export type TestTemplate = 'empty' | 'demo';

export const templateDir = join(process.cwd(), '.tmp', 'test-templates');

/** A fingerprint of the migrations and the seed, so templates are rebuilt when either changes. */
export function templateFingerprint(): string {
  const hash = createHash('sha256');
  const addDir = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) addDir(path);
      else if (!entry.name.endsWith('.test.ts')) hash.update(entry.name).update(readFileSync(path));
    }
  };
  addDir(migrationsFolder);
  addDir(join(process.cwd(), 'server', 'db', 'seed'));
  return hash.digest('hex').slice(0, 12);
}

export function pgliteTemplateFile(template: TestTemplate, fingerprint: string): string {
  return join(templateDir, `pglite-${template}-${fingerprint}.tar`);
}

export function postgresTemplateName(template: TestTemplate, fingerprint: string): string {
  return `haat_tpl_${template}_${fingerprint}`;
}

/** Replaces the database name in a PostgreSQL URL. */
export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * A database of this test file's own, cloned from a template the global set-up prepared:
 * PostgreSQL when TEST_DATABASE_URL is set, else an in-memory PGlite. Closing it drops it.
 */
export async function createTestDatabase(template: TestTemplate = 'empty'): Promise<Database> {
  const fingerprint = process.env.HAAT_TEMPLATE_FINGERPRINT ?? templateFingerprint();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `haat_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(
        `CREATE DATABASE "${name}" TEMPLATE "${postgresTemplateName(template, fingerprint)}"`,
      );
    } finally {
      await admin.end();
    }
    const database = await openDatabase({ url: withDatabaseName(serverUrl, name), poolSize: 8 });
    return {
      ...database,
      close: async () => {
        await database.close();
        const dropper = new pg.Client({ connectionString: serverUrl });
        await dropper.connect();
        try {
          await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        } finally {
          await dropper.end();
        }
      },
    };
  }
  const dump = readFileSync(pgliteTemplateFile(template, fingerprint));
  return openDatabase({ dataDir: undefined, loadDataDir: new Blob([dump]) });
}
