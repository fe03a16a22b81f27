import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Unit and API tests. Each test file that needs a database gets its own, cloned from a
 * template the global set-up builds once (PGlite, or PostgreSQL when TEST_DATABASE_URL is set).
 */
export default defineConfig({
  // The build's per-language message files (scripts/vite-messages.ts) do not exist in unit tests.
  resolve: {
    alias: {
      'virtual:haat-messages': fileURLToPath(new URL('./web/lib/message-urls.stub.ts', import.meta.url)),
    },
  },
  test: {
    include: [
      'lib/**/*.test.ts',
      'server/**/*.test.ts',
      'web/**/*.test.{ts,tsx}',
      'bench/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    globalSetup: ['server/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one on a two-core CI machine, where the
    // tests then wait on each other's database set-up with a core idle. Two or more.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    env: { NODE_ENV: 'test' },
  },
});
