import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '#server/db/client.ts';
import {
  pgliteTemplateFile,
  postgresTemplateName,
  type TestTemplate,
  templateFingerprint,
  withDatabaseName,
} from './database.ts';

/**
 * A database of the server process's own, cloned from a test template: PostgreSQL (its
 * DATABASE_URL) when TEST_DATABASE_URL is set, else PGlite in a fresh DATA_DIR. `open` opens it
 * from this test while the server is stopped.
 */
export async function serverDatabase(template: TestTemplate): Promise<{
  env: Record<string, string>;
  open: () => Promise<Database>;
  drop: () => Promise<void>;
}> {
  const fingerprint = process.env.HAAT_TEMPLATE_FINGERPRINT ?? templateFingerprint();
  const dataDir = mkdtempSync(join(tmpdir(), 'haat-main-db-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `haat_main_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${postgresTemplateName(template, fingerprint)}"`);
    await admin.end();
    const url = withDatabaseName(serverUrl, name);
    return {
      env: { DATABASE_URL: url, DATA_DIR: dataDir },
      open: () => openDatabase({ url, poolSize: 1 }),
      drop: async () => {
        const dropper = new pg.Client({ connectionString: serverUrl });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await dropper.end();
      },
    };
  }
  const seeded = await openDatabase({
    dataDir,
    loadDataDir: new Blob([readFileSync(pgliteTemplateFile(template, fingerprint))]),
  });
  await seeded.close();
  return { env: { DATA_DIR: dataDir }, open: () => openDatabase({ dataDir }), drop: async () => {} };
}
