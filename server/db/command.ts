import { type Config, loadConfig } from '#server/config.ts';
import { type Database, openDatabase } from './client.ts';

/**
 * Runs an operator's command (`npm run create-admin`, `npm run create-api-client`) on the
 * configured, migrated database (DATABASE_URL, or PGlite in DATA_DIR: stop the server first, PGlite
 * allows one process), closes it, and turns a failure into its message and exit code 1.
 */
export function runCommand(run: (database: Database, config: Config) => Promise<void>): void {
  const main = async () => {
    const config = loadConfig();
    const database = await openDatabase(
      config.databaseUrl ? { url: config.databaseUrl, poolSize: 1 } : { dataDir: config.dataDir },
    );
    try {
      await database.migrate();
      await run(database, config);
    } finally {
      await database.close();
    }
  };
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
