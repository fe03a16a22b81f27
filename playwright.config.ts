import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * Browser tests drive Debian's Chromium against the built server on a throwaway PGlite
 * database, seeded with the demo data on its first start.
 */
export default defineConfig({
  testDir: 'e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? '.tmp/e2e-report.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        // Chromium 156 opens its two omnibox pop-up pages in renderers of their own even headless,
        // about 1.5 s of CPU per browser window on a two-core machine (decision 0035).
        '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node --import tsx e2e/serve.ts',
    url: `${baseURL}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // Not production: the checkout's digital payment goes through the sandbox gateway, which
      // production never runs (docs/decisions/0007-security-threat-model.md). Demo data is seeded.
      NODE_ENV: 'test',
      PUBLIC_URL: baseURL,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'haat-e2e-')),
      LOG_LEVEL: 'warn',
      // The virtual riders would take other tests' orders; delivery.spec.ts drives the demo rider.
      SIMULATE_DELIVERY: 'false',
    },
  },
});
