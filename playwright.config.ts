import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './scripts/support/chromium.ts';

const executablePath = chromiumPath;
if (!existsSync(executablePath)) {
  console.error(`No Chromium at ${executablePath}. Install one (Debian/Ubuntu: \`apt-get install -y chromium\`) or set CHROMIUM_PATH to its executable.`);
  process.exit(1);
}

const port = Number(process.env.E2E_PORT ?? 4330);
// A fresh database per run, shared with the tests (they add job openings through the CLI's functions).
export const e2eDatabasePath = process.env.E2E_DATABASE_PATH ?? join(mkdtempSync(join(tmpdir(), 'site-e2e-')), 'site.db');
process.env.E2E_DATABASE_PATH = e2eDatabasePath;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: {
    // The visual regression suite (tests/e2e/visual.spec.ts): baselines committed beside the tests, one per
    // screenshot with no platform in the name (fonts are pinned by the test, so every machine draws the same).
    // Anti-aliasing noise stays under the threshold; a block that moves changes far more than 1 % of the pixels.
    toHaveScreenshot: {
      pathTemplate: '{testDir}/__screenshots__/{testFileName}/{arg}{ext}',
      threshold: 0.2,
      maxDiffPixelRatio: 0.01,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      // A screenshot of a whole screen takes a second or more on a busy two-core machine.
      timeout: 10_000,
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  webServer: {
    command: 'node scripts/run-server.mjs server',
    url: `http://127.0.0.1:${port}/`,
    env: { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_PATH: e2eDatabasePath, ENQUIRY_RATE_LIMIT: 'off' },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
