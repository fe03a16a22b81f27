import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '#server/db/client.ts';
import { seedDemoData } from '#server/db/seed/index.ts';
import { createLocalStorage } from '#server/storage/storage.ts';
import {
  pgliteTemplateFile,
  postgresTemplateName,
  type TestTemplate,
  templateDir,
  templateFingerprint,
  withDatabaseName,
} from './database.ts';

const templates: TestTemplate[] = ['empty', 'demo'];

async function fill(database: Database, template: TestTemplate): Promise<void> {
  await database.migrate();
  if (template === 'demo') {
    // Photo rows are seeded, their files are not: API tests never read image bytes.
    await seedDemoData(database.db, createLocalStorage(join(tmpdir(), 'haat-test-media')), { photos: false });
  }
}

async function preparePglite(fingerprint: string): Promise<void> {
  mkdirSync(templateDir, { recursive: true });
  for (const template of templates) {
    const file = pgliteTemplateFile(template, fingerprint);
    if (existsSync(file)) continue;
    const database = await openDatabase({ dataDir: undefined });
    await fill(database, template);
    const dump = await database.pglite!.dumpDataDir('none');
    await database.close();
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
}

async function preparePostgres(serverUrl: string, fingerprint: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // Two test runs at once must not build the same template twice.
    await admin.query('SELECT pg_advisory_lock(4242)');
    for (const template of templates) {
      const name = postgresTemplateName(template, fingerprint);
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount) continue;
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${building}"`);
      const database = await openDatabase({ url: withDatabaseName(serverUrl, building), poolSize: 2 });
      await fill(database, template);
      await database.close();
      await admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
    }
    // Old templates and databases left by killed runs are dropped.
    const stale = await admin.query(
      `SELECT datname FROM pg_database WHERE (datname LIKE 'haat_tpl_%' AND datname NOT LIKE $1)`,
      [`%_${fingerprint}`],
    );
    for (const row of stale.rows) await admin.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
  } finally {
    await admin.query('SELECT pg_advisory_unlock(4242)');
    await admin.end();
  }
}

export async function setup(): Promise<void> {
  const fingerprint = templateFingerprint();
  process.env.HAAT_TEMPLATE_FINGERPRINT = fingerprint;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) await preparePostgres(serverUrl, fingerprint);
  else await preparePglite(fingerprint);
}
