/**
 * `npm run create-api-client -- "Name of the app"`: makes an API client and prints its id and
 * secret once. Uses the configured database (DATABASE_URL, or PGlite in DATA_DIR — stop the
 * server first, PGlite allows one process). An admin can also make clients through the API.
 */
import { runCommand } from '#server/db/command.ts';
import { createApiClient } from './api-clients.ts';
import { CLIENT_TOKEN_SECONDS } from './sessions.ts';

const name = process.argv.slice(2).join(' ').trim();
if (!name) {
  console.error('Usage: npm run create-api-client -- "Name of the app"');
  process.exit(2);
}

runCommand(async (database, config) => {
  const client = await createApiClient(database.db, { name, createdBy: null });
  console.log(
    [
      `API client "${client.name}" created.`,
      `  client_id:     ${client.client_id}`,
      `  client_secret: ${client.client_secret}`,
      'The secret is shown only now; keep it safe. Get a token with:',
      `  curl -X POST ${config.publicUrl}/oauth/token -H 'content-type: application/json' \\`,
      `    -d '{"grant_type":"client_credentials","client_id":"${client.client_id}","client_secret":"…"}'`,
      `Tokens last ${CLIENT_TOKEN_SECONDS / 60} minutes.`,
    ].join('\n'),
  );
});
