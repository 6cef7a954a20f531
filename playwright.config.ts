import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, testBrowserPath } from './scripts/support/chromium.js';

const executablePath = testBrowserPath;
if (!existsSync(executablePath)) {
  console.error(
    `No Chromium headless shell at ${executablePath}. Install it (Debian: \`apt-get install -y chromium-headless-shell\`) or set CHROMIUM_PATH to a Chromium.`,
  );
  process.exit(1);
}

const port = Number(process.env.E2E_PORT ?? 4330);
// A fresh database per run, shared with the tests (they add job openings through the CLI's functions).
export const e2eDatabasePath = process.env.E2E_DATABASE_PATH ?? join(mkdtempSync(join(tmpdir(), 'site-e2e-')), 'site.db');
process.env.E2E_DATABASE_PATH = e2eDatabasePath;
// Passwords hashed at the test cost (server/editors/passwords.ts) by every server and command the tests start.
process.env.NODE_ENV ??= 'test';
process.env.PASSWORD_COST ??= 'test';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: {
    // The visual regression suite (tests/e2e/visual.spec.ts): baselines committed beside the tests, one per
    // screenshot with no platform in the name: the test pins the fonts, so the system fonts installed do not matter.
    // Two runs on one machine differ by no pixel beyond the colour threshold; 0.2 % of the pixels (2,600 of a
    // desktop's first screen) is left for anti-aliasing elsewhere. A 6-px shift inside the side column's contact card
    // changes 0.9 % of a desktop's first screen.
    toHaveScreenshot: {
      pathTemplate: '{testDir}/__screenshots__/{testFileName}/{arg}{ext}',
      threshold: 0.2,
      maxDiffPixelRatio: 0.002,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
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
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_PATH: e2eDatabasePath,
      ENQUIRY_RATE_LIMIT: 'off',
      NODE_ENV: 'test',
      PASSWORD_COST: 'test',
    },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
